/** The fan's actions, for any page that shows a creator or a content item. */
export { BlockButton, type BlockButtonProps } from './block-button';
export { CreatorMenu } from './creator-menu';
export { FollowButton, type FollowButtonProps } from './follow-button';
export { MessageButton } from './message-button';
export { ShareButton, type ShareButtonProps } from './share-button';
export { UnlockFreeButton } from './unlock-free-button';
export { WishlistButton, type WishlistButtonProps } from './wishlist-button';
