export interface Testimonial {
  id: number;
  text: string;
  author: string;
  location: string;
  rating: 5;
  /** A single emoji shown as the author's avatar. */
  icon: string;
}

/** The home page's eight static testimonials, all five stars. */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    text: 'Nach unserem Umzug nach Leipzig habe ich über das Branchenbuch innerhalb von zehn Minuten eine Kinderärztin mit freien Terminen gefunden. Die Öffnungszeiten stimmten auf die Minute.',
    author: 'Katharina Vogel',
    location: 'Leipzig',
    rating: 5,
    icon: '👩‍⚕️',
  },
  {
    id: 2,
    text: 'Seit unsere Tischlerei eingetragen ist, melden sich deutlich mehr Kundinnen und Kunden aus der Umgebung. Der Eintrag war in wenigen Minuten erledigt.',
    author: 'Thomas Brandt',
    location: 'Herford',
    rating: 5,
    icon: '🪚',
  },
  {
    id: 3,
    text: 'Ich suche Handwerker inzwischen nur noch hier. Die Bewertungen anderer Nutzer helfen mir sehr, und die Telefonnummer ist immer gleich zur Hand.',
    author: 'Monika Huber',
    location: 'München',
    rating: 5,
    icon: '🔧',
  },
  {
    id: 4,
    text: 'Als Wiener Café sind wir auf Laufkundschaft angewiesen. Über die Suche nach unserem Bezirk finden uns jetzt viele Gäste, die vorher nie von uns gehört hatten.',
    author: 'Lukas Gruber',
    location: 'Wien',
    rating: 5,
    icon: '☕',
  },
  {
    id: 5,
    text: 'Übersichtlich, schnell und ohne lästige Werbung. Ich habe für meine Mutter einen Pflegedienst in ihrer Nähe gefunden und direkt angerufen.',
    author: 'Stefan Albrecht',
    location: 'Köln',
    rating: 5,
    icon: '🤝',
  },
  {
    id: 6,
    text: 'Die Beratung zum Professional-Paket war freundlich und ehrlich. Unsere Fahrschule ist seitdem viel besser zu finden – besonders auf dem Smartphone.',
    author: 'Sabine Krüger',
    location: 'Hamburg',
    rating: 5,
    icon: '🚗',
  },
  {
    id: 7,
    text: 'Ich war auf der Suche nach einem Goldschmied für unsere Eheringe. Dank der Fotos und Bewertungen wussten wir schon vor dem ersten Besuch, dass wir richtig sind.',
    author: 'Anna Meier',
    location: 'Zürich',
    rating: 5,
    icon: '💍',
  },
  {
    id: 8,
    text: 'Endlich ein Verzeichnis, in dem die Angaben stimmen. Adresse, Öffnungszeiten und Route zur Praxis – alles auf einen Blick. Sehr empfehlenswert!',
    author: 'Jürgen Schäfer',
    location: 'Frankfurt am Main',
    rating: 5,
    icon: '⭐',
  },
];
