import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { LandingPagesModule } from '../landing/landing-pages.module';
import { BundledDataset } from './dataset';
import { SeedOnEmptyDatabase } from './import.bootstrap';
import { ImportService } from './import.service';

/** The bundled dataset: ImportService is what the admin import calls. */
@Module({
  imports: [BusinessesModule, LandingPagesModule],
  providers: [BundledDataset, ImportService, SeedOnEmptyDatabase],
  exports: [ImportService],
})
export class ImportModule {}
