import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@shared/image-widths';
import type { Storage } from '../../services/storage';
import { isPublicKey } from '../media-assets/media-urls';

export const RENDITION_MIME = 'image/webp';

/**
 * Where a rendition is stored: beside its original, so it stays under `public/`. No asset row names it, so
 * /media/public never serves it by this key: only as `?w=` of its original, from a width in IMAGE_WIDTHS.
 */
export const renditionKey = (key: string, width: ImageWidth) => `${key}.w${width}.webp`;

/** Public images have renditions; a video's files and anything private never do. */
export const hasRenditions = (asset: { storageKey: string; mimeType: string }) =>
  isPublicKey(asset.storageKey) && asset.mimeType.startsWith('image/');

/** At most `width` wide, never enlarged, turned upright by its orientation tag and without the photo's metadata. */
async function render(original: Buffer, width: ImageWidth): Promise<Buffer | null> {
  try {
    return await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores the renditions of `key` that are missing (the original is read once for all of them). Answers false
 * when the original is gone or cannot be decoded. Two instances making the same one at once is harmless: each
 * put stores a whole file, and both are the same picture.
 */
export async function makeRenditions(
  storage: Storage,
  key: string,
  widths: readonly ImageWidth[] = IMAGE_WIDTHS,
): Promise<boolean> {
  const missing: ImageWidth[] = [];
  for (const width of widths) if (!(await storage.head(renditionKey(key, width)))) missing.push(width);
  if (missing.length === 0) return true;
  const original = await storage.get(key);
  if (!original) return false;
  for (const width of missing) {
    const bytes = await render(original, width);
    if (!bytes) return false;
    await storage.put(renditionKey(key, width), bytes, RENDITION_MIME);
  }
  return true;
}

/** Renditions being made for a request, per storage: a page asking for one cover twice at once makes it once. */
const inFlight = new WeakMap<Storage, Map<string, Promise<boolean>>>();

/** One rendition, made now if it is missing (an upload's job may not have run yet, or failed). */
export function ensureRendition(storage: Storage, key: string, width: ImageWidth): Promise<boolean> {
  const pending = inFlight.get(storage) ?? new Map<string, Promise<boolean>>();
  inFlight.set(storage, pending);
  const target = renditionKey(key, width);
  let made = pending.get(target);
  if (!made) {
    made = makeRenditions(storage, key, [width]).finally(() => pending.delete(target));
    pending.set(target, made);
  }
  return made;
}
