import type { CollaborationStatus, ContentStatus, ContentType, CreatorRole, UserKind, UserStatus } from '@shared/codes';
import type { Locale } from '@shared/locales';
import type { Currency } from '@shared/money';
import type { ContentMediaRole, EntitlementSource, MediaStatus } from '../db/schema';

/**
 * The demo data as plain values, built before anything is written. Rows refer to each other by
 * their index in these arrays; the loader turns indexes into database ids as it inserts.
 */
export interface PlannedImage {
  key: string;
  /** The drawing; it is stored as WebP (writeDemoFiles). */
  svg: string;
}

export interface PlannedUser {
  email: string;
  login: string;
  name: string;
  bio: string;
  kind: UserKind;
  creatorRole: CreatorRole | null;
  status: UserStatus;
  locale: Locale;
  currency: Currency;
  avatar: PlannedImage;
  genres: string[];
  hobbies: string[];
}

export interface PlannedVideo {
  role: Exclude<ContentMediaRole, 'cover'>;
  position: number;
  key: string;
  mimeType: string;
  durationSeconds: number;
  status: MediaStatus;
  error: string | null;
}

export interface PlannedMeeting {
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
  capacity: number | null;
}

export interface PlannedContent {
  owner: number;
  type: ContentType;
  status: ContentStatus;
  title: string;
  description: string;
  priceAmount: number;
  priceCurrency: Currency;
  details: Record<string, unknown>;
  createdAt: Date;
  publishedAt: Date | null;
  archivedAt: Date | null;
  deletedAt: Date | null;
  deletionReason: string | null;
  tags: string[];
  cover: PlannedImage;
  videos: PlannedVideo[];
  meetings: PlannedMeeting[];
  collaborators: { user: number; status: CollaborationStatus }[];
}

export interface PlannedEntitlement {
  user: number;
  content: number;
  source: EntitlementSource;
  grantedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface DemoPlan {
  users: PlannedUser[];
  content: PlannedContent[];
  /** Community index → the content indexes it unlocks. */
  subscriptionLinks: { community: number; content: number }[];
  entitlements: PlannedEntitlement[];
}
