import { ApiProperty } from '@nestjs/swagger';
import { hasMaxLength, isFilledText, OrderedChecks } from '../common/ordered-checks';
import {
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_TOO_LONG_MESSAGE,
} from './admin-messages';

export class AdminLoginDto {
  @ApiProperty({ description: 'Benutzername des Administrators', example: 'admin', minLength: 1, maxLength: 100 })
  @OrderedChecks([isFilledText, USERNAME_REQUIRED_MESSAGE], [hasMaxLength(100), USERNAME_TOO_LONG_MESSAGE])
  username!: string;

  @ApiProperty({ description: 'Passwort', example: 'ein-langes-geheimes-Passwort', minLength: 1, maxLength: 1000 })
  @OrderedChecks([isFilledText, PASSWORD_REQUIRED_MESSAGE], [hasMaxLength(1000), PASSWORD_TOO_LONG_MESSAGE])
  password!: string;
}

export class AdminLoginResponseDto {
  @ApiProperty({
    description: 'Session-Token (256 Bit, base64url); im Header x-admin-session oder als Bearer senden',
    example: 'q2Xx7m0lT9bYw4v1Jd8sKf3hZr6uNc5pAe0iGo2yLtM',
  })
  sessionToken!: string;
}

export class AdminSessionInfoDto {
  @ApiProperty({ description: 'Angemeldeter Benutzer', example: 'admin' })
  username!: string;

  @ApiProperty({ description: 'Zeitpunkt der Anmeldung', format: 'date-time', example: '2025-06-02T08:00:00.000Z' })
  loginTime!: string;

  @ApiProperty({
    description: 'Ablauf ohne weitere Aktivität (30 Minuten Leerlauf, höchstens 12 Stunden nach der Anmeldung)',
    format: 'date-time',
    example: '2025-06-02T08:30:00.000Z',
  })
  expiresAt!: string;
}
