// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isCurrency } from '@shared/money';
import {
  createPreference,
  currencyPreference,
  pageViewTypePreference,
  trayButtonPreference,
  useCurrency,
  usePageViewType,
  useTrayButtonFlag,
} from './preferences';

beforeEach(() => localStorage.clear());

describe('preferences', () => {
  it('stores JSON under its key and refuses values of the wrong kind', () => {
    currencyPreference.set('JPY');
    expect(localStorage.getItem('stagepass.currency')).toBe('"JPY"');
    localStorage.setItem('stagepass.currency', '"GBP"');
    expect(currencyPreference.get()).toBeUndefined();
    localStorage.setItem('stagepass.currency', '{broken');
    expect(currencyPreference.get()).toBeUndefined();
  });

  it('currency: the stored choice, else the profile’s, else USD', () => {
    const { result, rerender } = renderHook(({ profile }: { profile?: string | null }) => useCurrency(profile), {
      initialProps: {},
    });
    expect(result.current).toBe('USD');
    rerender({ profile: 'EUR' });
    expect(result.current).toBe('EUR');
    act(() => currencyPreference.set('JPY'));
    expect(result.current).toBe('JPY');
    act(() => currencyPreference.clear());
    expect(result.current).toBe('EUR');
  });

  it('page view type defaults to all', () => {
    const { result } = renderHook(() => usePageViewType());
    expect(result.current).toBe('all');
    act(() => pageViewTypePreference.set('creator'));
    expect(result.current).toBe('creator');
  });

  it('tray button flag', () => {
    const { result } = renderHook(() => useTrayButtonFlag());
    expect(result.current).toBe(false);
    act(() => trayButtonPreference.set(true));
    expect(result.current).toBe(true);
    act(() => trayButtonPreference.clear());
    expect(result.current).toBe(false);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useCurrency());
    // Another tab's write changes storage without a setter call here; only its storage event arrives.
    localStorage.setItem('stagepass.currency', '"EUR"');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'stagepass.currency' })));
    expect(result.current).toBe('EUR');
  });

  it('notifies its subscribers only about its own key', () => {
    const preference = createPreference('stagepass.test', isCurrency);
    let notified = 0;
    const stop = preference.subscribe(() => (notified += 1));
    window.dispatchEvent(new StorageEvent('storage', { key: 'stagepass.other' }));
    preference.set('EUR');
    stop();
    preference.clear();
    expect(notified).toBe(1);
  });
});
