import { HOME_STEPS } from '../data/home-steps';
import { SectionHeading } from './section-heading';

export function HomeSteps() {
  return (
    <section aria-labelledby="schritte-titel" className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="schritte-titel" title="So einfach geht’s">
          In drei Schritten zum passenden Unternehmen.
        </SectionHeading>
        <ol className="grid gap-6 md:grid-cols-3">
          {HOME_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden="true"
                className="mx-auto grid size-12 place-items-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
