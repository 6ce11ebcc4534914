import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { uploadParts, uploads } from '../../db/schema';
import { AppError, forbidden, invalidField, notFound } from '../../http/errors';
import { LocalStorage, storageFor } from '../../services/storage';
import { verify } from '../media-assets/url-signing';
import { partBounds } from './upload-ticket';

/** Where the parts of a local upload wait until completion joins them. */
export const partsFolder = (uploadId: string) => `private/upload-parts/${uploadId}`;
export const partKey = (uploadId: string, number: number) => `${partsFolder(uploadId)}/${number}`;

class TooLarge extends Error {}

/**
 * PUT /media/uploads/:id/:part?exp&sig — one part of a local upload. The signed URL is the
 * credential (the browser sends no token); an expired or altered one is refused with 403 before a
 * byte is stored. Sending a part again replaces it, so a retried part after a dropped connection is safe.
 */
export async function receivePart(
  deps: Deps,
  uploadId: string,
  partParam: string,
  query: { exp?: string | undefined; sig?: string | undefined },
  body: ReadableStream<Uint8Array> | null,
): Promise<{ number: number; size: number; etag: string }> {
  if (!/^\d{1,5}$/.test(partParam)) throw notFound();
  const number = Number(partParam);
  const check = verify(query.sig, query.exp, deps.clock.now(), 'upload', uploadId, number);
  if (check === 'invalid') throw forbidden(UploadDescriptors.signatureInvalid);
  if (check === 'expired') throw forbidden(UploadDescriptors.signatureExpired);

  const storage = storageFor(deps.config);
  if (!(storage instanceof LocalStorage)) throw notFound();
  const [upload] = await deps.db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  if (!upload) throw notFound();
  if (upload.status !== 'open') throw invalidField('upload', UploadDescriptors.notOpen);
  if (number < 1 || number > upload.partCount) throw invalidField('part', UploadDescriptors.partInvalid);
  const expected = partBounds(upload, number).size;

  const file = storage.pathOf(partKey(uploadId, number));
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await mkdir(path.dirname(file), { recursive: true });
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > expected ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body ? Readable.fromWeb(body as never) : Readable.from([]), limit, createWriteStream(temp));
  } catch (error) {
    await rm(temp, { force: true });
    if (error instanceof TooLarge) throw invalidField('part', UploadDescriptors.partTooLarge);
    // A connection dropped mid-part: nothing is recorded, the client sends the part again.
    throw new AppError(400, UploadDescriptors.partsMissing);
  }
  if (size !== expected) {
    await rm(temp, { force: true });
    throw invalidField('part', UploadDescriptors.partsMissing);
  }
  await rename(temp, file);
  const etag = `"${uploadId}-${number}-${size}"`;
  await deps.db
    .insert(uploadParts)
    .values({ uploadId, number, size, etag })
    .onConflictDoUpdate({
      target: [uploadParts.uploadId, uploadParts.number],
      set: { size, etag, receivedAt: new Date(deps.clock.now()) },
    });
  return { number, size, etag };
}

/** S3 mode: the browser PUT the part straight to the bucket and reports the ETag it got back. */
export async function recordS3Part(
  deps: Deps,
  upload: typeof uploads.$inferSelect,
  number: number,
  etag: string,
): Promise<void> {
  if (upload.status !== 'open') throw invalidField('upload', UploadDescriptors.notOpen);
  if (number < 1 || number > upload.partCount) throw invalidField('part', UploadDescriptors.partInvalid);
  const size = partBounds(upload, number).size;
  await deps.db
    .insert(uploadParts)
    .values({ uploadId: upload.id, number, size, etag })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.number], set: { size, etag } });
}
