import { Module } from '@nestjs/common';
import { BusinessesController } from './businesses.controller';
import { BusinessesRepository } from './businesses.repository';
import { BusinessesService } from './businesses.service';
import { EditTokenService } from './edit-token.service';
import { SearchLookups } from './search-lookups';

/** The directory's entries; other modules read and write them through BusinessesRepository. */
@Module({
  controllers: [BusinessesController],
  providers: [BusinessesService, BusinessesRepository, EditTokenService, SearchLookups],
  exports: [BusinessesRepository, SearchLookups],
})
export class BusinessesModule {}
