// `npm start` reads the settings in the project's `.env` (the same file docker-compose reads), so a local start
// needs no exported variables.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Copies the variables of the env file at `path` into `env` (process.env), except those `env` already has: a
 * variable set in the shell wins. An empty value (`PORT=`) is skipped, so the setting keeps its default, as the
 * backend reads an empty variable as unset. Returns the names it set; none when there is no file.
 */
export function loadLocalEnv(path, env = process.env) {
  if (!existsSync(path)) return [];
  const applied = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (value === undefined || value === '' || env[name] !== undefined) continue;
    env[name] = value;
    applied.push(name);
  }
  return applied;
}
