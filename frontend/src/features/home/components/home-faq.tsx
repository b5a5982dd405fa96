import type { FaqItem } from '../data/home-faq';
import { HomeSection } from './home-section';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';

export function HomeFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <HomeSection
      titleId="faq-titel"
      title="Häufig gestellte Fragen"
      className="bg-slate-50"
      narrow
      keep={{ data: items }}
    >
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900">
              <h3 className="text-base">{item.question}</h3>
              <Icon
                path={ICONS.chevronDown}
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
