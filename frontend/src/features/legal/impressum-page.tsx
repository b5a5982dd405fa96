import { LegalDocument } from './components/legal-document';
import { impressumSections } from './data/legal-texts';

export default function ImpressumPage() {
  return (
    <LegalDocument
      title="Impressum"
      description="Impressum des Branchenbuchs: Anbieterkennzeichnung mit Anschrift, Vertretung, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer."
      sections={impressumSections}
    />
  );
}
