export interface FaqItem {
  question: string;
  answer: string;
}

/** The home page's four questions about the directory. */
export const homeFaq: FaqItem[] = [
  {
    question: 'Ist die Suche im Branchenbuch kostenlos?',
    answer:
      'Ja. Die Suche nach Unternehmen, das Lesen von Einträgen und Bewertungen sowie das Schreiben eigener Bewertungen sind für Verbraucherinnen und Verbraucher vollständig kostenlos – ohne Registrierung.',
  },
  {
    question: 'Wie trage ich mein Unternehmen ein?',
    answer:
      'Der erste Eintrag Ihres Unternehmens ist im ersten Jahr kostenlos; die Bedingungen für die Zeit danach finden Sie in unseren AGB. Nehmen Sie über unsere Kontaktseite Kontakt auf oder nutzen Sie das Eintragsformular, das wir Ihnen zusenden. Ihr Eintrag wird vor der Veröffentlichung von unserem Team geprüft und erscheint nach der Freigabe in der Suche. Für mehr Sichtbarkeit bieten wir Pakete mit Bildern, Bewertungssystem und Statistiken an.',
  },
  {
    question: 'Wie werden die Einträge geprüft?',
    answer:
      'Selbst angelegte Einträge prüft unser Team vor der Veröffentlichung; erst nach der Freigabe erscheinen sie in der Suche. Wird ein Eintrag später geändert, prüfen wir ihn erneut. Unternehmen, deren Angaben wir zusätzlich bestätigt haben, erkennen Sie am Hinweis „Verifiziert“. Fällt uns bei einem Eintrag etwas auf, nehmen wir Kontakt mit dem Unternehmen auf.',
  },
  {
    question: 'Wie funktionieren die Bewertungen?',
    answer:
      'Jede Besucherin und jeder Besucher kann ein Unternehmen mit ein bis fünf Sternen und einem kurzen Kommentar bewerten. Aus allen Bewertungen berechnen wir den angezeigten Durchschnitt. Wir prüfen nicht, ob eine Bewertung von einer Person stammt, die die Leistung tatsächlich in Anspruch genommen hat; rechtswidrige Inhalte entfernen wir auf Hinweis.',
  },
];
