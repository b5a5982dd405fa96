import { KeepServerMarkup } from '../ui/hydrate-later';
import { BusinessCard, type BusinessCardData } from './business-card';

/**
 * A page of business cards: one column on phones, two on tablets, three on wide screens. Text, images and links
 * only: server-rendered, it is never hydrated (KeepServerMarkup) while the list stays the same.
 */
export function BusinessCardGrid({ businesses }: { businesses: readonly BusinessCardData[] }) {
  return (
    <KeepServerMarkup data={businesses}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </ul>
    </KeepServerMarkup>
  );
}
