import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('starts with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storage.driver).toBe('local');
    expect(config.corsOrigins).toEqual([]);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.throttle.search).toEqual({ limit: 120, windowMs: 60_000 });
    expect(config.throttle.createBusiness).toEqual({ limit: 10, windowMs: 3_600_000 });
    expect(config.throttle.createReview).toEqual({ limit: 10, windowMs: 600_000 });
    expect(config.searchLookupCache).toEqual({ ttlMs: 30_000, maxEntries: 10_000 });
    expect(loadConfig({ SEARCH_LOOKUP_CACHE_SECONDS: '0' }).searchLookupCache.ttlMs).toBe(0);
  });

  it.each([
    ['PORT', 'abc', /PORT/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL/],
    ['DATABASE_URL', 'kein url', /DATABASE_URL/],
    ['NODE_ENV', 'staging', /NODE_ENV/],
    ['STORAGE_DRIVER', 'ftp', /STORAGE_DRIVER/],
    ['ADMIN_PASSWORD', 'kurz', /ADMIN_PASSWORD/],
    ['ADMIN_PATH_SEGMENT', 'a/b', /ADMIN_PATH_SEGMENT/],
    ['REDIS_URL', 'http://redis', /REDIS_URL/],
    ['SEED_ON_EMPTY_DATABASE', 'vielleicht', /SEED_ON_EMPTY_DATABASE/],
    ['SEARCH_LOOKUP_CACHE_SECONDS', '-1', /SEARCH_LOOKUP_CACHE_SECONDS/],
    ['THROTTLE_SEARCH_LIMIT', '0', /THROTTLE_SEARCH_LIMIT/],
    ['THROTTLE_CREATE_REVIEW_WINDOW_SECONDS', 'eine Stunde', /THROTTLE_CREATE_REVIEW_WINDOW_SECONDS/],
    ['MAP_TILE_URL', 'https://tiles.example/{z}/{x}.png', /MAP_TILE_URL muss die Platzhalter \{y\} enthalten/],
    ['MAP_TILE_URL', 'ftp://tiles.example/{z}/{x}/{y}.png', /MAP_TILE_URL/],
    ['MAP_TILE_URL', 'https://{s}.tiles.example/{z}/{x}/{y}.png', /MAP_TILE_URL darf im Hostnamen/],
  ])('rejects %s=%s naming the variable', (name, value, pattern) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(pattern);
  });

  it('says which whole numbers a number setting takes, for a negative or a fraction too', () => {
    expect(() => loadConfig({ THROTTLE_SEARCH_LIMIT: '-1' })).toThrow(
      /THROTTLE_SEARCH_LIMIT muss eine ganze Zahl von 1 bis \d+ sein \(ist "-1"\)/,
    );
    expect(() => loadConfig({ SEARCH_LOOKUP_CACHE_SECONDS: '1.5' })).toThrow(/von 0 bis \d+ sein \(ist "1\.5"\)/);
    expect(() => loadConfig({ THROTTLE_SEARCH_LIMIT: '0' })).toThrow(
      'Ungültige Konfiguration: THROTTLE_SEARCH_LIMIT muss eine ganze Zahl von 1 bis 1000000 sein (ist "0")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT muss eine ganze Zahl von 1 bis 65535 sein (ist "70000")');
  });

  it('takes OpenStreetMap tiles unless MAP_TILE_URL names another tile server', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap-Mitwirkende',
    });
    const own = loadConfig({ MAP_TILE_URL: 'https://karten.example/tiles/{z}/{x}/{y}.png?key=1' });
    expect(own.map.tileUrl).toBe('https://karten.example/tiles/{z}/{x}/{y}.png?key=1');
  });

  it('requires S3 credentials for the S3 driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).storage.driver).toBe(
      's3',
    );
  });

  it('sends mail over SMTP_URL or, without it, to .eml files under DATA_DIR/mail, from a valid MAIL_FROM', () => {
    const embedded = loadConfig({ DATA_DIR: '/srv/bb' });
    expect(embedded.mail).toEqual({
      smtpUrl: undefined,
      from: 'Branchenbuch <noreply@branchenbuch.example>',
      dir: '/srv/bb/mail',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.de:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example.de:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.de' })).toThrow(/SMTP_URL muss mit smtp:\/\//);
    expect(loadConfig({ MAIL_FROM: 'noreply@example.de' }).mail.from).toBe('noreply@example.de');
    expect(() => loadConfig({ MAIL_FROM: 'Branchenbuch' })).toThrow(/MAIL_FROM muss eine E-Mail-Adresse/);
    expect(() => loadConfig({ OPERATOR_EMAIL: 'Redaktion <r@example.de>' })).toThrow(/OPERATOR_EMAIL/);
  });

  it('reads the contact form rate limit and refuses a zero limit', () => {
    expect(loadConfig({}).contact).toEqual({ rateLimit: 5, rateWindowSeconds: 600 });
    expect(loadConfig({ CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_SECONDS: '60' }).contact).toEqual({
      rateLimit: 3,
      rateWindowSeconds: 60,
    });
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: '0' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => loadConfig({ CONTACT_RATE_WINDOW_SECONDS: 'zehn' })).toThrow(/CONTACT_RATE_WINDOW_SECONDS/);
  });

  it('reads the contact limit under THROTTLE_CONTACT_* like every other limit, before its former name', () => {
    const config = loadConfig({
      THROTTLE_CONTACT_LIMIT: '7',
      THROTTLE_CONTACT_WINDOW_SECONDS: '120',
      CONTACT_RATE_LIMIT: '3',
    });
    expect(config.contact).toEqual({ rateLimit: 7, rateWindowSeconds: 120 });
    expect(() => loadConfig({ THROTTLE_CONTACT_LIMIT: '0' })).toThrow(/THROTTLE_CONTACT_LIMIT/);
  });

  it('reads read replicas only together with DATABASE_URL, naming a bad entry by position', () => {
    const primary = 'postgres://app@db-primary:5432/branchenbuch';
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'postgres://app@db-r1:5432/branchenbuch, postgresql://app@db-r2/branchenbuch',
      }).databaseReplicaUrls,
    ).toEqual(['postgres://app@db-r1:5432/branchenbuch', 'postgresql://app@db-r2/branchenbuch']);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://app@db-r1/branchenbuch' })).toThrow(
      'Ungültige Konfiguration: DATABASE_REPLICA_URLS ist nur zusammen mit DATABASE_URL möglich',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://app@db-r1/x,mysql://geheim@db-r2/x' }),
    ).toThrow(
      'Ungültige Konfiguration: DATABASE_REPLICA_URLS (Eintrag 2) muss mit postgres:// oder postgresql:// beginnen',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says so (hop count or address ranges)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['true', '11', '10.0.0.0/33', 'nginx', '1.2.3.4,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Ungültige Konfiguration: TRUST_PROXY /);
    }
  });

  it('splits CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('.env.example', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
    });
  }

  const example = readFileSync(resolve(__dirname, '../../../.env.example'), 'utf8');
  const [localBlock, composeBlock] = example.split(/^# Block 2: docker-compose.*$/m);

  function names(text: string): string[] {
    return text
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
  }

  it('documents every variable the backend reads', () => {
    const documented = new Set(names(example));
    const read = new Set<string>();
    for (const file of sourceFiles(resolve(__dirname, '..'))) {
      if (file.endsWith('.spec.ts')) continue;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)) read.add(match[1]);
      for (const match of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read.add(match[1]);
      for (const match of source.matchAll(/process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) read.add(match[1]);
    }
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('names each variable once', () => {
    const all = names(example);
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });

  it('starts locally with its first block as it is: every value there is the default or empty', () => {
    expect(composeBlock).toBeDefined();
    const local = parseEnv(localBlock);
    expect(Object.keys(local).length).toBeGreaterThan(50);
    expect(loadConfig(local)).toEqual(loadConfig({}));
  });

  it('names every variable docker-compose.yml uses in its docker-compose block', () => {
    const compose = readFileSync(resolve(__dirname, '../../../docker-compose.yml'), 'utf8');
    const used = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThanOrEqual(5);
    const named = new Set(names(composeBlock ?? ''));
    expect([...used].filter((name) => !named.has(name)).sort()).toEqual([]);
  });
});
