import { useParams } from 'react-router-dom';
import { useBusiness } from './api/business';
import { BusinessDetail } from './components/business-detail';
import { BusinessHead } from './components/business-head';
import { BusinessDetailLoading, BusinessNotFound } from './components/detail-message';
import { useStatisticsBeacon } from './utils/statistics-beacon';

export { prefetchBusinessPage as prefetch } from './api/business-page-prefetch';

export default function BusinessDetailPage() {
  const { id = '' } = useParams();
  const { data: business, isPending, isError, error } = useBusiness(id);
  useStatisticsBeacon(business?.id);

  return (
    <>
      <BusinessHead business={business} error={error} />
      {isPending ? (
        <BusinessDetailLoading />
      ) : isError ? (
        <BusinessNotFound />
      ) : (
        <BusinessDetail key={business.id} business={business} />
      )}
    </>
  );
}
