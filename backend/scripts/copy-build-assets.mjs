#!/usr/bin/env node
// Copies what the compiled server reads at run time but tsc does not emit: the bundled dataset.
import { cpSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(backend, 'src/import/data');
if (existsSync(source)) cpSync(source, resolve(backend, 'dist/import/data'), { recursive: true });
