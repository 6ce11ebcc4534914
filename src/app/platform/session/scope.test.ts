import { describe, expect, it } from 'vitest';
import { scopeForPath, serverScope, signInPath } from './scope';

describe('scope', () => {
  it.each([
    ['/admin-api/users', 'admin'],
    ['/admin-api/profile', 'admin'],
    ['/api/profile', 'site'],
    ['/auth/login', 'site'],
    ['/api/admin-api-lookalike', 'site'],
  ])('%s belongs to %s', (path, scope) => {
    expect(scopeForPath(path)).toBe(scope);
  });

  it('maps sides to server scopes and sign-in addresses', () => {
    expect(serverScope).toEqual({ site: 'api', admin: 'backend' });
    expect(signInPath('site', 'ja')).toBe('/ja/welcome');
    expect(signInPath('admin', 'ja')).toBe('/admin/sign-in');
  });
});
