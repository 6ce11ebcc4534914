// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionRedirectPath } from './redirect-path';

beforeEach(() => sessionStorage.clear());

describe('sessionRedirectPath', () => {
  it('stores the path once and forgets it after reading', () => {
    sessionRedirectPath.set('/en/creator/content?tab=all');
    expect(sessionRedirectPath.peek()).toBe('/en/creator/content?tab=all');
    expect(sessionRedirectPath.take()).toBe('/en/creator/content?tab=all');
    expect(sessionRedirectPath.take()).toBeUndefined();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'relative'])('refuses %s', (path) => {
    sessionRedirectPath.set(path);
    expect(sessionRedirectPath.take()).toBeUndefined();
  });
});
