import { posix } from 'node:path';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { checkAssetAccess, type Viewer } from '../content';
import { filesRoot } from './files-root';
import { findAsset, ownsFolder } from './find-media-asset';
import { mimeTypeOf } from './mime-types';
import { realPathInside, resolveInside } from './resolve-file-path';
import { serveFile } from './serve-file';

/**
 * GET /media/v/<assetId>/<file>: a video's entry file, or a file beside it (renditions, segments),
 * checked against the gating rule on every request. Never cached by shared caches.
 */
export async function serveVideoFile(
  deps: Deps,
  viewer: Viewer,
  assetId: number,
  file: string,
  range: string | undefined,
): Promise<Response> {
  const asset = await findAsset(deps.db, assetId);
  if (!asset || asset.kind !== 'video') throw notFound();
  const verdict = await checkAssetAccess(deps.db, viewer, assetId, new Date(deps.clock.now()));
  if (verdict === 'missing') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
  const folder = posix.dirname(asset.storageKey);
  const isEntry = file === posix.basename(asset.storageKey);
  if (!isEntry && !(await ownsFolder(deps.db, asset.id, folder))) throw notFound();
  const root = filesRoot(deps.config);
  const full = resolveInside(root, `${folder}/${file}`);
  const real = full && (await realPathInside(root, full));
  const mimeType = isEntry ? asset.mimeType : mimeTypeOf(file);
  const response = real && (await serveFile(real, { mimeType, cacheControl: 'private, no-store', range }));
  if (!response) throw notFound();
  return response;
}
