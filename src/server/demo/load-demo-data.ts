import { locales } from '@shared/locales';
import type { Deps } from '../deps';
import { staticPages, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { filesRoot } from '../services/storage/files-root';
import { DEMO_PASSWORD } from './data/people';
import { demoStaticPages } from './data/static-pages';
import { insertContent } from './insert-content';
import { genreIdsBySlug, insertPeople } from './insert-people';
import { planDemo } from './plan-demo';
import { writeDemoFiles } from './write-demo-files';
import { holdDemoVideos, writeDemoVideos } from './demo-videos';
import { renderDemoVideosJob } from './render-demo-videos-job';
import { insertDemoCoupons } from './demo-coupons';
import { insertDemoCommerce } from './demo-commerce';
import { insertDemoModeration } from './demo-admin';
import { insertDemoFeedback } from './demo-feedback';
import { insertDemoFanPurchases } from './demo-fan-purchases';
import { insertDemoRealtime } from './demo-realtime';

export interface DemoAccount {
  email: string;
  password: string;
  kind: string;
}

export interface DemoOptions {
  /** Multiplies creators, fans and content (default 1, about 150 items; 80 gives about 10,000). */
  scale?: number;
  seed?: number;
  /** Whether ffmpeg can be run (tests stand in for a machine without it). */
  ffmpeg?: () => Promise<boolean>;
}

const DEFAULT_SEED = 20_240_611;

/**
 * Fills an empty database with a believable marketplace. Never touches a database that already
 * has users (ARCHITECTURE §3). Pictures are written first, then every row in one transaction, so
 * a failure leaves no half-loaded data behind (and the next start tries again).
 */
export async function loadDemoData(
  deps: Deps,
  options: DemoOptions = {},
): Promise<{ loaded: boolean; accounts: DemoAccount[] }> {
  if (await hasUsers(deps.db)) return { loaded: false, accounts: [] };
  const now = deps.clock.now();
  const plan = planDemo({ seed: options.seed ?? DEFAULT_SEED, scale: Math.max(1, options.scale ?? 1), now });
  // One hash for every demo account: argon2 is deliberately slow, and they share a password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pictureSizes = await writeDemoFiles(filesRoot(deps.config), [
    ...plan.users.map((u) => u.avatar),
    ...plan.content.map((c) => c.cover),
  ]);
  const rendered = await writeDemoVideos(filesRoot(deps.config), plan.content, options.ffmpeg);
  const held = rendered ? [] : holdDemoVideos(plan.content);

  const loaded = await deps.db.transaction(async (tx) => {
    if (await hasUsers(tx)) return false;
    const userIds = await insertPeople(tx, plan.users, passwordHash, new Date(now), pictureSizes);
    await insertContent(tx, plan, userIds, await genreIdsBySlug(tx), pictureSizes);
    await insertDemoCoupons(tx);
    await insertDemoCommerce(tx, now);
    await insertDemoModeration(tx);
    await insertDemoFeedback(tx);
    await insertDemoFanPurchases(tx, now);
    await insertDemoRealtime(tx, now);
    if (held.length > 0) await deps.jobs.send(renderDemoVideosJob, { keys: held }, { tx });
    await tx
      .insert(staticPages)
      .values(
        Object.entries(demoStaticPages).flatMap(([slug, text]) =>
          locales.map((locale) => ({ slug, locale, title: text[locale].title, body: text[locale].body })),
        ),
      );
    return true;
  });
  if (!loaded) return { loaded: false, accounts: [] };
  const accounts = plan.users
    .filter((u) => u.email.endsWith('@stagepass.local'))
    .map((u) => ({ email: u.email, password: DEMO_PASSWORD, kind: u.kind }));
  return { loaded: true, accounts };
}

async function hasUsers(db: Pick<Deps['db'], 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
