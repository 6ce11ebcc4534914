import path from 'node:path';

/**
 * Types of the files that sit beside a video's entry file (its renditions and segments). The
 * entry file itself, and every public file, is served with the MIME type stored on its asset row.
 */
const byExtension: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export function mimeTypeOf(file: string): string {
  return byExtension[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
