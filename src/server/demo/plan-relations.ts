import { CollaborationStatus, ContentStatus, ContentType } from '@shared/codes';
import type { DemoPlan, PlannedContent, PlannedEntitlement } from './plan-types';
import type { Random } from './random';

const DAY = 24 * 3_600_000;

const isLive = (item: PlannedContent) => !item.deletedAt;
const isOnSale = (item: PlannedContent) =>
  item.status === ContentStatus.published && !item.deletedAt && !item.archivedAt && item.priceAmount > 0;

/** Each community unlocks some of its owner's other live items. */
export function linkCommunities(random: Random, content: PlannedContent[]): DemoPlan['subscriptionLinks'] {
  const links: DemoPlan['subscriptionLinks'] = [];
  content.forEach((community, index) => {
    if (community.type !== ContentType.subscription) return;
    const own = content
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.owner === community.owner && item.type !== ContentType.subscription && isLive(item));
    for (const { i } of random.sample(own, random.int(3, 6))) links.push({ community: index, content: i });
  });
  return links;
}

/** About one item in eight gets a collaborator: mostly accepted, some pending or declined. */
export function addCollaborations(random: Random, content: PlannedContent[], creators: number[]): void {
  for (const item of content) {
    if (!random.chance(0.12)) continue;
    const partner = random.pick(creators.filter((c) => c !== item.owner));
    if (partner === undefined) continue;
    const roll = random.next();
    const status =
      roll < 0.6
        ? CollaborationStatus.accepted
        : roll < 0.85
          ? CollaborationStatus.pending
          : CollaborationStatus.declined;
    item.collaborators.push({ user: partner, status });
  }
}

/** Purchases by the fans, so "bought" and the gating differ from person to person. */
export function planPurchases(
  random: Random,
  content: PlannedContent[],
  fans: number[],
  now: number,
): PlannedEntitlement[] {
  const onSale = content.map((item, i) => ({ item, i })).filter(({ item }) => isOnSale(item));
  return fans.flatMap((user) =>
    random.sample(onSale, random.int(0, 3)).map(({ item, i }) => ({
      user,
      content: i,
      source: item.type === ContentType.subscription ? ('subscription' as const) : ('purchase' as const),
      grantedAt: new Date(now - random.int(1, 90) * DAY),
      expiresAt: item.type === ContentType.subscription ? new Date(now + random.int(5, 30) * DAY) : null,
      revokedAt: null,
    })),
  );
}

/** Keeps the first of several grants with the same (user, content, source): the table is unique on it. */
export function uniqueEntitlements(entitlements: PlannedEntitlement[]): PlannedEntitlement[] {
  const seen = new Set<string>();
  return entitlements.filter((e) => {
    const key = `${e.user}:${e.content}:${e.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
