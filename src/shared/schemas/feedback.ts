import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { recordId } from './record-id';
import { answer } from './envelope';
import { ImageRefSchema, ShortUserSchema } from './content';
import { AuthMessages } from './auth';

/**
 * The feedback service (type 7). A fan who bought it uploads their own video (MEDIA's upload with purpose
 * 'feedback', then POST /api/content/:id/feedback with the asset), the creator answers with comments at moments
 * of that video. Only the buyer and the creator may see a submission; everyone else gets 404.
 *
 * - POST   /api/content/:id/feedback        SubmitFeedbackSchema → 201 { data: FeedbackSubmission } (the buyer)
 * - GET    /api/content/:id/feedback        → { data: FeedbackSubmission[] } (the buyer's own submissions to it)
 * - GET    /api/creator/feedback?page&limit → { data: FeedbackSubmission[], meta } (submissions to the creator's items)
 * - GET    /api/feedback/:id                → { data: FeedbackSubmission } (buyer or creator)
 * - POST   /api/feedback/:id/comments       FeedbackCommentSchema → 201 { data: FeedbackSubmission } (the creator)
 * - DELETE /api/feedback/:id/comments/:commentId → { data: FeedbackSubmission } (the creator)
 * - PUT    /api/feedback/:id/answered       → { data: FeedbackSubmission } (the creator marks the answer complete)
 */
export const FeedbackDescriptors = defineMessages({
  assetInvalid: /*i18n*/ { id: 'feedback.asset-invalid', message: 'Upload your video first.' },
  assetNotVideo: /*i18n*/ {
    id: 'feedback.asset-not-video',
    message: 'The file must be one of your own uploaded videos.',
  },
  assetUsed: /*i18n*/ { id: 'feedback.asset-used', message: 'This video was already sent.' },
  noteTooLong: /*i18n*/ { id: 'feedback.note-too-long', message: 'The note may not be greater than 1000 characters.' },
  notBought: /*i18n*/ { id: 'feedback.not-bought', message: 'Buy this feedback service before sending a video.' },
  notFeedback: /*i18n*/ { id: 'feedback.not-feedback', message: 'Only a feedback service takes videos.' },
  commentRequired: /*i18n*/ { id: 'feedback.comment-required', message: 'Write a comment.' },
  commentTooLong: /*i18n*/ {
    id: 'feedback.comment-too-long',
    message: 'The comment may not be greater than 2000 characters.',
  },
  atInvalid: /*i18n*/ {
    id: 'feedback.at-invalid',
    message: 'The moment must be a whole number of milliseconds from 0.',
  },
  atBeyondVideo: /*i18n*/ { id: 'feedback.at-beyond-video', message: 'The moment is past the end of the video.' },
});
export const FeedbackMessages = englishTexts(FeedbackDescriptors);

const M = FeedbackMessages;

export const FEEDBACK_NOTE_MAX = 1000;
export const FEEDBACK_COMMENT_MAX = 2000;

export const SubmitFeedbackSchema = v.object(
  {
    asset_id: recordId(M.assetInvalid),
    note: v.optional(
      v.pipe(v.string(AuthMessages.required), v.trim(), v.maxLength(FEEDBACK_NOTE_MAX, M.noteTooLong)),
      '',
    ),
  },
  AuthMessages.required,
);
export type SubmitFeedbackInput = v.InferInput<typeof SubmitFeedbackSchema>;

export const FeedbackCommentSchema = v.object(
  {
    at_ms: v.pipe(
      v.number(M.atInvalid),
      v.integer(M.atInvalid),
      v.minValue(0, M.atInvalid),
      v.maxValue(24 * 3_600_000, M.atInvalid),
    ),
    body: v.pipe(
      v.string(M.commentRequired),
      v.trim(),
      v.nonEmpty(M.commentRequired),
      v.maxLength(FEEDBACK_COMMENT_MAX, M.commentTooLong),
    ),
  },
  AuthMessages.required,
);
export type FeedbackCommentInput = v.InferInput<typeof FeedbackCommentSchema>;

export const FeedbackCommentResourceSchema = answer(
  v.object({ id: v.number(), at_ms: v.number(), body: v.string(), created_at: v.string() }),
);
export type FeedbackComment = v.InferOutput<typeof FeedbackCommentResourceSchema>;

/** GET /api/content/:id/feedback/service: what the fan reads before sending (the creator's service info). */
export const FeedbackServiceSchema = answer(
  v.object({
    instructions: v.string(),
    /** The longest video the creator watches, in minutes; null when not set. */
    max_video_minutes: v.nullable(v.number()),
    /** Days the creator takes to answer; null when not set. */
    delivery_days: v.nullable(v.number()),
  }),
);
export type FeedbackService = v.InferOutput<typeof FeedbackServiceSchema>;

export const FeedbackSubmissionSchema = answer(
  v.object({
    id: v.number(),
    content: v.object({ id: v.number(), title: v.string(), owner_id: v.number() }),
    fan: ShortUserSchema,
    video: v.object({
      id: v.number(),
      /** The gated /media/v URL; null while the video is still processing or failed. */
      url: v.nullable(v.string()),
      status: v.picklist([0, 1, 255]),
      mime_type: v.string(),
      duration_seconds: v.nullable(v.number()),
      poster: v.nullable(ImageRefSchema),
    }),
    note: v.string(),
    created_at: v.string(),
    answered_at: v.nullable(v.string()),
    /** The fan's purchase of the service was refunded: the creator need not answer, and the fan knows why. */
    refunded: v.boolean(),
    /** In video order (by moment). */
    comments: v.array(FeedbackCommentResourceSchema),
    /** The signed-in viewer is the creator (may comment) rather than the fan. */
    is_creator: v.boolean(),
  }),
);
export type FeedbackSubmission = v.InferOutput<typeof FeedbackSubmissionSchema>;
