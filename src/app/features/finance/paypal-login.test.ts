import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@app/platform/api/testing';
import { startPayPalLogin, takePayPalLoginState } from './paypal-login';

describe('the Log in with PayPal round trip', () => {
  it('sends a fresh state and accepts it once on the way back', () => {
    const storage = memoryStorage();
    const url = new URL(startPayPalLogin('https://www.sandbox.paypal.com/connect/?client_id=abc', storage));
    expect(url.searchParams.get('client_id')).toBe('abc');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(takePayPalLoginState(state, storage)).toBe(true);
    expect(takePayPalLoginState(state, storage)).toBe(false);
  });

  it('refuses a return that this tab did not start, or with another state', () => {
    const storage = memoryStorage();
    expect(takePayPalLoginState('anything', storage)).toBe(false);
    startPayPalLogin('https://www.paypal.com/connect/', storage);
    expect(takePayPalLoginState('forged', storage)).toBe(false);
    expect(takePayPalLoginState(undefined, storage)).toBe(false);
  });
});
