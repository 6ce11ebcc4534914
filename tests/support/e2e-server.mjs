// Starts the real server for the Playwright journeys: the production bundle (build/main.js, made by `npm run build`
// with the PWA it serves) on a fresh embedded database with demo data.
// E2E_DATA_DIR picks the database directory, so a spec can run a second instance of its own (and stop it).
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
// Apple's team key, made afresh for each run: the server signs its client secret with the private half,
// the Apple stand-in checks it with the public half.
const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
// The social sign-in providers' stand-ins, on the ports the server's GOOGLE_ISSUER, APPLE_ISSUER and FACEBOOK_* name.
// A spec's own second server (the offline journeys) is given no ports: it signs no one in with them.
const standIns = process.env.E2E_GOOGLE_PORT
  ? spawn('node', ['--import', 'tsx', 'tests/support/social-stand-ins.ts'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_APPLE_PUBLIC_KEY: appleKey.publicKey.export({ type: 'spki', format: 'pem' }) },
    })
  : undefined;
const child = spawn('node', ['build/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO: '1',
    ANONYMOUS_COPY_SECONDS: '0',
    APPLE_PRIVATE_KEY: appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    standIns?.kill(signal);
    child.kill(signal);
  });
}
child.on('exit', (code) => {
  standIns?.kill('SIGTERM');
  process.exit(code ?? 0);
});
