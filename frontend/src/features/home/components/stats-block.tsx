import { KeepServerMarkup } from '@/components/ui/hydrate-later';
import { HOME_STATS } from '../data/home-stats';

export function StatsBlock() {
  return (
    <KeepServerMarkup>
      <section aria-label="Das Branchenbuch in Zahlen" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-5 lg:px-8">
          {HOME_STATS.map((stat, index) => (
            <div
              key={stat.label}
              className={`flex flex-col ${index === HOME_STATS.length - 1 ? 'col-span-2 md:col-span-1' : ''}`}
            >
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-blue-800 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </KeepServerMarkup>
  );
}
