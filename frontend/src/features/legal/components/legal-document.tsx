import { useSiteInfo } from '@/lib/site-info';
import { useDocumentMeta } from '@/lib/use-document-meta';
import type { LegalSection } from '../data/legal-texts';
import type { SiteInfoDto } from '@/api/generated/model';

interface LegalDocumentProps {
  title: string;
  description: string;
  sections: (operator: SiteInfoDto) => LegalSection[];
}

/** A static legal text whose operator data (name, address, register) comes from the server's configuration. */
export function LegalDocument({ title, description, sections }: LegalDocumentProps) {
  useDocumentMeta({ title, description });
  const { data: operator, isError, refetch } = useSiteInfo();

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {operator !== undefined ? (
        <div className="mt-8 space-y-10">
          {sections(operator).map((section) => (
            <section key={section.heading} className="space-y-3 leading-relaxed text-slate-700">
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
              {section.list !== undefined && section.list.length > 0 && (
                <ul className="list-disc space-y-1.5 pl-6 marker:text-slate-500">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p>Die Angaben des Betreibers konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900"
          >
            Erneut versuchen
          </button>
        </div>
      ) : (
        <p role="status" className="mt-8 text-slate-600">
          Wird geladen...
        </p>
      )}
    </div>
  );
}
