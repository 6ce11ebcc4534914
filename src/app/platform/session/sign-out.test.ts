// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyPreference, trayButtonPreference } from '@app/platform/preferences';
import { resumeStore } from '@app/platform/storage';
import { endSession, onSignOut } from './sign-out';
import { tokens } from './tokens';

beforeEach(() => localStorage.clear());

describe('endSession', () => {
  it('clears the side’s user tokens and site state, then tells the listeners why', async () => {
    tokens.setUser('site', { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 });
    tokens.setClient('site', { token: 'c', expiresAt: Date.now() + 60_000 });
    currencyPreference.set('EUR');
    trayButtonPreference.set(true);
    await resumeStore.set(5, 30);
    const listener = vi.fn();
    const stop = onSignOut(listener);

    await endSession('site', 'expired');
    stop();

    expect(tokens.getUser('site')).toBeUndefined();
    expect(tokens.getClient('site')?.token).toBe('c'); // the anonymous token stays usable
    expect(currencyPreference.get()).toBeUndefined();
    expect(trayButtonPreference.get()).toBeUndefined();
    expect(await resumeStore.get(5)).toBeUndefined();
    expect(listener).toHaveBeenCalledExactlyOnceWith('site', 'expired');
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const listener = vi.fn();
    onSignOut(listener)();
    await endSession('admin', 'user');
    expect(listener).not.toHaveBeenCalled();
  });
});
