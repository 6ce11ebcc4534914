/**
 * The name of the unique index a failed insert or update hit, or undefined for any other error.
 * Drizzle wraps driver errors, so the cause chain is walked; pg and PGlite both set `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return undefined;
}
