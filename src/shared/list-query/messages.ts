import { LIST_MAX_LIMIT } from '../limits';
import { defineMessages, filledText, remember, type Descriptor } from '../message-descriptor';

/** Every parse error, with its id for the server's catalogs (src/server/locales). */
const listQueryDescriptors = defineMessages({
  page: /*i18n*/ { id: 'list-query.page', message: 'The page must be a whole number of at least 1.' },
  limit: /*i18n*/ { id: 'list-query.limit', message: 'The limit must be a whole number from 1 to {max}.' },
  malformed: /*i18n*/ { id: 'list-query.malformed', message: 'Malformed list parameter "{param}".' },
  unknownExpand: /*i18n*/ { id: 'list-query.unknown-expand', message: 'Unknown expand "{name}".' },
  unknownScope: /*i18n*/ { id: 'list-query.unknown-scope', message: 'Unknown scope "{name}".' },
  unknownSort: /*i18n*/ { id: 'list-query.unknown-sort', message: 'Unknown sort field "{name}".' },
  unknownSearchField: /*i18n*/ { id: 'list-query.unknown-search-field', message: 'Unknown search field "{name}".' },
  searchUnsupported: /*i18n*/ { id: 'list-query.search-unsupported', message: 'This list cannot be searched.' },
  unknownFilter: /*i18n*/ { id: 'list-query.unknown-filter', message: 'Unknown filter field "{name}".' },
  unknownOperator: /*i18n*/ { id: 'list-query.unknown-operator', message: 'Unknown operator "{op}" for "{name}".' },
  operatorNotAllowed: /*i18n*/ {
    id: 'list-query.operator-not-allowed',
    message: 'Operator "{op}" is not allowed for "{name}".',
  },
  notNumber: /*i18n*/ { id: 'list-query.not-number', message: 'Value "{value}" for "{name}" is not a number.' },
  notDate: /*i18n*/ {
    id: 'list-query.not-date',
    message: 'Value "{value}" for "{name}" is not a date (YYYY-MM-DD or ISO 8601).',
  },
  notBoolean: /*i18n*/ { id: 'list-query.not-boolean', message: 'Value "{value}" for "{name}" must be true or false.' },
  missingValue: /*i18n*/ { id: 'list-query.missing-value', message: 'Operator "{op}" for "{name}" needs a value.' },
  valueNotAllowed: /*i18n*/ {
    id: 'list-query.value-not-allowed',
    message: 'Value "{value}" is not allowed for "{name}".',
  },
});

export type ListQueryMessage = keyof typeof listQueryDescriptors;

/** Long user input is cut so an error message stays readable. */
const MAX_ECHO = 40;
const cut = (value: string) => (value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value);

function filledIn(key: ListQueryMessage, params: Record<string, string>): Descriptor {
  const d = listQueryDescriptors[key];
  const names = [...d.message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const all: Record<string, string> = { max: String(LIST_MAX_LIMIT), ...params };
  return { ...d, values: Object.fromEntries(names.map((name) => [name, cut(all[name] ?? '')])) };
}

/** A parse error as English text the server renders by its id; `values` may come from the request. */
export const listQueryMessage = (key: ListQueryMessage, params: Record<string, string> = {}): string =>
  remember(filledIn(key, params));

/** The same, for a schema's fixed message (kept for the life of the process). */
export const listQueryText = (key: ListQueryMessage, params: Record<string, string> = {}): string =>
  filledText(filledIn(key, params));
