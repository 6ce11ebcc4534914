import { inArray } from 'drizzle-orm';
import type { ReportedObject } from '@shared/schemas/admin';
import type { ReportTargetType } from '@shared/schemas/reports';
import type { Db, Tx } from '../../../db/client';
import { content, reviews, users } from '../../../db/schema';

const EXCERPT = 280;
const cut = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * What a report or review points at, described for the admin in one query per target type
 * (whatever its status: the admin must see blocked or deleted objects too). Messages have no table
 * here yet, so they are described by id only.
 */
export async function describeTargets(
  db: Db | Tx,
  targets: { type: ReportTargetType; id: number }[],
): Promise<(t: { type: ReportTargetType; id: number }) => ReportedObject> {
  const ids = (type: ReportTargetType) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
  const found = new Map<string, Omit<ReportedObject, 'type' | 'id'>>();
  const contentIds = ids('content');
  if (contentIds.length > 0) {
    const rows = await db
      .select({ id: content.id, title: content.title, description: content.description })
      .from(content)
      .where(inArray(content.id, contentIds));
    for (const r of rows)
      found.set(`content:${r.id}`, { label: r.title, excerpt: cut(r.description), path: `/content/${r.id}` });
  }
  const userIds = ids('user');
  if (userIds.length > 0) {
    const rows = await db
      .select({ id: users.id, name: users.name, login: users.login, bio: users.bio, kind: users.kind })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const r of rows)
      found.set(`user:${r.id}`, {
        label: `${r.name} (@${r.login})`,
        excerpt: cut(r.bio),
        path: r.kind === 'creator' ? `/creator/${r.login}` : null,
      });
  }
  const reviewIds = ids('review');
  if (reviewIds.length > 0) {
    const rows = await db
      .select({ id: reviews.id, title: reviews.title, body: reviews.body })
      .from(reviews)
      .where(inArray(reviews.id, reviewIds));
    for (const r of rows) found.set(`review:${r.id}`, { label: r.title, excerpt: cut(r.body), path: null });
  }
  return (t) => ({
    type: t.type,
    id: t.id,
    ...(found.get(`${t.type}:${t.id}`) ?? { label: null, excerpt: null, path: null }),
  });
}
