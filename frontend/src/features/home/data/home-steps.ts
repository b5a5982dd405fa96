/** The three-step explanation: search, compare, contact. */
export const HOME_STEPS = [
  {
    title: 'Suchen',
    text: 'Geben Sie ein, was Sie suchen und wo – Branche, Firmenname oder Stichwort und Ihre Stadt oder PLZ.',
  },
  {
    title: 'Vergleichen',
    text: 'Vergleichen Sie Anbieter anhand von Beschreibung, Leistungen, Öffnungszeiten und Bewertungen.',
  },
  {
    title: 'Kontaktieren',
    text: 'Rufen Sie direkt an, schreiben Sie eine E-Mail oder besuchen Sie die Website des Unternehmens.',
  },
] as const;
