import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { recordId } from './record-id';
import { SLUG_PATTERN } from './admin-paths';
import { MESSAGE_ID_MAX, NUMBER_TEXT_MAX, SLUG_MAX } from '../limits';
import { contentStatuses, contentTypes, userKinds, userStatuses } from '../codes';
import { defineListResource } from '../list-query';
import { ContentResourceSchema } from './content';
import { answer } from './envelope';
import { locales, type Locale } from '../locales';
import { reportTargetTypes } from './reports';
import { AdminPurchaseSchema } from './admin-dashboard';

/**
 * The back office (/admin-api): request schemas the admin pages and the API share, and what the API answers.
 * Every list speaks the list-query language with the whitelists declared here.
 */
export const AdminDescriptors = defineMessages({
  required: /*i18n*/ { id: 'admin.required', message: 'This field is required.' },
  idsInvalid: /*i18n*/ { id: 'admin.ids-invalid', message: 'Choose between 1 and 100 rows.' },
  actionInvalid: /*i18n*/ { id: 'admin.action-invalid', message: 'Choose a valid action.' },
  reasonRequired: /*i18n*/ { id: 'admin.reason-required', message: 'Give a reason.' },
  reasonTooLong: /*i18n*/ {
    id: 'admin.reason-too-long',
    message: 'The reason may not be greater than 1000 characters.',
  },
  notPending: /*i18n*/ { id: 'admin.not-pending', message: 'Only a creator waiting for approval can be approved.' },
  ownAccount: /*i18n*/ { id: 'admin.own-account', message: 'You cannot block your own account.' },
  adminAccount: /*i18n*/ { id: 'admin.admin-account', message: 'An administrator cannot be blocked here.' },
  outcomeInvalid: /*i18n*/ { id: 'admin.outcome-invalid', message: 'Choose an outcome.' },
  noteTooLong: /*i18n*/ { id: 'admin.note-too-long', message: 'The note may not be greater than 2000 characters.' },
  reportClosed: /*i18n*/ { id: 'admin.report-closed', message: 'This report has already been resolved.' },
  reviewStatusInvalid: /*i18n*/ { id: 'admin.review-status-invalid', message: 'Choose visible, hidden or pending.' },
  slugInvalid: /*i18n*/ {
    id: 'admin.slug-invalid',
    message: 'Use 1 to 60 lower-case letters, digits, dashes or underscores.',
  },
  titleRequired: /*i18n*/ { id: 'admin.title-required', message: 'Give the page a title.' },
  titleTooLong: /*i18n*/ { id: 'admin.title-too-long', message: 'The title may not be greater than 200 characters.' },
  bodyTooLong: /*i18n*/ { id: 'admin.body-too-long', message: 'The text may not be greater than 100000 characters.' },
  englishRequired: /*i18n*/ { id: 'admin.english-required', message: 'The English version is required.' },
  localeInvalid: /*i18n*/ { id: 'admin.locale-invalid', message: 'Choose one of en, ja, ko or zh.' },
  messageUnknown: /*i18n*/ { id: 'admin.message-unknown', message: 'This message does not exist in the catalog.' },
  textTooLong: /*i18n*/ { id: 'admin.text-too-long', message: 'The text may not be greater than 5000 characters.' },
  poInvalid: /*i18n*/ { id: 'admin.po-invalid', message: 'The file is not a valid PO file.' },
  poTooLarge: /*i18n*/ { id: 'admin.po-too-large', message: 'The file may not be greater than 2 MB.' },
  nameRequired: /*i18n*/ { id: 'admin.name-required', message: 'Give a name.' },
  nameTooLong: /*i18n*/ { id: 'admin.name-too-long', message: 'The name may not be greater than 100 characters.' },
  nameTaken: /*i18n*/ { id: 'admin.name-taken', message: 'This name is already used.' },
  inUse: /*i18n*/ { id: 'admin.in-use', message: 'This row is still in use and cannot be deleted.' },
  resourceUnknown: /*i18n*/ { id: 'admin.resource-unknown', message: 'Unknown resource.' },
  idInvalid: /*i18n*/ { id: 'admin.id-invalid', message: 'The id must be a whole number from 1.' },
});
export const AdminMessages = englishTexts(AdminDescriptors);
const M = AdminMessages;

const id = (message: string = M.idInvalid) => recordId(message);

export const REASON_MAX = 1000;
/* ---------- audit ---------- */

export const auditListResource = defineListResource({
  filters: {
    actor_id: { type: 'number', ops: ['equal', 'in'] },
    entity: { type: 'string', ops: ['equal', 'in'] },
    entity_id: { type: 'string', ops: ['equal'] },
    action: { type: 'string', ops: ['equal', 'like', 'in'] },
    created_at: { type: 'date', ops: ['from', 'to'] },
  },
  sorts: ['created_at', 'action', 'entity'],
  defaultSort: ['-created_at'],
});

export const AuditEntrySchema = answer(
  v.object({
    id: v.number(),
    actor: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
    action: v.string(),
    entity: v.string(),
    entity_id: v.string(),
    before: v.unknown(),
    after: v.unknown(),
    created_at: v.string(),
  }),
);
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/* ---------- users ---------- */

export const adminUserListResource = defineListResource({
  filters: {
    kind: { type: 'string', ops: ['equal', 'in'] },
    creator_role: { type: 'number', ops: ['equal', 'in'] },
    status: { type: 'string', ops: ['equal', 'in', '<>'] },
    email_verified_at: { type: 'date', ops: ['isNull', 'from', 'to'] },
    created_at: { type: 'date', ops: ['from', 'to'] },
  },
  sorts: ['name', 'login', 'email', 'created_at', 'status', 'kind'],
  searchFields: ['name', 'email'],
  defaultSort: ['-created_at'],
});

export const AdminUserSchema = answer(
  v.object({
    id: v.number(),
    email: v.string(),
    login: v.string(),
    name: v.string(),
    kind: v.picklist(userKinds),
    creator_role: v.nullable(v.number()),
    status: v.picklist(userStatuses),
    email_verified_at: v.nullable(v.string()),
    created_at: v.string(),
    deleted_at: v.nullable(v.string()),
  }),
);
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const userBulkActions = ['approve', 'block', 'unblock'] as const;
export type UserBulkAction = (typeof userBulkActions)[number];

/** PUT /admin-api/users/:id — approve a creator waiting for approval (the spec's "approve"). */
export const ApproveUserSchema = v.optional(
  v.object({ status: v.optional(v.literal('approved', M.actionInvalid)) }),
  {},
);

/** PUT /admin-api/users/:id/toggle-block — flips; `blocked` makes it idempotent (what a bulk action sends). */
/** `reason` is kept with the block and told to the person when they try to sign in. */
export const ToggleBlockSchema = v.optional(
  v.object({
    blocked: v.optional(v.boolean(M.actionInvalid)),
    reason: v.optional(v.pipe(v.string(M.reasonTooLong), v.trim(), v.maxLength(REASON_MAX, M.reasonTooLong))),
  }),
  {},
);

/** The rows of one bulk action: 1 to 100 ids. */
const bulkIds = v.pipe(
  v.array(id(M.idsInvalid), M.idsInvalid),
  v.minLength(1, M.idsInvalid),
  v.maxLength(100, M.idsInvalid),
);

export const UserBulkSchema = v.object(
  {
    ids: bulkIds,
    action: v.picklist(userBulkActions, M.actionInvalid),
  },
  M.required,
);
export type UserBulkInput = v.InferInput<typeof UserBulkSchema>;

/** A bulk action applies row by row (each in its own transaction): one refusal does not undo the others. */
export const BulkResultSchema = answer(v.object({ id: v.number(), ok: v.boolean(), message: v.optional(v.string()) }));
export type BulkResult = v.InferOutput<typeof BulkResultSchema>;

/* ---------- content ---------- */

export const adminContentListResource = defineListResource({
  filters: {
    status: { type: 'number', ops: ['equal', 'in', '<>'] },
    type: { type: 'number', ops: ['equal', 'in'] },
    owner_id: { type: 'number', ops: ['equal'] },
    created_at: { type: 'date', ops: ['from', 'to'] },
    deleted_at: { type: 'date', ops: ['isNull'] },
    archived_at: { type: 'date', ops: ['isNull'] },
  },
  sorts: ['title', 'created_at', 'updated_at', 'status', 'price'],
  searchFields: ['title', 'owner'],
  defaultSort: ['-updated_at'],
});

export const AdminContentRowSchema = answer(
  v.object({
    id: v.number(),
    title: v.string(),
    type: v.picklist(contentTypes),
    status: v.picklist(contentStatuses),
    price: v.object({ amount: v.number(), currency: v.string() }),
    owner: v.object({ id: v.number(), name: v.string(), login: v.string() }),
    archived_at: v.nullable(v.string()),
    deleted_at: v.nullable(v.string()),
    deletion_reason: v.nullable(v.string()),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export type AdminContentRow = v.InferOutput<typeof AdminContentRowSchema>;

/** GET /admin-api/content/:id/preview: the item as a fan who has not bought it gets it, and its list row. */
export const AdminContentPreviewSchema = answer(v.object({ item: ContentResourceSchema, row: AdminContentRowSchema }));
export type AdminContentPreview = v.InferOutput<typeof AdminContentPreviewSchema>;

export const adminContentActions = ['approve', 'block', 'unblock', 'restore', 'delete'] as const;
export type AdminContentAction = (typeof adminContentActions)[number];

/** PUT /admin-api/content/:id. `reason` is required to block or delete; restore's scope defaults to `admin`. */
export const AdminContentActionSchema = v.pipe(
  v.object(
    {
      action: v.picklist(adminContentActions, M.actionInvalid),
      reason: v.optional(v.pipe(v.string(M.reasonRequired), v.trim(), v.maxLength(REASON_MAX, M.reasonTooLong))),
      scope: v.optional(v.picklist(['admin', 'creator'] as const, M.actionInvalid), 'admin'),
    },
    M.required,
  ),
  v.forward(
    v.check((input) => !['block', 'delete'].includes(input.action) || !!input.reason, M.reasonRequired),
    ['reason'],
  ),
);
export type AdminContentActionInput = v.InferInput<typeof AdminContentActionSchema>;

export const contentBulkActions = ['approve', 'block', 'unblock'] as const;
export type ContentBulkAction = (typeof contentBulkActions)[number];

/** POST /admin-api/content/bulk: one action for up to 100 items; a block needs its reason, as for one item. */
export const ContentBulkSchema = v.pipe(
  v.object(
    {
      ids: bulkIds,
      action: v.picklist(contentBulkActions, M.actionInvalid),
      reason: v.optional(v.pipe(v.string(M.reasonRequired), v.trim(), v.maxLength(REASON_MAX, M.reasonTooLong))),
    },
    M.required,
  ),
  v.forward(
    v.check((input) => input.action !== 'block' || !!input.reason, M.reasonRequired),
    ['reason'],
  ),
);

/* ---------- reports ---------- */

export const adminReportListResource = defineListResource({
  filters: {
    status: { type: 'string', ops: ['equal', 'in'] },
    report_type_id: { type: 'number', ops: ['equal', 'in'] },
    target_type: { type: 'string', ops: ['equal', 'in'] },
    reporter_id: { type: 'number', ops: ['equal'] },
    created_at: { type: 'date', ops: ['from', 'to'] },
  },
  sorts: ['created_at', 'report_type_id'],
  defaultSort: ['created_at'],
});

export const ReportedObjectSchema = answer(
  v.object({
    type: v.picklist(reportTargetTypes),
    id: v.number(),
    /** A title, name or text excerpt to show beside the report; null when the object is gone. */
    label: v.nullable(v.string()),
    excerpt: v.nullable(v.string()),
    /** The site path a fan would open (without the language prefix), when there is one. */
    path: v.nullable(v.string()),
  }),
);
export type ReportedObject = v.InferOutput<typeof ReportedObjectSchema>;

export const AdminReportSchema = answer(
  v.object({
    id: v.number(),
    report_type: v.object({ id: v.number(), name: v.string() }),
    body: v.string(),
    status: v.picklist(['open', 'resolved', 'dismissed']),
    outcome: v.nullable(v.string()),
    reporter: v.object({ id: v.number(), name: v.string(), email: v.string() }),
    target: ReportedObjectSchema,
    created_at: v.string(),
    resolved_at: v.nullable(v.string()),
  }),
);
export type AdminReport = v.InferOutput<typeof AdminReportSchema>;

/** GET /admin-api/users/:id: the account with its content, reports and latest orders. */
export const AdminUserDetailSchema = answer(
  v.object({
    ...AdminUserSchema.entries,
    content: v.array(AdminContentRowSchema),
    reports_about: v.array(AdminReportSchema),
    reports_by: v.array(AdminReportSchema),
    /** The latest orders the user placed as a buyer. */
    purchases: v.array(AdminPurchaseSchema),
    counts: v.object({
      content: v.number(),
      reports_about: v.number(),
      reports_by: v.number(),
      reviews: v.number(),
      purchases: v.number(),
    }),
  }),
);
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>;

/** `resolved` = action taken; `dismissed` = nothing wrong found. */
export const reportOutcomes = ['resolved', 'dismissed'] as const;
export const NOTE_MAX = 2000;
export const ResolveReportSchema = v.object(
  {
    outcome: v.picklist(reportOutcomes, M.outcomeInvalid),
    note: v.optional(v.pipe(v.string(M.noteTooLong), v.trim(), v.maxLength(NOTE_MAX, M.noteTooLong)), ''),
  },
  M.required,
);
export type ResolveReportInput = v.InferInput<typeof ResolveReportSchema>;

/* ---------- testimonials ---------- */

export const reviewStatuses = ['visible', 'hidden', 'pending'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const adminReviewListResource = defineListResource({
  filters: {
    status: { type: 'string', ops: ['equal', 'in'] },
    target_type: { type: 'string', ops: ['equal'] },
    rating: { type: 'number' },
    created_at: { type: 'date', ops: ['from', 'to'] },
  },
  sorts: ['created_at', 'rating'],
  searchFields: ['title'],
  defaultSort: ['-created_at'],
});

export const AdminReviewSchema = answer(
  v.object({
    id: v.number(),
    title: v.string(),
    body: v.string(),
    rating: v.nullable(v.number()),
    status: v.picklist(reviewStatuses),
    author: v.object({ id: v.number(), name: v.string() }),
    target: ReportedObjectSchema,
    created_at: v.string(),
  }),
);
export type AdminReview = v.InferOutput<typeof AdminReviewSchema>;

export const ReviewStatusSchema = v.object({ status: v.picklist(reviewStatuses, M.reviewStatusInvalid) }, M.required);

/** POST /admin-api/testimonials/bulk: one status for several reviews, each in its own transaction. */
export const ReviewBulkSchema = v.object(
  { ids: bulkIds, status: v.picklist(reviewStatuses, M.reviewStatusInvalid) },
  M.required,
);
export type ReviewBulkInput = v.InferInput<typeof ReviewBulkSchema>;

/* ---------- static pages ---------- */

export { SLUG_PATTERN } from './admin-paths';
export const STATIC_TITLE_MAX = 200;
export const STATIC_BODY_MAX = 100_000;
const pageVersion = v.object(
  {
    title: v.pipe(
      v.string(M.titleRequired),
      v.trim(),
      v.nonEmpty(M.titleRequired),
      v.maxLength(STATIC_TITLE_MAX, M.titleTooLong),
    ),
    body: v.pipe(v.string(M.required), v.maxLength(STATIC_BODY_MAX, M.bodyTooLong)),
  },
  M.required,
);

/** PUT /admin-api/static-pages/:slug: every language at once; English required, a missing language is removed. */
export const StaticPageSchema = v.object(
  {
    en: pageVersion,
    ja: v.optional(v.nullable(pageVersion)),
    ko: v.optional(v.nullable(pageVersion)),
    zh: v.optional(v.nullable(pageVersion)),
  },
  M.englishRequired,
);
export type StaticPageInput = v.InferInput<typeof StaticPageSchema>;
export const SlugSchema = v.pipe(
  v.string(M.slugInvalid),
  v.maxLength(SLUG_MAX, M.slugInvalid),
  v.regex(SLUG_PATTERN, M.slugInvalid),
);

export const AdminStaticPageSchema = answer(
  v.object({
    slug: v.string(),
    versions: v.record(
      v.picklist(locales),
      v.optional(v.object({ title: v.string(), body: v.string(), updated_at: v.string() })),
    ),
  }),
);
export type AdminStaticPage = v.InferOutput<typeof AdminStaticPageSchema>;

export const AdminStaticPageSummarySchema = answer(
  v.object({ slug: v.string(), locales: v.array(v.picklist(locales)), title: v.string(), updated_at: v.string() }),
);
export type AdminStaticPageSummary = v.InferOutput<typeof AdminStaticPageSummarySchema>;

/** DELETE /admin-api/static-pages/:slug: the page that is gone. */
export const DeletedStaticPageSchema = answer(v.object({ slug: v.string() }));

/* ---------- translations ---------- */

export const LocaleSchema = v.picklist(locales, M.localeInvalid);
/** The longest UI message text (an override, or what the message search looks for). */
const TRANSLATION_TEXT_MAX = 5000;

const translationNumber = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(NUMBER_TEXT_MAX),
      v.transform(Number),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  );
/** GET /admin-api/translations: one locale's messages, searched and filtered, a page at a time. */
export const TranslationQuerySchema = v.object({
  locale: LocaleSchema,
  // As long as a message may be, so an admin can paste any whole source text to find it.
  search: v.optional(v.pipe(v.string(), v.maxLength(TRANSLATION_TEXT_MAX, M.textTooLong))),
  only: v.optional(v.picklist(['missing', 'overridden'] as const)),
  page: translationNumber(1, 100_000, 1),
  limit: translationNumber(1, 1000, 50),
});

export const TranslationMessageSchema = answer(
  v.object({
    /** The id the PWA's compiled catalog uses (what an override is keyed by). */
    id: v.string(),
    /** The English source text. */
    source: v.string(),
    context: v.nullable(v.string()),
    /** The built catalog's text in this locale ('' when missing). */
    catalog: v.string(),
    /** The admin's runtime text, when set. */
    override: v.nullable(v.string()),
  }),
);
export type TranslationMessage = v.InferOutput<typeof TranslationMessageSchema>;

const localeCounts = v.object({ missing: v.number(), overridden: v.number() });
export const TranslationSummarySchema = answer(
  v.object({
    total: v.number(),
    locales: v.object(
      Object.fromEntries(locales.map((locale) => [locale, localeCounts])) as Record<Locale, typeof localeCounts>,
    ),
  }),
);
export type TranslationSummary = v.InferOutput<typeof TranslationSummarySchema>;

/** PUT /admin-api/translations/:locale — an empty or null text removes the override. */
export const TranslationOverrideSchema = v.object(
  {
    id: v.pipe(v.string(M.messageUnknown), v.nonEmpty(M.messageUnknown), v.maxLength(MESSAGE_ID_MAX, M.messageUnknown)),
    text: v.nullable(v.pipe(v.string(M.textTooLong), v.maxLength(TRANSLATION_TEXT_MAX, M.textTooLong))),
  },
  M.required,
);

export const PO_MAX_BYTES = 2 * 1024 * 1024;
/** POST /admin-api/translations/translate-file: import a PO file's msgstr values as overrides of one locale. */
export const TranslateFileSchema = v.object(
  {
    locale: LocaleSchema,
    po: v.pipe(v.string(M.poInvalid), v.nonEmpty(M.poInvalid), v.maxLength(PO_MAX_BYTES, M.poTooLarge)),
  },
  M.required,
);
export const TranslateFileResultSchema = answer(
  v.object({ imported: v.number(), unchanged: v.number(), unknown: v.number() }),
);
export type TranslateFileResult = v.InferOutput<typeof TranslateFileResultSchema>;

/* ---------- generic CRUD ---------- */

export { crudResources, type CrudResource } from './admin-paths';

const localizedName = v.optional(
  v.nullable(v.pipe(v.string(M.nameTooLong), v.trim(), v.maxLength(100, M.nameTooLong))),
);
/** Genres and report types share one shape: an English name and its translations. */
export const NamedRowSchema = v.object(
  {
    name: v.pipe(v.string(M.nameRequired), v.trim(), v.nonEmpty(M.nameRequired), v.maxLength(100, M.nameTooLong)),
    names: v.optional(v.object({ ja: localizedName, ko: localizedName, zh: localizedName }), {}),
  },
  M.required,
);
export type NamedRowInput = v.InferInput<typeof NamedRowSchema>;

export const NamedRowResourceSchema = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    names: v.record(v.picklist(locales), v.optional(v.string())),
  }),
);
export type NamedRow = v.InferOutput<typeof NamedRowResourceSchema>;

/** DELETE /admin-api/crud/:resource/:id (and other deletes that answer the id): what is gone. */
export const DeletedRowSchema = answer(v.object({ id: v.number() }));

export const crudListResource = defineListResource({
  filters: { id: { type: 'number' }, name: { type: 'string' } },
  sorts: ['id', 'name'],
  searchFields: ['name'],
});

export { contentStatuses, userKinds, userStatuses, reportTargetTypes };
