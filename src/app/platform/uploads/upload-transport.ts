import type {
  MediaAssetResource,
  PreSignedUploadInput,
  UploadTicket,
  MediaAssetResourceSchema,
  UploadTicketSchema,
} from '@shared/schemas/uploads';
import { api } from '@app/platform/api';
import type { OneOf } from '@app/platform/api';

/** The network an upload uses; the default speaks to the API, tests pass a fake. */
export interface UploadTransport {
  announce(input: PreSignedUploadInput, signal: AbortSignal): Promise<UploadTicket>;
  ticket(uploadId: string, signal: AbortSignal): Promise<UploadTicket>;
  /** PUTs one part's bytes; resolves to the ETag the target answered (S3 needs it back). */
  putPart(
    url: string,
    body: Blob,
    options: { contentType: string | null; onProgress(loaded: number): void; signal: AbortSignal },
  ): Promise<string | null>;
  receipt(uploadId: string, partNumber: number, etag: string, signal: AbortSignal): Promise<void>;
  complete(uploadId: string, signal: AbortSignal): Promise<MediaAssetResource>;
  cancel(uploadId: string): Promise<void>;
}

/** Thrown by `putPart` when the part did not arrive; `status` 0 means no answer (offline). */
export class PartFailed extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'offline' : `part upload answered ${status}`);
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function putWithXhr(
  url: string,
  body: Blob,
  {
    contentType,
    onProgress,
    signal,
  }: { contentType: string | null; onProgress(loaded: number): void; signal: AbortSignal },
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(xhr.getResponseHeader('ETag'))
        : reject(new PartFailed(xhr.status));
    xhr.onerror = () => reject(new PartFailed(0));
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export const apiUploadTransport: UploadTransport = {
  announce: async (input, signal) =>
    (await api.post<OneOf<typeof UploadTicketSchema>>('/api/media/s3/pre-signed', input, { signal })).data,
  ticket: async (id, signal) =>
    (await api.get<OneOf<typeof UploadTicketSchema>>(`/api/media/uploads/${id}`, { signal })).data,
  putPart: putWithXhr,
  receipt: async (id, number, etag, signal) => {
    await api.post(`/api/media/uploads/${id}/parts/${number}`, { etag }, { signal });
  },
  complete: async (id, signal) =>
    (await api.post<OneOf<typeof MediaAssetResourceSchema>>(`/api/media/uploads/${id}/complete`, undefined, { signal }))
      .data,
  cancel: async (id) => {
    await api.delete(`/api/media/uploads/${id}`);
  },
};
