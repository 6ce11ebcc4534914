import { permissionsFor } from '@shared/permissions';
import type { NamedRef, Profile, SocialNetwork } from '@shared/schemas/profile';
import type { UserRow } from '../../http/context';

export interface ProfileRelations {
  genres: NamedRef[];
  hobbies: NamedRef[];
  socialLinks: { network: string; url: string }[];
}

/**
 * The one serializer of the signed-in user (GET /profile and every auth envelope), so the PWA
 * sees the same shape whichever call it made. Never exposes the password hash or search text.
 */
export function toProfile(user: UserRow, relations: ProfileRelations): Profile {
  return {
    id: user.id,
    email: user.email,
    login: user.login,
    name: user.name,
    bio: user.bio,
    avatar: user.avatarUrl,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    preferred_locale: user.preferredLocale,
    preferred_currency: user.preferredCurrency,
    balance_currency: user.balanceCurrency,
    kind: user.kind,
    creator_role: user.creatorRole,
    status: user.status,
    permissions: permissionsFor(user.kind, user.status),
    genres: relations.genres,
    hobbies: relations.hobbies,
    social_links: relations.socialLinks.map((l) => ({ network: l.network as SocialNetwork, url: l.url })),
    // Notifications and chat own these counts; a fresh session starts at 0 (spec §3) and the PWA polls them.
    unread_chat_message_notifications_count: 0,
    unread_notifications_count: 0,
  };
}
