import path from 'node:path';
import type { ImageWidth } from '@shared/image-widths';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { createLogger } from '../../logger';
import { filesRoot } from '../../services/storage/files-root';
import { findAssetByKey, type StoredAsset } from './find-media-asset';
import { PUBLIC_KEY_PREFIX } from '../media-assets/media-urls';
import { ensureRendition, hasRenditions, renditionKey, RENDITION_MIME } from './image-renditions';
import { realPathInside, resolveInside } from './resolve-file-path';
import { serveFile, serveObject } from './serve-file';
import { storageFor, type Storage } from '../../services/storage';

/** Public file names carry a content hash, so a year of caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/public/<path>: a cover, poster or avatar, typed by its asset row; with `width`, its WebP
 * rendition at most that wide (made on this request if no upload job made it before).
 */
export async function servePublicFile(deps: Deps, relative: string, width?: ImageWidth): Promise<Response> {
  const publicRoot = path.join(filesRoot(deps.config), PUBLIC_KEY_PREFIX);
  const full = resolveInside(publicRoot, relative);
  if (!full) throw notFound();
  const asset = await findAssetByKey(deps.db, PUBLIC_KEY_PREFIX + relative);
  if (!asset) throw notFound();
  const storage = storageFor(deps.config);
  if (width) {
    // A local original must be a real file inside the folder (no symlink out) before it is read to be resized.
    if (storage.kind === 'local' && !(await realPathInside(publicRoot, full))) throw notFound();
    return serveRendition(deps, storage, asset, width);
  }
  if (storage.kind === 's3') {
    const object = await serveObject(storage, asset.storageKey, { mimeType: asset.mimeType, cacheControl: IMMUTABLE });
    if (object) return object;
  }
  const real = await realPathInside(publicRoot, full);
  const response = real && (await serveFile(real, { mimeType: asset.mimeType, cacheControl: IMMUTABLE }));
  if (!response) throw notFound();
  return response;
}

async function serveRendition(deps: Deps, storage: Storage, asset: StoredAsset, width: ImageWidth) {
  if (!hasRenditions(asset)) throw notFound();
  const key = renditionKey(asset.storageKey, width);
  const options = { mimeType: RENDITION_MIME, cacheControl: IMMUTABLE };
  const stored = await serveObject(storage, key, options);
  if (stored) return stored;
  if (!(await ensureRendition(storage, asset.storageKey, width))) {
    createLogger(deps.config.LOG_LEVEL).info(`image ${asset.id} has no rendition: its file is missing or unreadable`);
    throw notFound();
  }
  const made = await serveObject(storage, key, options);
  if (!made) throw notFound();
  return made;
}
