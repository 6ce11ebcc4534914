import path from 'node:path';
import type { Config } from '../../config';

/** Every storage key is relative to this folder (local storage). */
export function filesRoot(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'files');
}
