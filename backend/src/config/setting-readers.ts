/** Readers of single settings: each parses and checks one variable; a bad value stops the process (ConfigError). */
import { isIP } from 'node:net';

/** Which proxies may set X-Forwarded-For: none, a hop count, or address ranges (Fastify's trustProxy). */
export type TrustProxy = false | number | string[];

/** A bad setting stops the process; the message names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Ungültige Konfiguration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

export function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  // A minus sign, a fraction and a number out of range get one message: what is allowed, not what it is not.
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `muss eine ganze Zahl von ${min} bis ${max} sein (ist "${raw}")`);
  }
  return value;
}

/** The setting's name, or the older name it replaced when only that one is set (messages name what was set). */
export function settingName(env: Env, name: string, formerName: string): string {
  return optional(env, name) === undefined && optional(env, formerName) !== undefined ? formerName : name;
}

/** The request count of a rate limit (THROTTLE_*_LIMIT). */
export function requestLimit(env: Env, name: string, fallback: number): number {
  return integer(env, name, fallback, 1, 1_000_000);
}

/** The window of a rate limit (THROTTLE_*_WINDOW_SECONDS), in milliseconds. */
export function windowMs(env: Env, name: string, fallbackSeconds: number): number {
  return integer(env, name, fallbackSeconds, 1, 86_400) * 1000;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `muss einer von ${allowed.join(', ')} sein (ist "${raw}")`);
  }
  return raw as T;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `muss true oder false sein (ist "${raw}")`);
}

/** `subject` is how the message names the value: the variable, or an entry of a list. */
function checkedUrl(name: string, raw: string, protocols: string[], subject = ''): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `${subject}ist keine gültige URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `${subject}muss mit ${protocols.map((p) => `${p}//`).join(' oder ')} beginnen`);
  }
  return raw;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  return raw === undefined ? undefined : checkedUrl(name, raw, protocols);
}

/** Comma-separated URLs; a bad one is named by position, since URLs may hold passwords. */
export function urlList(env: Env, name: string, protocols: string[]): string[] {
  return (optional(env, name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry, index) => checkedUrl(name, entry, protocols, `(Eintrag ${index + 1}) `));
}

/** Names proxy-addr knows for the private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Off (unset, "false", "0"), a hop count (1–10), or comma-separated addresses/CIDR ranges. */
export function trustProxy(env: Env): TrustProxy {
  const name = 'TRUST_PROXY';
  const raw = optional(env, name);
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return integer(env, name, 0, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.findIndex((entry) => !isAddressRange(entry));
  if (bad >= 0) {
    throw new ConfigError(
      name,
      `muss false, eine Anzahl Proxys (1–10) oder eine Liste von Adressen/CIDR-Bereichen sein (Eintrag ${bad + 1}: "${entries[bad]}")`,
    );
  }
  return entries;
}

/** A tile template: an http(s) URL with {z}, {x} and {y}, on one fixed host (the CSP's img-src names exactly it). */
export function tileUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback);
  const missing = ['{z}', '{x}', '{y}'].filter((placeholder) => !raw.includes(placeholder));
  if (missing.length > 0) throw new ConfigError(name, `muss die Platzhalter ${missing.join(', ')} enthalten`);
  if (/^[a-z]+:\/\/[^/]*\{/i.test(raw)) throw new ConfigError(name, 'darf im Hostnamen keine Platzhalter enthalten');
  return checkedUrl(name, raw, ['http:', 'https:']);
}

/** Only the shape of an address is checked; the SMTP server has the last word. */
const ADDRESS = '[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+';

export function emailAddress(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!new RegExp(`^${ADDRESS}$`).test(value)) {
    throw new ConfigError(name, `muss eine E-Mail-Adresse sein (ist "${value}")`);
  }
  return value;
}

/** An address or "Display Name <address>" (a sender). */
export function mailbox(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!new RegExp(`^(?:[^<>\\r\\n]*<${ADDRESS}>|${ADDRESS})$`).test(value)) {
    throw new ConfigError(name, `muss eine E-Mail-Adresse oder "Name <adresse>" sein (ist "${value}")`);
  }
  return value;
}
