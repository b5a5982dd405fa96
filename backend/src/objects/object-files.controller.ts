import { BadRequestException, Controller, Get, HttpCode, HttpException, Post, Req, Res } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import type { MultipartFile } from '@fastify/multipart';
import {
  ApiBody,
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { UUID_SOURCE } from '../common/crypto';
import { OBJECT_PATH_MAX_LENGTH } from './object-path';
import { ObjectsService } from './objects.service';
import {
  MESSAGE_ONLY_IMAGES,
  MESSAGE_PATH_INVALID,
  MESSAGE_PATH_REQUIRED,
  MESSAGE_PATH_TOO_LONG,
  MESSAGE_PATH_TRAVERSAL,
  MESSAGE_STORAGE_FULL,
  MESSAGE_UPLOAD_EXPIRED,
  MESSAGE_UPLOAD_FORM,
  MESSAGE_UPLOAD_SIGNATURE,
  MESSAGE_UPLOAD_USED,
  sizeLimitMessage,
} from './object-messages';
import { MESSAGE_NOT_FOUND } from '../common/common-messages';
import { SCHEMA_UPLOAD_LIMIT, SCREEN_UPLOAD_LIMIT } from './upload-limits';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the served images are: what imageUrl names after /objects/. */
const PUBLIC_PREFIX = 'public/';
/** The types public images are served as (normalized images are WebP; the others are what older uploads kept). */
const SERVED_IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'image/gif'];
/** A local upload form's numeric fields (Unix seconds, bytes), as the form hands them out: digits. */
const DIGITS = '^[0-9]{1,15}$';

/** `/objects` outside the `/api` prefix: serving public images (GET) and receiving local upload forms (POST). */
@ApiTags('objects')
@Controller('objects')
export class ObjectFilesController {
  constructor(private readonly objects: ObjectsService) {}

  @Get('public/:file')
  @ApiOperation({
    summary: 'Liefert ein öffentliches Bild aus',
    description:
      'Die Adresse steht so in imageUrl (/objects/public/<uuid>.webp). Nur normalisierte Bilder unter public/ werden ' +
      'ausgeliefert, mit passendem Content-Type, X-Content-Type-Options: nosniff, ETag und einjährigem Cache.',
  })
  @ApiParam({
    name: 'file',
    description:
      'Dateiname des Bildes (Buchstaben, Ziffern, - _ .; kein ..), wie er in imageUrl nach /objects/public/ steht',
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: OBJECT_PATH_MAX_LENGTH - PUBLIC_PREFIX.length,
      pattern: '^[A-Za-z0-9\\-_.]+$',
      example: '6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
    },
  })
  @ApiOkResponse({
    description: 'Das Bild (Fehler antworten wie überall mit dem JSON-Fehlerrumpf)',
    content: Object.fromEntries(
      SERVED_IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  @ApiNotModifiedResponse({ description: 'Unverändert (If-None-Match)' })
  @ApiErrorResponse(400, MESSAGE_PATH_REQUIRED, MESSAGE_PATH_TOO_LONG, MESSAGE_PATH_INVALID, MESSAGE_PATH_TRAVERSAL)
  @ApiErrorResponse(404, MESSAGE_NOT_FOUND)
  getObject(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.sendObject(request, reply);
  }

  /** Any other path under /objects/: served nothing, but answered as getObject answers (400 for a bad path, else 404). */
  @Get('*')
  @ApiExcludeEndpoint()
  getOtherObject(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.sendObject(request, reply);
  }

  private async sendObject(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // The raw, still-encoded path: '%2e%2e' must be seen before anything decodes it.
    const rawPath = request.url.split('?')[0].replace(/^\/objects\/?/, '');
    const ifNoneMatch = request.headers['if-none-match'];
    const object = await this.objects.openObject(rawPath, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    void reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    if (object === 'not-modified') {
      await reply.status(304).send();
      return;
    }
    await reply
      .status(200)
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('etag', object.etag)
      .send(object.body);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nimmt die Datei eines Upload-Formulars entgegen (lokaler Speicher)',
    description:
      'Ziel des von POST /api/objects/upload gelieferten Formulars beim lokalen Speichertreiber, wie ein S3-POST: multipart/form-data mit genau den gelieferten Feldern vor der Datei (Feld file). Signatur (HMAC-SHA256 über Upload, Ablaufzeit, Größe und Content-Type) und Ablaufzeit werden geprüft, die Größe schon beim Empfang begrenzt, der Inhalt an seinen Bytes erkannt. Jedes Formular nimmt genau eine Datei an; eine weitere wird abgelehnt (409).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['key', 'Content-Type', 'expires', 'maxSize', 'signature', 'file'],
      properties: {
        key: {
          type: 'string',
          description: 'Schlüssel des Uploads',
          pattern: `^uploads/${UUID_SOURCE}$`,
          example: 'uploads/0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71',
        },
        'Content-Type': {
          type: 'string',
          description: 'Der beim Anfordern angegebene Bildtyp, sonst application/octet-stream',
          maxLength: 100,
          example: 'image/jpeg',
        },
        expires: {
          type: 'string',
          description: 'Ablaufzeit (Unix-Sekunden, als Ziffern wie im Formular geliefert)',
          pattern: DIGITS,
          example: '1767225600',
        },
        maxSize: {
          type: 'string',
          description: 'Höchstgröße in Bytes (als Ziffern wie im Formular geliefert)',
          pattern: DIGITS,
          example: '5242880',
        },
        signature: {
          type: 'string',
          description: 'HMAC-SHA256-Signatur (base64url, 43 Zeichen)',
          pattern: '^[A-Za-z0-9_-]{43}$',
          example: 'vJ0wq3m5Xk8bYH2rT6nA1sLd9fP4cE7uZiGoKx0yQ2M',
        },
        file: { type: 'string', format: 'binary', description: 'Die Bilddatei (zuletzt)' },
      },
    },
  })
  @ApiOkResponse({ description: 'Gespeichert' })
  @ApiErrorResponse(400, MESSAGE_UPLOAD_FORM)
  @ApiErrorResponse(403, MESSAGE_UPLOAD_SIGNATURE, MESSAGE_UPLOAD_EXPIRED)
  @ApiErrorResponse(404, MESSAGE_NOT_FOUND)
  @ApiErrorResponse(413, sizeLimitMessage(SCREEN_UPLOAD_LIMIT))
  @ApiErrorResponse(409, MESSAGE_UPLOAD_USED)
  @ApiErrorResponse(415, MESSAGE_ONLY_IMAGES)
  @ApiErrorResponse(507, MESSAGE_STORAGE_FULL)
  async postUpload(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    // A refused upload is answered before its file is read; closing the connection stops the rest.
    void reply.header('connection', 'close');
    if (!request.isMultipart()) throw new BadRequestException(MESSAGE_UPLOAD_FORM);
    let part: MultipartFile | undefined;
    try {
      // Resolves at the first file part, with the fields sent before it (later ones count for nothing, as at S3).
      part = await request.file({ limits: { fileSize: SCHEMA_UPLOAD_LIMIT + 1, files: 1 } });
    } catch (error) {
      // A form the parser cannot read (no boundary in the body, stray bytes, broken part headers) is the client's mistake.
      if (error instanceof HttpException || error instanceof DomainError) throw error;
      throw new BadRequestException(MESSAGE_UPLOAD_FORM);
    }
    if (part === undefined || part.fieldname !== 'file') throw new BadRequestException(MESSAGE_UPLOAD_FORM);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      if (value !== undefined && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') {
        fields[name] = value.value;
      }
    }
    const length = Number(request.headers['content-length']);
    await this.objects.receiveUpload(fields, part.file, request.raw, Number.isFinite(length) ? length : undefined);
  }
}
