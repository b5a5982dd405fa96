import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODE_NAMES, ERROR_CODES } from './error-codes';
import type { ErrorCode } from './error-codes';

export class FieldErrorDto {
  @ApiProperty({ example: 'name' })
  field!: string;

  @ApiProperty({ example: 'Firmenname ist erforderlich' })
  message!: string;
}

/** The one error body of every `/api` response that is not 2xx. */
export class ErrorBodyDto {
  @ApiProperty({
    description: 'Der HTTP-Status der Antwort',
    type: 'integer',
    minimum: 400,
    maximum: 599,
    example: 400,
  })
  statusCode!: number;

  @ApiProperty({ description: 'Der HTTP-Statustext (englisch, wie im Statuscode festgelegt)', example: 'Bad Request' })
  error!: string;

  @ApiProperty({
    description: `Stabiler Fehlercode, nach dem Clients unterscheiden (message ist deutscher Text für Menschen und kann sich ändern): ${ERROR_CODE_NAMES.map((code) => `${code} – ${ERROR_CODES[code]}`).join('; ')}`,
    enum: ERROR_CODE_NAMES,
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
  })
  code!: ErrorCode;

  @ApiProperty({ example: 'Firmenname ist erforderlich' })
  message!: string;

  @ApiPropertyOptional({
    description:
      'Bei Eingabefehlern: jedes ungültige Feld mit seiner deutschen Meldung (die erste steht auch in message)',
    type: [FieldErrorDto],
    example: [{ field: 'name', message: 'Firmenname ist erforderlich' }],
  })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    description: 'Kennung der Anfrage in den Server-Logs (nur bei 5xx; auch im Header X-Request-Id)',
    example: '2679e077-f842-4cf3-af66-8b8a6fd48e2d',
  })
  requestId?: string;
}
