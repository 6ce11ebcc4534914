import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { Env } from './context';

/**
 * No inline script or style anywhere: the PWA's bundle is external files, Panda emits a
 * stylesheet and Ark UI positions elements through the CSSOM, which CSP does not restrict.
 * `'self'` covers same-origin ws:/wss: in current browsers; the public origin is listed for older ones.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>): string {
  const socketOrigin = config.publicUrl.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${socketOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Set after the handler (and the error handler) ran, so every response carries them. */
export function securityHeaders(config: Pick<Config, 'publicUrl'>) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (config.publicUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return createMiddleware<Env>(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
}
