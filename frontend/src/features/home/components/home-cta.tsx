import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';

/** 'Jetzt suchen' scrolls to the hero's search form and puts the cursor in its first field. */
export function HomeCta({ searchFormId }: { searchFormId: string }) {
  const scrollToSearch = () => {
    const form = document.getElementById(searchFormId);
    if (form === null) return;
    form.scrollIntoView({ behavior: 'smooth', block: 'center' });
    form.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="cta-titel" className="bg-blue-800 px-4 py-16 text-white sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-titel" className="text-2xl font-bold sm:text-3xl">
          Bereit, das passende Unternehmen zu finden?
        </h2>
        <p className="mt-3 text-blue-50">
          Suchen Sie kostenlos in tausenden Einträgen – oder machen Sie Ihr eigenes Unternehmen sichtbar.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={scrollToSearch} className={buttonClass('inverse', 'lg')}>
            Jetzt suchen
          </button>
          <LinkButton to={paths.contact} variant="inverseOutline" size="lg">
            Unternehmen eintragen
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
