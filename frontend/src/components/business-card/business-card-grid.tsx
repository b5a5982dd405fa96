import { BusinessCard, type BusinessCardData } from './business-card';

/** A page of business cards: one column on phones, two on tablets, three on wide screens. */
export function BusinessCardGrid({ businesses }: { businesses: readonly BusinessCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
