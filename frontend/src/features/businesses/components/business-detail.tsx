import { useState } from 'react';
import type { BusinessDetailDto } from '@/api/generated/model';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { useBusinessRating } from '../api/business';
import { BusinessBreadcrumb } from './business-breadcrumb';
import { BusinessHeading } from './business-heading';
import { BusinessHoursPanel } from './business-hours-panel';
import { BusinessLandingLinks } from './business-landing-links';
import { BusinessTabs, type TabDefinition } from './business-tabs';
import { ContactCard } from './contact-card';
import { ContactPanel } from './contact-panel';
import { DetailsPanel } from './details-panel';
import { MapPanel } from './map-panel';
import { PendingReviewNotice } from './pending-review-notice';
import { ReviewsTab } from './reviews-tab';

type TabKey = 'details' | 'bewertungen' | 'kontakt';

/** The open tab and whether the review form is open: "Bewertung schreiben" in the heading opens both. */
function useDetailTabs() {
  const [tab, setTab] = useState<TabKey>('details');
  const [reviewFormOpen, setReviewFormOpen] = useState(false);
  const openReviewForm = () => {
    setTab('bewertungen');
    setReviewFormOpen(true);
  };
  return { tab, setTab, reviewFormOpen, setReviewFormOpen, openReviewForm };
}

/** A loaded business: breadcrumb, heading, the tabs (details, reviews, contact) and the side column. */
export function BusinessDetail({ business }: { business: BusinessDetailDto }) {
  const { tab, setTab, reviewFormOpen, setReviewFormOpen, openReviewForm } = useDetailTabs();
  const rating = useBusinessRating(business.id);
  const average = rating.data?.averageRating ?? business.averageRating;
  const count = rating.data?.totalReviews ?? business.reviewCount;

  const tabs: TabDefinition<TabKey>[] = [
    { key: 'details', label: 'Details', panel: <DetailsPanel business={business} /> },
    {
      key: 'bewertungen',
      label: count > 0 ? `Bewertungen (${count})` : 'Bewertungen',
      panel: (
        <ReviewsTab
          businessId={business.id}
          totalReviews={count}
          formOpen={reviewFormOpen}
          onOpenForm={() => setReviewFormOpen(true)}
          onCloseForm={() => setReviewFormOpen(false)}
        />
      ),
    },
    { key: 'kontakt', label: 'Kontakt aufnehmen', panel: <ContactPanel business={business} /> },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <BusinessBreadcrumb business={business} />
      {business.status === 'pending' && <PendingReviewNotice />}
      <BusinessLandingLinks businessId={business.id} city={business.city} />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {/* The heading and its buttons, then the tabs and the side column: each hydrates in a task of its own. */}
          <HydrateLater>
            <BusinessHeading business={business} average={average} count={count} onWriteReview={openReviewForm} />
          </HydrateLater>

          <HydrateLater>
            <section
              aria-label="Details, Bewertungen und Kontakt"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <BusinessTabs tabs={tabs} active={tab} onChange={setTab} idPrefix="unternehmen" />
            </section>
          </HydrateLater>
        </div>

        <HydrateLater>
          <aside className="min-w-0 space-y-6" aria-label="Kontakt, Öffnungszeiten und Standort">
            <ContactCard business={business} />
            <BusinessHoursPanel business={business} />
            <MapPanel place={business} />
          </aside>
        </HydrateLater>
      </div>
    </div>
  );
}
