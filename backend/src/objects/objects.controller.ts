import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { NormalizedPathDto, NormalizeUploadDto, UploadFormDto, UploadRequestDto } from './objects.dto';
import { ObjectsService } from './objects.service';
import {
  MESSAGE_IMAGE_UNREADABLE,
  MESSAGE_MAX_FILE_SIZE,
  MESSAGE_ONLY_IMAGES,
  MESSAGE_STORAGE_FULL,
  MESSAGE_TOO_MANY_PIXELS,
  MESSAGE_UPLOAD_MISSING,
  MESSAGE_UPLOAD_UNKNOWN,
  sizeLimitMessage,
} from './object-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';
import { SCREEN_UPLOAD_LIMIT } from './upload-limits';

/**
 * The origin a browser sends (`Origin`) when it names the very host the request reached: the page that asks is on
 * this server, under whichever of its names (www or not, 127.0.0.1 or localhost). Undefined otherwise.
 */
function pageOriginOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined || request.headers.host === undefined) return undefined;
  try {
    const url = new URL(origin);
    return ['http:', 'https:'].includes(url.protocol) && url.host === request.headers.host ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The public upload calls under `/api/objects`. */
@ApiTags('objects')
@Controller('objects')
export class ObjectsController {
  constructor(private readonly objects: ObjectsService) {}

  @Post('upload')
  @HttpCode(200)
  @RateLimit('uploadUrl')
  @ApiOperation({
    summary: 'Fordert ein Upload-Formular an',
    description:
      'Liefert ein 15 Minuten gültiges, signiertes Formular für genau eine Bilddatei: POST multipart/form-data an url, erst alle fields, zuletzt die Datei im Feld file. Größe (ohne Angabe das Limit der Upload-Maske, 5 MB; höchstens 10 MB) und Content-Type (der angegebene Bildtyp, sonst application/octet-stream) legt das Formular fest; der Speicher lehnt alles andere ab. Ist der Bildspeicher voll (OBJECTS_QUOTA_MB), gibt es kein neues Formular (507).',
  })
  @ApiBody({ type: UploadRequestDto, required: false })
  @ApiOkResponse({ type: UploadFormDto })
  @ApiErrorResponse(400, MESSAGE_ONLY_IMAGES, MESSAGE_MAX_FILE_SIZE)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  @ApiErrorResponse(507, MESSAGE_STORAGE_FULL)
  requestUploadUrl(@Body() body: UploadRequestDto, @Req() request: FastifyRequest): Promise<UploadFormDto> {
    return this.objects.requestUploadUrl(body, pageOriginOf(request));
  }

  @Post('normalize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Übernimmt ein hochgeladenes Bild',
    description:
      'Prüft die hochgeladene Datei an ihren Bytes (JPEG, PNG, WebP; GIF nur, wenn beim Anfordern angegeben), kodiert sie ohne Metadaten (EXIF/GPS) als WebP neu, verschiebt sie an einen öffentlichen Pfad und löscht den Upload – auch wenn sie abgelehnt wird.',
  })
  @ApiOkResponse({ type: NormalizedPathDto })
  @ApiErrorResponse(
    400,
    'Ungültige URL',
    'URL zu lang',
    'Nur Object-Storage URLs erlaubt',
    MESSAGE_UPLOAD_UNKNOWN,
    MESSAGE_UPLOAD_MISSING,
    MESSAGE_IMAGE_UNREADABLE,
  )
  @ApiErrorResponse(413, sizeLimitMessage(SCREEN_UPLOAD_LIMIT), MESSAGE_TOO_MANY_PIXELS)
  @ApiErrorResponse(415, MESSAGE_ONLY_IMAGES)
  normalizeUpload(@Body() body: NormalizeUploadDto): Promise<NormalizedPathDto> {
    return this.objects.normalizeUpload(body.uploadUrl);
  }
}
