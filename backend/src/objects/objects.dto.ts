import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isInt, IsOptional, isURL } from 'class-validator';
import { hasMaxLength, isText, OrderedChecks } from '../common/ordered-checks';
import {
  IMAGE_URL_MESSAGE,
  IMAGE_URL_TOO_LONG_MESSAGE,
  OBJECT_STORAGE_URL_MESSAGE,
} from '../businesses/business-messages';
import { MESSAGE_INVALID_FILE_SIZE, MESSAGE_MAX_FILE_SIZE, MESSAGE_ONLY_IMAGES } from './object-messages';
import { SCREEN_UPLOAD_LIMIT, SCHEMA_UPLOAD_LIMIT } from './upload-limits';

export const IMAGE_URL_MAX_LENGTH = 500;
const IMAGE_CONTENT_TYPE = /^(image\/)?(jpeg|jpg|png|gif|webp)$/i;
// Longer than the 500 allowed, so that a long but valid URL reads 'URL zu lang', not 'Ungültige URL'.
const URL_OPTIONS = {
  require_protocol: true,
  protocols: ['http', 'https'],
  require_tld: false,
  max_allowed_length: 10_000,
};

/** Optional body of `POST /api/objects/upload`. */
export class UploadRequestDto {
  @ApiPropertyOptional({
    description: 'Erwarteter Bildtyp: jpeg, jpg, png, gif oder webp (auch als image/…)',
    example: 'image/jpeg',
  })
  @IsOptional()
  @OrderedChecks([(value) => isText(value) && IMAGE_CONTENT_TYPE.test(value), MESSAGE_ONLY_IMAGES])
  contentType?: string;

  @ApiPropertyOptional({
    description: 'Höchstgröße in Bytes (höchstens 10 MB); ohne Angabe gilt das Limit der Upload-Maske, 5 MB',
    type: 'integer',
    example: SCREEN_UPLOAD_LIMIT,
    maximum: SCHEMA_UPLOAD_LIMIT,
    minimum: 1,
  })
  @IsOptional()
  @OrderedChecks(
    [(value) => isInt(value) && (value as number) >= 1, MESSAGE_INVALID_FILE_SIZE],
    [(value) => (value as number) <= SCHEMA_UPLOAD_LIMIT, MESSAGE_MAX_FILE_SIZE],
  )
  maxSize?: number;
}

/**
 * A signed upload form, the same for both storage drivers: POST `fields` (unchanged, in this order)
 * and then the file as `file` as multipart/form-data to `url`. The store itself refuses a larger
 * file or another Content-Type (S3: the POST policy; local: the signature over the fields).
 */
export class UploadFormDto {
  @ApiProperty({
    enum: ['POST'],
    description: 'Immer POST (multipart/form-data, die Datei zuletzt im Feld file)',
    example: 'POST',
  })
  method!: 'POST';

  @ApiProperty({
    description:
      'Ziel des Formulars (der Bucket oder der lokale Speicher); 15 Minuten gültig. Der lokale Speicher nimmt für eine Seite dieses Servers deren Adresse (Origin), sonst PUBLIC_BASE_URL',
    format: 'uri',
    example: 'https://branchenbuch.example/objects',
  })
  url!: string;

  @ApiProperty({
    description:
      'Formularfelder, unverändert vor der Datei zu senden (u. a. key und Content-Type; bei S3 Policy und Signatur mit content-length-range)',
    type: 'object',
    additionalProperties: { type: 'string' },
    selfRequired: true,
    required: ['key'],
    properties: { key: { type: 'string', example: 'uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71' } },
    example: {
      key: 'uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71',
      'Content-Type': 'image/jpeg',
      expires: '1767225600',
      maxSize: '5242880',
      signature: 'm3Jx…',
    },
  })
  fields!: Record<string, string> & { key: string };

  @ApiProperty({
    description: 'Adresse der hochgeladenen Datei (url + "/" + key), für POST /api/objects/normalize',
    format: 'uri',
    example: 'https://branchenbuch.example/objects/uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71',
  })
  objectUrl!: string;
}

export class NormalizeUploadDto {
  @ApiProperty({
    description: 'Die objectUrl des Upload-Formulars (der Feldname uploadUrl ist der der Spezifikation)',
    format: 'uri',
    example: 'https://branchenbuch.example/objects/uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71',
    maxLength: IMAGE_URL_MAX_LENGTH,
  })
  @OrderedChecks(
    [(value) => isText(value) && isURL(value, URL_OPTIONS), IMAGE_URL_MESSAGE],
    [hasMaxLength(IMAGE_URL_MAX_LENGTH), IMAGE_URL_TOO_LONG_MESSAGE],
    [(value) => (value as string).includes('/objects/'), OBJECT_STORAGE_URL_MESSAGE],
  )
  uploadUrl!: string;
}

export class NormalizedPathDto {
  @ApiProperty({
    description: 'Öffentlicher Pfad des geprüften und neu kodierten Bildes; wird als imageUrl gespeichert',
    format: 'uri-reference',
    example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  normalizedPath!: string;
}

export class UploadedImageDto {
  @ApiProperty({
    description: 'Öffentlicher Pfad des geprüften und neu kodierten Bildes',
    format: 'uri-reference',
    example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  imageUrl!: string;
}
