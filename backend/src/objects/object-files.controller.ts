import { Controller, Get, HttpCode, Param, Put, Query, Req, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { MESSAGE_ONLY_IMAGES } from './image-processor';
import {
  MESSAGE_PATH_INVALID,
  MESSAGE_PATH_REQUIRED,
  MESSAGE_PATH_TOO_LONG,
  MESSAGE_PATH_TRAVERSAL,
} from './object-path';
import {
  MESSAGE_NOT_FOUND,
  MESSAGE_STORAGE_FULL,
  MESSAGE_UPLOAD_EXPIRED,
  MESSAGE_UPLOAD_SIGNATURE,
  MESSAGE_UPLOAD_USED,
  ObjectsService,
  sizeLimitMessage,
} from './objects.service';
import type { SignedUploadQuery } from './objects.service';
import { SCREEN_UPLOAD_LIMIT } from './objects.dto';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/objects/*` outside the `/api` prefix: serving public images and receiving local uploads. */
@ApiTags('objects')
@Controller('objects')
export class ObjectFilesController {
  constructor(private readonly objects: ObjectsService) {}

  @Get('*')
  @ApiOperation({
    summary: 'Liefert ein öffentliches Bild aus',
    description:
      'Nur normalisierte Bilder unter public/ werden ausgeliefert, mit passendem Content-Type, X-Content-Type-Options: nosniff, ETag und einjährigem Cache.',
  })
  @ApiParam({
    name: 'path',
    description: 'Objektpfad (1–200 Zeichen: Buchstaben, Ziffern, - _ / .)',
    example: 'public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  @ApiProduces('image/webp', 'image/jpeg', 'image/png', 'image/gif')
  @ApiOkResponse({ description: 'Das Bild', schema: { type: 'string', format: 'binary' } })
  @ApiNotModifiedResponse({ description: 'Unverändert (If-None-Match)' })
  @ApiErrorResponse(400, MESSAGE_PATH_REQUIRED, MESSAGE_PATH_TOO_LONG, MESSAGE_PATH_INVALID, MESSAGE_PATH_TRAVERSAL)
  @ApiErrorResponse(404, MESSAGE_NOT_FOUND)
  async getObject(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
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

  @Put('uploads/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nimmt die Datei einer Upload-URL entgegen (lokaler Speicher)',
    description:
      'Ziel der von POST /api/objects/upload gelieferten URL beim lokalen Speichertreiber. Die Signatur (HMAC-SHA256) und die Ablaufzeit werden geprüft, die Größe schon beim Empfang begrenzt, der Inhalt an seinen Bytes erkannt. Jede URL nimmt genau eine Datei an; ein weiterer PUT wird abgelehnt (409).',
  })
  @ApiParam({ name: 'id', description: 'Upload-ID', example: '0b6f1c1e-5d3a-4c4e-9a59-3e1f5f0d2a71' })
  @ApiQuery({ name: 'expires', description: 'Ablaufzeit (Unix-Sekunden)', example: '1767225600' })
  @ApiQuery({ name: 'maxSize', description: 'Höchstgröße in Bytes', example: '5242880' })
  @ApiQuery({ name: 'signature', description: 'HMAC-SHA256-Signatur (base64url)', example: 'm3Jx…' })
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream')
  @ApiBody({ description: 'Die Bilddatei', schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ description: 'Gespeichert' })
  @ApiErrorResponse(403, MESSAGE_UPLOAD_SIGNATURE, MESSAGE_UPLOAD_EXPIRED)
  @ApiErrorResponse(404, MESSAGE_NOT_FOUND)
  @ApiErrorResponse(413, sizeLimitMessage(SCREEN_UPLOAD_LIMIT))
  @ApiErrorResponse(409, MESSAGE_UPLOAD_USED)
  @ApiErrorResponse(415, MESSAGE_ONLY_IMAGES)
  @ApiErrorResponse(507, MESSAGE_STORAGE_FULL)
  async putUpload(
    @Param('id') id: string,
    @Query() query: SignedUploadQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    // A refused upload is answered before its body is read; closing the connection stops the rest.
    void reply.header('connection', 'close');
    // JSON or text bodies were parsed by Fastify already: they are no images.
    if (request.body !== undefined && request.body !== null)
      throw new UnsupportedMediaTypeException(MESSAGE_ONLY_IMAGES);
    const length = Number(request.headers['content-length']);
    await this.objects.receiveUpload(id, query, request.raw, Number.isFinite(length) ? length : undefined);
  }
}
