import { ApiProperty } from '@nestjs/swagger';
import { hasMaxLength, isFilledText, OrderedChecks } from '../common/ordered-checks';

export class AdminLoginDto {
  @ApiProperty({ description: 'Benutzername des Administrators', example: 'admin', minLength: 1, maxLength: 100 })
  @OrderedChecks([isFilledText, 'Benutzername erforderlich'], [hasMaxLength(100), 'Benutzername zu lang'])
  username!: string;

  @ApiProperty({ description: 'Passwort', example: 'ein-langes-geheimes-Passwort', minLength: 1, maxLength: 1000 })
  @OrderedChecks([isFilledText, 'Passwort erforderlich'], [hasMaxLength(1000), 'Passwort zu lang'])
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
