import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { LocalStorage, storageFor } from '../../services/storage';
import { checkAssetAccess, type Viewer } from '../content';
import { filesRoot } from '../../services/storage/files-root';
import { findAsset, ownsFolder, type StoredAsset } from './find-media-asset';
import { mimeTypeOf } from './mime-types';
import { realPathInside, resolveInside } from './resolve-file-path';
import { serveFile, serveObject } from './serve-file';
import { checkVideoGrant, videoGrantQuery } from '../media-assets/url-signing';

export interface GrantQuery {
  u?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}

const PLAYLIST_MIME = 'application/vnd.apple.mpegurl';

const hasGrant = (grant: GrantQuery) => grant.u !== undefined || grant.exp !== undefined || grant.sig !== undefined;

/**
 * The one check in front of every file of a video (its HLS files and its caption tracks): the viewer
 * is the one a signed grant names, or else the bearer token's; an expired or altered grant is 403;
 * then the gating rule for that viewer. Answers the video asset.
 */
export async function authorizeVideo(
  deps: Deps,
  bearerViewer: Viewer,
  assetId: number,
  grant: GrantQuery,
): Promise<{ asset: StoredAsset; signed: boolean }> {
  const signed = hasGrant(grant);
  let viewer = bearerViewer;
  if (signed) {
    const check = checkVideoGrant(assetId, grant, deps.clock.now());
    if (check.verdict !== 'valid') {
      throw forbidden(
        check.verdict === 'expired' ? UploadDescriptors.signatureExpired : UploadDescriptors.signatureInvalid,
      );
    }
    viewer = check.viewerId === null ? null : { id: check.viewerId };
  }
  const asset = await findAsset(deps.db, assetId);
  if (!asset || asset.kind !== 'video') throw notFound();
  const verdict = await checkAssetAccess(deps.db, viewer, assetId, new Date(deps.clock.now()));
  if (verdict === 'missing') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
  return { asset, signed };
}

/**
 * GET /media/v/<assetId>/<file>: a video's entry file, or a file beside it (renditions, segments),
 * checked against the gating rule on every request. The viewer is the one a signed `?u&exp&sig`
 * grant names (what the content API hands out, so players need no token), or else the bearer
 * token's; an expired or altered grant is 403. Never cached by shared caches.
 */
export async function serveVideoFile(
  deps: Deps,
  bearerViewer: Viewer,
  assetId: number,
  file: string,
  range: string | undefined,
  grant: GrantQuery = {},
): Promise<Response> {
  const { asset, signed } = await authorizeVideo(deps, bearerViewer, assetId, grant);
  const folder = posix.dirname(asset.storageKey);
  const isEntry = file === posix.basename(asset.storageKey);
  if (!isEntry && !(await ownsFolder(deps.db, asset.id, folder))) throw notFound();
  const mimeType = isEntry ? asset.mimeType : mimeTypeOf(file);
  const options = { mimeType, cacheControl: 'private, no-store', range };

  const storage = storageFor(deps.config);
  const root = filesRoot(deps.config);
  const full = resolveInside(root, `${folder}/${file}`);
  if (!full) throw notFound();
  if (signed && mimeType === PLAYLIST_MIME) {
    // Relative URIs inside a playlist lose the query string: each one is given the same grant.
    const text =
      storage instanceof LocalStorage
        ? await realPathInside(root, full).then((real) => (real ? readFile(real).catch(() => null) : null))
        : await storage.get(`${folder}/${file}`);
    if (!text) throw notFound();
    const query = videoGrantQuery({ u: grant.u!, exp: grant.exp!, sig: grant.sig! });
    return new Response(withGrant(text.toString('utf8'), query), {
      headers: { 'Content-Type': PLAYLIST_MIME, 'Cache-Control': 'private, no-store' },
    });
  }
  const response =
    storage instanceof LocalStorage
      ? await realPathInside(root, full).then((real) => (real ? serveFile(real, options) : null))
      : await serveObject(storage, `${folder}/${file}`, options);
  if (!response) throw notFound();
  return response;
}

/** Appends the grant to every relative URI of an HLS playlist (plain lines and URI="…" attributes). */
export function withGrant(playlist: string, query: string): string {
  const add = (uri: string) =>
    /^[a-z][a-z0-9+.-]*:|^\//i.test(uri) ? uri : `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_m, uri: string) => `URI="${add(uri)}"`);
      return add(trimmed);
    })
    .join('\n');
}
