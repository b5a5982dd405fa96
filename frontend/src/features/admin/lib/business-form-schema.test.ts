import { describe, expect, it } from 'vitest';
import { businessFormSchema, EMPTY_BUSINESS_FORM, MESSAGES, type BusinessFormValues } from './business-form-schema';
import { websiteError } from '@/lib/business-field-rules';

const valid: BusinessFormValues = {
  ...EMPTY_BUSINESS_FORM,
  name: 'Bäckerei Müller',
  category: 'Restaurant & Gastronomie',
  street: 'Hauptstraße 1',
  postalCode: '32052',
  city: 'Herford',
};

function errorsOf(values: Partial<BusinessFormValues>): Record<string, string> {
  const result = businessFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('admin business form validation', () => {
  it('accepts a minimal entry and trims the text', () => {
    const result = businessFormSchema.parse({ ...valid, name: '  Bäckerei Müller  ' });
    expect(result.name).toBe('Bäckerei Müller');
    expect(result.country).toBe('Deutschland');
  });

  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', '   ', MESSAGES.nameRequired],
    ['name', 'x'.repeat(101), MESSAGES.nameTooLong],
    ['category', '', MESSAGES.category],
    ['category', 'Gastronomie', MESSAGES.category],
    ['description', 'x'.repeat(2001), MESSAGES.descriptionTooLong],
    ['services', 'x'.repeat(501), MESSAGES.servicesTooLong],
    ['street', '', MESSAGES.streetRequired],
    ['street', 'x'.repeat(101), MESSAGES.streetTooLong],
    ['postalCode', '', MESSAGES.postalCodeRequired],
    ['postalCode', '12345678901', MESSAGES.postalCodeTooLong],
    ['city', '', MESSAGES.cityRequired],
    ['city', 'x'.repeat(51), MESSAGES.cityTooLong],
    ['country', '', MESSAGES.country],
    ['country', 'Frankreich', MESSAGES.country],
    ['email', 'kein-at-zeichen', MESSAGES.email],
    ['website', 'kein url', MESSAGES.website],
    ['website', 'www.beispiel.de', MESSAGES.websiteProtocol],
    ['website', 'ftp://beispiel.de', MESSAGES.websiteProtocol],
    ['phone', 'abc', MESSAGES.phone],
    ['fax', '12', MESSAGES.fax],
    ['keywords', 'x'.repeat(501), MESSAGES.keywordsTooLong],
    ['mondayOpen', '9:00', MESSAGES.time],
    ['sundayClose', '24:00', MESSAGES.time],
  ] as const)('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })[field]).toBe(message);
  });

  it('keeps the limits inclusive', () => {
    expect(
      errorsOf({
        name: 'x'.repeat(100),
        description: 'x'.repeat(2000),
        services: 'x'.repeat(500),
        street: 'x'.repeat(100),
        postalCode: '1234567890',
        city: 'x'.repeat(50),
      }),
    ).toEqual({});
  });

  it('treats empty optional fields as absent', () => {
    expect(errorsOf({ email: '', website: '', phone: '', fax: '', mondayOpen: '', mondayClose: '' })).toEqual({});
  });

  it('accepts the three countries, valid contact data and opening hours', () => {
    for (const country of ['Deutschland', 'Österreich', 'Schweiz']) expect(errorsOf({ country })).toEqual({});
    expect(
      errorsOf({
        email: 'info@baeckerei-mueller.de',
        website: 'https://baeckerei-mueller.de',
        phone: '+49 5221 12345',
        fax: '(05221) 12 34-6',
        mondayOpen: '08:00',
        mondayClose: '18:30',
      }),
    ).toEqual({});
  });

  it('takes closing times past midnight and refuses equal times except 00:00–00:00', () => {
    expect(errorsOf({ fridayOpen: '18:00', fridayClose: '02:00' })).toEqual({});
    expect(errorsOf({ fridayOpen: '00:00', fridayClose: '00:00' })).toEqual({});
    expect(errorsOf({ fridayOpen: '09:00', fridayClose: '09:00' }).fridayClose).toBe(MESSAGES.sameOpenClose);
    expect(errorsOf({ fridayOpen: '09:00', fridayClose: '' })).toEqual({});
  });

  it('the website rule separates broken addresses from missing protocols', () => {
    expect(websiteError('')).toBeNull();
    expect(websiteError('http://beispiel.de')).toBeNull();
    expect(websiteError('HTTPS://www.beispiel.de/pfad?x=1')).toBeNull();
    expect(websiteError('https://localhost')).toBe(MESSAGES.website);
    expect(websiteError('beispiel.de')).toBe(MESSAGES.websiteProtocol);
  });
});
