import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from '../openapi';

/** Writes docs/openapi.json from the controllers and DTOs; needs no database. */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await createApp(config, { databaseUrl: 'postgres://offline@127.0.0.1:1/none', offline: true });
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '../../../docs/openapi.json');
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI-Dokument geschrieben: ${target}`);
}

void main();
