import { Permission } from '@shared/permissions';
import * as v from 'valibot';
import { AttachCaptionsSchema, StudioCaptionSchema } from '@shared/schemas/captions';
import { One } from '@shared/schemas/envelope';
import {
  AttachedMediaSchema,
  AttachMediaSchema,
  MediaAssetResourceSchema,
  PreSignedUploadSchema,
  UploadPartReceiptSchema,
  UploadPartReceivedSchema,
  UploadTicketSchema,
} from '@shared/schemas/uploads';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, noContent, one } from '../../http/route';
import { storageFor } from '../../services/storage';
import { parseId } from '../content';
import { userIdOf } from '../fan';
import { attachCaptions, removeCaptions } from '../media/attach-captions';
import { attachMedia } from '../media/attach-media';
import { getOwnAsset, retryAsset } from '../media/retry-asset';
import { cancelUpload } from './cancel-upload';
import { completeUpload } from './complete-upload';
import { createUpload } from './create-upload';
import { findOwnUpload } from './find-upload';
import { recordS3Part } from './receive-part';
import { loadParts, uploadTicket } from './upload-ticket';

/** Mounted at /api: uploads (announce, resume, complete, cancel), a creator's media assets, attach-media, captions. */
export const uploadsRouter = createRouter('api');

const signedIn = { access: 'user' } as const;
const UPLOAD_ID = /^[A-Za-z0-9_-]{10,64}$/;

function uploadId(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!UPLOAD_ID.test(id)) throw notFound();
  return id;
}

function numericParam(value: string | undefined): number {
  const id = parseId(value);
  if (!id) throw notFound();
  return id;
}

defineRoute(
  uploadsRouter,
  {
    method: 'post',
    path: '/media/s3/pre-signed',
    summary: 'Announce a file: answers an upload id and signed URLs for its parts',
    description:
      'Type and size are checked against the purpose’s limits here and against the bytes on completion. Files over the part size travel in parts; PUT each part’s bytes to its URL.',
    ...signedIn,
    body: PreSignedUploadSchema,
    responses: { 201: One(UploadTicketSchema) },
    refusals: [403],
  },
  async (c, { auth, body }) => one(c, await createUpload(c.var.deps, userIdOf(auth), body), 201),
);

defineRoute(
  uploadsRouter,
  {
    method: 'get',
    path: '/media/uploads/:id',
    summary: 'One of your uploads: the parts that arrived and fresh URLs for the rest (to resume)',
    ...signedIn,
    responses: { 200: One(UploadTicketSchema) },
  },
  async (c, { auth, params }) => {
    const { deps } = c.var;
    const upload = await findOwnUpload(deps.db, userIdOf(auth), uploadId(params));
    const parts = await loadParts(deps.db, upload.id);
    return one(c, await uploadTicket(storageFor(deps.config), upload, parts, deps.clock.now()));
  },
);

defineRoute(
  uploadsRouter,
  {
    method: 'post',
    path: '/media/uploads/:id/parts/:number',
    summary: 'S3 uploads: report the ETag the bucket answered for a part',
    ...signedIn,
    body: UploadPartReceiptSchema,
    responses: { 200: One(UploadPartReceivedSchema) },
  },
  async (c, { auth, params, body }) => {
    const { deps } = c.var;
    const upload = await findOwnUpload(deps.db, userIdOf(auth), uploadId(params));
    if (storageFor(deps.config).kind !== 's3') throw notFound();
    const number = numericParam(params.number);
    await recordS3Part(deps, upload, number, body.etag);
    return one(c, { number, received: true as const });
  },
);

defineRoute(
  uploadsRouter,
  {
    method: 'post',
    path: '/media/uploads/:id/complete',
    summary: 'Finish an upload: the bytes are checked and the file becomes a media asset (videos are queued)',
    ...signedIn,
    responses: { 201: One(MediaAssetResourceSchema) },
  },
  async (c, { auth, params }) => one(c, await completeUpload(c.var.deps, userIdOf(auth), uploadId(params)), 201),
);

defineRoute(
  uploadsRouter,
  {
    method: 'delete',
    path: '/media/uploads/:id',
    summary: 'Cancel an upload and drop its parts',
    ...signedIn,
    responses: { 204: null },
  },
  async (c, { auth, params }) => {
    await cancelUpload(c.var.deps, userIdOf(auth), uploadId(params));
    return noContent(c);
  },
);

defineRoute(
  uploadsRouter,
  {
    method: 'get',
    path: '/media/:assetId{[0-9]+}',
    summary: 'One of your media assets: status 0 processing, 1 ready, 255 failed (with the error)',
    ...signedIn,
    responses: { 200: One(MediaAssetResourceSchema) },
  },
  async (c, { auth, params }) => one(c, await getOwnAsset(c.var.deps, userIdOf(auth), numericParam(params.assetId))),
);

defineRoute(
  uploadsRouter,
  {
    method: 'post',
    path: '/media/:assetId{[0-9]+}/retry',
    summary: 'Process a failed video again',
    ...signedIn,
    responses: { 200: One(MediaAssetResourceSchema) },
  },
  async (c, { auth, params }) => one(c, await retryAsset(c.var.deps, userIdOf(auth), numericParam(params.assetId))),
);

defineRoute(
  uploadsRouter,
  {
    method: 'put',
    path: '/content/:id/attach-media',
    summary: 'Link your uploads to your content: cover, teaser, main video, ordered additional videos',
    ...signedIn,
    permissions: [Permission.creator],
    body: AttachMediaSchema,
    responses: { 200: One(AttachedMediaSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await attachMedia(c.var.deps, userIdOf(auth), numericParam(params.id), body)),
);

defineRoute(
  uploadsRouter,
  {
    method: 'put',
    path: '/content/:id/videos/:videoId/captions',
    summary: 'Give a main or additional video of your content captions in a language (replaces that language’s file)',
    description:
      'Upload the .vtt file first (purpose content), then name its asset as `file`. Answers the video’s tracks.',
    ...signedIn,
    permissions: [Permission.creator],
    body: AttachCaptionsSchema,
    responses: { 200: One(v.array(StudioCaptionSchema)) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await attachCaptions(c.var.deps, userIdOf(auth), numericParam(params.id), numericParam(params.videoId), body),
    ),
);

defineRoute(
  uploadsRouter,
  {
    method: 'delete',
    path: '/content/:id/videos/:videoId/captions/:language',
    summary: 'Remove a video’s captions in one language, with their file',
    ...signedIn,
    permissions: [Permission.creator],
    responses: { 200: One(v.array(StudioCaptionSchema)) },
  },
  async (c, { auth, params }) =>
    one(
      c,
      await removeCaptions(
        c.var.deps,
        userIdOf(auth),
        numericParam(params.id),
        numericParam(params.videoId),
        params.language ?? '',
      ),
    ),
);
