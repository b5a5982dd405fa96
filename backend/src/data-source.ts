// CLI-only data source for `npm run db:migration:generate` (TypeORM CLI, run on the build in dist/);
// the app builds its own from AppConfig.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { typeOrmOptions } from './database/typeorm-options';
import { entities } from './entities';

const config = loadConfig();
if (config.databaseUrl === undefined) {
  throw new Error('DATABASE_URL is required for the TypeORM CLI');
}
export default new DataSource({ ...typeOrmOptions(config, config.databaseUrl), entities });
