import { BadRequestException, Controller, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AuditLogService } from '../audit/audit-log.service';
import { ApiErrorResponse } from '../common/api-error-response';
import { UploadedImageDto } from '../objects/objects.dto';
import { ObjectsService } from '../objects/objects.service';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { type AdminActor, CurrentAdmin } from '../admin-access/admin-access';
import {
  MESSAGE_IMAGE_UNREADABLE,
  MESSAGE_ONLY_IMAGES,
  MESSAGE_TOO_MANY_PIXELS,
  sizeLimitMessage,
} from '../objects/object-messages';
import { MESSAGE_CHOOSE_IMAGE } from './admin-messages';
import { SCREEN_UPLOAD_LIMIT } from '../objects/upload-limits';

@ApiTags('admin')
@ApiAdminSession()
@Controller('admin')
export class AdminImagesController {
  constructor(
    private readonly objects: ObjectsService,
    private readonly auditLog: AuditLogService,
  ) {}

  @Post('upload-image')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lädt ein Bild für einen Eintrag hoch (ein Schritt)',
    description:
      'Multipart-Formular mit dem Feld image; höchstens 5 MB, JPEG, PNG oder WebP (an den Bytes erkannt). Das Bild wird ohne Metadaten als WebP neu kodiert und öffentlich abgelegt.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary', description: 'Die Bilddatei' } },
    },
  })
  @ApiOkResponse({ type: UploadedImageDto })
  @ApiErrorResponse(400, MESSAGE_CHOOSE_IMAGE, MESSAGE_IMAGE_UNREADABLE)
  @ApiErrorResponse(413, sizeLimitMessage(SCREEN_UPLOAD_LIMIT), MESSAGE_TOO_MANY_PIXELS)
  @ApiErrorResponse(415, MESSAGE_ONLY_IMAGES)
  async uploadAdminImage(@CurrentAdmin() admin: AdminActor, @Req() request: FastifyRequest): Promise<UploadedImageDto> {
    if (!request.isMultipart()) throw new BadRequestException(MESSAGE_CHOOSE_IMAGE);
    let file: MultipartFile | undefined;
    let data: Buffer;
    try {
      // One byte over the limit is enough to know the file is too large.
      file = await request.file({ limits: { fileSize: SCREEN_UPLOAD_LIMIT + 1, files: 1 } });
      if (file === undefined || file.fieldname !== 'image') throw new BadRequestException(MESSAGE_CHOOSE_IMAGE);
      data = await this.objects.readScreenUpload(file.file, request.raw);
    } catch (error) {
      // A form the parser cannot read (cut off, no boundary, stray bytes) is the client's mistake.
      if (error instanceof HttpException || error instanceof DomainError) throw error;
      throw new BadRequestException(MESSAGE_CHOOSE_IMAGE);
    }
    const imageUrl = await this.objects.storeScreenUpload(data);
    await this.auditLog.record(undefined, {
      actor: admin.username,
      action: 'image.upload',
      entityType: 'image',
      // The address's end names the stored object; the column holds 100 characters.
      entityId: imageUrl.slice(-100),
      after: { imageUrl, bytes: data.length },
    });
    return { imageUrl };
  }
}
