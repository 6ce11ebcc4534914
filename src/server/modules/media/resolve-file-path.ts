import { realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Turns a URL-supplied relative path into an absolute path strictly inside `root`, or null.
 * Refused outright rather than normalized: `..`, `.`, empty segments, hidden names, backslashes
 * and NUL, so no spelling of a path can step outside the folder.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full.startsWith(base + path.sep) ? full : null;
}

/** The same containment checked again after symlinks are followed; null when the file is missing. */
export async function realPathInside(root: string, full: string): Promise<string | null> {
  try {
    const [base, real] = await Promise.all([realpath(root), realpath(full)]);
    return real.startsWith(base + path.sep) ? real : null;
  } catch {
    return null;
  }
}
