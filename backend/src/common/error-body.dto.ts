import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Firmenname ist erforderlich' })
  message!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({ description: 'Kennung der Anfrage in den Server-Logs (nur bei 5xx)', example: 'b1c2…' })
  requestId?: string;
}
