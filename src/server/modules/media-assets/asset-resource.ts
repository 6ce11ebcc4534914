import { MediaAssetStatus, type MediaAssetResource } from '@shared/schemas/uploads';
import { VideoFailureMessages, videoFailureOf, type VideoFailure } from '@shared/video-failure';
import type { mediaAssets } from '../../db/schema';
import { imageRef } from './media-urls';

export type AssetRow = typeof mediaAssets.$inferSelect;

export const assetStatusCode = {
  processing: MediaAssetStatus.processing,
  ready: MediaAssetStatus.ready,
  failed: MediaAssetStatus.failed,
} as const;

/** A media asset as its owner sees it, with the spec's status codes (0, 1, 255). */
export function assetResource(asset: AssetRow): MediaAssetResource {
  const poster = asset.kind === 'image' ? asset.storageKey : asset.renditions.poster;
  return {
    id: asset.id,
    kind: asset.kind,
    mime_type: asset.mimeType,
    size: asset.size,
    status: assetStatusCode[asset.status],
    ...failureFields(asset.error),
    duration_seconds: asset.durationSeconds,
    poster_url: imageRef(poster)?.resize_url ?? null,
    thumbnail_url: imageRef(asset.renditions.thumbnail)?.resize_url ?? null,
    created_at: asset.createdAt.toISOString(),
  };
}

/** A failed video's reason: its code (the app shows a translated sentence) and the English sentence. */
export function failureFields(stored: string | null): { error: string | null; error_code: VideoFailure | null } {
  const code = videoFailureOf(stored);
  return { error: code && VideoFailureMessages[code], error_code: code };
}
