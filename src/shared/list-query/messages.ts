import { LIST_MAX_LIMIT } from '../limits';

/**
 * English templates of every parse error. The server's catalog (`src/server/i18n/messages/list-query.ts`)
 * is keyed by these same templates, so a translation keeps its `{placeholders}` and the localizer can
 * match a filled-in message back to its template.
 */
export const listQueryMessages = {
  page: 'The page must be a whole number of at least 1.',
  limit: 'The limit must be a whole number from 1 to {max}.',
  malformed: 'Malformed list parameter "{param}".',
  unknownExpand: 'Unknown expand "{name}".',
  unknownScope: 'Unknown scope "{name}".',
  unknownSort: 'Unknown sort field "{name}".',
  unknownSearchField: 'Unknown search field "{name}".',
  searchUnsupported: 'This list cannot be searched.',
  unknownFilter: 'Unknown filter field "{name}".',
  unknownOperator: 'Unknown operator "{op}" for "{name}".',
  operatorNotAllowed: 'Operator "{op}" is not allowed for "{name}".',
  notNumber: 'Value "{value}" for "{name}" is not a number.',
  notDate: 'Value "{value}" for "{name}" is not a date (YYYY-MM-DD or ISO 8601).',
  notBoolean: 'Value "{value}" for "{name}" must be true or false.',
  missingValue: 'Operator "{op}" for "{name}" needs a value.',
  valueNotAllowed: 'Value "{value}" is not allowed for "{name}".',
} as const;

export type ListQueryMessage = keyof typeof listQueryMessages;

/** Long user input is cut so an error message stays readable. */
const MAX_ECHO = 40;

export function listQueryMessage(key: ListQueryMessage, params: Record<string, string> = {}): string {
  const all: Record<string, string> = { max: String(LIST_MAX_LIMIT), ...params };
  return listQueryMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = all[name] ?? '';
    return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
  });
}
