import fc from 'fast-check';
import { hostileValue } from './hostileValue';
import { jsonText } from './jsonText';
import type { UploadFile } from './uploadFile';

/** What goes after the headers: its content type (none: no header) and bytes. */
export type RequestBody = { contentType?: string; payload?: string | Buffer };

const json = (value: unknown): RequestBody => ({
  contentType: 'application/json',
  payload: jsonText(value),
});

/** Text sent as JSON that is not: cut short, JavaScript not JSON, NaN, a BOM, a NUL, duplicate prototype keys. */
const GARBAGE_JSON = [
  '{',
  '{"a":',
  '[1,2',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '\u0000',
  '{"__proto__":{"x":1},"__proto__":{"y":2}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e999',
  '"\\ud800"',
  '{"a":1}{"b":2}',
  '   ',
];

/** Content types a JSON endpoint does not take, or takes with an odd parameter. */
const OTHER_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/vnd.api+json',
  ';;;',
];

/** `{name: value}` with `value` broken: what a client sends when one field goes wrong. */
const withOneFieldBroken = (shaped: fc.Arbitrary<unknown>) =>
  fc.tuple(shaped, fc.nat(), hostileValue, fc.boolean()).map(([value, pick, broken, extraKey]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return broken;
    const keys = Object.keys(value);
    const name = extraKey || keys.length === 0 ? `extra_${pick % 3}` : keys[pick % keys.length]!;
    return { ...value, [name]: broken };
  });

const formOf = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? new URLSearchParams(
        Object.entries(value).map(([name, item]): [string, string] => [
          name,
          typeof item === 'string' ? item : jsonText(item),
        ]),
      ).toString()
    : String(value);

/** multipart/form-data around `files`, and ways to spoil it (cut short, wrong boundary, none). */
const multipart = (files: fc.Arbitrary<UploadFile[]>): fc.Arbitrary<RequestBody> =>
  fc
    .tuple(files, fc.constantFrom('whole', 'whole', 'whole', 'cut', 'wrongBoundary', 'noBoundary'), fc.nat())
    .map(([uploads, spoil, at]) => {
      const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
      const parts = uploads.map((file) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name.replaceAll('"', '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]),
      );
      const whole = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
      const payload = spoil === 'cut' ? whole.subarray(0, at % Math.max(1, whole.length)) : whole;
      const contentType =
        spoil === 'wrongBoundary'
          ? 'multipart/form-data; boundary=other'
          : spoil === 'noBoundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`;
      return { contentType, payload };
    });

export type BodyShape = {
  /** The documented body schema's values (undefined: the endpoint documents no body). */
  shaped?: fc.Arbitrary<unknown>;
  /** The documented media type: application/json, application/x-www-form-urlencoded. */
  mediaType?: string;
  /** Files for a multipart upload endpoint (undefined: not an upload). */
  files?: fc.Arbitrary<UploadFile[]>;
};

/**
 * Bodies for one endpoint: mostly its documented shape, often with one field broken, and every other
 * way a body goes wrong — a hostile value instead, garbage JSON, the wrong content type, no body at all.
 */
export const requestBody = ({ shaped, mediaType, files }: BodyShape): fc.Arbitrary<RequestBody> => {
  const documented = shaped ?? fc.constant({});
  const asDocumented = (value: unknown): RequestBody =>
    mediaType === 'application/x-www-form-urlencoded'
      ? { contentType: mediaType, payload: formOf(value) }
      : json(value);
  const choices: Array<fc.WeightedArbitrary<RequestBody>> = [
    { arbitrary: documented.map(asDocumented), weight: shaped ? 4 : 1 },
    { arbitrary: withOneFieldBroken(documented).map(asDocumented), weight: shaped ? 4 : 1 },
    { arbitrary: hostileValue.map(json), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(...GARBAGE_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), documented)
        .map(([contentType, value]) => ({ contentType, payload: jsonText(value) })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
    // Past the 1 MB JSON body limit.
    { arbitrary: fc.constant(json({ text: 'x'.repeat(1_100_000) })), weight: 1 },
  ];
  if (files) choices.push({ arbitrary: multipart(files), weight: 20 });
  return fc.oneof(...choices);
};
