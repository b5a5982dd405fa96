/** The hero's 5 quick-city buttons (specification, home page). */
export const QUICK_CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt'] as const;

/** The 4 featured cities, each with an Erkunden button to /search?city={name}. */
export const FEATURED_CITIES = [
  { name: 'Berlin', teaser: 'Die Hauptstadt mit Handwerk, Gastronomie und Dienstleistern in jedem Kiez.' },
  { name: 'Hamburg', teaser: 'Vom Hafen bis zur Alster: Betriebe und Geschäfte der Hansestadt.' },
  { name: 'München', teaser: 'Bayerische Traditionsbetriebe und moderne Dienstleister an einem Ort.' },
  { name: 'Köln', teaser: 'Rund um den Dom: lokale Anbieter für Alltag, Freizeit und Beruf.' },
] as const;
