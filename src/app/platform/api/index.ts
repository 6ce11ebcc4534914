import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@shared/locales';
import { DEFAULT_CURRENCY } from '@shared/money';
import { currencyPreference } from '@app/platform/preferences';
import { endSession } from '@app/platform/session/sign-out';
import { tokens } from '@app/platform/session/tokens';
import { createApiClient } from './client';

export { ApiError, isApiError, type FieldError, type FailedRequest } from './api-error';
export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './client';
export type { HttpMethod } from './transport';
export type { ListOf, OneOf, PageOf } from './answers';

/** The app's client: same origin, the browser's fetch, the active Lingui locale and the chosen currency. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokens,
  getLocale: () => i18n.locale || DEFAULT_LOCALE,
  getCurrency: () => currencyPreference.get() ?? DEFAULT_CURRENCY,
  onSignedOut: (scope, reason) => void endSession(scope, reason),
});
