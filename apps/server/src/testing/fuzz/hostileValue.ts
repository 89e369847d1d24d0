import fc from 'fast-check';
import { hostileText } from './hostileText';
import { deeplyNested } from './jsonText';

/** Numbers past every sane range, and the edges of the safe ones. */
const TRICKY_NUMBERS = [
  1e20,
  -1e20,
  9e15,
  -9e15,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 63,
  -1,
  0,
  -0,
  0.5,
  1e-7,
  Number.MIN_VALUE,
];

/** `{"__proto__": …}` as an own key (an object literal would set the prototype instead). */
const prototypeKeys: fc.Arbitrary<unknown> = fc.constantFrom(
  JSON.parse('{"__proto__":{"role":"admin","isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"role":"admin"}}}'),
  JSON.parse('{"__proto__":null}'),
  { hasOwnProperty: 'x', toString: 1, valueOf: [] },
);

const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(30, 1_000, 5_000), fc.boolean())
  .map(([depth, asObject]) => deeplyNested(depth, asObject));

/**
 * A JSON value meant to break whatever reads it: out-of-range and negative numbers, hostile text, the
 * wrong type (arrays where a scalar belongs, objects, booleans, null), prototype-pollution keys and deep nesting.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_NUMBERS), weight: 3 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 1 },
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);
