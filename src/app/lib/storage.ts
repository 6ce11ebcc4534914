import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

/**
 * Browser-side state that must survive reloads and work offline (ARCHITECTURE §4). Each store is
 * its own IndexedDB database: idb-keyval opens a database once with one object store, so two
 * stores sharing a database name would fail to open.
 */
const trayDb: UseStore = createStore('stagepass-tray', 'keyval');
const resumeDb: UseStore = createStore('stagepass-resume', 'keyval');

/** The playlist tray item (spec §3), checked when read because an older app version may have written it. */
export const trayItemSchema = v.object({
  playlistId: v.number(),
  playlistTitle: v.string(),
  page: v.number(),
  /** The 100×100 thumbnail URL. */
  poster: v.string(),
  title: v.string(),
  name: v.string(),
  duration: v.number(),
  currentTimePosition: v.number(),
});
export type TrayItem = v.InferOutput<typeof trayItemSchema>;

const TRAY_KEY = 'item';
const trayListeners = new Set<() => void>();
const notifyTray = () => trayListeners.forEach((listener) => listener());

export const trayStore = {
  async get(): Promise<TrayItem | undefined> {
    const parsed = v.safeParse(trayItemSchema, await get(TRAY_KEY, trayDb));
    return parsed.success ? parsed.output : undefined;
  },
  async set(item: TrayItem): Promise<void> {
    await set(TRAY_KEY, v.parse(trayItemSchema, item), trayDb);
    notifyTray();
  },
  async clear(): Promise<void> {
    await del(TRAY_KEY, trayDb);
    notifyTray();
  },
  /** The tray button re-reads the item when it changes. */
  subscribe(listener: () => void): () => void {
    trayListeners.add(listener);
    return () => trayListeners.delete(listener);
  },
};

/** Where each video was left, in seconds, so playback resumes there. */
export const resumeStore = {
  async get(mediaId: number | string): Promise<number | undefined> {
    const seconds: unknown = await get(String(mediaId), resumeDb);
    return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
  },
  async set(mediaId: number | string, seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    await set(String(mediaId), seconds, resumeDb);
  },
};

/** Forgets the signed-out user's tray and resume positions, so the next person on this device sees none of it. */
export async function clearUserStores(): Promise<void> {
  await Promise.all([clear(trayDb), clear(resumeDb)]);
  notifyTray();
}
