import { content } from '../../db/schema';

/** The columns serializers read; `search_text` and `details` stay in the database. */
export const contentColumns = {
  id: content.id,
  ownerId: content.ownerId,
  type: content.type,
  status: content.status,
  title: content.title,
  description: content.description,
  priceAmount: content.priceAmount,
  priceCurrency: content.priceCurrency,
  publishedAt: content.publishedAt,
  archivedAt: content.archivedAt,
  deletedAt: content.deletedAt,
  deletionReason: content.deletionReason,
  createdAt: content.createdAt,
};

export type ContentRow = Pick<typeof content.$inferSelect, keyof typeof contentColumns>;
