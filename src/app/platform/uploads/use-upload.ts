import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { announcedType, checkUpload, uploadTypeFor, type UploadKind, type UploadPurpose } from '@shared/upload-limits';
import { isApiError } from '@app/platform/api';
import { refusalOf, refusalText } from '@app/platform/errors';
import { resumeIds, resumeKeyOf, uploadFile, UploadInterrupted } from './upload-file';
import { apiUploadTransport, type UploadTransport } from './upload-transport';

/** Why a file was not taken: the field turns these into words a person can act on. */
export type UploadProblem =
  | { kind: 'type' }
  | { kind: 'size'; max: number }
  | { kind: 'empty' }
  /** The server refused it (already in the reader's language). */
  | { kind: 'server'; message: string }
  /** Something else went wrong; retrying may help. */
  | { kind: 'failed' };

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; loaded: number; total: number }
  /** Stopped by the network; resumes by itself when the device is back online, or on retry. */
  | { status: 'paused'; file: File; loaded: number; total: number; offline: boolean }
  | { status: 'done'; file: File; asset: MediaAssetResource }
  | { status: 'error'; file: File | null; problem: UploadProblem };

export interface UseUploadOptions {
  purpose: UploadPurpose;
  /** Only these kinds are accepted (e.g. images for a cover). */
  kinds?: readonly UploadKind[];
  onUploaded?(asset: MediaAssetResource): void;
  transport?: UploadTransport;
}

/** The same rules the API applies, checked before a byte is sent. */
export function checkFile(file: File, purpose: UploadPurpose, kinds?: readonly UploadKind[]): UploadProblem | null {
  const mime = announcedType(purpose, file);
  const type = uploadTypeFor(purpose, mime);
  if (!type || (kinds && !kinds.includes(type.kind))) return { kind: 'type' };
  const refusal = checkUpload(purpose, mime, file.size);
  if (!refusal) return null;
  return file.size === 0 ? { kind: 'empty' } : { kind: 'size', max: type.maxBytes };
}

/**
 * Uploads one file at a time in parts, with progress, retries, resume (after a dropped connection,
 * when the device comes back online, or after a reload with the same file) and cancel.
 */
export function useUpload({ purpose, kinds, onUploaded, transport = apiUploadTransport }: UseUploadOptions) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const current = useRef<{ file: File; uploadId: string | null } | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const run = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const key = resumeKeyOf(file, purpose);
      const resumeId = current.current?.file === file ? current.current.uploadId : resumeIds.get(key);
      current.current = { file, uploadId: resumeId };
      setState({ status: 'uploading', file, loaded: 0, total: file.size });
      try {
        const asset = await uploadFile(file, {
          purpose,
          transport,
          signal: abort.signal,
          resumeId,
          onTicket: (ticket) => {
            current.current = { file, uploadId: ticket.id };
            resumeIds.set(key, ticket.id);
          },
          onProgress: ({ loaded, total }) => {
            if (!abort.signal.aborted) setState({ status: 'uploading', file, loaded, total });
          },
        });
        resumeIds.clear(key);
        if (abort.signal.aborted) return null;
        setState({ status: 'done', file, asset });
        uploaded.current?.(asset);
        return asset;
      } catch (error) {
        if (abort.signal.aborted) return null;
        if (error instanceof UploadInterrupted) {
          setState((s) => ({
            status: 'paused',
            file,
            loaded: s.status === 'uploading' ? s.loaded : 0,
            total: file.size,
            offline: error.offline || (typeof navigator !== 'undefined' && !navigator.onLine),
          }));
          return null;
        }
        if (isApiError(error) && error.status === 0) {
          setState({ status: 'paused', file, loaded: 0, total: file.size, offline: true });
          return null;
        }
        if (isApiError(error) && (error.status === 422 || error.status === 403)) {
          // A refused file will not be accepted on a retry: start afresh next time.
          resumeIds.clear(key);
          current.current = null;
          setState({ status: 'error', file, problem: { kind: 'server', message: refusalText(refusalOf(error)) } });
          return null;
        }
        setState({ status: 'error', file, problem: { kind: 'failed' } });
        return null;
      }
    },
    [purpose, transport],
  );

  const start = useCallback(
    (file: File) => {
      const problem = checkFile(file, purpose, kinds);
      if (problem) {
        setState({ status: 'error', file, problem });
        return Promise.resolve(null);
      }
      current.current = null;
      return run(file);
    },
    [kinds, purpose, run],
  );

  const retry = useCallback(() => {
    const file = current.current?.file ?? (state.status !== 'idle' ? state.file : null);
    return file ? run(file) : Promise.resolve(null);
  }, [run, state]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    const pending = current.current;
    current.current = null;
    if (pending?.uploadId) {
      resumeIds.clear(resumeKeyOf(pending.file, purpose));
      void transport.cancel(pending.uploadId).catch(() => undefined);
    }
    setState({ status: 'idle' });
  }, [purpose, transport]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  // A paused upload picks up again as soon as the device is back online.
  const paused = state.status === 'paused';
  useEffect(() => {
    if (!paused) return;
    const resume = () => void retry();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [paused, retry]);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, retry, cancel, reset };
}
