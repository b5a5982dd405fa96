import { useLatestBusinesses } from '../api/latest-businesses';
import { BusinessCard } from '@/components/business-card/business-card';
import { SectionHeading } from './section-heading';

/** Three random businesses from the server; the block is left out when the directory is empty. */
export function LatestEntries() {
  const { data } = useLatestBusinesses();
  if (data === undefined || data.length === 0) return null;

  return (
    <section aria-labelledby="neueste-titel" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="neueste-titel" title="Neueste Einträge">
          Eine Auswahl von Unternehmen aus unserem Verzeichnis.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
