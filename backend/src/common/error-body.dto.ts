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
  @ApiProperty({ example: 400 })
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

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({ description: 'Kennung der Anfrage in den Server-Logs (nur bei 5xx)', example: 'b1c2…' })
  requestId?: string;
}
