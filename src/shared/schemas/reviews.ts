import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { defineListResource } from '../list-query';
import { ShortUserSchema } from './content';

/**
 * The testimonial dialog (spec §2, 510px) and GET/POST /api/reviews. The dialog and the server
 * validate with this same schema.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;

export const ReviewDescriptors = defineMessages({
  required: /*i18n*/ { id: 'reviews.required', message: 'This field is required.' },
  titleTooLong: /*i18n*/ {
    id: 'reviews.title-too-long',
    message: 'The title may not be greater than {max} characters.',
    values: { max: REVIEW_TITLE_MAX },
  },
  bodyTooLong: /*i18n*/ {
    id: 'reviews.body-too-long',
    message: 'The text may not be greater than {max} characters.',
    values: { max: REVIEW_BODY_MAX },
  },
  ratingInvalid: /*i18n*/ { id: 'reviews.rating-invalid', message: 'The rating must be a whole number from 1 to 5.' },
  targetInvalid: /*i18n*/ { id: 'reviews.target-invalid', message: 'The reviewed item is not valid.' },
  unknownTarget: /*i18n*/ { id: 'reviews.unknown-target', message: 'The reviewed item does not exist.' },
  ownContent: /*i18n*/ { id: 'reviews.own-content', message: 'You cannot review your own content.' },
  notEntitled: /*i18n*/ {
    id: 'reviews.not-entitled',
    message: 'You can only review what you have bought or unlocked.',
  },
  alreadyReviewed: /*i18n*/ { id: 'reviews.already-reviewed', message: 'You have already reviewed this.' },
});
export const ReviewMessages = englishTexts(ReviewDescriptors);

const M = ReviewMessages;

/** What a testimonial is about (the spec's `objectOfTestimonial`). */
export const reviewTargetTypes = ['content', 'user'] as const;
export type ReviewTargetType = (typeof reviewTargetTypes)[number];

const text = (max: number, tooLong: string) =>
  v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, tooLong));

const rating = v.optional(
  v.nullable(
    v.pipe(
      v.number(M.ratingInvalid),
      v.integer(M.ratingInvalid),
      v.minValue(1, M.ratingInvalid),
      v.maxValue(5, M.ratingInvalid),
    ),
  ),
);

export const CreateReviewSchema = v.object(
  {
    title: text(REVIEW_TITLE_MAX, M.titleTooLong),
    body: text(REVIEW_BODY_MAX, M.bodyTooLong),
    target: v.object(
      {
        type: v.picklist(reviewTargetTypes, M.targetInvalid),
        id: recordId(M.targetInvalid),
      },
      M.targetInvalid,
    ),
    rating,
  },
  M.required,
);
/** PUT /api/reviews/:id: the author rewrites their review; what it is about stays. */
export const UpdateReviewSchema = v.object(
  { title: text(REVIEW_TITLE_MAX, M.titleTooLong), body: text(REVIEW_BODY_MAX, M.bodyTooLong), rating },
  M.required,
);
export type CreateReviewInput = v.InferInput<typeof CreateReviewSchema>;
export type UpdateReviewInput = v.InferInput<typeof UpdateReviewSchema>;

/**
 * GET /api/reviews' list query: `filter[target_type]=content&filter[target_id]=12`, newest first.
 * Default page size 10 (the generic list default).
 */
export const reviewListResource = defineListResource({
  filters: {
    target_type: { type: 'string', ops: ['equal'] },
    target_id: { type: 'number', ops: ['equal', 'in'] },
    author_id: { type: 'number', ops: ['equal'] },
    rating: { type: 'number' },
  },
  sorts: ['created_at', 'rating'],
  defaultSort: ['-created_at'],
});

export const ReviewResourceSchema = answer(
  v.object({
    id: v.number(),
    title: v.string(),
    body: v.string(),
    rating: v.nullable(v.number()),
    target: v.object({ type: v.picklist(reviewTargetTypes), id: v.number() }),
    author: ShortUserSchema,
    created_at: v.string(),
  }),
);
export type Review = v.InferOutput<typeof ReviewResourceSchema>;
