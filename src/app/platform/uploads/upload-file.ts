import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { announcedType, type UploadPurpose } from '@shared/upload-limits';
import { PartFailed, type UploadTransport } from './upload-transport';

/** Tries per part before the upload pauses (then it resumes on `online` or a retry). */
export const PART_ATTEMPTS = 3;
const BACKOFF_MS = [1000, 3000];

export interface UploadProgress {
  /** Bytes that have arrived, of `total`. */
  loaded: number;
  total: number;
}

export interface UploadFileOptions {
  purpose: UploadPurpose;
  transport: UploadTransport;
  signal: AbortSignal;
  onProgress(progress: UploadProgress): void;
  /** Called once the upload id is known, so an interrupted upload can be resumed later. */
  onTicket?(ticket: UploadTicket): void;
  /** An upload of this same file that was interrupted: it resumes from the parts that arrived. */
  resumeId?: string | null;
  sleep?(ms: number): Promise<void>;
}

/** The upload stopped with the id to resume it by (the parts that arrived are kept). */
export class UploadInterrupted extends Error {
  constructor(
    readonly uploadId: string,
    readonly offline: boolean,
    override readonly cause: unknown,
  ) {
    super(offline ? 'offline' : 'interrupted');
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one file: announce (or resume), PUT each missing part with retries, report S3 ETags, then
 * complete. Parts go one after another so a phone's uplink is not split; progress counts the bytes
 * already received plus the part in flight.
 */
export async function uploadFile(file: File, options: UploadFileOptions): Promise<MediaAssetResource> {
  const { transport, signal } = options;
  const sleep = options.sleep ?? wait;
  let ticket: UploadTicket | null = null;
  if (options.resumeId) {
    ticket = await transport.ticket(options.resumeId, signal).catch(() => null);
    const usable = ticket?.size === file.size && (ticket.status === 'open' || ticket.status === 'completed');
    if (!usable) ticket = null;
  }
  ticket ??= await transport.announce(
    {
      filename: file.name || 'file',
      mime_type: announcedType(options.purpose, file),
      size: file.size,
      purpose: options.purpose,
    },
    signal,
  );
  options.onTicket?.(ticket);
  const uploadId = ticket.id;
  if (ticket.status === 'completed') return transport.complete(uploadId, signal);

  const received = new Map(ticket.parts.filter((p) => p.received).map((p) => [p.number, p.size]));
  const report = (inFlight = 0) =>
    options.onProgress({ loaded: [...received.values()].reduce((a, b) => a + b, 0) + inFlight, total: file.size });
  report();

  for (const part of ticket.parts) {
    if (received.has(part.number)) continue;
    let url = part.url;
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!url) throw new PartFailed(403);
        const etag = await transport.putPart(url, file.slice(part.offset, part.offset + part.size), {
          contentType: ticket.target === 's3' && ticket.parts.length === 1 ? ticket.mime_type : null,
          onProgress: (loaded) => report(Math.min(loaded, part.size)),
          signal,
        });
        if (ticket.target === 's3') await transport.receipt(uploadId, part.number, etag ?? '', signal);
        received.set(part.number, part.size);
        report();
        break;
      } catch (error) {
        if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
        const offline = error instanceof PartFailed && error.status === 0;
        if (attempt >= PART_ATTEMPTS) throw new UploadInterrupted(uploadId, offline, error);
        // An expired URL (403) is refreshed; other failures wait a little and try the same part again.
        if (error instanceof PartFailed && error.status === 403) {
          const fresh = await transport.ticket(uploadId, signal).catch(() => null);
          url = fresh?.parts.find((p) => p.number === part.number)?.url ?? url;
        } else {
          await sleep(BACKOFF_MS[attempt - 1] ?? 3000);
        }
        report();
      }
    }
  }
  return transport.complete(uploadId, signal);
}

/** Where an interrupted upload's id is kept, per file, so reopening the page resumes it. */
const RESUME_PREFIX = 'stagepass.upload.';

export function resumeKeyOf(file: File, purpose: UploadPurpose): string {
  return `${RESUME_PREFIX}${purpose}:${file.name}:${file.size}:${file.lastModified}`;
}

export const resumeIds = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, id: string): void {
    try {
      localStorage.setItem(key, id);
    } catch {
      // Private browsing without storage: resuming after a reload is simply not offered.
    }
  },
  clear(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
