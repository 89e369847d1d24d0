import fc from 'fast-check';

/** Text an attacker tries first: empty, NUL, numbers out of range, markup, injections, odd unicode, dates that are not. */
const TRICKY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e20',
  '9e15',
  '1e308',
  '0x1F',
  '1.5',
  '9007199254740993',
  '99999999999999999999999',
  ' 1 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%zz',
  '../../../../etc/passwd',
  '=HYPERLINK("http://example.com")',
  '+1+1',
  '@SUM(A1)',
  '\ud800',
  '\udfff',
  '\u202eevil',
  '\ufeff',
  '😀',
  '𠜎𠜱',
  'e\u0301',
  '\r\n\t',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '2024-02-30',
  '1970-01-01',
  '275760-09-13T00:00:00.001Z',
];

/**
 * Hostile text for any place a client types into: the tricky constants, random text of any code points
 * (lone surrogates and controls included) and very long text.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(1_000, 70_000), fc.constantFrom('x', '字', '😀', '%'))
      .map(([length, unit]) => unit.repeat(length)),
    weight: 1,
  },
);
