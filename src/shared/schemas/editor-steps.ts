/**
 * The editor's steps (product-spec §2 "Content edit steps"), plus `subscription` for communities. Kept apart from
 * the editor's schemas so the route tree (in every first view) can check a step without bundling them.
 */
export const editorSteps = [
  'general-info',
  'base_info',
  'media',
  'tags',
  'meeting-info',
  'service-info',
  'subscription',
  'collaboration',
  'content-deleted',
] as const;
export type EditorStep = (typeof editorSteps)[number];
