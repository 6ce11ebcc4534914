import { createRouter, defineRoute, mediaBody } from '../../http/route';
import { notFound } from '../../http/errors';
import { parseId, viewerOf } from '../content';
import { serveCaptionsFile } from './serve-captions-file';
import { RenditionQuerySchema } from './rendition-query';
import { servePublicFile } from './serve-public-file';
import { serveVideoFile } from './serve-video-file';

/** Mounted at /media. Tokens are optional: public files need none, videos decide per viewer. */
export const mediaRouter = createRouter('api');

defineRoute(
  mediaRouter,
  {
    method: 'get',
    path: '/public/:path{.+}',
    summary: 'A public image: cover, poster or avatar; with `w`, a WebP rendition at most that wide',
    access: 'public',
    query: RenditionQuerySchema,
    responses: { 200: mediaBody('image/*', 'The image, cacheable for good (its name changes with it)') },
  },
  (c, { params, query }) => servePublicFile(c.var.deps, params.path ?? '', query.w),
);

// Declared before the video's other files: `captions/<language>.vtt` would match those too.
defineRoute(
  mediaRouter,
  {
    method: 'get',
    path: '/v/:assetId/captions/:file',
    summary: 'A caption track of a video, for exactly the viewers who may play the video',
    access: 'public',
    responses: { 200: mediaBody('text/vtt', 'The WebVTT track') },
    refusals: [403],
  },
  (c, { params, auth }) => {
    const videoId = parseId(params.assetId);
    if (!videoId) throw notFound();
    const grant = { u: c.req.query('u'), exp: c.req.query('exp'), sig: c.req.query('sig') };
    return serveCaptionsFile(c.var.deps, viewerOf(auth), videoId, params.file ?? '', grant);
  },
);

defineRoute(
  mediaRouter,
  {
    method: 'get',
    path: '/v/:assetId/:file{.+}',
    summary: 'A video file, for viewers who bought the content, own it, or when it is free',
    access: 'public',
    responses: {
      200: mediaBody('*/*', 'The file: an HLS playlist (its segment URLs signed), a segment or the whole video'),
      206: mediaBody('*/*', 'The bytes of the Range asked for'),
      416: null,
    },
    refusals: [403],
  },
  (c, { params, auth }) => {
    const assetId = parseId(params.assetId);
    if (!assetId) throw notFound();
    const grant = { u: c.req.query('u'), exp: c.req.query('exp'), sig: c.req.query('sig') };
    return serveVideoFile(c.var.deps, viewerOf(auth), assetId, params.file ?? '', c.req.header('range'), grant);
  },
);
