import { fileTypeFromBuffer } from 'file-type';
import { WEBVTT_MIME, startsLikeWebVtt } from '@shared/webvtt';
import type { Storage } from '../../services/storage';

/** file-type reads at most this many bytes from the start of a file. */
const SNIFF_BYTES = 4100;

/** Some containers are announced under an alias; the rules name the canonical type. */
const aliases: Record<string, string> = { 'video/x-m4v': 'video/mp4' };

/**
 * The type the file's own bytes declare (magic numbers, or the WebVTT signature, which file-type
 * does not know since it reads only binary formats), whatever its name or announced type.
 */
export async function sniffStoredType(storage: Storage, key: string, size: number): Promise<string | null> {
  const object = await storage.stream(key, { start: 0, end: Math.min(SNIFF_BYTES, size) - 1 });
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  if (startsLikeWebVtt(head)) return WEBVTT_MIME;
  const found = await fileTypeFromBuffer(head);
  return found ? (aliases[found.mime] ?? found.mime) : null;
}
