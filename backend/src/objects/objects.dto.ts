import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Contains, IsInt, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min } from 'class-validator';

export const MB = 1024 * 1024;
/** What the upload screens allow (public widget, admin image picker). */
export const SCREEN_UPLOAD_LIMIT = 5 * MB;
/** What the upload request schema allows at most. */
export const SCHEMA_UPLOAD_LIMIT = 10 * MB;
export const IMAGE_URL_MAX_LENGTH = 500;

// With stopAtFirstError, class-validator runs a property's decorators bottom-up, so the most
// basic check stands last in the source and is the one reported first.

/** Optional body of `POST /api/objects/upload`. */
export class UploadRequestDto {
  @ApiPropertyOptional({
    description: 'Erwarteter Bildtyp: jpeg, jpg, png, gif oder webp (auch als image/…)',
    example: 'image/jpeg',
  })
  @IsOptional()
  @Matches(/^(image\/)?(jpeg|jpg|png|gif|webp)$/i, { message: 'Nur Bilddateien erlaubt' })
  @IsString({ message: 'Nur Bilddateien erlaubt' })
  contentType?: string;

  @ApiPropertyOptional({
    description: 'Höchstgröße in Bytes (höchstens 10 MB); ohne Angabe gilt das Limit der Upload-Maske, 5 MB',
    example: SCREEN_UPLOAD_LIMIT,
    maximum: SCHEMA_UPLOAD_LIMIT,
    minimum: 1,
  })
  @IsOptional()
  @Max(SCHEMA_UPLOAD_LIMIT, { message: 'Maximale Dateigröße: 10MB' })
  @Min(1, { message: 'Ungültige Dateigröße' })
  @IsInt({ message: 'Ungültige Dateigröße' })
  maxSize?: number;
}

export class UploadUrlDto {
  @ApiProperty({
    description: 'Zeitlich begrenzte URL, an die die Datei mit einem einzelnen PUT gesendet wird (15 Minuten gültig)',
    example:
      'https://branchenbuch.example/objects/uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71?expires=1767225600&maxSize=5242880&signature=…',
  })
  uploadURL!: string;
}

export class NormalizeUploadDto {
  @ApiProperty({
    description: 'Die zuvor erhaltene Upload-URL',
    example: 'https://branchenbuch.example/objects/uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71?expires=…',
    maxLength: IMAGE_URL_MAX_LENGTH,
  })
  @Contains('/objects/', { message: 'Nur Object-Storage URLs erlaubt' })
  @MaxLength(IMAGE_URL_MAX_LENGTH, { message: 'URL zu lang' })
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }, { message: 'Ungültige URL' })
  @IsString({ message: 'Ungültige URL' })
  uploadUrl!: string;
}

export class NormalizedPathDto {
  @ApiProperty({
    description: 'Öffentlicher Pfad des geprüften und neu kodierten Bildes; wird als imageUrl gespeichert',
    example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  normalizedPath!: string;
}

export class UploadedImageDto {
  @ApiProperty({
    description: 'Öffentlicher Pfad des geprüften und neu kodierten Bildes',
    example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  imageUrl!: string;
}
