import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument, COMMITTED_DOCUMENT_ENV, renderOpenApiDocument } from '../openapi';

/** Writes docs/openapi.json from the controllers and DTOs; needs no database. */
async function main(): Promise<void> {
  const config = loadConfig({ ...COMMITTED_DOCUMENT_ENV });
  const app = await createApp(config, { databaseUrl: 'postgres://offline@127.0.0.1:1/none', offline: true });
  const target = resolve(process.argv[2] ?? resolve(__dirname, '../../../docs/openapi.json'));
  writeFileSync(target, renderOpenApiDocument(buildOpenApiDocument(app)));
  await app.close();
  console.log(`OpenAPI-Dokument geschrieben: ${target}`);
}

void main();
