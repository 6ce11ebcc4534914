/** The fan's actions, for any page that shows a creator or a content item. */
export { BlockButton } from './block-button';
export { CreatorMenu } from './creator-menu';
export { FollowButton } from './follow-button';
export { MessageButton } from './message-button';
export { ShareButton } from './share-button';
export { UnlockFreeButton } from './unlock-free-button';
export { FOLLOW_ROOT, followOfflineChange, followStateQueryOptions } from './api';
export { useBlockCreator } from './use-block-creator';
