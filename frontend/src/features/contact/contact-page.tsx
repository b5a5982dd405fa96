import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ContactForm } from './components/contact-form';
import { ContactInfoCards } from './components/contact-info-cards';
import { PACKAGE_QUERY_PARAM, subjectForPackage } from './utils/package-subject';

export default function ContactPage() {
  useDocumentMeta({
    title: 'Kontakt',
    description:
      'Kontakt zum Branchenbuch: Schreiben Sie uns eine Nachricht, rufen Sie uns an oder lassen Sie sich kostenlos zu Ihrem Firmeneintrag und unseren Paketen beraten.',
  });
  const [searchParams] = useSearchParams();
  const paket = searchParams.get(PACKAGE_QUERY_PARAM);
  const initialSubject = subjectForPackage(paket);

  return (
    <>
      <PageHeading title="Kontakt">
        Sie haben Fragen zu Ihrem Eintrag, zu unseren Paketen oder möchten uns Feedback geben? Wir freuen uns auf Ihre
        Nachricht.
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <ContactInfoCards />
        {/* A new package link starts a fresh form with that package's subject. */}
        <ContactForm key={initialSubject} initialSubject={initialSubject} />
      </div>
    </>
  );
}
