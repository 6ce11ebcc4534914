import type { Readable } from 'node:stream';

/** A byte range, both ends included (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  lastModified: Date;
}

export interface ObjectStream extends StoredObject {
  body: Readable;
}

export interface CompletedPart {
  number: number;
  etag: string;
}

/**
 * Where files live: keys are `/`-separated paths (`public/…` served to anyone, `private/…` only
 * through /media/v checks). Two implementations: a folder under DATA_DIR (the embedded default)
 * and an S3 bucket (`STORAGE=s3`).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** Copies a file from this machine (the transcoder's output) into storage. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The object's bytes (or one range of them); null when it does not exist. */
  stream(key: string, range?: ByteRange): Promise<ObjectStream | null>;
  head(key: string): Promise<StoredObject | null>;
  /** A local path to read the object from (the file itself, or a downloaded copy that `release` removes). */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/`. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * S3 only: URLs the browser uploads to directly. Local uploads are signed by the uploads module.
   * `signedAt` (default now) is the app's clock, so a URL expires when the ticket says it does.
   */
  presignPut?(key: string, contentType: string, expiresInSeconds: number, signedAt?: Date): Promise<string>;
  presignGet?(key: string, expiresInSeconds: number): Promise<string>;
  createMultipart?(key: string, contentType: string): Promise<string>;
  presignPart?(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
    signedAt?: Date,
  ): Promise<string>;
  completeMultipart?(key: string, uploadId: string, parts: CompletedPart[]): Promise<void>;
  abortMultipart?(key: string, uploadId: string): Promise<void>;
}
