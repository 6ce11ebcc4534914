import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PlannedImage } from './plan-types';

/**
 * Demo pictures are drawn as SVG and stored as WebP: a browser decodes a raster off its main thread, while it
 * parses every SVG as a document on it. Effort 2 of 6 draws one in a third of the default's time, hardly larger.
 */
export const DEMO_PICTURE_MIME = 'image/webp';
const toWebp = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();

/** Bytes of each stored picture, by key, for its asset row. */
export type PictureSizes = ReadonlyMap<string, number>;

/**
 * Writes the generated pictures under the files root, a few at a time (sharp draws them on its own threads).
 * Keys were made safe by `hashedKey`.
 */
export async function writeDemoFiles(root: string, images: PlannedImage[]): Promise<PictureSizes> {
  const folders = new Set(images.map((image) => path.dirname(path.join(root, image.key))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const sizes = new Map<string, number>();
  const BATCH = 8;
  for (let i = 0; i < images.length; i += BATCH) {
    await Promise.all(
      images.slice(i, i + BATCH).map(async (image) => {
        const bytes = await toWebp(image.svg);
        await writeFile(path.join(root, image.key), bytes);
        sizes.set(image.key, bytes.length);
      }),
    );
  }
  return sizes;
}
