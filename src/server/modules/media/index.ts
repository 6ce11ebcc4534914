/** What other modules may use from media: URL building, caption tracks. The routes are mounted by app.ts. */
export { imageRef, isPublicKey, publicMediaUrl, videoUrl, PUBLIC_KEY_PREFIX } from './media-urls';
export { failureFields } from './asset-resource';
export { captionsColumn, captionsUrl, loadCaptions, type StoredCaption } from './caption-tracks';
