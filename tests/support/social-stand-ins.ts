// The social providers for the e2e server (tests/support/e2e-server.mjs): Google and Apple as oidc-provider
// stand-ins and Facebook's dialog and Graph, on fixed loopback ports the server is configured with.
import { importSPKI } from 'jose';
import { startFacebookStandIn } from './facebook-stand-in';
import { startOidcStandIn } from './oidc-stand-in';

const env = process.env;
const publicUrl = env.PUBLIC_URL ?? '';
const google = await startOidcStandIn({
  redirectUri: `${publicUrl}/social/google/callback`,
  port: Number(env.E2E_GOOGLE_PORT),
});
const facebook = await startFacebookStandIn(`${publicUrl}/social/facebook/callback`, Number(env.E2E_FACEBOOK_PORT));
// Apple checks our ES256 client secret with the public half of the key e2e-server.mjs made for this run.
const apple = await startOidcStandIn({
  redirectUri: `${publicUrl}/social/apple/callback`,
  clientId: env.APPLE_CLIENT_ID,
  port: Number(env.E2E_APPLE_PORT),
  apple: {
    teamId: env.APPLE_TEAM_ID ?? '',
    keyId: env.APPLE_KEY_ID ?? '',
    publicKey: await importSPKI(env.E2E_APPLE_PUBLIC_KEY ?? '', 'ES256'),
  },
});
process.stdout.write(`social stand-ins: ${google.issuer} ${facebook.graphUrl} ${apple.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([google.close(), facebook.close(), apple.close()]).then(() => process.exit(0));
  });
}
