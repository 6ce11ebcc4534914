import { randomBytes } from 'node:crypto';

/** 256 bits from the OS CSPRNG, URL-safe so it can travel in e-mail links. Stored only as hashToken(). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
