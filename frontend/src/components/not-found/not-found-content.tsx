import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { LinkButton } from '@/components/ui/link-button';

/** The specification's 404 page, developer hint included: for unknown paths and for pages whose data does not exist. */
export function NotFoundContent() {
  useDocumentMeta({ title: '404 – Seite nicht gefunden', noIndex: true, status: 404 });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="w-full rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="flex items-center justify-center gap-2 text-2xl font-bold text-slate-900">
          <span aria-hidden="true" className="text-red-600">
            ⚠
          </span>
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <LinkButton to={paths.home} className="mt-6">
          Zur Startseite
        </LinkButton>
      </div>
    </section>
  );
}
