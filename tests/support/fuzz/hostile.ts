import fc from 'fast-check';

/** Strings that have broken servers before: sizes, encodings, control characters, syntax of other languages. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '東京'.repeat(2_000),
  '🎭🎻👩‍👩‍👧‍👦',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\u202e\u200b\ufeff',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  '1.5',
  'true',
  'null',
  'undefined',
  "' OR 1=1 --",
  '%',
  '%00',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '2024-02-30',
  '2024-13-01T25:61:00Z',
  '0000-00-00',
  '+275760-09-13T00:00:00.001Z',
  'a,b,,c,',
  '|||',
  '[object Object]',
];

export const hostileNumbers: readonly number[] = [
  -1,
  0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
];

/** Any of the above, or a value of the wrong JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Hostile text for a query value or a path segment (already a string). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers).map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
