import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RATE_LIMIT_MESSAGE, RateLimit } from '../common/throttling/rate-limit';
import { MESSAGE_IMAGE_UNREADABLE, MESSAGE_ONLY_IMAGES, MESSAGE_TOO_MANY_PIXELS } from './image-processor';
import {
  NormalizedPathDto,
  NormalizeUploadDto,
  SCREEN_UPLOAD_LIMIT,
  UploadRequestDto,
  UploadUrlDto,
} from './objects.dto';
import {
  MESSAGE_STORAGE_FULL,
  MESSAGE_UPLOAD_MISSING,
  MESSAGE_UPLOAD_UNKNOWN,
  ObjectsService,
  sizeLimitMessage,
} from './objects.service';

/** The public upload calls under `/api/objects`. */
@ApiTags('objects')
@Controller('objects')
export class ObjectsController {
  constructor(private readonly objects: ObjectsService) {}

  @Post('upload')
  @HttpCode(200)
  @RateLimit('uploadUrl')
  @ApiOperation({
    summary: 'Fordert eine Upload-URL an',
    description:
      'Liefert eine 15 Minuten gültige URL für einen einzelnen PUT der Bilddatei. Ohne Angabe gilt das Limit der Upload-Maske (5 MB); höchstens 10 MB. Ist der Bildspeicher voll (OBJECTS_QUOTA_MB), gibt es keine neue URL (507).',
  })
  @ApiBody({ type: UploadRequestDto, required: false })
  @ApiOkResponse({ type: UploadUrlDto })
  @ApiErrorResponse(400, 'Nur Bilddateien erlaubt', 'Maximale Dateigröße: 10MB')
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  @ApiErrorResponse(507, MESSAGE_STORAGE_FULL)
  requestUploadUrl(@Body() body: UploadRequestDto): Promise<UploadUrlDto> {
    return this.objects.requestUploadUrl(body);
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
