import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { OTHER_REPORT_TYPE_ID } from '../codes';
import { NUMBER_TEXT_MAX, REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '../limits';

/**
 * The report dialog (spec §4 "Report flow", §5 "Report text") and POST /api/reports. The dialog
 * and the server validate with this same schema, so a field error lands on the same field.
 */
export const ReportDescriptors = defineMessages({
  required: /*i18n*/ { id: 'reports.required', message: 'This field is required.' },
  typeInvalid: /*i18n*/ { id: 'reports.type-invalid', message: 'Choose a report type.' },
  targetInvalid: /*i18n*/ { id: 'reports.target-invalid', message: 'The reported item is not valid.' },
  textTooShort: /*i18n*/ {
    id: 'reports.text-too-short',
    message: 'The text must be at least {min} characters.',
    values: { min: REPORT_TEXT_MIN },
  },
  textTooLong: /*i18n*/ {
    id: 'reports.text-too-long',
    message: 'The text may not be greater than {max} characters.',
    values: { max: REPORT_TEXT_MAX },
  },
  unknownType: /*i18n*/ { id: 'reports.unknown-type', message: 'The selected report type does not exist.' },
  unknownTarget: /*i18n*/ { id: 'reports.unknown-target', message: 'The reported item does not exist.' },
  ownTarget: /*i18n*/ { id: 'reports.own-target', message: 'You cannot report your own content.' },
  alreadyReported: /*i18n*/ { id: 'reports.already-reported', message: 'You have already reported this.' },
});
export const ReportMessages = englishTexts(ReportDescriptors);

const M = ReportMessages;

/** What can be reported (ARCHITECTURE §6 "Trust and safety"). */
export const reportTargetTypes = ['content', 'user', 'review', 'message'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/**
 * Characters as a person counts them: code points, so an emoji or a CJK character is one. The
 * dialog's counter uses this too, so its hint and the server agree.
 */
export function reportTextLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * Type 6 ("other") needs a description of 100–5000 characters; the other types are submitted at once
 * with an empty body (spec §4), but a body, if sent, is still held to the maximum.
 */
export const CreateReportSchema = v.pipe(
  v.object(
    {
      // The rule counts code points (below); a code point takes at most two UTF-16 units.
      body: v.optional(v.pipe(v.string(M.required), v.trim(), v.maxLength(2 * REPORT_TEXT_MAX, M.textTooLong)), ''),
      report_type_id: recordId(M.typeInvalid),
      target: v.object(
        { type: v.picklist(reportTargetTypes, M.targetInvalid), id: recordId(M.targetInvalid) },
        M.targetInvalid,
      ),
    },
    M.required,
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { body, report_type_id: typeId } = dataset.value;
      const length = reportTextLength(body);
      if (length > REPORT_TEXT_MAX) addIssue({ message: M.textTooLong });
      else if (typeId === OTHER_REPORT_TYPE_ID && length === 0) addIssue({ message: M.required });
      else if (typeId === OTHER_REPORT_TYPE_ID && length < REPORT_TEXT_MIN) addIssue({ message: M.textTooShort });
    }),
    ['body'],
  ),
);
export type CreateReportInput = v.InferInput<typeof CreateReportSchema>;

/** GET /api/reports/mine?type=content&id=12: the target, as a query string carries it. */
export const OpenReportQuerySchema = v.object({
  type: v.picklist(reportTargetTypes, M.targetInvalid),
  id: v.pipe(
    v.string(M.targetInvalid),
    v.maxLength(NUMBER_TEXT_MAX, M.targetInvalid),
    v.digits(M.targetInvalid),
    v.transform(Number),
    recordId(M.targetInvalid),
  ),
});

/** GET /api/reports/mine answers this. */
export const OpenReportStateSchema = answer(v.object({ reported: v.boolean() }));
export type OpenReportState = v.InferOutput<typeof OpenReportStateSchema>;

/** GET /api/report-types: `name` is in the request's language. Id 6 is the free-text "other" type. */
export const ReportTypeSchema = answer(v.object({ id: v.number(), name: v.string() }));
export type ReportType = v.InferOutput<typeof ReportTypeSchema>;

/** POST /api/reports answers 201 with this. */
export const ReportResourceSchema = answer(
  v.object({
    id: v.number(),
    report_type_id: v.number(),
    body: v.string(),
    target: v.object({ type: v.picklist(reportTargetTypes), id: v.number() }),
    status: v.picklist(['open', 'resolved', 'dismissed']),
    created_at: v.string(),
  }),
);
export type Report = v.InferOutput<typeof ReportResourceSchema>;
