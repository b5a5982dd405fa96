/** The listing packages of section 9: net prices per year, 12-month term. */
export type PackageIconName = 'home' | 'star' | 'crown';

export interface PricingPackage {
  name: 'Basis' | 'Professional' | 'Premium';
  /** As displayed, net per year. */
  price: string;
  icon: PackageIconName;
  popular: boolean;
  features: string[];
}

export const pricingPackages: PricingPackage[] = [
  {
    name: 'Basis',
    price: '799 EUR',
    icon: 'home',
    popular: false,
    features: [
      '1 Bild',
      'Kartenintegration',
      'Grundlegende Suchmaschinenoptimierung',
      'Kontaktdaten und Öffnungszeiten',
      'Optimiert für Mobilgeräte',
      'E-Mail-Support',
      'Kostenlose Einrichtung',
    ],
  },
  {
    name: 'Professional',
    price: '1.200 EUR',
    icon: 'star',
    popular: true,
    features: [
      'Bis zu 5 Bilder',
      'Kartenintegration',
      'Erweiterte Suchmaschinenoptimierung',
      'Kundenbewertungssystem',
      'Social-Media-Integration',
      'Premium-Support',
      'Detaillierte Statistiken',
      'Integration eines Veranstaltungskalenders',
      'Bevorzugte Einrichtung',
    ],
  },
  {
    name: 'Premium',
    price: '1.499 EUR',
    icon: 'crown',
    popular: false,
    features: [
      'Unbegrenzte Anzahl an Bildern',
      'Premium-Suchmaschinenoptimierung',
      'Kundenbewertungen',
      'Vollständige Social-Media-Integration',
      'Support rund um die Uhr (24/7)',
      'Erweiterte Statistiken und Analysen',
      'Veranstaltungskalender',
      'Newsletter-Integration',
      'Individuelle Designanpassungen',
      'API-Zugang',
      'Sofortige VIP-Einrichtung',
    ],
  },
];

export interface PricingFaqEntry {
  question: string;
  answer: string;
}

/** Built from the pricing terms of section 9. */
export const pricingFaq: PricingFaqEntry[] = [
  {
    question: 'Sind die Preise netto oder brutto?',
    answer:
      'Alle Preise sind Nettopreise für ein Jahr, also für eine Laufzeit von 12 Monaten. Hinzu kommt die gesetzliche Mehrwertsteuer.',
  },
  {
    question: 'Wie lange läuft ein Paket und wie kann ich kündigen?',
    answer:
      'Jedes Paket läuft 12 Monate. Es verlängert sich automatisch um weitere 12 Monate, wenn Sie es nicht spätestens 30 Tage vor Ablauf der Laufzeit kündigen.',
  },
  {
    question: 'Gibt es eine Geld-zurück-Garantie?',
    answer: 'Ja. Sind Sie mit Ihrem Paket nicht zufrieden, erhalten Sie innerhalb der ersten 30 Tage Ihr Geld zurück.',
  },
  {
    question: 'Kann ich später in ein größeres Paket wechseln?',
    answer:
      'Ja, ein Wechsel in ein höheres Paket ist jederzeit möglich. Sie zahlen nur die anteilige Differenz für die verbleibende Laufzeit.',
  },
  {
    question: 'Welche Zahlungsarten gibt es?',
    answer:
      'Sie können per Überweisung oder per SEPA-Lastschrift bezahlen. Auf Anfrage ist auch die Zahlung per Kreditkarte möglich.',
  },
  {
    question: 'Fällt eine Einrichtungsgebühr an?',
    answer: 'Nein, es gibt keine Einrichtungsgebühr. Ihr Zugang wird sofort nach Eingang Ihrer Zahlung freigeschaltet.',
  },
];
