/** Spec §8: every failure is `{ message }`, validation adds `errors: [{ field, errors }]`. */
export interface FieldError {
  field: string;
  errors: string[];
}

/**
 * The one error type the API throws. `message` is the English text; the error handler
 * localizes it (and each field message) by `applocale` before it leaves the server.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const Messages = {
  notFound: 'Not Found',
  unauthorized: 'Unauthenticated.',
  forbidden: 'You do not have permission to do this.',
  invalid: 'The given data was invalid.',
  malformed: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  unstorable: 'This field contains characters that are not allowed.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  serverError: 'Oops something went wrong.',
  wrongCredentials: 'The user credentials were incorrect.',
  blocked: "You don't have permission to log in.",
  staffOnly: 'This sign-in is for Stagepass staff. Fans and creators sign in on the site.',
} as const;

export const notFound = () => new AppError(404, Messages.notFound);
export const unauthorized = (message: string = Messages.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = Messages.forbidden) => new AppError(403, message);
export const invalid = (errors: FieldError[], message: string = errors[0]?.errors[0] ?? Messages.invalid) =>
  new AppError(422, message, errors);
/** A single-field refusal, e.g. a transition that the current status does not allow. */
export const invalidField = (field: string, message: string) => invalid([{ field, errors: [message] }]);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, Messages.tooManyAttempts, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
