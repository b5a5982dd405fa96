import { HOME_STEPS } from '../data/home-steps';
import { HomeSection } from './home-section';

export function HomeSteps() {
  return (
    <HomeSection
      titleId="schritte-titel"
      title="So einfach geht’s"
      intro="In drei Schritten zum passenden Unternehmen."
      className="bg-slate-50"
      keep={{ data: HOME_STEPS }}
    >
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
    </HomeSection>
  );
}
