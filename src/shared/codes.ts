/** The spec's numeric codes (product-spec §3). The API speaks these numbers; names are for code. */

export const ContentStatus = {
  processing: 0,
  published: 1,
  draft: 2,
  blocked: 3,
  onReview: 4,
  transcodingFailed: 255,
} as const;
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];
export const contentStatuses = Object.values(ContentStatus);

export const ContentType = {
  performance: 1,
  footage: 2,
  publicClass: 3,
  privateClass: 4,
  tutorialSkills: 5,
  tutorialKnowledge: 6,
  feedback: 7,
  multiMeetingPublicClass: 8,
  subscription: 50,
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];
export const contentTypes = Object.values(ContentType);

/** Content types that are classes with meetings (one or many). */
export const classTypes: readonly ContentType[] = [
  ContentType.publicClass,
  ContentType.privateClass,
  ContentType.multiMeetingPublicClass,
];
export const tutorialTypes: readonly ContentType[] = [ContentType.tutorialSkills, ContentType.tutorialKnowledge];
/** Dancers learn from classes and tutorials: their videos offer practice mode (mirror, slow down, A–B loop). */
export const practiceTypes: readonly ContentType[] = [...classTypes, ...tutorialTypes];

export const CollaborationStatus = { pending: 0, accepted: 1, declined: 2 } as const;
export type CollaborationStatus = (typeof CollaborationStatus)[keyof typeof CollaborationStatus];

export const CreatorRole = { producer: 1, organizer: 2, dancer: 3 } as const;
export type CreatorRole = (typeof CreatorRole)[keyof typeof CreatorRole];
export const creatorRoles = Object.values(CreatorRole);

export const contentListViews = ['all', 'collaborations', 'calendar', 'archived', 'trashed'] as const;
export type ContentListView = (typeof contentListViews)[number];

export const userKinds = ['fan', 'creator', 'admin'] as const;
export type UserKind = (typeof userKinds)[number];

export const userStatuses = ['pending', 'approved', 'blocked'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Report type 6 is the free-text "other" type. */
export const OTHER_REPORT_TYPE_ID = 6;

export const pageViewTypes = ['all', 'fan', 'creator'] as const;
export type PageViewType = (typeof pageViewTypes)[number];
export const DEFAULT_PAGE_VIEW_TYPE: PageViewType = 'all';
