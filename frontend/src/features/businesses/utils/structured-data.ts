import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification, WithContext } from 'schema-dts';
import type { BusinessDto, ReviewDto } from '@/api/generated/model';
import { exceptionLines, weekSchedule, type CalendarExceptions } from './opening-hours';

const SCHEMA_DAYS: Record<string, DayOfWeek> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** ISO 3166 codes for the entries' German country names. */
const COUNTRY_CODES: Record<BusinessDto['country'], string> = {
  Deutschland: 'DE',
  Österreich: 'AT',
  Schweiz: 'CH',
};

function present(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value.trim();
}

/**
 * One specification per day with hours. Hours past midnight stay one specification (opens 18:00,
 * closes 02:00), as Google's LocalBusiness guide asks; around the clock (00:00–00:00) is written as
 * 00:00–23:59, its form for "open 24 hours".
 */
function openingHours(business: BusinessDto): OpeningHoursSpecification[] {
  return weekSchedule(business).flatMap((day) =>
    day.open === null || day.close === null
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: SCHEMA_DAYS[day.key],
            opens: day.open,
            closes: day.open === '00:00' && day.close === '00:00' ? '23:59' : day.close,
          } satisfies OpeningHoursSpecification,
        ],
  );
}

/**
 * The days that differ (special hours, public holidays without them) as Google's LocalBusiness guide writes them:
 * validFrom/validThrough with the day's hours, or 00:00–00:00 for closed.
 */
function specialOpeningHours(calendar: CalendarExceptions): OpeningHoursSpecification[] {
  return exceptionLines(calendar, 30).map(
    (line) =>
      ({
        '@type': 'OpeningHoursSpecification',
        validFrom: line.from,
        validThrough: line.to,
        opens: line.opens ?? '00:00',
        closes: line.closes ?? '00:00',
      }) satisfies OpeningHoursSpecification,
  );
}

/** schema.org `LocalBusiness` for a business page: what search engines show as the business's card. */
export function localBusinessData(
  business: BusinessDto & CalendarExceptions,
  pageUrl: string,
  reviews: ReviewDto[],
): WithContext<LocalBusiness> {
  const data: WithContext<LocalBusiness> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#unternehmen`,
    name: business.name,
    url: pageUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.street,
      postalCode: business.postalCode,
      addressLocality: business.city,
      ...(present(business.state) !== undefined && { addressRegion: present(business.state) }),
      addressCountry: COUNTRY_CODES[business.country],
    },
  };
  const description = present(business.description);
  if (description !== undefined) data.description = description;
  const phone = present(business.phone);
  if (phone !== undefined) data.telephone = phone;
  const fax = present(business.fax);
  if (fax !== undefined) data.faxNumber = fax;
  const email = present(business.email);
  if (email !== undefined) data.email = email;
  const website = present(business.website);
  if (website !== undefined) data.sameAs = website;
  const image = present(business.imageUrl);
  if (image !== undefined) data.image = new URL(image, pageUrl).toString();
  const hours = openingHours(business);
  if (hours.length > 0) data.openingHoursSpecification = hours;
  const special = specialOpeningHours(business);
  if (special.length > 0) data.specialOpeningHoursSpecification = special;
  if (business.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: business.averageRating,
      reviewCount: business.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.length > 0) {
    data.review = reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.comment,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}
