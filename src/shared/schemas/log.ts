import * as v from 'valibot';
import { filledText, withValues } from '../message-descriptor';
import { AuthMessages } from './auth';
import { ShapeDescriptors, tooLongText } from './shape-messages';

/** POST /api/sendLog (spec §7): what the PWA reports about failures it saw. */
export const logLevels = ['error', 'api_error', 'warning', 'info'] as const;
export type LogLevel = (typeof logLevels)[number];

export const LOG_MESSAGE_MAX = 5000;
const URI_MAX = 2048;
const SHORT_MAX = 512;
const TAGS_MAX = 20;
const TAG_MAX = 100;

const S = ShapeDescriptors;

const LogMessages = {
  required: AuthMessages.required,
  text: filledText(S.text),
  object: filledText(S.object),
  list: filledText(S.list),
  level: filledText(withValues(S.oneOf, { options: logLevels.join(', ') })),
  tooManyTags: filledText(withValues(S.tooMany, { max: TAGS_MAX })),
};

const text = (max: number) => v.pipe(v.string(LogMessages.text), v.maxLength(max, tooLongText(max)));

/** An optional group of optional texts; missing keys are fine, a wrong shape is not. */
const group = <T extends v.ObjectEntries>(entries: T) => v.optional(v.object(entries, LogMessages.object));

export const SendLogSchema = v.object(
  {
    message: v.pipe(text(LOG_MESSAGE_MAX), v.nonEmpty(LogMessages.required)),
    level: v.picklist(logLevels, LogMessages.level),
    context: group({ requestUri: v.optional(text(URI_MAX)), userAgent: v.optional(text(SHORT_MAX)) }),
    trace: group({ path: v.optional(text(URI_MAX)), method: v.optional(text(16)) }),
    tags: v.optional(v.pipe(v.array(text(TAG_MAX), LogMessages.list), v.maxLength(TAGS_MAX, LogMessages.tooManyTags))),
  },
  LogMessages.required,
);
export type SendLogInput = v.InferInput<typeof SendLogSchema>;
export type SendLog = v.InferOutput<typeof SendLogSchema>;
