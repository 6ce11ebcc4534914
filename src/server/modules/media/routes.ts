import { createRouter, defineRoute } from '../../http/route';
import { notFound } from '../../http/errors';
import { parseId, viewerOf } from '../content';
import { servePublicFile } from './serve-public-file';
import { serveVideoFile } from './serve-video-file';

/** Mounted at /media. Tokens are optional: public files need none, videos decide per viewer. */
export const mediaRouter = createRouter('api');

defineRoute(
  mediaRouter,
  { method: 'get', path: '/public/:path{.+}', summary: 'A public image: cover, poster or avatar', access: 'public' },
  (c, { params }) => servePublicFile(c.var.deps, params.path ?? ''),
);

defineRoute(
  mediaRouter,
  {
    method: 'get',
    path: '/v/:assetId/:file{.+}',
    summary: 'A video file, for viewers who bought the content, own it, or when it is free',
    access: 'public',
  },
  (c, { params, auth }) => {
    const assetId = parseId(params.assetId);
    if (!assetId) throw notFound();
    return serveVideoFile(c.var.deps, viewerOf(auth), assetId, params.file ?? '', c.req.header('range'));
  },
);
