import { describe, expect, it } from 'vitest';
import {
  emptyBusinessFormValues,
  businessFormSchema,
  MESSAGES,
  type BusinessFormValues,
} from '@/components/business-form/business-form-schema';
import { isPlausiblePhone, websiteError } from '@/lib/business-field-rules';

function validValues(overrides: Partial<BusinessFormValues> = {}): BusinessFormValues {
  return {
    ...emptyBusinessFormValues(),
    name: 'Bäckerei Sonnenschein',
    category: 'Restaurant & Gastronomie',
    street: 'Hauptstraße 12',
    postalCode: '80331',
    city: 'München',
    ...overrides,
  };
}

/** The messages per field path of a failed parse (empty when valid). */
function errorsOf(values: BusinessFormValues): Record<string, string[]> {
  const result = businessFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('businessFormSchema', () => {
  it('accepts a minimal entry with the default country Deutschland', () => {
    const result = businessFormSchema.parse(validValues());
    expect(result.country).toBe('Deutschland');
    expect(result.name).toBe('Bäckerei Sonnenschein');
  });

  it('reports every required field of an empty form with the specification messages', () => {
    expect(errorsOf(emptyBusinessFormValues())).toEqual({
      name: ['Firmenname ist erforderlich'],
      category: ['Ungültige Kategorie'],
      street: ['Straße und Hausnummer ist erforderlich'],
      postalCode: ['PLZ ist erforderlich'],
      city: ['Stadt ist erforderlich'],
    });
  });

  it('treats whitespace-only required fields as empty and trims values', () => {
    expect(errorsOf(validValues({ name: '   ', city: ' \t ' }))).toEqual({
      name: ['Firmenname ist erforderlich'],
      city: ['Stadt ist erforderlich'],
    });
    expect(businessFormSchema.parse(validValues({ name: '  Café Mü  ' })).name).toBe('Café Mü');
  });

  it.each([
    ['name', 100, 'Firmenname zu lang'],
    ['description', 2000, 'Beschreibung zu lang'],
    ['services', 500, 'Dienstleistungen zu lang'],
    ['street', 100, 'Adresse zu lang'],
    ['postalCode', 10, 'PLZ zu lang'],
    ['city', 50, 'Stadt zu lang'],
    ['phone', 50, 'Telefonnummer zu lang'],
  ] as const)('limits %s to %i characters: "%s"', (field, max, message) => {
    const atLimit = field === 'phone' ? '1'.repeat(max) : 'a'.repeat(max);
    expect(errorsOf(validValues({ [field]: atLimit }))).toEqual({});
    expect(errorsOf(validValues({ [field]: `${atLimit}1` }))).toEqual({ [field]: [message] });
  });

  it('accepts only the 10 entry categories', () => {
    expect(errorsOf(validValues({ category: 'Sonstige' }))).toEqual({});
    expect(errorsOf(validValues({ category: 'Gastronomie' }))).toEqual({ category: ['Ungültige Kategorie'] });
  });

  it('accepts the three countries only', () => {
    for (const country of ['Deutschland', 'Österreich', 'Schweiz']) {
      expect(errorsOf(validValues({ country }))).toEqual({});
    }
    expect(errorsOf(validValues({ country: '' }))).toEqual({ country: ['Bitte wählen Sie ein Land aus'] });
    expect(errorsOf(validValues({ country: 'Frankreich' }))).toEqual({ country: ['Bitte wählen Sie ein Land aus'] });
  });

  it('accepts no state or one of the 16 federal states', () => {
    expect(errorsOf(validValues({ state: '' }))).toEqual({});
    expect(errorsOf(validValues({ state: 'Thüringen' }))).toEqual({});
    expect(errorsOf(validValues({ state: 'Tirol' }))).toEqual({ state: [MESSAGES.state] });
  });

  it('treats an empty e-mail address as absent and rejects an invalid one', () => {
    expect(errorsOf(validValues({ email: '' }))).toEqual({});
    expect(errorsOf(validValues({ email: '  info@baeckerei.de ' }))).toEqual({});
    for (const email of ['info', 'info@', 'info@bäckerei', 'a b@c.de']) {
      expect(errorsOf(validValues({ email }))).toEqual({ email: ['Ungültige E-Mail-Adresse'] });
    }
  });

  it('treats an empty website as absent and checks URL and protocol', () => {
    expect(errorsOf(validValues({ website: '' }))).toEqual({});
    expect(errorsOf(validValues({ website: 'https://www.baeckerei.de/kontakt?x=1' }))).toEqual({});
    expect(errorsOf(validValues({ website: 'http://müller-bau.at' }))).toEqual({});
    expect(errorsOf(validValues({ website: 'www.baeckerei.de' }))).toEqual({
      website: ['Website muss mit http:// oder https:// beginnen'],
    });
    expect(errorsOf(validValues({ website: 'https://baeckerei' }))).toEqual({ website: ['Ungültige Website-URL'] });
  });

  it('checks phone numbers like the server', () => {
    expect(errorsOf(validValues({ phone: '+49 (0)89 123-45 67' }))).toEqual({});
    expect(errorsOf(validValues({ phone: 'ruf an' }))).toEqual({ phone: ['Ungültige Telefonnummer'] });
  });

  it('checks the admin dialog’s own fields: fax, keywords and the image URL', () => {
    expect(errorsOf(validValues({ fax: '(05221) 12 34-6', keywords: 'x'.repeat(500), verified: true }))).toEqual({});
    expect(errorsOf(validValues({ fax: '12' }))).toEqual({ fax: [MESSAGES.fax] });
    expect(errorsOf(validValues({ fax: '1'.repeat(51) }))).toEqual({ fax: [MESSAGES.faxTooLong] });
    expect(errorsOf(validValues({ keywords: 'x'.repeat(501) }))).toEqual({ keywords: [MESSAGES.keywordsTooLong] });
    expect(errorsOf(validValues({ imageUrl: `https://bilder.example/${'a'.repeat(500)}` }))).toEqual({
      imageUrl: [MESSAGES.imageUrlTooLong],
    });
  });

  describe('opening hours', () => {
    const hoursWith = (monday: { open: boolean; opens: string; closes: string }) => ({
      ...emptyBusinessFormValues().hours,
      monday,
    });

    it('ignores the times of a closed day', () => {
      expect(errorsOf(validValues({ hours: hoursWith({ open: false, opens: 'x', closes: '' }) }))).toEqual({});
    });

    it('needs both times of an open day', () => {
      expect(errorsOf(validValues({ hours: hoursWith({ open: true, opens: '', closes: '' }) }))).toEqual({
        'hours.monday.opens': ['Bitte Uhrzeit angeben'],
        'hours.monday.closes': ['Bitte Uhrzeit angeben'],
      });
    });

    it('needs HH:MM times', () => {
      expect(errorsOf(validValues({ hours: hoursWith({ open: true, opens: '9:00', closes: '24:00' }) }))).toEqual({
        'hours.monday.opens': ['Ungültige Uhrzeit (HH:MM)'],
        'hours.monday.closes': ['Ungültige Uhrzeit (HH:MM)'],
      });
    });

    it('takes closing times past midnight and 00:00–00:00 for around the clock', () => {
      for (const [opens, closes] of [
        ['08:00', '18:30'],
        ['18:00', '02:00'],
        ['08:00', '07:59'],
        ['22:00', '00:00'],
        ['00:00', '00:00'],
      ]) {
        expect(errorsOf(validValues({ hours: hoursWith({ open: true, opens, closes }) }))).toEqual({});
      }
    });

    it('refuses other equal opening and closing times', () => {
      expect(errorsOf(validValues({ hours: hoursWith({ open: true, opens: '08:00', closes: '08:00' }) }))).toEqual({
        'hours.monday.closes': [
          'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)',
        ],
      });
    });
  });
});

describe('websiteError', () => {
  it.each([
    ['', null],
    ['https://beispiel.de', null],
    ['HTTP://BEISPIEL.DE', null],
    ['https://xn--mller-kva.de', null],
    ['beispiel.de', MESSAGES.websiteProtocol],
    ['ftp://beispiel.de', MESSAGES.websiteProtocol],
    ['beispiel', MESSAGES.websiteInvalid],
    ['https://', MESSAGES.websiteInvalid],
    ['https://beispiel.1', MESSAGES.websiteInvalid],
    ['https://bei spiel.de', MESSAGES.websiteInvalid],
    [`https://${'a'.repeat(500)}.de`, MESSAGES.websiteInvalid],
  ])('%s → %s', (value, expected) => {
    expect(websiteError(value)).toBe(expected);
  });
});

describe('isPlausiblePhone', () => {
  it.each([
    ['030 1234567', true],
    ['+41 44 123 45 67', true],
    ['(0221) 98 76-5', true],
    ['12', false],
    ['0800-BÄCKER', false],
  ])('%s → %s', (value, expected) => {
    expect(isPlausiblePhone(value)).toBe(expected);
  });
});
