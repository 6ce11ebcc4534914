import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ByteRange, ObjectStream, Storage, StoredObject } from './storage';

/**
 * Files under one folder (DATA_DIR/files). Keys are checked before they touch the disk: a key
 * comes from our own code, but a mistake must never reach outside the folder.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** The absolute path of a key; throws on anything that could step outside the root. */
  pathOf(key: string): string {
    const segments = key.split('/');
    if (key.includes('\0') || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return path.join(this.root, ...segments);
  }

  /** Written beside the key, then renamed onto it: a reader sees the old file or the whole new one, never a part. */
  async put(key: string, body: Buffer | string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.writing`;
    try {
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(localPath, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch(() => null);
  }

  async head(key: string): Promise<StoredObject | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, lastModified: info.mtime } : null;
  }

  async stream(key: string, range?: ByteRange): Promise<ObjectStream | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body };
  }

  async localCopy(key: string) {
    return { path: this.pathOf(key), release: () => Promise.resolve() };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
