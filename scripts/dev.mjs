#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on port 8081 and the Vite dev server, which proxies the API paths to it.
import { spawn } from 'node:child_process';

/** vite.config.ts proxies /api, /auth, /admin-api, /media and /ws to this port. */
const API_PORT = '8081';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Links in e-mails point at the page the developer has open, not at the API port.
    env: { PUBLIC_URL: 'http://localhost:5173', LOG_LEVEL: 'debug', ...process.env, PORT: API_PORT },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];

let exiting = false;
function stopAll(signal) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// When either half stops, the other is stopped too: half a dev setup only confuses.
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
