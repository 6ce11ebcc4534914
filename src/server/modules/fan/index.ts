/** What other modules may use from fan: the block condition every list applies, and the library badges. */
export { ownerNotBlockedBy } from './blocked-condition';
export { cardExpansions, pageExpansions } from './card-expansions';
export { countFavorites } from './list-favorites';
export { countFollowing } from './list-following';
export { libraryMembers, userIdOf } from './session';
