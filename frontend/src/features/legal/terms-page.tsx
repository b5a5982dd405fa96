import { LegalDocument } from './components/legal-document';
import { agbSections } from './data/legal-texts';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Allgemeine Geschäftsbedingungen"
      description="Allgemeine Geschäftsbedingungen des Branchenbuchs für Einträge und Pakete: Laufzeit, Verlängerung, Kündigung, Zahlung und Preise."
      sections={agbSections}
    />
  );
}
