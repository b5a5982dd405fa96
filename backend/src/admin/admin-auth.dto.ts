import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

// With stopAtFirstError, class-validator runs a property's decorators bottom-up: the basic
// "is it there at all" check goes last in the source so that it is reported first.
export class AdminLoginDto {
  @ApiProperty({ description: 'Benutzername des Administrators', example: 'admin', minLength: 1, maxLength: 100 })
  @MaxLength(100, { message: 'Benutzername zu lang' })
  @MinLength(1, { message: 'Benutzername erforderlich' })
  @IsString({ message: 'Benutzername erforderlich' })
  username!: string;

  @ApiProperty({ description: 'Passwort', example: 'ein-langes-geheimes-Passwort', minLength: 1, maxLength: 1000 })
  @MaxLength(1000, { message: 'Passwort zu lang' })
  @MinLength(1, { message: 'Passwort erforderlich' })
  @IsString({ message: 'Passwort erforderlich' })
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

  @ApiProperty({ description: 'Zeitpunkt der Anmeldung', example: '2025-06-02T08:00:00.000Z' })
  loginTime!: string;

  @ApiProperty({
    description: 'Ablauf ohne weitere Aktivität (30 Minuten Leerlauf, höchstens 12 Stunden nach der Anmeldung)',
    example: '2025-06-02T08:30:00.000Z',
  })
  expiresAt!: string;
}
