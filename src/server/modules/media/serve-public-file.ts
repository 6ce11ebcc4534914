import path from 'node:path';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { filesRoot } from '../../services/storage/files-root';
import { findAssetByKey } from './find-media-asset';
import { PUBLIC_KEY_PREFIX } from '../media-assets/media-urls';
import { realPathInside, resolveInside } from './resolve-file-path';
import { serveFile, serveObject } from './serve-file';
import { storageFor } from '../../services/storage';

/** Public file names carry a content hash, so a year of caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/public/<path>: a cover, poster or avatar, typed by its asset row. */
export async function servePublicFile(deps: Deps, relative: string): Promise<Response> {
  const publicRoot = path.join(filesRoot(deps.config), PUBLIC_KEY_PREFIX);
  const full = resolveInside(publicRoot, relative);
  if (!full) throw notFound();
  const asset = await findAssetByKey(deps.db, PUBLIC_KEY_PREFIX + relative);
  const storage = storageFor(deps.config);
  if (asset && storage.kind === 's3') {
    const object = await serveObject(storage, PUBLIC_KEY_PREFIX + relative, {
      mimeType: asset.mimeType,
      cacheControl: IMMUTABLE,
    });
    if (object) return object;
  }
  const real = asset && (await realPathInside(publicRoot, full));
  const response = real && (await serveFile(real, { mimeType: asset.mimeType, cacheControl: IMMUTABLE }));
  if (!response) throw notFound();
  return response;
}
