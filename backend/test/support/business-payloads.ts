/** A complete, valid public-form payload; tests override single fields. */
export function validBusinessPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Bäckerei Sonnenschein',
    category: 'Restaurant & Gastronomie',
    description: 'Traditionelle Handwerksbäckerei mit Brot und Brötchen aus eigener Herstellung.',
    services: 'Brot, Brötchen, Torten auf Bestellung',
    street: 'Hauptstraße 12',
    postalCode: '80331',
    city: 'München',
    country: 'Deutschland',
    state: 'Bayern',
    phone: '+49 89 1234567',
    email: 'info@baeckerei-sonnenschein.de',
    website: 'https://www.baeckerei-sonnenschein.de',
    imageUrl: '/objects/public/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d.webp',
    mondayOpen: '07:00',
    mondayClose: '18:00',
    saturdayOpen: '07:00',
    saturdayClose: '12:30',
    ...overrides,
  };
}
