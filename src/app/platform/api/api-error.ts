/** One entry of a validation answer (spec §8): `errors: [{ field, errors: [...] }]`. */
export interface FieldError {
  field: string;
  errors: string[];
}

/** The request that failed, kept for logging (never its headers: they carry tokens). */
export interface FailedRequest {
  method: string;
  path: string;
}

/**
 * The one error the API client rejects with. `status` is the HTTP status, or 0 when the request
 * never got an answer (offline, DNS, CORS). `data` is the parsed response body as the server sent it.
 */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly data: TData,
    readonly errors?: FieldError[],
    readonly request?: FailedRequest,
  ) {
    super(message);
  }

  /** True when the browser could not reach the server; such requests are worth retrying later. */
  get isOffline(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readFieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value.filter(
    (entry): entry is FieldError =>
      isRecord(entry) &&
      typeof entry.field === 'string' &&
      Array.isArray(entry.errors) &&
      entry.errors.every((text) => typeof text === 'string'),
  );
  return entries.length > 0 ? entries : undefined;
}

/** Builds the error for a non-2xx answer from its parsed body (`{ message, errors? }` when the server wrote it). */
export function apiErrorFromBody(status: number, body: unknown, request?: FailedRequest): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : `Error ${status}`;
  const errors = isRecord(body) ? readFieldErrors(body.errors) : undefined;
  return new ApiError(status, message, body, errors, request);
}
