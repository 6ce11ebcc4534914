// The social providers for the e2e server (tests/support/e2e-server.mjs): Google as an oidc-provider
// stand-in and Facebook's dialog and Graph, on fixed loopback ports the server is configured with.
import { startFacebookStandIn } from './facebook-stand-in';
import { startOidcStandIn } from './oidc-stand-in';

const publicUrl = process.env.PUBLIC_URL ?? '';
const google = await startOidcStandIn({
  redirectUri: `${publicUrl}/social/google/callback`,
  port: Number(process.env.E2E_GOOGLE_PORT),
});
const facebook = await startFacebookStandIn(
  `${publicUrl}/social/facebook/callback`,
  Number(process.env.E2E_FACEBOOK_PORT),
);
process.stdout.write(`social stand-ins: ${google.issuer} ${facebook.graphUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([google.close(), facebook.close()]).then(() => process.exit(0));
  });
}
