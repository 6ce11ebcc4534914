/** Business constants from product-spec §9. One place; server and app both import these. */

export const REPORT_TEXT_MIN = 100;
export const REPORT_TEXT_MAX = 5000;

export const RETRY_429_TIMES = 2;
export const RETRY_429_DELAY_MS = 10_000;
export const MAX_REFRESH_ATTEMPTS = 3;
export const TOKEN_NEAR_EXPIRY_MS = 5 * 60 * 1000;

export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Access tokens are short-lived; the client refreshes them. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const CLIENT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export const GENRE_LIST_LIMIT = 20;
export const SUBSCRIPTIONS_LIST_LIMIT = 999;
export const PRODUCT_PAGE_SIZE = 20;
export const LIST_DEFAULT_LIMIT = 10;
export const LIST_DEFAULT_PAGE = 1;
export const LIST_MAX_LIMIT = 1000;

export const REMOVED_CONTENT_MARKER_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const BACKDROP_TIMEOUT_MS = 500;
export const MODAL_MAX_WIDTH_PX = 690;
export const REPORT_DIALOG_MAX_WIDTH_PX = 438;
export const TESTIMONIAL_DIALOG_MAX_WIDTH_PX = 510;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Maximum lengths of text whose format bounds it anyway (tokens, dates, numbers, ids, keys): every string a
 * shared schema accepts has a maximum, checked before any pattern runs on it.
 */
export const TOKEN_TEXT_MAX = 512;
export const LOGIN_MAX = 30;
export const SLUG_MAX = 60;
/** Keys a client makes to send a request once (`client_message_id`, `request_id`, `client_key`). */
export const REQUEST_KEY_MAX = 64;
export const DATE_TEXT_MAX = 40;
export const NUMBER_TEXT_MAX = 20;
/** A comma list in a query string (ids, statuses, expansions). */
export const QUERY_LIST_MAX = 1000;
/** The id of a UI message (what a translation override is keyed by). */
export const MESSAGE_ID_MAX = 200;
export const CHAT_URL_MAX = 100;

/**
 * Sign-in throttle (OWASP): wrong passwords are counted per account and address, and per address
 * across accounts. After the free tries each further one waits, from the first delay doubling up to
 * the longest; the count is forgotten after a quiet spell. No account is ever locked for everyone.
 */
export const LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS = 5;
export const LOGIN_FREE_TRIES_PER_ADDRESS = 100;
export const LOGIN_FIRST_DELAY_S = 60;
export const LOGIN_MAX_DELAY_S = 60 * 60;
export const LOGIN_FORGET_AFTER_S = 15 * 60;

/** Sign-ups per address: a few at once (a family, a class), then growing delays. */
export const REGISTER_FREE_PER_ADDRESS = 10;
export const REGISTER_FIRST_DELAY_S = 60;
export const REGISTER_MAX_DELAY_S = 60 * 60;
export const REGISTER_FORGET_AFTER_S = 60 * 60;

export const EMAIL_TOKEN_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_HOURS = 1;

/** A day as a key (addresses, API ranges). Dates people read are written by `@shared/dates` (spec §9's patterns in English). */
export const DATE_FORMAT = 'YYYY-MM-DD';
