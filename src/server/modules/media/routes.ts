import { createRouter, defineRoute } from '../../http/route';
import { notFound } from '../../http/errors';
import { parseId, viewerOf } from '../content';
import { serveCaptionsFile } from './serve-captions-file';
import { servePublicFile } from './serve-public-file';
import { serveVideoFile } from './serve-video-file';
import { receivePart } from '../uploads/receive-part';

/** Mounted at /media. Tokens are optional: public files need none, videos decide per viewer. */
export const mediaRouter = createRouter('api');

defineRoute(
  mediaRouter,
  { method: 'get', path: '/public/:path{.+}', summary: 'A public image: cover, poster or avatar', access: 'public' },
  (c, { params }) => servePublicFile(c.var.deps, params.path ?? ''),
);

// Declared before the video's other files: `captions/<language>.vtt` would match those too.
defineRoute(
  mediaRouter,
  {
    method: 'get',
    path: '/v/:assetId/captions/:file',
    summary: 'A caption track of a video, for exactly the viewers who may play the video',
    access: 'public',
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
  },
  (c, { params, auth }) => {
    const assetId = parseId(params.assetId);
    if (!assetId) throw notFound();
    const grant = { u: c.req.query('u'), exp: c.req.query('exp'), sig: c.req.query('sig') };
    return serveVideoFile(c.var.deps, viewerOf(auth), assetId, params.file ?? '', c.req.header('range'), grant);
  },
);

defineRoute(
  mediaRouter,
  {
    method: 'put',
    path: '/uploads/:id/:part',
    summary: 'The bytes of one part of an upload (embedded storage), to the signed URL pre-signed answered',
    description: 'The signed URL is the credential: expired or altered → 403. Sending a part again replaces it.',
    access: 'public',
    // Piped to storage; receivePart refuses more bytes than the part's size.
    bodyLimit: 'streamed',
  },
  async (c, { params }) => {
    const query = { exp: c.req.query('exp'), sig: c.req.query('sig') };
    const part = await receivePart(c.var.deps, params.id ?? '', params.part ?? '', query, c.req.raw.body);
    c.header('ETag', part.etag);
    return c.json({ data: { number: part.number, size: part.size } });
  },
);
