/** What other modules may use from fan: the library badges and who may use the fan side. */
export { cardExpansions, pageExpansions } from './card-expansions';
export { countFavorites } from './list-favorites';
export { countFollowing } from './list-following';
export { libraryMembers, userIdOf } from './session';
