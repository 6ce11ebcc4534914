import sharp from 'sharp';
import { AVATAR_SIZE } from '@shared/upload-limits';
import type { Storage } from '../../services/storage';

/**
 * Replaces an uploaded avatar with a square of AVATAR_SIZE, cropped to its middle, turned upright by its
 * orientation tag and in the same format, without the photo's metadata (a phone's location among it). Answers
 * the new size, or null when the bytes cannot be decoded as an image past their signature.
 */
export async function squareAvatar(storage: Storage, key: string, mime: string): Promise<number | null> {
  const original = await storage.get(key);
  if (!original) return null;
  let square: Buffer;
  try {
    square = await sharp(original)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put(key, square, mime);
  return square.length;
}
