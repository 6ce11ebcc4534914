import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { clearUserStores, resumeStore, trayStore, type TrayItem } from './storage';

const item: TrayItem = {
  playlistId: 3,
  playlistTitle: 'Warm-ups',
  page: 2,
  poster: 'https://cdn.test/p/100x100.jpg',
  title: 'Hip stretch',
  name: 'Ann',
  duration: 95.5,
  currentTimePosition: 42.1,
};

beforeEach(() => clearUserStores());

describe('trayStore', () => {
  it('keeps the tray item and tells subscribers', async () => {
    const listener = vi.fn();
    const stop = trayStore.subscribe(listener);
    await trayStore.set(item);
    expect(await trayStore.get()).toEqual(item);
    await trayStore.clear();
    expect(await trayStore.get()).toBeUndefined();
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored item of an older shape', async () => {
    await set('item', { playlistId: '3', title: 'old' }, createStore('stagepass-tray', 'keyval'));
    expect(await trayStore.get()).toBeUndefined();
  });

  it('refuses to store an incomplete item', async () => {
    await expect(trayStore.set({ ...item, page: undefined } as unknown as TrayItem)).rejects.toThrow();
  });
});

describe('resumeStore', () => {
  it('remembers the position per media id', async () => {
    await resumeStore.set(10, 61.5);
    await resumeStore.set('11', 3);
    expect(await resumeStore.get('10')).toBe(61.5);
    expect(await resumeStore.get(11)).toBe(3);
    expect(await resumeStore.get(12)).toBeUndefined();
  });

  it('ignores positions that are not a time', async () => {
    await resumeStore.set(10, Number.NaN);
    await resumeStore.set(10, -1);
    expect(await resumeStore.get(10)).toBeUndefined();
  });
});

describe('clearUserStores', () => {
  it('empties the tray and every resume position', async () => {
    await trayStore.set(item);
    await resumeStore.set(10, 5);
    await clearUserStores();
    expect(await trayStore.get()).toBeUndefined();
    expect(await resumeStore.get(10)).toBeUndefined();
  });
});

describe('resume entries', () => {
  it('keep the position with the length and the device time, and read a bare number an older app wrote', async () => {
    const entry = { position: 12.3, duration: 60, updated_at: '2026-01-01T10:00:00.000Z' };
    await resumeStore.setEntry(20, entry);
    expect(await resumeStore.getEntry(20)).toEqual(entry);
    await set('21', 42, createStore('stagepass-resume', 'keyval'));
    expect(await resumeStore.getEntry(21)).toMatchObject({ position: 42 });
    await resumeStore.setEntry(22, { position: -1, duration: 60, updated_at: entry.updated_at });
    expect(await resumeStore.getEntry(22)).toBeUndefined();
  });
});
