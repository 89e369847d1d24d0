import fc from 'fast-check';
import { hostileText } from './hostileText';
import { jsonText } from './jsonText';
import { type BodyShape, type RequestBody, requestBody } from './requestBody';
import { type JsonSchema, type SchemaVocabulary, schemaArbitrary } from './schemaArbitrary';

/** One documented operation of the OpenAPI document. */
export type Operation = {
  method: string;
  /** As documented: `/api/track/contents/{id}`, `/images/{host}/{*}`. */
  path: string;
  parameters: ReadonlyArray<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  body: BodyShape;
};

/** Who sends the request: a seeded staff member, a crawler's API key, nobody, or a made-up token. */
export const IDENTITIES = ['admin', 'manager', 'worker', 'apiKey', 'anonymous', 'forged'] as const;
export type Identity = (typeof IDENTITIES)[number];

export type FuzzRequest = {
  method: string;
  /** Path and query string, encoded as a client would (or, for hostile values, would not). */
  url: string;
  identity: Identity;
  /** The bearer token sent as `forged`. */
  forgedToken: string;
  acceptLanguage: string;
  body: RequestBody;
};

/** Path segments that are not what they seem: empty, dot segments, bad or sneaky percent-encoding. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '.',
  '..',
  '%2e%2e',
  '%00',
  '%2F',
  'a%20b',
  '-1',
  '0',
  '1e20',
  '9'.repeat(30),
];

/** Characters a URL carries as they are (RFC 3986 unreserved). */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encoded UTF-8, as a browser sends it (a lone surrogate becomes U+FFFD; encodeURIComponent would
 * throw instead of sending anything).
 */
const encoded = (value: unknown): string => {
  const text = typeof value === 'string' ? value : jsonText(value);
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return byte < 0x80 && UNRESERVED.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
};

const segment = (schema: JsonSchema | undefined, vocabulary: SchemaVocabulary): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: schemaArbitrary(schema ?? {}, vocabulary).map(encoded), weight: 6 },
    { arbitrary: hostileText.map(encoded), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
    { arbitrary: fc.constantFrom(120, 2_000).map((length) => 'x'.repeat(length)), weight: 1 },
  );

/** A query value as text, hostile: an attacker's text, raw URL syntax, or several values (`?a=1&a=2`). */
const hostileQueryValues: fc.Arbitrary<string[]> = fc.oneof(
  { arbitrary: hostileText.map((value) => [encoded(value)]), weight: 3 },
  { arbitrary: fc.constantFrom('%', '%zz', '&', '=', '%00', '+', '[]').map((raw) => [raw]), weight: 1 },
  { arbitrary: fc.array(hostileText.map(encoded), { minLength: 2, maxLength: 3 }), weight: 1 },
);

/** Names no endpoint documents, some aimed at parsers that build objects from `a[b]=c`. */
const extraQuery = fc.option(
  fc
    .tuple(
      fc.constantFrom(
        '__proto__',
        '__proto__[role]',
        'constructor[prototype][x]',
        'a[]',
        'a[b][c]',
        'unknown',
        '',
      ),
      hostileText,
    )
    .map(([name, value]) => `${encoded(name)}=${encoded(value)}`),
  { freq: 4 },
);

const pathArbitrary = (operation: Operation, vocabulary: SchemaVocabulary): fc.Arbitrary<string> => {
  const pieces = operation.path.split(/(\{[^}]+\})/).map((piece): fc.Arbitrary<string> => {
    const name = /^\{([^}]+)\}$/.exec(piece)?.[1];
    if (name === undefined) return fc.constant(piece);
    const schema = operation.parameters.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    )?.schema;
    // `{*}`: the rest of the path, several segments.
    if (name === '*')
      return fc
        .array(segment(schema, vocabulary), { minLength: 0, maxLength: 3 })
        .map((parts) => parts.join('/'));
    return segment(schema, vocabulary);
  });
  return fc.tuple(...pieces).map((parts) => parts.join(''));
};

/**
 * Some documented parameters with values of their schema; in half the cases one of them (or one more,
 * undocumented) is then given hostile values, so the rest still gets past validation often enough.
 */
const queryArbitrary = (operation: Operation, vocabulary: SchemaVocabulary): fc.Arbitrary<string> => {
  const documented = operation.parameters.filter((parameter) => parameter.in === 'query');
  const shaped = documented.map((parameter) =>
    fc.option(
      schemaArbitrary(parameter.schema ?? {}, vocabulary).map(
        (value): { name: string; values: string[] } => ({
          name: encoded(parameter.name),
          // A list goes as repeated parameters (`?cls_type=0&cls_type=1`), as the web client sends it.
          values: Array.isArray(value) ? value.map(encoded) : [encoded(value)],
        }),
      ),
      { freq: 2 },
    ),
  );
  return fc
    .tuple(fc.tuple(...shaped), fc.option(fc.tuple(fc.nat(), hostileQueryValues)), extraQuery)
    .map(([pairs, broken, extra]) => {
      const present = pairs.filter((pair) => pair !== null);
      if (broken !== null && documented.length > 0) {
        const [pick, values] = broken;
        const name = encoded(documented[pick % documented.length]!.name);
        const others = present.filter((pair) => pair.name !== name);
        present.splice(0, present.length, ...others, { name, values });
      }
      const text = present.flatMap(({ name, values }) => values.map((value) => `${name}=${value}`));
      return [...text, ...(extra === null ? [] : [extra])].join('&');
    });
};

/** Tokens that are not ours: garbage, an unsigned JWT ("alg": "none"), a truncated one. */
const forgedToken = fc.oneof(
  fc.constantFrom(
    'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIiwidGlkIjoxfQ.',
    'eyJhbGciOiJIUzI1NiJ9.e30',
    'ndk_00000000_x',
    '',
  ),
  // Printable ASCII only: a header cannot carry anything else, and the HTTP parser refuses it before us.
  fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

/** Mostly the staff roles (they get past the guard); the crawler's key mostly where it is the way in. */
const identityArbitrary = (operation: Operation): fc.Arbitrary<Identity> => {
  const byKey = operation.path.startsWith('/api/ingest/');
  return fc.oneof(
    ...IDENTITIES.map((identity) => ({
      arbitrary: fc.constant(identity),
      weight:
        identity === 'apiKey' ? (byKey ? 12 : 1) : ['admin', 'manager', 'worker'].includes(identity) ? 3 : 1,
    })),
  );
};

/**
 * Requests for one operation: its path parameters, query and body as the schema has them or broken,
 * sent as any identity in any (or a garbled) language.
 */
export const fuzzRequest = (operation: Operation, vocabulary: SchemaVocabulary): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: pathArbitrary(operation, vocabulary),
      query: queryArbitrary(operation, vocabulary),
      identity: identityArbitrary(operation),
      forgedToken,
      acceptLanguage: fc.constantFrom('zh-CN', 'en-US,en;q=0.9', '*', 'xx', '', 'en;q=abc,,;'),
      body: operation.method === 'GET' ? fc.constant({}) : requestBody(operation.body),
    })
    .map(({ path, query, identity, forgedToken, acceptLanguage, body }) => ({
      method: operation.method,
      url: query === '' ? path : `${path}?${query}`,
      identity,
      forgedToken,
      acceptLanguage,
      body,
    }));
