import type { ReactNode } from 'react';
import { useSiteInfo } from '@/lib/site-info';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './contact-icons';

export const BUSINESS_HOURS = [
  { days: 'Mo – Fr', hours: '9:00 – 17:00 Uhr' },
  { days: 'Sa', hours: '10:00 – 14:00 Uhr' },
  { days: 'Sonntag', hours: 'geschlossen' },
] as const;

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <div className="grid size-10 shrink-0 place-items-center rounded-lg bg-blue-50 text-blue-700 sm:size-12">
        {icon}
      </div>
      <div className="min-w-0 text-slate-700">
        <h2 className="mb-1 text-base font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

/** E-mail, phone and fax, postal address and business hours of the operator. */
export function ContactInfoCards() {
  const { data: site, isError } = useSiteInfo();
  const pending = site === undefined;
  const placeholder = isError ? 'Derzeit nicht verfügbar' : '…';

  return (
    <div className="space-y-4" aria-busy={pending && !isError}>
      <InfoCard icon={<MailIcon />} title="E-Mail">
        {pending ? (
          <p>{placeholder}</p>
        ) : (
          <a
            href={`mailto:${site.email}`}
            className="break-all font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            {site.email}
          </a>
        )}
        <p className="mt-1 text-sm text-slate-600">Wir antworten in der Regel innerhalb eines Werktags.</p>
      </InfoCard>

      <InfoCard icon={<PhoneIcon />} title="Telefon und Fax">
        {pending ? (
          <p>{placeholder}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>Telefon:</dt>
            <dd>
              <a href={telHref(site.phone)} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                {site.phone}
              </a>
            </dd>
            <dt>Fax:</dt>
            <dd>{site.fax}</dd>
          </dl>
        )}
      </InfoCard>

      <InfoCard icon={<MapPinIcon />} title="Postanschrift">
        {pending ? (
          <p>{placeholder}</p>
        ) : (
          <address className="not-italic">
            {site.companyName} {site.legalForm}
            <br />
            {site.street}
            <br />
            {site.postalCode} {site.city}
            <br />
            {site.country}
          </address>
        )}
      </InfoCard>

      <InfoCard icon={<ClockIcon />} title="Geschäftszeiten">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:gap-x-4">
          {BUSINESS_HOURS.map((row) => (
            <div key={row.days} className="contents">
              <dt>{row.days}</dt>
              <dd className="whitespace-nowrap font-medium text-slate-900">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </div>
  );
}
