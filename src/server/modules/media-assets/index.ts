/**
 * A stored media asset as the rest of the product reaches it: public URLs, signed grants, caption tracks and its
 * resource view. Below content, media, studio and uploads, which all name assets; it imports none of them.
 */
export { imageRef, isPublicKey, publicMediaUrl, videoUrl, PUBLIC_KEY_PREFIX } from './media-urls';
export { failureFields } from './asset-resource';
export { captionsColumn, captionsUrl, loadCaptions, type StoredCaption } from './caption-tracks';
