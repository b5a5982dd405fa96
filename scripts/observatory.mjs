#!/usr/bin/env node
// `npm run observatory`: the production build behind the project's own nginx configuration
// (docker/nginx.conf) with Debian's nginx and a self-signed certificate for localhost on ports 80
// and 443, scanned by the MDN HTTP Observatory. Prints the grade, the score and every test.
//
// Needs root (ports 80/443), `apt-get install nginx openssl`, and the npm registry once: the scanner
// (@mdn/mdn-http-observatory, with server-side dependencies no project code uses) is installed with
// --ignore-scripts into node_modules/.cache, and its HSTS preload list is left empty (no download).
// Exits 1 when the grade is below A+.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from './production-app.mjs';

const ROOT = join(import.meta.dirname, '..');
const SCANNER_VERSION = '1.4.8';
const SCANNER_DIR = join(ROOT, 'node_modules', '.cache', 'mdn-http-observatory');
const SCANNER_PACKAGE = join(SCANNER_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');
const NGINX = '/usr/sbin/nginx';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr ?? ''}${result.stdout ?? ''}`);
  }
  return result.stdout;
}

function installScanner() {
  const installed = join(SCANNER_PACKAGE, 'package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== SCANNER_VERSION) {
    console.log(`Installing @mdn/mdn-http-observatory@${SCANNER_VERSION} (--ignore-scripts) …`);
    mkdirSync(SCANNER_DIR, { recursive: true });
    run('npm', [
      'install',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--prefix',
      SCANNER_DIR,
      `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
    ]);
  }
  // Its install script would download Chromium's HSTS preload list; an empty one means "not preloaded".
  const preload = join(SCANNER_PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

function selfSignedCertificate(dir) {
  const cert = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** docker/nginx.conf as it is, with the local app as the one upstream and the temporary certificate. */
function nginxConfig(dir, appPort, { cert, key }) {
  const site = readFileSync(join(ROOT, 'docker', 'nginx.conf'), 'utf8')
    .replace(/^\s*server api-\d+:3000[^;]*;\n/gm, '')
    .replace(/least_conn;/, `least_conn;\n  server 127.0.0.1:${appPort};`)
    .replace('/etc/nginx/certs/fullchain.pem', cert)
    .replace('/etc/nginx/certs/privkey.pem', key);
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    [
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      site,
      '}',
      '',
    ].join('\n'),
  );
  return file;
}

async function waitFor(url, options = {}) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual', ...options }).catch(() => undefined);
    if (response !== undefined) return response;
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (!existsSync(NGINX)) {
  console.error('nginx fehlt: apt-get install -y nginx');
  process.exit(2);
}
installScanner();
const work = mkdtempSync(join(tmpdir(), 'bb-observatory-'));
const app = await startApp({ PUBLIC_BASE_URL: 'https://localhost', TRUST_PROXY: '127.0.0.1/32' });
let nginx;
try {
  const certificate = selfSignedCertificate(work);
  const config = nginxConfig(work, app.port, certificate);
  run(NGINX, ['-t', '-q', '-c', config]);
  nginx = spawn(NGINX, ['-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor('http://localhost/');

  const scan = spawnSync(process.execPath, [join(SCANNER_PACKAGE, 'src', 'scan.js'), 'localhost'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.cert },
  });
  const report = JSON.parse(scan.stdout);
  if (report.error !== undefined) throw new Error(`The scan failed: ${report.error}`);
  console.log(`\nMDN HTTP Observatory through nginx (https://localhost): ${report.scan.grade} (${report.scan.score})`);
  console.table(
    Object.entries(report.tests).map(([name, test]) => ({
      test: name,
      pass: test.pass,
      result: test.result,
      modifier: test.scoreModifier,
    })),
  );
  process.exitCode = report.scan.grade === 'A+' ? 0 : 1;
} finally {
  nginx?.kill('SIGQUIT');
  await app.stop();
  rmSync(work, { recursive: true, force: true });
}
