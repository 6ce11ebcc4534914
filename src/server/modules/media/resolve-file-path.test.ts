import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './resolve-file-path';

describe('resolveInside', () => {
  const root = path.resolve('/srv/files/public');

  it('resolves plain relative paths inside the root', () => {
    expect(resolveInside(root, 'covers/a.svg')).toBe(path.join(root, 'covers', 'a.svg'));
  });

  it.each([
    '',
    '..',
    '../x',
    'a/../../x',
    'a//b',
    './a',
    'a/./b',
    '.env',
    'a/.git/config',
    'a\\..\\b',
    'a\0b',
    '/etc/passwd',
  ])('refuses %j', (relative) => {
    expect(resolveInside(root, relative)).toBeNull();
  });
});
