import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, Promise<VapidKeys>>();

/**
 * The server's VAPID keys: `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (and `VAPID_SUBJECT`) from the environment when
 * set — every instance must share them; otherwise (the embedded default) a pair generated once into
 * `DATA_DIR/vapid.json`, so subscriptions survive restarts.
 */
export function vapidKeys(config: Pick<Config, 'DATA_DIR' | 'publicUrl'>): Promise<VapidKeys> {
  const subject =
    process.env.VAPID_SUBJECT ??
    (config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:no-reply@stagepass.local');
  const fromEnv = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY;
  if (fromEnv) {
    return Promise.resolve({
      publicKey: process.env.VAPID_PUBLIC_KEY ?? '',
      privateKey: process.env.VAPID_PRIVATE_KEY ?? '',
      subject,
    });
  }
  const file = path.resolve(config.DATA_DIR, 'vapid.json');
  let keys = cache.get(file);
  if (!keys) {
    keys = loadOrCreate(file, subject);
    cache.set(file, keys);
    keys.catch(() => cache.delete(file));
  }
  return keys;
}

async function loadOrCreate(file: string, subject: string): Promise<VapidKeys> {
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved) {
    const parsed = JSON.parse(saved) as { publicKey: string; privateKey: string };
    return { ...parsed, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  // `wx`: if two processes start at once, the second reads the first one's keys instead of overwriting them.
  const written = await writeFile(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 }).then(
    () => true,
    () => false,
  );
  if (!written) return loadOrCreate(file, subject);
  return { ...generated, subject };
}
