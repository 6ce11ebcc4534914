import type { Review } from '@shared/schemas/reviews';
import type { reviews } from '../../db/schema';
import { shortUser } from '../content';

type ReviewRow = Pick<
  typeof reviews.$inferSelect,
  'id' | 'title' | 'body' | 'rating' | 'targetType' | 'targetId' | 'createdAt'
>;

/** The one review serializer: the author as a short user, never their e-mail. */
export function toReview(row: ReviewRow, author: Parameters<typeof shortUser>[0]): Review {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    rating: row.rating,
    // Only content and user targets are ever written (the schema's picklist).
    target: { type: row.targetType as Review['target']['type'], id: row.targetId },
    author: shortUser(author),
    created_at: row.createdAt.toISOString(),
  };
}
