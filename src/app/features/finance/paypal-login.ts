import * as v from 'valibot';

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(4096))), undefined);

/** What "Log in with PayPal" appends to `/creator/finance/paypal` on its way back: `code` and our `state`, or `error`. */
export const payPalReturnSearchSchema = v.object({ code: text, state: text, error: text });
export type PayPalReturnSearch = v.InferOutput<typeof payPalReturnSearchSchema>;

const STATE_KEY = 'stagepass.paypal-login-state';

/**
 * The login URL with a fresh `state`, kept in this tab until PayPal sends the person back: a code that comes
 * back without it (a link someone else made) is not linked.
 */
export function startPayPalLogin(loginUrl: string, storage: Storage = sessionStorage): string {
  const state = crypto.randomUUID();
  storage.setItem(STATE_KEY, state);
  const url = new URL(loginUrl);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Whether `state` is the one this tab started with; the stored state is used up either way. */
export function takePayPalLoginState(state: string | undefined, storage: Storage = sessionStorage): boolean {
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  return expected !== null && state === expected;
}
