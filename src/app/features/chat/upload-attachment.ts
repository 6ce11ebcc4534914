import type { MediaAssetResource, MediaAssetResourceSchema, UploadTicketSchema } from '@shared/schemas/uploads';
import { api } from '@app/platform/api';
import type { OneOf } from '@app/platform/api';

/** PUTs one part with progress (fetch reports no upload progress). */
function putPart(
  url: string,
  body: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(xhr.getResponseHeader('ETag'))
        : reject(new Error(`upload ${xhr.status}`));
    xhr.onerror = () => reject(new Error('offline'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    xhr.send(body);
  });
}

/**
 * Uploads a chat attachment through MEDIA's pre-signed uploads under the spec's chat names:
 * `POST /api/chat/pre-sign/upload`, a PUT per part to its signed URL (S3 parts report their ETag), then
 * `POST /api/chat/file-uploaded`, which checks the bytes and answers the asset to send with the message.
 */
export async function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<MediaAssetResource> {
  const { data: ticket } = await api.post<OneOf<typeof UploadTicketSchema>>('/api/chat/pre-sign/upload', {
    filename: file.name,
    mime_type: file.type || 'application/octet-stream',
    size: file.size,
  });
  const done = new Map<number, number>();
  const report = () => onProgress([...done.values()].reduce((a, b) => a + b, 0) / Math.max(1, file.size));
  for (const part of ticket.parts) {
    if (part.received || !part.url) continue;
    const etag = await putPart(
      part.url,
      file.slice(part.offset, part.offset + part.size),
      (loaded) => {
        done.set(part.number, loaded);
        report();
      },
      signal,
    );
    if (ticket.target === 's3' && etag) {
      await api.post(`/api/media/uploads/${ticket.id}/parts/${part.number}`, { etag });
    }
  }
  const { data: asset } = await api.post<OneOf<typeof MediaAssetResourceSchema>>('/api/chat/file-uploaded', {
    upload_id: ticket.id,
  });
  return asset;
}
