#!/usr/bin/env node
// Copies what the compiled server reads at run time but tsc does not emit: the bundled dataset and
// the place dataset of the Umkreissuche.
import { cpSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const folder of ['import/data', 'places/data']) {
  const source = resolve(backend, 'src', folder);
  if (existsSync(source)) cpSync(source, resolve(backend, 'dist', folder), { recursive: true });
}
