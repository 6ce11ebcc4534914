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
