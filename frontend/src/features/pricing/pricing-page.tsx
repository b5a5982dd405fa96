import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { PackageCard } from './components/package-card';
import { PricingFaq } from './components/pricing-faq';
import { ShieldIcon } from './components/pricing-icons';
import { pricingFaq, pricingPackages } from './data/packages';
import { LinkButton } from '@/components/ui/link-button';

export default function PricingPage() {
  useDocumentMeta({
    title: 'Unsere Preise',
    description:
      'Die Pakete Basis (799 EUR), Professional (1.200 EUR) und Premium (1.499 EUR) für Ihren Branchenbucheintrag: netto für 12 Monate, mit 30 Tagen Geld-zurück-Garantie.',
  });

  return (
    <div className="pb-16">
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-12 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Unsere Preise</h1>
        <p className="mt-4 text-lg text-slate-600">
          Alle Preise verstehen sich netto zzgl. MwSt. für eine Laufzeit von 12 Monaten.
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
          <ShieldIcon />
          30 Tage Geld-zurück-Garantie
        </p>
      </div>

      <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:items-stretch lg:px-8">
        {pricingPackages.map((item) => (
          <li key={item.name}>
            <PackageCard name={item.name} price={item.price} popular={item.popular} features={item.features} />
          </li>
        ))}
      </ul>

      <div className="mt-20 px-4 sm:px-6 lg:px-8">
        <PricingFaq entries={pricingFaq} />
      </div>

      <section aria-labelledby="preise-cta" className="mx-auto mt-20 max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="preise-cta" className="text-3xl font-bold tracking-tight">
            Noch unsicher, welches Paket passt?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">
            Wir beraten Sie kostenlos und unverbindlich und finden gemeinsam den passenden Eintrag für Ihr Unternehmen.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={paths.contact} variant="inverse" size="lg">
              Kostenlose Beratung
            </LinkButton>
            <LinkButton to={paths.contact} variant="inverseOutline" size="lg">
              Jetzt starten
            </LinkButton>
          </div>
        </div>
      </section>
    </div>
  );
}
