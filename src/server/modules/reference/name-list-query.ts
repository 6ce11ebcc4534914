import { defineMessages, englishTexts } from '@shared/message-descriptor';
import * as v from 'valibot';
import { GENRE_LIST_LIMIT } from '@shared/limits';

export const NAME_LIST_MAX_LIMIT = 100;

export const ReferenceDescriptors = defineMessages({
  limitInvalid: /*i18n*/ {
    id: 'reference.limit-invalid',
    message: 'The limit must be a whole number from 1 to {max}.',
    values: { max: NAME_LIST_MAX_LIMIT },
  },
  pageInvalid: /*i18n*/ {
    id: 'reference.page-invalid',
    message: 'The page number must be a whole number of at least 1.',
  },
  queryTooLong: /*i18n*/ {
    id: 'reference.query-too-long',
    message: 'The query may not be greater than 100 characters.',
  },
});
export const ReferenceMessages = englishTexts(ReferenceDescriptors);

const wholeNumber = (fallback: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `?query=` matches a name in any language; `limit` defaults to the spec's tag list size (20). */
export const NameListQuerySchema = v.object({
  query: v.optional(v.pipe(v.string(ReferenceMessages.queryTooLong), v.maxLength(100, ReferenceMessages.queryTooLong))),
  limit: wholeNumber(GENRE_LIST_LIMIT, NAME_LIST_MAX_LIMIT, ReferenceMessages.limitInvalid),
  page: wholeNumber(1, 1_000_000, ReferenceMessages.pageInvalid),
});
