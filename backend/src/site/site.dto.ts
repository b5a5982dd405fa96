import { ApiProperty } from '@nestjs/swagger';

/** The operator's public data for footer, contact and legal pages. */
export class SiteInfoDto {
  @ApiProperty({ example: 'Branchenbuch Musterfirma' })
  companyName!: string;

  @ApiProperty({ example: 'GmbH' })
  legalForm!: string;

  @ApiProperty({ example: 'Musterstraße 1' })
  street!: string;

  @ApiProperty({ example: '32052' })
  postalCode!: string;

  @ApiProperty({ example: 'Herford' })
  city!: string;

  @ApiProperty({ example: 'Deutschland' })
  country!: string;

  @ApiProperty({ example: 'Max Mustermann' })
  managingDirector!: string;

  @ApiProperty({ example: 'info@branchenbuch.example' })
  email!: string;

  @ApiProperty({ example: '05221 000000' })
  phone!: string;

  @ApiProperty({ example: '05221 000001' })
  fax!: string;

  @ApiProperty({ example: 'Amtsgericht Bad Oeynhausen' })
  registerCourt!: string;

  @ApiProperty({ example: 'HRB 00000' })
  registerNumber!: string;

  @ApiProperty({ example: 'DE000000000' })
  vatId!: string;
}
