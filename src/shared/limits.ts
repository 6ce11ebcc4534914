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

export const NOTIFICATION_FETCH_DELAY_MS = 300_000;

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
export const DURATION_SLIDER_STEP_S = 0.1;
export const TRAY_POSTER_SIZE_PX = 100;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Login throttle: attempts per window, per account and per IP. */
export const LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = 5;
export const LOGIN_MAX_ATTEMPTS_PER_IP = 20;
export const LOGIN_THROTTLE_WINDOW_S = 15 * 60;

export const EMAIL_TOKEN_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_HOURS = 1;

/** A day as a key (addresses, API ranges). Dates people read are written by `@shared/dates` (spec §9's patterns in English). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export const breakpoints = { xs: 0, sm: 768, md: 1152, lg: 1336, xl: 1920 } as const;
