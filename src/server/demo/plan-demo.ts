import { CollaborationStatus, ContentStatus, ContentType } from '@shared/codes';
import { planItem, showcaseSpecs, typicalSpecs, type ItemSpec } from './plan-content';
import { planPeople } from './plan-people';
import { addCollaborations, linkCommunities, planPurchases, uniqueEntitlements } from './plan-relations';
import type { DemoPlan, PlannedContent, PlannedEntitlement } from './plan-types';
import { createRandom } from './random';

const DAY = 24 * 3_600_000;
/** Items per other creator (one of them their community). */
const ITEMS_PER_CREATOR = 8;

export interface PlanOptions {
  seed: number;
  /** Multiplies creators, fans and content; 1 gives about 150 items, 80 about 10,000. */
  scale: number;
  now: number;
}

/** Everything the demo loader writes, as values: deterministic for a seed, scale and "now". */
export function planDemo({ seed, scale, now }: PlanOptions): DemoPlan {
  const random = createRandom(seed);
  const people = planPeople(random, scale);
  const content: PlannedContent[] = [];
  const add = (spec: ItemSpec) => content.push(planItem(random, people.users, content.length, spec, now)) - 1;

  const showcase = showcaseSpecs(people.creator).map(add);
  typicalSpecs(random, people.creator, 4).forEach(add);
  const firstCommunities: number[] = [];
  for (const owner of people.creators.slice(1)) {
    firstCommunities.push(add({ owner, type: ContentType.subscription, status: ContentStatus.published, free: false }));
    typicalSpecs(random, owner, ITEMS_PER_CREATOR - 1).forEach(add);
  }
  for (const owner of people.hiddenCreators) {
    typicalSpecs(random, owner, 3).forEach((spec) =>
      add({ ...spec, status: ContentStatus.published, lifecycle: 'live' }),
    );
  }

  addCollaborations(random, content, people.creators);
  // Fixed collaborations on the demo creator's first items, so both states are always there to see.
  content[showcase[0]!]!.collaborators = [{ user: people.creators[1]!, status: CollaborationStatus.accepted }];
  content[showcase[1]!]!.collaborators = [{ user: people.creators[2]!, status: CollaborationStatus.pending }];

  const byType = (type: ContentType) => showcase.find((i) => content[i]!.type === type && content[i]!.status === 1)!;
  const grant = (item: number, source: PlannedEntitlement['source'], extra: Partial<PlannedEntitlement> = {}) => ({
    user: people.fan,
    content: item,
    source,
    grantedAt: new Date(now - 10 * DAY),
    expiresAt: null,
    revokedAt: null,
    ...extra,
  });
  // The demo fan owns two of the creator's paid items, had one refunded, and subscribes to a community.
  const demoFan: PlannedEntitlement[] = [
    grant(byType(ContentType.performance), 'purchase'),
    grant(byType(ContentType.tutorialKnowledge), 'purchase'),
    grant(byType(ContentType.publicClass), 'purchase', { revokedAt: new Date(now - 2 * DAY) }),
    grant(firstCommunities[0]!, 'subscription', { expiresAt: new Date(now + 20 * DAY) }),
    grant(byType(ContentType.subscription), 'subscription', { expiresAt: new Date(now - DAY) }),
  ];
  const entitlements = uniqueEntitlements([...demoFan, ...planPurchases(random, content, people.fans.slice(1), now)]);
  return { users: people.users, content, subscriptionLinks: linkCommunities(random, content), entitlements };
}
