import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  announcedType,
  CAPTIONS_MAX_BYTES,
  checkUpload,
  formatBytes,
  partCountFor,
  UPLOAD_PART_SIZE,
  uploadTypeFor,
} from './upload-limits';

describe('upload limits', () => {
  it('accepts what each purpose allows, up to its size', () => {
    expect(checkUpload('content', 'video/mp4', 4 * 1024 ** 3)).toBeNull();
    expect(checkUpload('content', 'image/webp', 10 * 1024 ** 2)).toBeNull();
    expect(checkUpload('feedback', 'video/quicktime', 1024)).toBeNull();
  });

  it('refuses other types, empty files and files over the limit, naming the field', () => {
    expect(checkUpload('content', 'image/gif', 10)).toEqual({ field: 'mime_type', message: expect.any(String) });
    expect(checkUpload('avatar', 'video/mp4', 10)?.field).toBe('mime_type');
    expect(checkUpload('content', 'image/png', 0)?.field).toBe('size');
    expect(checkUpload('content', 'image/png', 10 * 1024 ** 2 + 1)).toEqual({
      field: 'size',
      message: 'The file is too large: at most 10 MB.',
    });
  });

  it('matches types case-insensitively and offers extensions to the chooser', () => {
    expect(uploadTypeFor('content', 'VIDEO/MP4')?.kind).toBe('video');
    expect(acceptFor('content', ['image'])).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
  });

  it('takes WebVTT captions for content only, up to 1 MB, and knows a .vtt file the browser gave no type', () => {
    expect(uploadTypeFor('content', 'text/vtt')?.kind).toBe('captions');
    expect(checkUpload('content', 'text/vtt', CAPTIONS_MAX_BYTES)).toBeNull();
    expect(checkUpload('content', 'text/vtt', CAPTIONS_MAX_BYTES + 1)?.field).toBe('size');
    expect(checkUpload('chat', 'text/vtt', 10)?.field).toBe('mime_type');
    expect(acceptFor('content', ['captions'])).toBe('text/vtt,.vtt');
    expect(announcedType('content', { name: 'Salsa.EN.vtt', type: '' })).toBe('text/vtt');
    expect(announcedType('content', { name: 'clip.mp4', type: 'video/mp4' })).toBe('video/mp4');
    expect(announcedType('content', { name: 'notes.txt', type: '' })).toBe('');
  });

  it('formats sizes and counts parts', () => {
    expect(formatBytes(4 * 1024 ** 3)).toBe('4 GB');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(partCountFor(0)).toBe(1);
    expect(partCountFor(UPLOAD_PART_SIZE)).toBe(1);
    expect(partCountFor(UPLOAD_PART_SIZE + 1)).toBe(2);
  });
});
