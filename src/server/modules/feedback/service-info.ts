import { and, eq, isNull } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import type { StudioDetails } from '@shared/schemas/content-editor';
import type { FeedbackService } from '@shared/schemas/feedback';
import type { Db } from '../../db/client';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A feedback service's terms as its creator wrote them in the editor's service step; 404 for any other item. */
export async function feedbackServiceInfo(db: Db, contentId: number): Promise<FeedbackService> {
  const [item] = await db
    .select({ type: content.type, details: content.details })
    .from(content)
    .where(and(eq(content.id, contentId), isNull(content.deletedAt)))
    .limit(1);
  if (!item || item.type !== ContentType.feedback) throw notFound();
  const service = (item.details as StudioDetails | null)?.service;
  return {
    instructions: service?.instructions ?? '',
    max_video_minutes: service?.max_video_minutes ?? null,
    delivery_days: service?.delivery_days ?? null,
  };
}
