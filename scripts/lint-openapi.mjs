// Lints docs/openapi.json the way integrators check it: Redocly's recommended ruleset and
// Spectral's spectral:oas. Any error or warning fails (`npm run lint:openapi`, part of `npm run lint`).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const document = join(root, 'docs/openapi.json');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Runs a linter that prints JSON; a non-zero exit with JSON on stdout is a finding, not a crash. */
function run(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.trim().startsWith('{')) return error.stdout;
    if (typeof error.stdout === 'string' && error.stdout.trim().startsWith('[')) return error.stdout;
    throw error;
  }
}

const redocly = JSON.parse(
  run(bin('redocly'), ['lint', document, '--config', join(root, 'redocly.yaml'), '--format=json']),
);
const spectralOutput = run(bin('spectral'), [
  'lint',
  document,
  '--ruleset',
  join(root, '.spectral.yaml'),
  '--format=json',
  '--quiet',
]);
const spectral = JSON.parse(spectralOutput.slice(spectralOutput.indexOf('['), spectralOutput.lastIndexOf(']') + 1));

const problems = [
  ...redocly.problems.map((p) => `Redocly ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`),
  ...spectral.map(
    (p) => `Spectral ${['error', 'warning', 'info', 'hint'][p.severity]} ${p.code}: ${p.message} (${p.path.join('.')})`,
  ),
];
console.log(
  `OpenAPI-Prüfung: Redocly (recommended) ${redocly.totals.errors} Fehler, ${redocly.totals.warnings} Warnungen; ` +
    `Spectral (spectral:oas) ${spectral.length} Befunde`,
);
for (const problem of problems) console.log(`  ${problem}`);
if (problems.length > 0) process.exit(1);
