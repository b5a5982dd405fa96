import fc from 'fast-check';

/** A JSON value nested `depth` levels deep, written as text (JSON.stringify would recurse). */
export class DeepValue {
  constructor(readonly depth: number) {}

  toJson(): string {
    return '{"a":['.repeat(this.depth) + '1' + ']}'.repeat(this.depth);
  }
}

/** Strings that have broken parsers, databases, logs and HTML before. */
export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE businesses; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "1' UNION SELECT username, password_hash FROM admin_users --",
  '<script>window.__xss = 1</script>',
  '"><img src=x onerror="window.__xss=1">',
  'javascript:alert(1)',
  "{{constructor.constructor('return process')()}}",
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '_',
  '%%_%',
  '\\',
  '\\x00',
  '{"$gt": ""}',
  '$where',
  '__proto__',
  'constructor',
  'prototype',
  '\r\nSet-Cookie: x=1',
  'a\u0000b',
  '\u0000',
  '\u202Egnp.exe',
  '\u200F\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD',
  '\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319\u0324\u031E\u0349\u035A\u032F\u031E\u0320\u034D',
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}',
  '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uD83D',
  '\uFEFF',
  '\uFFFE\uFFFF',
  '\u2028\u2029',
  '\t\n\u000B\f\r',
  '\u0085\u00A0\u3000',
  ' ',
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'true',
  '[]',
  '{}',
  '\u{1D573}\u{1D586}\u{1D591}\u{1D591}\u{1D594}',
  '\u0130\u0131\u00DF\u01C5',
  '\uFDFA',
  'A'.repeat(10_001),
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...INJECTIONS), fc.string({ unit: 'grapheme-ascii', maxLength: 10 }))
      .map(([a, b]) => `${b}${a}${b}`),
  },
);

/** A string that fits the field's length limit, so it reaches the service and the database. */
export function fittingString(maxLength: number | undefined): fc.Arbitrary<string> {
  return hostileString.map((value) => (maxLength === undefined ? value : value.slice(0, maxLength)));
}

export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1_000, max: 1_200_000 }), fc.constantFrom('x', 'ä', '\u{1F600}', '<a>', '\u0301'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, ''),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer(),
  fc.double(),
);

export const deepValue: fc.Arbitrary<DeepValue> = fc
  .oneof(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 40, max: 5_000 }))
  .map((depth) => new DeepValue(depth));

/** What goes into one body field: anything a client could send instead of the right value. */
export function fieldValue(maxLength: number | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fittingString(maxLength) },
    { weight: 2, arbitrary: hostileString },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: deepValue },
  );
}

/** Keys a body should not have: unknown fields, prototype names, hostile text. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'createdAt', 'source', 'isAdmin', 'verified', '$set'),
  hostileString,
);

/** Bodies that are not the JSON object an endpoint expects, as raw bytes or text. */
export const malformedBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    '{',
    '{"name": }',
    "{'name': 'x'}",
    '{"name": "x",}',
    '[1, 2,',
    'NaN',
    'undefined',
    '{"name": "x"}{"name": "y"}',
    '{"name": "x", "name": 1}',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '{"a": 1e999999}',
    '"\\ud800"',
    '"\\u0000"',
    '{"name": "\\u0000"}',
    '\uFEFF{"name": "x"}',
    '',
    ' ',
    'null',
    'true',
    '123',
    '"text"',
    'name=x&category=y',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    `[${'1,'.repeat(200_000)}1]`,
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 60 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

/** Replaces a whole JSON body. */
export const replacedBody: fc.Arbitrary<unknown> = fc.oneof(
  wrongType,
  hostileString,
  deepValue,
  fc.array(fc.constant({}), { minLength: 1_000, maxLength: 60_000 }),
);

export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=abc',
  'image/png',
  'application/octet-stream',
  '*/*',
  '',
  'json',
  'application/json; boundary=\u0000',
];

/** Raw query or path text: percent junk that no encoder produces, besides encoded hostile strings. */
export const rawUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(encodeLoosely) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%00',
      '%ED%A0%80',
      '%FF%FE',
      '%C0%AE%C0%AE%2F',
      '..%2F..%2F',
      '%2e%2e%2f',
      '%25',
      '%0d%0aX-Injected:%201',
      '%E2%80%AE',
      '%F0%9F%98%80',
      '%5B%5D',
    ),
  },
);

/** encodeURIComponent, but lone surrogates become their (invalid) UTF-8 bytes instead of throwing. */
export function encodeLoosely(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
