import { createHash } from 'node:crypto';

/**
 * Public file names carry a hash of what they hold (and of the row they belong to, so two equal
 * pictures stay two files): a name never changes meaning, which is what lets /media/public cache forever.
 */
export function hashedKey(folder: string, unique: string, body: string, extension: string): string {
  const hash = createHash('sha256').update(unique).update('\0').update(body).digest('hex').slice(0, 20);
  return `public/${folder}/${hash}.${extension}`;
}
