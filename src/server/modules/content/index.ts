/** What other modules may use from content: the gating rule, visibility, the block condition and the one serializer. */
export { canWatch, loadContentAccess, type ContentAccess } from './content-access';
export { checkAssetAccess, type AssetVerdict } from './check-asset-access';
export { contentColumns, type ContentRow } from './content-columns';
export { serializeContents } from './serialize-content';
export { shortUser, shortUserColumns, avatarRef } from './serialize-user';
export { readContextOf, viewerOf, type ReadContext, type Viewer } from './viewer';
export { listedPublicly, openableBy } from './visibility';
export { lockedVideo, videoRef } from './serialize-media';
export { mediaAssetColumns } from './load-media-links';
export { ownerNotBlockedBy } from './blocked-condition';
export { parseId } from './parse-id';
export { pageTotal, totalColumn, withoutTotal } from './page-total';
