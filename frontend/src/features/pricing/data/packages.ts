export interface PricingPackage {
  name: 'Basis' | 'Professional' | 'Premium';
  /** Net price per year as displayed, in EUR. */
  price: string;
  /** A single emoji. */
  icon: string;
  popular: boolean;
  features: string[];
}

/** The three packages of the specification's section 9 (net, per year, 12-month term). */
export const pricingPackages: PricingPackage[] = [
  {
    name: 'Basis',
    price: '799',
    icon: '🏪',
    popular: false,
    features: [
      '1 Bild',
      'Kartenintegration',
      'Grundlegende Suchmaschinenoptimierung',
      'Kontaktdaten und Öffnungszeiten',
      'Optimiert für Mobilgeräte',
      'Support per E-Mail',
      'Kostenlose Einrichtung',
    ],
  },
  {
    name: 'Professional',
    price: '1.200',
    icon: '🚀',
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
    price: '1.499',
    icon: '👑',
    popular: false,
    features: [
      'Unbegrenzt viele Bilder',
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

/** Questions answered from the pricing terms of section 9. */
export const pricingFaq: { question: string; answer: string }[] = [
  {
    question: 'Sind die Preise netto oder brutto?',
    answer:
      'Alle Preise sind Nettopreise pro Jahr für eine Laufzeit von 12 Monaten. Hinzu kommt die gesetzliche Umsatzsteuer.',
  },
  {
    question: 'Wie lange läuft ein Vertrag?',
    answer:
      'Die Laufzeit beträgt 12 Monate. Der Vertrag verlängert sich automatisch um weitere 12 Monate, wenn er nicht spätestens 30 Tage vor Ablauf gekündigt wird.',
  },
  {
    question: 'Was bedeutet die Geld-zurück-Garantie?',
    answer:
      'Sind Sie nicht zufrieden, erhalten Sie innerhalb von 30 Tagen nach Vertragsbeginn Ihr Geld zurück – ohne Angabe von Gründen.',
  },
  {
    question: 'Kann ich später in ein größeres Paket wechseln?',
    answer:
      'Ja, ein Upgrade auf ein höheres Paket ist jederzeit möglich. Sie zahlen nur die anteilige Differenz für die verbleibende Laufzeit.',
  },
  {
    question: 'Welche Zahlungsarten gibt es?',
    answer:
      'Sie zahlen per Überweisung oder SEPA-Lastschrift; auf Anfrage ist auch die Zahlung per Kreditkarte möglich.',
  },
  {
    question: 'Gibt es eine Einrichtungsgebühr?',
    answer:
      'Nein, es fällt keine Einrichtungsgebühr an. Ihr Paket wird freigeschaltet, sobald Ihre Zahlung bei uns eingegangen ist.',
  },
  {
    question: 'Ist der erste Eintrag wirklich kostenlos?',
    answer:
      'Ja. Das erste Jahr eines selbst eingetragenen Basiseintrags ist kostenlos. Die Pakete oben erweitern Ihren Eintrag um Bilder, Bewertungen, Statistiken und mehr.',
  },
];
