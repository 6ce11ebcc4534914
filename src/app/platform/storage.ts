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
  /** Which video of the playlist (absent in items an older app version wrote). */
  mediaId: v.optional(v.number()),
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

/** Where a video was left: seconds in, its length, and when this device recorded it (ISO time). */
export interface ResumeEntry {
  position: number;
  duration: number;
  updated_at: string;
}

const resumeEntrySchema = v.object({
  position: v.pipe(v.number(), v.finite(), v.minValue(0)),
  duration: v.pipe(v.number(), v.finite(), v.minValue(0)),
  updated_at: v.string(),
});

/** Where each video was left, so playback resumes there. An older app version stored bare seconds. */
export const resumeStore = {
  async getEntry(mediaId: number | string): Promise<ResumeEntry | undefined> {
    const stored: unknown = await get(String(mediaId), resumeDb);
    if (typeof stored === 'number' && Number.isFinite(stored)) {
      return { position: stored, duration: 0, updated_at: new Date(0).toISOString() };
    }
    const parsed = v.safeParse(resumeEntrySchema, stored);
    return parsed.success ? parsed.output : undefined;
  },
  async setEntry(mediaId: number | string, entry: ResumeEntry): Promise<void> {
    if (!v.is(resumeEntrySchema, entry)) return;
    await set(String(mediaId), entry, resumeDb);
  },
  async get(mediaId: number | string): Promise<number | undefined> {
    return (await this.getEntry(mediaId))?.position;
  },
  async set(mediaId: number | string, seconds: number, duration = 0): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    await this.setEntry(mediaId, { position: seconds, duration, updated_at: new Date().toISOString() });
  },
};

/**
 * Per-user stores of other features, opened here so sign-out clears them even when their feature
 * never loaded in this session: practice settings per video, the downloads' index, failed offline changes.
 */
export const practiceDb: UseStore = createStore('stagepass-practice', 'keyval');
export const downloadsDb: UseStore = createStore('stagepass-downloads', 'keyval');
/** Offline changes whose replay failed, listed to the person until dismissed. */
export const offlineDb: UseStore = createStore('stagepass-offline', 'keyval');

/** Forgets the signed-out user's tray, resume positions, practice settings and downloads index, so the next person on this device sees none of it. */
export async function clearUserStores(): Promise<void> {
  await Promise.all([clear(trayDb), clear(resumeDb), clear(practiceDb), clear(downloadsDb), clear(offlineDb)]);
  notifyTray();
}
