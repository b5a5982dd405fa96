import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PricingPackage } from '../data/packages';
import { CheckIcon, PackageIcon } from './pricing-icons';

export interface PackageCardProps {
  name: PricingPackage['name'];
  /** Net per year in EUR, as displayed ('1.200'). */
  price: string;
  popular: boolean;
  features: readonly string[];
}

export function packageContactLink(name: string): string {
  return `${paths.contact}?${new URLSearchParams({ paket: name }).toString()}`;
}

/** One package: name, yearly net price, features and the '<name> wählen' button to the contact form. */
export function PackageCard({ name, price, popular, features }: PackageCardProps) {
  const headingId = `paket-${name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${
        popular ? 'border-blue-700 ring-2 ring-blue-700 lg:-my-4 lg:py-12' : 'border-slate-200'
      }`}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-blue-700 px-4 py-1 text-sm font-semibold text-white shadow">
          Beliebteste Wahl
        </p>
      )}
      <div className="flex items-center gap-3">
        <span
          className={`grid size-11 place-items-center rounded-lg ${popular ? 'bg-blue-700 text-white' : 'bg-blue-50 text-blue-700'}`}
        >
          <PackageIcon name={name} />
        </span>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {name}
        </h2>
      </div>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price} EUR</span>
        <span className="text-slate-600">netto / Jahr</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">zzgl. MwSt., Laufzeit 12 Monate</p>
      <ul className="mt-6 flex-1 space-y-3" aria-label={`Leistungen im Paket ${name}`}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={packageContactLink(name)}
        className={`mt-8 inline-flex w-full items-center justify-center rounded-lg px-6 py-3 font-semibold shadow-sm transition-colors ${
          popular
            ? 'bg-blue-700 text-white hover:bg-blue-800'
            : 'border border-blue-700 bg-white text-blue-800 hover:bg-blue-50'
        }`}
      >
        {name} wählen
      </Link>
    </article>
  );
}
