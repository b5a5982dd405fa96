import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { AdminLoginDto, AdminLoginResponseDto, AdminSessionInfoDto } from './admin-auth.dto';
import { AdminAuthService } from './admin-auth.service';
import { AdminPathService } from './admin-path.service';
import { AdminPublic } from '../admin-access/admin-access';
import type { AdminSessionRequest } from './admin-session.guard';
import {
  MESSAGE_TOO_MANY_ATTEMPTS,
  WRONG_CREDENTIALS_ERROR,
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from './admin-messages';
import { MESSAGE_NOT_FOUND, RATE_LIMIT_MESSAGE } from '../common/common-messages';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly adminPath: AdminPathService,
  ) {}

  @Post('login')
  @AdminPublic()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Admin-Anmeldung',
    description:
      'Prüft Benutzername und Passwort und gibt ein neues Session-Token zurück. Nach 5 Fehlversuchen für einen Benutzernamen oder eine IP-Adresse innerhalb von 15 Minuten wird jede weitere Anmeldung für den Rest des Zeitfensters abgewiesen.',
  })
  @ApiOkResponse({ type: AdminLoginResponseDto, description: 'Angemeldet' })
  @ApiErrorResponse(400, USERNAME_REQUIRED_MESSAGE, PASSWORD_REQUIRED_MESSAGE)
  @ApiErrorResponse(401, WRONG_CREDENTIALS_ERROR)
  @ApiErrorResponse(429, MESSAGE_TOO_MANY_ATTEMPTS)
  async adminLogin(@Body() body: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginResponseDto> {
    return { sessionToken: await this.auth.login(body.username, body.password, request.ip) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiAdminSession()
  @ApiOperation({ summary: 'Admin-Abmeldung', description: 'Löscht die Session; das Token ist danach ungültig.' })
  @ApiNoContentResponse({ description: 'Abgemeldet' })
  async adminLogout(@Req() request: AdminSessionRequest): Promise<void> {
    if (request.adminSession !== undefined) await this.auth.logout(request.adminSession.id);
  }

  @Get('session')
  @ApiAdminSession()
  @ApiOperation({
    summary: 'Aktuelle Admin-Session',
    description: 'Prüft das Token (und verlängert die Leerlaufzeit) und nennt Benutzer und Ablaufzeitpunkt.',
  })
  @ApiOkResponse({ type: AdminSessionInfoDto })
  getAdminSession(@Req() request: AdminSessionRequest): Promise<AdminSessionInfoDto> {
    return this.auth.describe(request.adminSession!);
  }

  @Get('path/:segment')
  @AdminPublic()
  @RateLimit('adminPath')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Prüft, ob ein Pfadsegment das geheime Admin-Segment ist',
    description:
      'Für das Frontend: 204, wenn das Segment stimmt, sonst 404. Das Segment selbst wird nie ausgeliefert; der Vergleich läuft in konstanter Zeit und ist pro IP-Adresse begrenzt.',
  })
  @ApiParam({
    name: 'segment',
    description: 'Erstes Pfadsegment der aufgerufenen Seite',
    example: 'mein-geheimer-admin-pfad',
  })
  @ApiNoContentResponse({ description: 'Das Segment ist das Admin-Segment' })
  @ApiErrorResponse(404, MESSAGE_NOT_FOUND)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async checkAdminPath(@Param('segment') segment: string): Promise<void> {
    if (!(await this.adminPath.matches(segment))) throw new NotFoundException();
  }
}
