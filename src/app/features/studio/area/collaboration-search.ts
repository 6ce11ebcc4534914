import * as v from 'valibot';

/** `?tab=accepted&page=2` of the collaboration section: open invitations first. */
export const collaborationTabs = ['invitations', 'accepted', 'declined'] as const;
export type CollaborationTab = (typeof collaborationTabs)[number];

export const collaborationSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(collaborationTabs)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
