import { defineMessages, englishTexts, textOf, type ServerMessage } from '@shared/message-descriptor';

export type { ServerMessage };

/** Spec §8: every failure is `{ message }`, validation adds `errors: [{ field, errors }]`. */
export interface FieldError {
  field: string;
  errors: ServerMessage[];
}

/**
 * The one error type the API throws. It keeps the raised message (`said`) and the field messages as raised;
 * the error handler renders them in the caller's language before they leave the server. `message` is the
 * English text, for logs.
 */
export class AppError extends Error {
  readonly said: ServerMessage;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503,
    said: ServerMessage,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(textOf(said));
    this.said = said;
  }
}

/** The error catalogue; its keys also travel as the answer's stable `code` (error-handler.ts). */
export const ErrorDescriptors = defineMessages({
  notFound: /*i18n*/ { id: 'errors.not-found', message: 'Not Found' },
  unauthorized: /*i18n*/ { id: 'errors.unauthorized', message: 'Unauthenticated.' },
  forbidden: /*i18n*/ { id: 'errors.forbidden', message: 'You do not have permission to do this.' },
  invalid: /*i18n*/ { id: 'errors.invalid', message: 'The given data was invalid.' },
  malformed: /*i18n*/ { id: 'errors.malformed', message: 'The request body is not valid JSON.' },
  tooLarge: /*i18n*/ { id: 'errors.too-large', message: 'The request body is too large.' },
  unstorable: /*i18n*/ { id: 'errors.unstorable', message: 'This field contains characters that are not allowed.' },
  tooManyAttempts: /*i18n*/ { id: 'errors.too-many-attempts', message: 'Too many attempts. Please try again later.' },
  serverError: /*i18n*/ { id: 'errors.server-error', message: 'Oops something went wrong.' },
  wrongCredentials: /*i18n*/ { id: 'errors.wrong-credentials', message: 'The user credentials were incorrect.' },
  blocked: /*i18n*/ { id: 'errors.blocked', message: "You don't have permission to log in." },
  staffOnly: /*i18n*/ {
    id: 'errors.staff-only',
    message: 'This sign-in is for Stagepass staff. Fans and creators sign in on the site.',
  },
});
export const Messages = englishTexts(ErrorDescriptors);

const E = ErrorDescriptors;
export const notFound = () => new AppError(404, E.notFound);
export const unauthorized = (message: ServerMessage = E.unauthorized) => new AppError(401, message);
export const forbidden = (message: ServerMessage = E.forbidden) => new AppError(403, message);
export const invalid = (errors: FieldError[], message: ServerMessage = errors[0]?.errors[0] ?? E.invalid) =>
  new AppError(422, message, errors);
/** A single-field refusal, e.g. a transition that the current status does not allow. */
export const invalidField = (field: string, message: ServerMessage) => invalid([{ field, errors: [message] }]);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, E.tooManyAttempts, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
