import type { BusinessDto } from '@/api/generated/model';

function servicesList(services: string | null): string[] {
  return (services ?? '')
    .split(',')
    .map((service) => service.trim())
    .filter((service) => service !== '');
}

/** The details tab: the description (or a note that there is none) and the services as chips. */
export function DetailsPanel({ business }: { business: BusinessDto }) {
  const services = servicesList(business.services);
  const description = business.description?.trim() ?? '';
  return (
    <div className="space-y-6">
      <p className="whitespace-pre-line leading-relaxed text-slate-700">
        {description !== '' ? description : 'Für dieses Unternehmen liegt noch keine Beschreibung vor.'}
      </p>
      {services.length > 0 && (
        <div>
          <h2 className="mb-3 font-semibold text-slate-900">Unsere Leistungen:</h2>
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900">
                {service}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
