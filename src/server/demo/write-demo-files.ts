import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlannedImage } from './plan-types';

/** Writes the generated pictures under the files root, a few at a time. Keys were made safe by `hashedKey`. */
export async function writeDemoFiles(root: string, images: PlannedImage[]): Promise<void> {
  const folders = new Set(images.map((image) => path.dirname(path.join(root, image.key))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const BATCH = 64;
  for (let i = 0; i < images.length; i += BATCH) {
    await Promise.all(images.slice(i, i + BATCH).map((image) => writeFile(path.join(root, image.key), image.svg)));
  }
}
