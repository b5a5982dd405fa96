import type { BusinessDto } from '@/api/generated/model';
import { ExternalLink } from '@/components/ui/external-link';
import { stripProtocol, telHref } from '@/lib/german-format';

/** The contact tab: phone, e-mail and website as links, each only when the business has it. */
export function ContactPanel({ business }: { business: BusinessDto }) {
  const has = (value: string | null): value is string => value !== null && value.trim() !== '';
  const linkClass = 'font-medium text-blue-700 hover:underline break-words';
  const rows = [
    has(business.phone) && (
      <div key="telefon">
        <dt className="text-sm text-slate-600">Telefon</dt>
        <dd>
          <a href={telHref(business.phone)} className={linkClass} data-statistik="phone">
            {business.phone}
          </a>
        </dd>
      </div>
    ),
    has(business.email) && (
      <div key="email">
        <dt className="text-sm text-slate-600">E-Mail</dt>
        <dd>
          <a href={`mailto:${business.email}`} className={linkClass} data-statistik="email">
            {business.email}
          </a>
        </dd>
      </div>
    ),
    has(business.website) && (
      <div key="website">
        <dt className="text-sm text-slate-600">Website</dt>
        <dd>
          <ExternalLink href={business.website} className={linkClass} statistik="website">
            {stripProtocol(business.website)}
          </ExternalLink>
        </dd>
      </div>
    ),
  ].filter(Boolean);

  return rows.length > 0 ? (
    <dl className="space-y-4">{rows}</dl>
  ) : (
    <p className="text-slate-600">Für dieses Unternehmen sind keine Kontaktdaten hinterlegt.</p>
  );
}
