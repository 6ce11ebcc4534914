import { ContentStatus, ContentType } from '@shared/codes';
import { locales, type Locale } from '@shared/locales';
import type { Currency } from '@shared/money';
import { demoGenres } from './data/genres';
import { titleTemplates } from './data/titles';
import { planMeetings, planVideos } from './plan-media';
import type { PlannedContent, PlannedUser } from './plan-types';
import type { Random } from './random';
import { coverSvg } from './render-svg';
import { hashedKey } from './storage-key';

const DAY = 24 * 3_600_000;

export type Lifecycle = 'live' | 'archived' | 'deleted';

export interface ItemSpec {
  owner: number;
  type: ContentType;
  status: ContentStatus;
  lifecycle?: Lifecycle;
  free?: boolean;
}

const prices: Record<Currency, number[]> = {
  USD: [499, 999, 1499, 1999, 2999, 4900],
  EUR: [499, 999, 1499, 1999, 2999, 4900],
  JPY: [500, 1000, 1500, 2000, 3000, 5000],
};

const deletionReasons = [
  'Replaced by an updated version of this class.',
  'The music licence for this video has expired.',
  'Recorded with the wrong camera settings; a new upload is coming.',
];

const detailsByType: Partial<Record<ContentType, (random: Random) => Record<string, unknown>>> = {
  [ContentType.publicClass]: (r) => ({ level: r.pick(['beginner', 'intermediate', 'advanced']) }),
  [ContentType.privateClass]: (r) => ({
    level: r.pick(['beginner', 'intermediate', 'advanced']),
    duration_minutes: 60,
  }),
  [ContentType.multiMeetingPublicClass]: (r) => ({ level: r.pick(['beginner', 'intermediate']), meetings: 4 }),
  // As the editor's service step writes it, so the fan reads the terms before sending.
  [ContentType.feedback]: (r) => ({
    service: {
      max_video_minutes: 5,
      delivery_days: r.int(2, 5),
      instructions: 'Film from the front, full body, in good light.',
    },
  }),
  [ContentType.subscription]: () => ({ billing_period: 'month' }),
};

/** Mostly the owner's language, sometimes another, so every language has titles to search. */
function pickLocale(random: Random, owner: PlannedUser): Locale {
  return random.chance(0.55) ? owner.locale : random.pick(locales);
}

/** One item; `index` is its position in the plan (it seeds the cover and names its video folders). */
export function planItem(
  random: Random,
  users: PlannedUser[],
  index: number,
  spec: ItemSpec,
  now: number,
): PlannedContent {
  const owner = users[spec.owner]!;
  const locale = pickLocale(random, owner);
  const tags = random.sample(demoGenres, random.int(1, 3));
  const genre = tags[0]!.names[locale];
  const template = titleTemplates[spec.type][locale];
  const title = random.pick(template.titles).replace('{g}', genre);
  const description = random.pick(template.descriptions).replace('{g}', genre);
  const free = spec.free ?? (spec.type !== ContentType.subscription && random.chance(0.3));
  const published = spec.status === ContentStatus.published;
  const publishedAt = published ? new Date(now - random.int(1, 365) * DAY - random.int(0, 86_399) * 1000) : null;
  const createdAt = new Date((publishedAt?.getTime() ?? now) - random.int(1, 20) * DAY);
  const lifecycleAt = publishedAt
    ? new Date(Math.min(now - 1000, publishedAt.getTime() + random.int(1, 30) * DAY))
    : new Date(now - DAY);
  const svg = coverSvg(title, index);
  return {
    owner: spec.owner,
    type: spec.type,
    status: spec.status,
    title,
    description,
    priceAmount: free ? 0 : random.pick(prices[owner.currency]),
    priceCurrency: owner.currency,
    details: detailsByType[spec.type]?.(random) ?? {},
    createdAt,
    publishedAt,
    archivedAt: spec.lifecycle === 'archived' ? lifecycleAt : null,
    deletedAt: spec.lifecycle === 'deleted' ? lifecycleAt : null,
    deletionReason: spec.lifecycle === 'deleted' ? random.pick(deletionReasons) : null,
    tags: tags.map((g) => g.slug),
    cover: { key: hashedKey('covers', `content-${index}`, svg, 'webp'), svg },
    videos: planVideos(random, index, spec.type, spec.status),
    meetings: planMeetings(random, spec.type, now),
    collaborators: [],
  };
}

const sellableTypes = Object.values(ContentType).filter((t) => t !== ContentType.subscription);
const otherStatuses: ContentStatus[] = [
  ContentStatus.processing,
  ContentStatus.draft,
  ContentStatus.blocked,
  ContentStatus.onReview,
  ContentStatus.transcodingFailed,
];

/** A creator's usual catalogue: mostly published, now and then in another state, archived or deleted. */
export function typicalSpecs(random: Random, owner: number, count: number): ItemSpec[] {
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const status = roll < 0.88 ? ContentStatus.published : random.pick(otherStatuses);
    const lifecycle: Lifecycle =
      status !== ContentStatus.published ? 'live' : roll < 0.83 ? 'live' : roll < 0.855 ? 'archived' : 'deleted';
    return { owner, type: random.pick(sellableTypes), status, lifecycle };
  });
}

/** The demo creator shows every type published and every other state once, so each screen has data. */
export function showcaseSpecs(owner: number): ItemSpec[] {
  const published = Object.values(ContentType).map((type, n): ItemSpec => ({
    owner,
    type,
    status: ContentStatus.published,
    free: type === ContentType.subscription ? false : n % 3 === 1,
  }));
  const others = otherStatuses.map((status, n): ItemSpec => ({
    owner,
    type: sellableTypes[n % sellableTypes.length]!,
    status,
  }));
  return [
    ...published,
    ...others,
    { owner, type: ContentType.footage, status: ContentStatus.published, lifecycle: 'archived' },
    { owner, type: ContentType.performance, status: ContentStatus.published, lifecycle: 'deleted', free: false },
  ];
}
