import { defineMessages, englishTexts, filledText, withValues } from '../message-descriptor';
import * as v from 'valibot';
import { recordId } from './record-id';
import { editorSteps, type EditorStep } from './editor-steps';
import { videoFailures } from '../video-failure';
import { answer } from './envelope';
import {
  CollaborationStatus,
  ContentType,
  type ContentStatus,
  contentListViews,
  contentStatuses,
  contentTypes,
  creatorRoles,
  type ContentListView,
} from '../codes';
import { contentActions, LifecycleMessages, type ContentAction } from '../content-lifecycle';
import { DATE_TEXT_MAX, GENRE_LIST_LIMIT, NUMBER_TEXT_MAX, QUERY_LIST_MAX, SUBSCRIPTIONS_LIST_LIMIT } from '../limits';
import { currencies, type Currency, MoneySchema } from '../money';
import { isValidNumberText, priceTextToMinor, readPriceText, type PriceTextProblem } from '../number-text';
import { AuthDescriptors, nameSchema } from './auth';
import { StudioCaptionSchema } from './captions';
import {
  ImageRefSchema,
  MeetingSchema as MeetingAnswerSchema,
  ParticipantSchema,
  ShortUserSchema,
  TagSchema,
} from './content';

/**
 * The creator studio's contract: what the editor form validates and the API re-validates (the same schemas),
 * and what the studio endpoints answer. Every request body below is checked by the server with exactly
 * these schemas; a failure is a 422 with `errors: [{ field, errors }]` naming the form's own field.
 *
 * Endpoints (all under /api, signed-in creator unless noted; someone else's item is always 404):
 * - POST /creator/onboarding            CreatorOnboardingSchema → { data: OnboardingResult } (any signed-in fan or creator)
 * - POST /content                       CreateContentSchema → 201 { data: StudioContent } (a draft, status 2)
 * - GET  /creator/content/:id           → { data: StudioContent } (owner only: what the editor reads)
 * - PATCH /content/:id                  { step, ...fields } validated by `stepSchemaFor(type, step)` → { data: StudioContent }
 * - PUT  /content/:id/publish           → { data: StudioContent } (422 `missing` names what publishing needs)
 * - PUT  /content/:id/auto-publish      AutoPublishSchema → { data: StudioContent } (publish_at in the future)
 * - DELETE /content/:id/auto-publish    → { data: StudioContent } (cancels the schedule)
 * - PUT  /content/:id/archivate | /un-archivate | /restore → { data: StudioContent }
 * - DELETE /content/:id                 DeleteContentSchema {id, deletion_reason} → { data: StudioContent } (into the trash)
 * - GET  /creator/content?view=&type=&status=&search=&page=&limit=  StudioListQuerySchema → { data: StudioListItem[], meta }
 * - GET  /creator/content/counts        → { data: StudioCounts } (the tab badges)
 * - GET  /content/calendar?from&to      CalendarRangeSchema → { data: CreatorCalendar }
 * - POST /content/:id/collaborators     InviteCollaboratorSchema → 201 { data: StudioContent }
 * - DELETE /content/:id/collaborators/:creatorId → { data: StudioContent }
 * - PUT  /content/:id/collaboration/reply  CollaborationReplySchema → { data: StudioListItem } (the invitee)
 * - GET  /creator/collaborations?status=0|1|2 → { data: StudioListItem[], meta } (invitations to the signed-in creator)
 * Media (cover, teaser, main video, additional videos) is attached by MEDIA's /attach-media, not by PATCH.
 */

export const EditorDescriptors = defineMessages({
  required: AuthDescriptors.required,
  typeInvalid: /*i18n*/ { id: 'editor.type-invalid', message: 'Choose one of the content types.' },
  titleRequired: /*i18n*/ { id: 'editor.title-required', message: 'The title is required.' },
  titleTooLong: /*i18n*/ { id: 'editor.title-too-long', message: 'The title may not be greater than 150 characters.' },
  descriptionTooLong: /*i18n*/ {
    id: 'editor.description-too-long',
    message: 'The description may not be greater than 5000 characters.',
  },
  priceFormat: /*i18n*/ {
    id: 'editor.price-format',
    message: 'Enter the price in digits with one decimal mark, like 12.50.',
  },
  priceNegative: /*i18n*/ { id: 'editor.price-negative', message: 'The price cannot be negative.' },
  priceExponent: /*i18n*/ { id: 'editor.price-exponent', message: 'Enter the price in plain digits, like 1000.' },
  priceSeparator: /*i18n*/ {
    id: 'editor.price-separator',
    message: 'Leave out thousands separators: enter 1250 or 1250.50.',
  },
  priceDigits: /*i18n*/ {
    id: 'editor.price-digits',
    message: 'The price has too many decimal places for this currency.',
  },
  priceTooHigh: /*i18n*/ { id: 'editor.price-too-high', message: 'The price may not be greater than 1000000.' },
  currencyInvalid: /*i18n*/ { id: 'editor.currency-invalid', message: 'The currency must be USD, EUR or JPY.' },
  currencyNotBalance: /*i18n*/ {
    id: 'editor.currency-not-balance',
    message: 'Prices are set in your balance currency. Change it on your finance page first.',
  },
  wholeNumber: /*i18n*/ { id: 'editor.whole-number', message: 'Enter a whole number using digits only.' },
  numberRange: /*i18n*/ { id: 'editor.number-range', message: 'Enter a number from {min} to {max}.' },
  tagsTooMany: /*i18n*/ {
    id: 'editor.tags-too-many',
    message: 'Choose at most {max} tags.',
    values: { max: GENRE_LIST_LIMIT },
  },
  tagsUnknown: /*i18n*/ { id: 'editor.tags-unknown', message: 'One of the tags does not exist.' },
  idsInvalid: /*i18n*/ { id: 'editor.ids-invalid', message: 'Each id must be a whole number.' },
  dateInvalid: /*i18n*/ { id: 'editor.date-invalid', message: 'Enter a date and time with its time zone.' },
  endBeforeStart: /*i18n*/ { id: 'editor.end-before-start', message: 'The end must be after the start.' },
  meetingsExactlyOne: /*i18n*/ { id: 'editor.meetings-exactly-one', message: 'This class has exactly one meeting.' },
  meetingsAtLeastOne: /*i18n*/ { id: 'editor.meetings-at-least-one', message: 'Add at least one meeting.' },
  meetingsTooMany: /*i18n*/ { id: 'editor.meetings-too-many', message: 'A class has at most 50 meetings.' },
  placeOrLink: /*i18n*/ { id: 'editor.place-or-link', message: 'Give a place or an online link.' },
  linkInvalid: /*i18n*/ { id: 'editor.link-invalid', message: 'The link must start with https:// or http://.' },
  textTooLong: /*i18n*/ { id: 'editor.text-too-long', message: 'This text may not be greater than {max} characters.' },
  periodInvalid: /*i18n*/ { id: 'editor.period-invalid', message: 'The billing period must be month or year.' },
  subscriptionContentTooMany: /*i18n*/ {
    id: 'editor.subscription-content-too-many',
    message: 'A community includes at most {max} items.',
    values: { max: SUBSCRIPTIONS_LIST_LIMIT },
  },
  subscriptionContentInvalid: /*i18n*/ {
    id: 'editor.subscription-content-invalid',
    message: 'A community may include only your own items that are not communities.',
  },
  stepInvalid: /*i18n*/ { id: 'editor.step-invalid', message: 'This step does not exist for this content type.' },
  statusInvalid: /*i18n*/ {
    id: 'editor.status-invalid',
    message: 'Choose content statuses from 0, 1, 2, 3, 4 and 255.',
  },
  publishAtPast: /*i18n*/ { id: 'editor.publish-at-past', message: 'The publication time must be in the future.' },
  reasonRequired: /*i18n*/ { id: 'editor.reason-required', message: 'Tell us why you delete this item.' },
  reasonTooLong: /*i18n*/ {
    id: 'editor.reason-too-long',
    message: 'The reason may not be greater than 500 characters.',
  },
  idMismatch: /*i18n*/ { id: 'editor.id-mismatch', message: 'The id does not match the item.' },
  roleInvalid: AuthDescriptors.roleInvalid,
  bioTooLong: /*i18n*/ { id: 'editor.bio-too-long', message: 'The bio may not be greater than 1000 characters.' },
  collaboratorSelf: /*i18n*/ { id: 'editor.collaborator-self', message: 'You cannot invite yourself.' },
  collaboratorNotCreator: /*i18n*/ {
    id: 'editor.collaborator-not-creator',
    message: 'Only an approved creator can be invited.',
  },
  collaboratorDuplicate: /*i18n*/ { id: 'editor.collaborator-duplicate', message: 'This creator is already invited.' },
  replyStatusInvalid: /*i18n*/ {
    id: 'editor.reply-status-invalid',
    message: 'The reply must be 1 (accept) or 2 (decline).',
  },
  replyNotPending: /*i18n*/ { id: 'editor.reply-not-pending', message: 'This invitation was already answered.' },
  rangeInvalid: /*i18n*/ {
    id: 'editor.range-invalid',
    message: 'Enter the range as YYYY-MM-DD dates, from before to.',
  },
  rangeTooLong: /*i18n*/ { id: 'editor.range-too-long', message: 'The range may span at most 100 days.' },
  /** Publish refusals: one per missing requirement, on the field `missing`. */
  missingCover: /*i18n*/ { id: 'editor.missing-cover', message: 'Add a cover image.' },
  missingVideo: /*i18n*/ { id: 'editor.missing-video', message: 'Add the main video.' },
  missingMeetings: /*i18n*/ { id: 'editor.missing-meetings', message: 'Add at least one meeting.' },
  missingService: /*i18n*/ { id: 'editor.missing-service', message: 'Fill in the service info.' },
  videoFailed: /*i18n*/ { id: 'editor.video-failed', message: 'The main video failed to process; upload it again.' },
});
export const EditorMessages = englishTexts(EditorDescriptors);
export type EditorMessage = (typeof EditorMessages)[keyof typeof EditorMessages];

const M = EditorMessages;

export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;
export const PRICE_MAX_MAJOR = 1_000_000;
export const MEETINGS_MAX = 50;
export const MEETING_PLACE_MAX = 300;
export const MEETING_LINK_MAX = 500;
export const INSTRUCTIONS_MAX = 2000;
export const DELETION_REASON_MAX = 500;
export const BIO_MAX = 1000;
export const CALENDAR_RANGE_MAX_DAYS = 100;

export { editorSteps, type EditorStep } from './editor-steps';

/** Steps saved with PATCH /content/:id; media and collaboration have their own endpoints, content-deleted is read-only. */
export const patchableSteps = [
  'general-info',
  'base_info',
  'tags',
  'meeting-info',
  'service-info',
  'subscription',
] as const;
export type PatchableStep = (typeof patchableSteps)[number];

const T = ContentType;

/** Which steps a type has, in the editor's order. `content-deleted` is shown only for items in the trash. */
export function editorStepsFor(type: ContentType): EditorStep[] {
  const steps: EditorStep[] = ['general-info', 'base_info', 'media', 'tags'];
  if (type === T.publicClass || type === T.privateClass || type === T.multiMeetingPublicClass) {
    steps.push('meeting-info');
  }
  if (type === T.privateClass || type === T.feedback) steps.push('service-info');
  if (type === T.subscription) steps.push('subscription');
  steps.push('collaboration');
  return steps;
}

/** How many meetings a type has: one for public and private classes, many for the multi-meeting class. */
export function meetingLimitsFor(type: ContentType): { min: number; max: number } | null {
  if (type === T.publicClass || type === T.privateClass) return { min: 1, max: 1 };
  if (type === T.multiMeetingPublicClass) return { min: 1, max: MEETINGS_MAX };
  return null;
}

/** Types whose main video is required to publish (the teaser is generated from it when none is uploaded). */
export const videoTypes: readonly ContentType[] = [T.performance, T.footage, T.tutorialSkills, T.tutorialKnowledge];

// ---- field rules -------------------------------------------------------------------------------

const str = () => v.string(M.required);

const titleSchema = v.pipe(str(), v.trim(), v.nonEmpty(M.titleRequired), v.maxLength(TITLE_MAX, M.titleTooLong));

const textUpTo = (max: number) =>
  v.pipe(str(), v.trim(), v.maxLength(max, filledText(withValues(EditorDescriptors.textTooLong, { max }))));

const priceProblems: Record<PriceTextProblem, EditorMessage> = {
  format: M.priceFormat,
  negative: M.priceNegative,
  exponent: M.priceExponent,
  separator: M.priceSeparator,
};

/** A price as typed ("12.50", "12,50"), read by the shared rule into "12.50"; anything else is refused with why. */
export const priceTextSchema = v.pipe(
  str(),
  v.trim(),
  v.maxLength(NUMBER_TEXT_MAX, M.priceFormat),
  v.nonEmpty(M.required),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const reading = readPriceText(dataset.value);
    if (reading.ok) return reading.text;
    addIssue({ message: priceProblems[reading.problem] });
    return NEVER;
  }),
);

/** Spec §5: whole-number fields accept digits only; the value is checked against a range. */
export const wholeNumberSchema = (min: number, max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.maxLength(NUMBER_TEXT_MAX, M.wholeNumber)), v.number()], M.wholeNumber),
    v.transform((value) => String(value).trim()),
    v.check((text) => text !== '' && isValidNumberText(text, 'whole'), M.wholeNumber),
    v.transform(Number),
    v.check((n) => n >= min && n <= max, filledText(withValues(EditorDescriptors.numberRange, { min, max }))),
  );

const idSchema = recordId(M.idsInvalid);

/** An instant with its zone (what `Date#toISOString()` produces); local times without a zone are ambiguous. */
export const instantSchema = v.pipe(
  str(),
  v.maxLength(DATE_TEXT_MAX, M.dateInvalid),
  v.check(
    (text) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text) &&
      !Number.isNaN(Date.parse(text)),
    M.dateInvalid,
  ),
);

const linkSchema = v.pipe(
  str(),
  v.trim(),
  v.maxLength(MEETING_LINK_MAX, filledText(withValues(EditorDescriptors.textTooLong, { max: MEETING_LINK_MAX }))),
  v.check((text) => text === '' || /^https?:\/\/\S+$/i.test(text), M.linkInvalid),
);

/** "12.5" or "12,5" in the chosen currency → minor units, or undefined when the text does not fit the currency. */
export function priceToMinor(text: string, currency: Currency): number | undefined {
  return priceTextToMinor(text, currency);
}

/** The cross-field price checks only speak once the text itself has the right shape (one message at a time). */
const priceLooksValid = (text: string) => isValidNumberText(text, 'price') && text !== '.' && text !== '';

// ---- step schemas ------------------------------------------------------------------------------

export const GeneralInfoSchema = v.object(
  { title: titleSchema, description: v.optional(textUpTo(DESCRIPTION_MAX), '') },
  M.required,
);
export type GeneralInfoInput = v.InferInput<typeof GeneralInfoSchema>;

/** Price and currency; "0" makes the item free. For a community the price is per billing period. */
const BaseInfoFields = v.object(
  {
    price: priceTextSchema,
    currency: v.picklist(currencies, M.currencyInvalid),
  },
  M.required,
);
export const BaseInfoSchema = v.pipe(
  BaseInfoFields,
  v.forward(
    v.check(
      (input) => !priceLooksValid(input.price) || priceToMinor(input.price, input.currency) !== undefined,
      M.priceDigits,
    ),
    ['price'],
  ),
  v.forward(
    v.check((input) => !priceLooksValid(input.price) || Number(input.price) <= PRICE_MAX_MAJOR, M.priceTooHigh),
    ['price'],
  ),
);
export type BaseInfoInput = v.InferInput<typeof BaseInfoSchema>;

export const TagsSchema = v.object(
  {
    tag_ids: v.pipe(
      v.array(idSchema, M.idsInvalid),
      v.maxLength(GENRE_LIST_LIMIT, M.tagsTooMany),
      v.transform((ids) => [...new Set(ids)]),
    ),
  },
  M.required,
);
export type TagsInput = v.InferInput<typeof TagsSchema>;

export const MeetingSchema = v.pipe(
  v.object(
    {
      /** An existing meeting keeps its id (bookings and reminders refer to it); new ones have none. */
      id: v.optional(idSchema),
      starts_at: instantSchema,
      ends_at: instantSchema,
      place: v.optional(textUpTo(MEETING_PLACE_MAX), ''),
      link: v.optional(linkSchema, ''),
      capacity: v.optional(v.union([v.literal(''), v.null(), wholeNumberSchema(1, 100_000)], M.wholeNumber), null),
    },
    M.required,
  ),
  v.forward(
    v.check((m) => Date.parse(m.ends_at) > Date.parse(m.starts_at), M.endBeforeStart),
    ['ends_at'],
  ),
  v.forward(
    v.check((m) => m.place !== '' || m.link !== '', M.placeOrLink),
    ['place'],
  ),
);
export type MeetingInput = v.InferInput<typeof MeetingSchema>;

/** One schema per meeting count: types 3 and 4 have exactly one meeting, type 8 one to fifty. */
export function meetingInfoSchemaFor(type: ContentType) {
  const limits = meetingLimitsFor(type) ?? { min: 1, max: MEETINGS_MAX };
  const countMessage = limits.max === 1 ? M.meetingsExactlyOne : M.meetingsTooMany;
  return v.object(
    {
      meetings: v.pipe(
        v.array(MeetingSchema, M.required),
        v.minLength(limits.min, limits.max === 1 ? M.meetingsExactlyOne : M.meetingsAtLeastOne),
        v.maxLength(limits.max, countMessage),
      ),
    },
    M.required,
  );
}
export type MeetingInfoInput = v.InferInput<ReturnType<typeof meetingInfoSchemaFor>>;

/** A private class: how long one session lasts and what the fan should prepare. */
export const PrivateClassServiceSchema = v.object(
  {
    duration_minutes: wholeNumberSchema(5, 1440),
    instructions: v.optional(textUpTo(INSTRUCTIONS_MAX), ''),
  },
  M.required,
);
/** The feedback service: how long a fan's video may be and how many days the creator takes to answer. */
export const FeedbackServiceSchema = v.object(
  {
    max_video_minutes: wholeNumberSchema(1, 60),
    delivery_days: wholeNumberSchema(1, 60),
    instructions: v.optional(textUpTo(INSTRUCTIONS_MAX), ''),
  },
  M.required,
);
export type PrivateClassServiceInput = v.InferInput<typeof PrivateClassServiceSchema>;
export type FeedbackServiceInput = v.InferInput<typeof FeedbackServiceSchema>;

export const billingPeriods = ['month', 'year'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** A community's settings and the items it unlocks (`subscription_content`). */
export const SubscriptionSettingsSchema = v.object(
  {
    billing_period: v.picklist(billingPeriods, M.periodInvalid),
    content_ids: v.pipe(
      v.array(idSchema, M.idsInvalid),
      v.maxLength(SUBSCRIPTIONS_LIST_LIMIT, M.subscriptionContentTooMany),
      v.transform((ids) => [...new Set(ids)]),
    ),
  },
  M.required,
);
export type SubscriptionSettingsInput = v.InferInput<typeof SubscriptionSettingsSchema>;

/** The schema one PATCH step is validated with for a type, or null when the type has no such step. */
export function stepSchemaFor(type: ContentType, step: PatchableStep) {
  if (!(editorStepsFor(type) as readonly string[]).includes(step)) return null;
  switch (step) {
    case 'general-info':
      return GeneralInfoSchema;
    case 'base_info':
      return BaseInfoSchema;
    case 'tags':
      return TagsSchema;
    case 'meeting-info':
      return meetingInfoSchemaFor(type);
    case 'service-info':
      return type === T.feedback ? FeedbackServiceSchema : PrivateClassServiceSchema;
    case 'subscription':
      return SubscriptionSettingsSchema;
  }
}

/** PATCH /content/:id's envelope: the step name; the rest of the body is that step's fields. */
export const PatchStepEnvelopeSchema = v.looseObject({ step: v.picklist(patchableSteps, M.stepInvalid) }, M.required);

const stepBody = <const E extends v.ObjectEntries>(step: PatchableStep, entries: E) =>
  v.object({ step: v.literal(step), ...entries }, M.required);

/**
 * PATCH /content/:id's body, one shape per step, as the route declares it (for its document and a first check).
 * What depends on the item's type (how many meetings, which service fields, whether it has the step at all)
 * is checked afterwards with `stepSchemaFor`, so here the meeting count is free and service fields are all
 * optional: a private class needs `duration_minutes`, the feedback service `max_video_minutes` and `delivery_days`.
 */
export const PatchStepSchema = v.variant(
  'step',
  [
    stepBody('general-info', GeneralInfoSchema.entries),
    stepBody('base_info', BaseInfoFields.entries),
    stepBody('tags', TagsSchema.entries),
    stepBody('meeting-info', { meetings: v.array(MeetingSchema, M.required) }),
    stepBody('service-info', {
      duration_minutes: v.optional(PrivateClassServiceSchema.entries.duration_minutes),
      max_video_minutes: v.optional(FeedbackServiceSchema.entries.max_video_minutes),
      delivery_days: v.optional(FeedbackServiceSchema.entries.delivery_days),
      instructions: FeedbackServiceSchema.entries.instructions,
    }),
    stepBody('subscription', SubscriptionSettingsSchema.entries),
  ],
  M.stepInvalid,
);

// ---- other requests ----------------------------------------------------------------------------

export const CreateContentSchema = v.object(
  { type: v.picklist(contentTypes, M.typeInvalid), title: titleSchema },
  M.required,
);
export type CreateContentInput = v.InferInput<typeof CreateContentSchema>;

export const AutoPublishSchema = v.object({ publish_at: instantSchema }, M.required);
export type AutoPublishInput = v.InferInput<typeof AutoPublishSchema>;

export const DeleteContentSchema = v.object(
  {
    id: idSchema,
    deletion_reason: v.pipe(
      str(),
      v.trim(),
      v.nonEmpty(M.reasonRequired),
      v.maxLength(DELETION_REASON_MAX, M.reasonTooLong),
    ),
  },
  M.required,
);
export type DeleteContentInput = v.InferInput<typeof DeleteContentSchema>;

export const CreatorOnboardingSchema = v.object(
  {
    role: v.picklist(creatorRoles, M.roleInvalid),
    name: nameSchema,
    bio: v.optional(v.pipe(str(), v.trim(), v.maxLength(BIO_MAX, M.bioTooLong)), ''),
    genre_ids: v.optional(
      v.pipe(
        v.array(idSchema, M.idsInvalid),
        v.maxLength(GENRE_LIST_LIMIT, M.tagsTooMany),
        v.transform((ids) => [...new Set(ids)]),
      ),
      [],
    ),
  },
  M.required,
);
export type CreatorOnboardingInput = v.InferInput<typeof CreatorOnboardingSchema>;

export const InviteCollaboratorSchema = v.object({ creator_id: idSchema }, M.required);
export type InviteCollaboratorInput = v.InferInput<typeof InviteCollaboratorSchema>;

export const CollaborationReplySchema = v.object(
  {
    status: v.picklist([CollaborationStatus.accepted, CollaborationStatus.declined], M.replyStatusInvalid),
  },
  M.required,
);
export type CollaborationReplyInput = v.InferInput<typeof CollaborationReplySchema>;

const dateOnly = v.pipe(
  v.string(M.rangeInvalid),
  v.maxLength(DATE_TEXT_MAX, M.rangeInvalid),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, M.rangeInvalid),
  v.check((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), M.rangeInvalid),
);

/** GET /content/calendar: whole UTC days, `to` inclusive (a month view asks for its visible weeks). */
export const CalendarRangeSchema = v.pipe(
  v.object({ from: dateOnly, to: dateOnly }, M.rangeInvalid),
  v.forward(
    v.check((r) => r.from <= r.to, M.rangeInvalid),
    ['to'],
  ),
  v.forward(
    v.check(
      (r) =>
        (Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000 < CALENDAR_RANGE_MAX_DAYS,
      M.rangeTooLong,
    ),
    ['to'],
  ),
);
export type CalendarRange = v.InferOutput<typeof CalendarRangeSchema>;

export const studioSorts = ['updated_at', '-updated_at', 'created_at', '-created_at', 'title', '-title'] as const;

/** GET /creator/content. `view` is one of the spec's list views (default all). */
export const StudioListQuerySchema = v.object({
  view: v.optional(v.picklist(contentListViews, M.stepInvalid), 'all'),
  type: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(NUMBER_TEXT_MAX, M.typeInvalid),
      v.transform(Number),
      v.picklist(contentTypes, M.typeInvalid),
    ),
  ),
  /** `status=2` or `status=0,255`: only items in these statuses (the dashboard's piles). */
  status: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(QUERY_LIST_MAX, M.statusInvalid),
      v.transform((text) => text.split(',')),
      v.check(
        (parts) => parts.every((part) => /^\d+$/.test(part) && (contentStatuses as number[]).includes(Number(part))),
        M.statusInvalid,
      ),
      v.transform((parts) => parts.map(Number) as ContentStatus[]),
    ),
  ),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  sort: v.optional(v.picklist(studioSorts), '-updated_at'),
  page: v.optional(wholeNumberSchema(1, 100_000), '1'),
  limit: v.optional(wholeNumberSchema(1, 100), '20'),
});
export type StudioListQuery = v.InferOutput<typeof StudioListQuerySchema>;

export const CollaborationListQuerySchema = v.object({
  status: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(NUMBER_TEXT_MAX, M.replyStatusInvalid),
      v.transform(Number),
      v.picklist(
        [CollaborationStatus.pending, CollaborationStatus.accepted, CollaborationStatus.declined],
        M.replyStatusInvalid,
      ),
    ),
  ),
  page: v.optional(wholeNumberSchema(1, 100_000), '1'),
  limit: v.optional(wholeNumberSchema(1, 100), '20'),
});

// ---- responses ---------------------------------------------------------------------------------

/** A media file as the studio sees it: the spec's asset codes 0 processing, 1 ready, 255 failed. */
export const StudioMediaSchema = answer(
  v.object({
    id: v.number(),
    role: v.picklist(['cover', 'teaser', 'video', 'additional']),
    position: v.number(),
    status: v.picklist([0, 1, 255]),
    /** Why processing failed (status 255), as a sentence in English. */
    error: v.nullable(v.string()),
    /** The same reason as a code, for a translated sentence. */
    error_code: v.nullable(v.picklist(videoFailures)),
    mime_type: v.string(),
    /** The cover's image, or a video's poster once transcoded. */
    image: v.nullable(ImageRefSchema),
    duration_seconds: v.nullable(v.number()),
    /** A main or additional video's caption tracks, by language ([] for other roles). */
    captions: v.array(StudioCaptionSchema),
  }),
);
export type StudioMedia = v.InferOutput<typeof StudioMediaSchema>;

/** What publishing still needs, by requirement (each has its EditorMessages text). */
export const publishRequirements = ['cover', 'video', 'meetings', 'service', 'video_failed'] as const;
export type PublishRequirement = (typeof publishRequirements)[number];

export const StudioDetailsSchema = answer(
  v.object({
    service: v.optional(
      v.object({
        duration_minutes: v.optional(v.number()),
        max_video_minutes: v.optional(v.number()),
        delivery_days: v.optional(v.number()),
        instructions: v.string(),
      }),
    ),
    subscription: v.optional(v.object({ billing_period: v.picklist(billingPeriods) })),
  }),
);
export type StudioDetails = v.InferOutput<typeof StudioDetailsSchema>;

const contentTypeSchema = v.picklist(contentTypes);
const contentStatusSchema = v.picklist(contentStatuses);
const actionReason = v.nullable(v.picklist(Object.values(LifecycleMessages)));
const actionEntries = Object.fromEntries(contentActions.map((action) => [action, actionReason])) as Record<
  ContentAction,
  typeof actionReason
>;

/** GET /creator/content/:id and every studio write: the editor's whole view of one item. */
export const StudioContentSchema = answer(
  v.object({
    id: v.number(),
    type: contentTypeSchema,
    status: contentStatusSchema,
    title: v.string(),
    description: v.string(),
    price: MoneySchema,
    /** The price as the form shows it ("12.50"). */
    price_text: v.string(),
    details: StudioDetailsSchema,
    published_at: v.nullable(v.string()),
    auto_publish_at: v.nullable(v.string()),
    archived_at: v.nullable(v.string()),
    deleted_at: v.nullable(v.string()),
    deletion_reason: v.nullable(v.string()),
    /** Why a moderator blocked the item (status 3), as they wrote it; null otherwise. */
    block_reason: v.nullable(v.string()),
    created_at: v.string(),
    updated_at: v.string(),
    /** The owner is a creator still awaiting approval: publishing sends the item to review (4). */
    needs_review: v.boolean(),
    steps: v.array(v.picklist(editorSteps)),
    /** Per action: null when allowed now, else the reason (LifecycleMessages). */
    actions: v.object(actionEntries),
    /** What publishing still needs; empty when the media is complete. */
    missing: v.array(v.picklist(publishRequirements)),
    media: v.array(StudioMediaSchema),
    tags: v.array(TagSchema),
    meetings: v.array(MeetingAnswerSchema),
    /** Every invited creator with their reply (0 pending, 1 accepted, 2 declined). */
    collaborators: v.array(ParticipantSchema),
    /** Type 50: the items the community includes. */
    subscription_content: v.array(
      v.object({ id: v.number(), type: contentTypeSchema, title: v.string(), status: contentStatusSchema }),
    ),
  }),
);
export type StudioContent = v.InferOutput<typeof StudioContentSchema>;

/** One row of the creator's lists (views all, collaborations, calendar, archived, trashed). */
export const StudioListItemSchema = answer(
  v.object({
    id: v.number(),
    type: contentTypeSchema,
    status: contentStatusSchema,
    title: v.string(),
    price: MoneySchema,
    cover: v.nullable(ImageRefSchema),
    published_at: v.nullable(v.string()),
    auto_publish_at: v.nullable(v.string()),
    archived_at: v.nullable(v.string()),
    deleted_at: v.nullable(v.string()),
    deletion_reason: v.nullable(v.string()),
    updated_at: v.string(),
    owner: ShortUserSchema,
    /** The signed-in creator's reply when they are a collaborator, null on their own items. */
    collaboration_status: v.nullable(v.picklist(Object.values(CollaborationStatus))),
    /** The next meeting from now (classes), for the calendar view. */
    next_meeting_at: v.nullable(v.string()),
  }),
);
export type StudioListItem = v.InferOutput<typeof StudioListItemSchema>;

/** How many items each view (contentListViews) holds, and the pending invitations. */
export const StudioCountsSchema = answer(
  v.object({
    all: v.number(),
    collaborations: v.number(),
    calendar: v.number(),
    archived: v.number(),
    trashed: v.number(),
    invitations: v.number(),
  }),
);
export type StudioCounts = v.InferOutput<typeof StudioCountsSchema> & Record<ContentListView, number>;

export const OnboardingResultSchema = answer(
  v.object({
    id: v.number(),
    kind: v.literal('creator'),
    role: v.picklist(creatorRoles),
    status: v.picklist(['pending', 'approved', 'blocked']),
    /** Pending creators may prepare drafts; what they publish waits for review (4) until an admin approves them. */
    needs_review: v.boolean(),
  }),
);
export type OnboardingResult = v.InferOutput<typeof OnboardingResultSchema>;

export const CalendarMeetingSchema = answer(
  v.object({
    meeting_id: v.number(),
    content_id: v.number(),
    content_type: contentTypeSchema,
    title: v.string(),
    starts_at: v.string(),
    ends_at: v.string(),
    place: v.nullable(v.string()),
    link: v.nullable(v.string()),
    capacity: v.nullable(v.number()),
    /** Whether the signed-in creator owns the class or collaborates on it. */
    role: v.picklist(['owner', 'collaborator']),
    bookings_count: v.number(),
  }),
);
export type CalendarMeeting = v.InferOutput<typeof CalendarMeetingSchema>;

export const CalendarBookingSchema = answer(
  v.object({
    content_id: v.number(),
    title: v.string(),
    fan: ShortUserSchema,
    booked_at: v.string(),
    /** The class's meetings in the range this booking attends. */
    meeting_ids: v.array(v.number()),
  }),
);
export type CalendarBooking = v.InferOutput<typeof CalendarBookingSchema>;

export const CreatorCalendarSchema = answer(
  v.object({
    from: v.string(),
    to: v.string(),
    meetings: v.array(CalendarMeetingSchema),
    bookings: v.array(CalendarBookingSchema),
  }),
);
export type CreatorCalendar = v.InferOutput<typeof CreatorCalendarSchema>;

/** PUT /content/:id/collaboration/reply: the invitee's reply as stored. */
export const CollaborationReplyResultSchema = answer(
  v.object({ content_id: v.number(), collaboration_status: v.picklist(Object.values(CollaborationStatus)) }),
);
export type CollaborationReplyResult = v.InferOutput<typeof CollaborationReplyResultSchema>;
