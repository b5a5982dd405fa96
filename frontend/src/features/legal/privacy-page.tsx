import { LegalDocument } from './components/legal-document';
import { datenschutzSections } from './data/legal-texts';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Datenschutzerklärung"
      description="Datenschutzerklärung des Branchenbuchs: welche Daten wir bei Suche, Einträgen, Bild-Uploads, Bewertungen, Kontaktformular und Karte verarbeiten und welche Rechte Sie haben."
      sections={datenschutzSections}
    />
  );
}
