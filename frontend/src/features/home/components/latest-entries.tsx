import { useLatestBusinesses } from '../api/latest-businesses';
import { BusinessCard } from '@/components/business-card/business-card';
import { HomeSection } from './home-section';

/** Three random businesses from the server; the block is left out when the directory is empty. */
export function LatestEntries() {
  const { data } = useLatestBusinesses();
  if (data === undefined || data.length === 0) return null;

  return (
    <HomeSection
      titleId="neueste-titel"
      title="Neueste Einträge"
      intro="Eine Auswahl von Unternehmen aus unserem Verzeichnis."
      className="bg-white"
      keep={{ data }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
