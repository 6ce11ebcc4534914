const REDACTED = '[redacted]';

/** Keys whose values are secrets whatever they look like. */
const secretKey = /pass(word|wd|phrase)?|secret|token|authorization|cookie|api[-_]?key|credential|session|signature/i;

/** Secrets written inside free text: headers, query strings, JSON fragments, JWTs, long random strings. */
const secretPatterns: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w\-.~+/]+=*/gi, `$1 ${REDACTED}`],
  [
    /([?&;\s"']?(?:access_token|refresh_token|id_token|token|password|client_secret|secret|api_key|code)=)[^&\s"'#]+/gi,
    `$1${REDACTED}`,
  ],
  [/("(?:[\w-]*(?:password|secret|token|authorization|api_key)[\w-]*)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, `$1"${REDACTED}"`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  // Opaque tokens (ours are 32+ random URL-safe characters) mixing letters and digits.
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g, REDACTED],
];

export function scrubText(text: string): string {
  return secretPatterns.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of `value` fit for storage: secret-named fields blanked, secret-looking text masked. */
export function scrubSecrets<T>(value: T): T {
  return scrub(value) as T;
}

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, secretKey.test(key) ? REDACTED : scrub(inner)]),
    );
  }
  return value;
}
