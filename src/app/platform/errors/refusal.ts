import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@app/platform/api';

/** What a failed request tells the person: a general message and the messages per request field. */
export interface Refusal {
  message: string;
  fields: Record<string, string[]>;
}

/** Offline, a server error or a bug: the server gave no reason worth reading, so one text says so. */
export const failedRequest = msg`Something went wrong. Check your connection and try again.`;

/**
 * The refusal of a failed request. A 4xx answer carries the server's reason, already in the
 * request's language; anything else becomes `fallback` (the page's own words) or the generic text.
 */
export function refusalOf(error: unknown, fallback?: string): Refusal {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return { message: fallback ?? i18n._(failedRequest), fields: {} };
  }
  const fields: Record<string, string[]> = {};
  for (const { field, errors } of error.errors ?? []) fields[field] = [...(fields[field] ?? []), ...errors];
  return { message: error.message, fields };
}

/** The refusal as one run of sentences: its field messages (each once), or its message when it names no field. */
export function refusalText({ message, fields }: Refusal): string {
  const perField = [...new Set(Object.values(fields).flat())];
  return (perField.length > 0 ? perField : [message]).join(' ');
}

/** 400, 422 and offline: the app's error handler leaves these to the page that sent the request. */
export const isLeftToPage = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 400 || error.status === 422);

/** What a one-field form shows under its field: that field's messages, else the general one. */
export const messagesFor = ({ message, fields }: Refusal, field: string) => fields[field] ?? [message];

/**
 * For a write whose other failures the app's error handler shows: what this page must say itself
 * (a refusal, or the failed connection), or null.
 */
export const pageRefusal = (error: unknown): string | null =>
  isLeftToPage(error) ? refusalText(refusalOf(error)) : null;
