import { ApiProperty } from '@nestjs/swagger';

/** The tiles of the search page's result map (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export class MapSettingsDto {
  @ApiProperty({
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description: 'Kachel-Vorlage für Leaflet mit {z}, {x} und {y}; erst nach Zustimmung des Besuchers geladen',
  })
  tileUrl!: string;

  @ApiProperty({ example: '© OpenStreetMap-Mitwirkende' })
  attribution!: string;
}

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

  @ApiProperty({ format: 'email', example: 'info@branchenbuch.example' })
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

  @ApiProperty({ type: MapSettingsDto })
  map!: MapSettingsDto;
}
