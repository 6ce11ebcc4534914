import type { Locale } from '@shared/locales';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { PaymentProvider } from './payment-provider';
import { PayPalProvider } from './paypal-provider';
import { TestProvider } from './test-provider';

export * from './payment-provider';
export { PayPalProvider } from './paypal-provider';
export { TestProvider } from './test-provider';

/** One provider per app (so PayPal's token cache is shared), chosen by PAYMENTS. */
const providers = new WeakMap<Deps, PaymentProvider>();

export function paymentProvider(deps: Deps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    const c = deps.config;
    provider =
      c.PAYMENTS === 'paypal'
        ? new PayPalProvider({
            baseUrl: c.PAYPAL_BASE_URL.replace(/\/$/, ''),
            clientId: c.PAYPAL_CLIENT_ID!,
            clientSecret: c.PAYPAL_CLIENT_SECRET!,
            webhookId: c.PAYPAL_WEBHOOK_ID!,
            now: () => deps.clock.now(),
          })
        : new TestProvider(deps.db, c.publicUrl, () => deps.clock.now());
    providers.set(deps, provider);
  }
  return provider;
}

/** The built-in provider, when it is the one in use (its checkout page and renewal job need it). */
export function testProvider(deps: Deps): TestProvider | null {
  const provider = paymentProvider(deps);
  return provider instanceof TestProvider ? provider : null;
}

/**
 * Where "Log in with PayPal" starts (PayPal mode only): PayPal's web host for the configured API (sandbox or
 * live), our client id, and the PWA's PayPal page in `locale` as the return URL (each language's page must be a
 * return URL of the PayPal app). The PWA appends its own `state`.
 */
export function payPalLoginUrl(config: Config, locale: Locale): string | null {
  if (config.PAYMENTS !== 'paypal' || !config.PAYPAL_CLIENT_ID) return null;
  const api = new URL(config.PAYPAL_BASE_URL);
  const web = /(^|\.)sandbox\.paypal\.com$/.test(api.hostname)
    ? 'https://www.sandbox.paypal.com'
    : /(^|\.)paypal\.com$/.test(api.hostname)
      ? 'https://www.paypal.com'
      : api.origin;
  const url = new URL('/connect/', web);
  url.search = new URLSearchParams({
    flowEntry: 'static',
    client_id: config.PAYPAL_CLIENT_ID,
    response_type: 'code',
    scope: 'openid email https://uri.paypal.com/services/paypalattributes',
    redirect_uri: `${config.publicUrl}/${locale}/creator/finance/paypal`,
  }).toString();
  return url.toString();
}
