import sharp from 'sharp';
import type { Storage } from '../../services/storage';

type Image = ReturnType<typeof sharp>;

/** Re-encoding keeps the format; a high quality so that one more generation of a photo does not show. */
function encode(image: Image, mime: string): Image {
  if (mime === 'image/jpeg') return image.jpeg({ quality: 90 });
  if (mime === 'image/webp') return image.webp({ quality: 90 });
  return image;
}

/**
 * Rewrites an uploaded picture turned upright by its orientation tag and without its metadata: a phone's photo
 * carries where and when it was taken, and covers are public while chat pictures reach another person. Answers
 * the new size, or null when the bytes cannot be decoded as an image past their signature.
 */
export async function cleanImage(storage: Storage, key: string, mime: string): Promise<number | null> {
  const original = await storage.get(key);
  if (!original) return null;
  let clean: Buffer;
  try {
    clean = await encode(sharp(original, { animated: true }).rotate(), mime).toBuffer();
  } catch {
    return null;
  }
  await storage.put(key, clean, mime);
  return clean.length;
}
