import { ArgumentMetadata } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { createValidationPipe } from '../common/validation';
import { BusinessIdParamDto, CreateBusinessDto } from './business.dto';

async function messages(metatype: ArgumentMetadata['metatype'], value: unknown): Promise<string[]> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype });
    return [];
  } catch (error) {
    if (error instanceof DomainError) return (error.fieldErrors ?? []).map((e) => e.message);
    throw error;
  }
}

describe('BusinessIdParamDto', () => {
  it.each([
    ['', 'Business-ID erforderlich'],
    [undefined, 'Business-ID erforderlich'],
    ['a'.repeat(101), 'Business-ID zu lang'],
    ['a b', 'Ungültige Business-ID Format'],
    ['../etc', 'Ungültige Business-ID Format'],
  ])('rejects %p with %p', async (id, message) => {
    expect(await messages(BusinessIdParamDto, { id })).toEqual([message]);
  });

  it('accepts letters, digits, hyphen and underscore up to 100 characters', async () => {
    expect(await messages(BusinessIdParamDto, { id: 'A-z_09' })).toEqual([]);
    expect(await messages(BusinessIdParamDto, { id: 'a'.repeat(100) })).toEqual([]);
  });
});

describe('CreateBusinessDto', () => {
  it('reports a too long name before anything else about it, and only once', async () => {
    expect(
      await messages(CreateBusinessDto, {
        name: 'x'.repeat(101),
        category: 'Sonstige',
        street: 'a',
        postalCode: '1',
        city: 'b',
      }),
    ).toEqual(['Firmenname zu lang']);
  });

  it('accepts a minimal entry and defaults the country', async () => {
    const dto = (await createValidationPipe().transform(
      { name: 'A', category: 'Sonstige', street: 'a', postalCode: '1', city: 'b' },
      { type: 'body', metatype: CreateBusinessDto },
    )) as CreateBusinessDto;
    expect(dto).toBeInstanceOf(CreateBusinessDto);
    expect(dto.country).toBe('Deutschland');
  });
});
