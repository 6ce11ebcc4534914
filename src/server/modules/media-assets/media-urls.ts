import { posix } from 'node:path';
import type { ImageRef } from '@shared/schemas/content';

/**
 * Storage keys are paths relative to `DATA_DIR/files`. Keys under `public/` (covers, posters,
 * avatars) are served to anyone from /media/public/…; every other key is private and only reaches
 * a client as a /media/v/<assetId>/<file> URL that the server checks on each request.
 */
export const PUBLIC_KEY_PREFIX = 'public/';

export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_KEY_PREFIX);
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The URL of a public file. */
export function publicMediaUrl(key: string): string {
  return `/media/${encodePath(key)}`;
}

/**
 * An image as the spec shapes it. Both URLs name the stored original; clients ask for its WebP renditions
 * by adding `?w=` (src/shared/image-widths.ts). A private key is never turned into a URL, so a poster
 * cannot leak a gated file.
 */
export function imageRef(key: string | null | undefined): ImageRef | null {
  if (!key || !isPublicKey(key)) return null;
  const url = publicMediaUrl(key);
  return { crop_url: url, resize_url: url };
}

/** The gated URL of a video's entry file; its siblings (renditions, segments) share the folder. */
export function videoUrl(assetId: number, storageKey: string): string {
  return `/media/v/${assetId}/${encodePath(posix.basename(storageKey))}`;
}
