import { ChevronIcon } from './pricing-icons';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Native disclosure widgets: keyboard- and screen-reader-friendly without script. */
export function PricingFaq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <section aria-labelledby="preise-faq" className="mx-auto max-w-3xl">
      <h2 id="preise-faq" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Häufig gestellte Fragen
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.map((entry) => (
          <details key={entry.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronIcon />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
