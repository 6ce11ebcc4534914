import type { Config } from '../../config';
import { filesRoot } from './files-root';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { ByteRange, CompletedPart, ObjectStream, Storage, StoredObject } from './storage';
export { LocalStorage } from './local-storage';
export { S3Storage } from './s3-storage';

const byConfig = new WeakMap<Config, Storage>();

/** The storage a configuration names, built once per configuration (one S3 client per process). */
export function storageFor(config: Config): Storage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage =
      config.STORAGE === 's3'
        ? new S3Storage({
            bucket: config.S3_BUCKET!,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          })
        : new LocalStorage(filesRoot(config));
    byConfig.set(config, storage);
  }
  return storage;
}
