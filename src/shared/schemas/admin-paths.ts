/**
 * What a static page's and a CRUD list's address may name. Kept apart from the admin schemas so the route tree (in
 * every first view, the site's too) can check an address without bundling them.
 */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/;

export const crudResources = ['genres', 'report-types'] as const;
export type CrudResource = (typeof crudResources)[number];
