import type { BusinessDto } from '@/api/generated/model';
import { ICONS } from '@/components/ui/icon-paths';
import { stripProtocol, telHref } from '@/lib/german-format';
import { SocialShareButtons } from './social-share-buttons';
import { Icon } from '@/components/ui/icon';
import { ExternalLink } from '@/components/ui/external-link';
import { Panel } from '@/components/ui/panel';

function Row({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Icon path={icon} className="size-5 shrink-0 text-blue-700" rounded />
        {label}
      </dt>
      <dd className="mt-1 break-words pl-7 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function ContactCard({ business }: { business: BusinessDto }) {
  return (
    <Panel titleId="kontaktinfo-titel" title="Kontaktinformationen">
      <dl className="mt-4 space-y-4">
        <Row icon={ICONS.pin} label="Adresse">
          {business.street}
          <br />
          {business.postalCode} {business.city}
        </Row>
        {business.phone !== null && business.phone.trim() !== '' && (
          <Row icon={ICONS.phone} label="Telefon">
            <a href={telHref(business.phone)} className="text-blue-700 hover:underline" data-statistik="phone">
              {business.phone}
            </a>
          </Row>
        )}
        {business.website !== null && business.website.trim() !== '' && (
          <Row icon={ICONS.globe} label="Website">
            <ExternalLink href={business.website} className="text-blue-700 hover:underline" statistik="website">
              {stripProtocol(business.website)}
            </ExternalLink>
          </Row>
        )}
      </dl>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <SocialShareButtons name={business.name} />
      </div>
    </Panel>
  );
}
