import { BadRequestException, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { ApiErrorResponse } from '../common/api-error-response';
import { MESSAGE_IMAGE_UNREADABLE, MESSAGE_ONLY_IMAGES, MESSAGE_TOO_MANY_PIXELS } from '../objects/image-processor';
import { SCREEN_UPLOAD_LIMIT, UploadedImageDto } from '../objects/objects.dto';
import { ObjectsService, sizeLimitMessage } from '../objects/objects.service';
import { ApiAdminSession } from './admin-api.decorators';

export const MESSAGE_CHOOSE_IMAGE = 'Bitte wählen Sie eine Bilddatei aus';

@ApiTags('admin')
@ApiAdminSession()
@Controller('admin')
export class AdminImagesController {
  constructor(private readonly objects: ObjectsService) {}

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
  async uploadAdminImage(@Req() request: FastifyRequest): Promise<UploadedImageDto> {
    if (!request.isMultipart()) throw new BadRequestException(MESSAGE_CHOOSE_IMAGE);
    // One byte over the limit is enough to know the file is too large.
    const file = await request.file({ limits: { fileSize: SCREEN_UPLOAD_LIMIT + 1, files: 1 } });
    if (file === undefined || file.fieldname !== 'image') throw new BadRequestException(MESSAGE_CHOOSE_IMAGE);
    return { imageUrl: await this.objects.uploadImage(file.file) };
  }
}
