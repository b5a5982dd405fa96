import { ArgumentMetadata } from '@nestjs/common';
import { DomainError } from './domain-error';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { createValidationPipe } from './validation';
import { MESSAGE_OBJECT_EXPECTED } from './common-messages';

class NameDto {
  @IsString({ message: 'Firmenname ist erforderlich' })
  @MinLength(1, { message: 'Firmenname ist erforderlich' })
  @MaxLength(3, { message: 'Firmenname zu lang' })
  name!: string;
}

const metadata: ArgumentMetadata = { type: 'body', metatype: NameDto };

async function firstMessage(body: unknown): Promise<string | undefined> {
  try {
    await createValidationPipe().transform(body, metadata);
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors?.[0]?.message;
    throw error;
  }
}

describe('createValidationPipe', () => {
  it('reports the message of the decorator written first when several fail', async () => {
    expect(await firstMessage({})).toBe('Firmenname ist erforderlich');
    expect(await firstMessage({ name: 5 })).toBe('Firmenname ist erforderlich');
  });

  it('reports the only failing decorator', async () => {
    expect(await firstMessage({ name: 'abcd' })).toBe('Firmenname zu lang');
    expect(await firstMessage({ name: 'abc' })).toBeUndefined();
  });

  it('answers in German when the body is not an object and no field is required', async () => {
    class OptionalDto {
      @IsOptional()
      @IsString({ message: 'Kategorie muss ein Text sein' })
      category?: string;
    }
    for (const body of ['', 'text', 5, true, []]) {
      await expect(
        createValidationPipe().transform(body, { type: 'body', metatype: OptionalDto }),
      ).rejects.toMatchObject({ fieldErrors: [{ field: 'body', message: MESSAGE_OBJECT_EXPECTED }] });
    }
  });

  it('names unknown fields', async () => {
    await expect(createValidationPipe().transform({ name: 'a', extra: 1 }, metadata)).rejects.toMatchObject({
      fieldErrors: [{ field: 'extra', message: 'Unbekanntes Feld: extra' }],
    });
  });
});
