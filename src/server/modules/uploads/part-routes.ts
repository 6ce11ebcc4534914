import { One } from '@shared/schemas/envelope';
import { UploadPartStoredSchema } from '@shared/schemas/uploads';
import { createRouter, defineRoute, one } from '../../http/route';
import { receivePart } from './receive-part';

/** Mounted at /media beside the media router: the embedded storage's stand-in for S3's pre-signed part URLs. */
export const uploadPartsRouter = createRouter('api');

defineRoute(
  uploadPartsRouter,
  {
    method: 'put',
    path: '/uploads/:id/:part',
    summary: 'The bytes of one part of an upload (embedded storage), to the signed URL pre-signed answered',
    description: 'The signed URL is the credential: expired or altered → 403. Sending a part again replaces it.',
    access: 'public',
    // Piped to storage; receivePart refuses more bytes than the part's size.
    bodyLimit: 'streamed',
    responses: { 200: One(UploadPartStoredSchema) },
    refusals: [400, 403],
  },
  async (c, { params }) => {
    const query = { exp: c.req.query('exp'), sig: c.req.query('sig') };
    const part = await receivePart(c.var.deps, params.id ?? '', params.part ?? '', query, c.req.raw.body);
    c.header('ETag', part.etag);
    return one(c, { number: part.number, size: part.size });
  },
);
