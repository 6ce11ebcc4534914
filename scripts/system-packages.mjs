// The system packages the tests need (Debian): Chromium and its headless shell for Playwright, ffmpeg for media, CJK fonts for
// screenshots, PostgreSQL 15 server binaries for the api-pg run,
// nginx for the N-instance test. Installed only when missing and running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/bin/ffmpeg', pkg: 'ffmpeg' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', pkg: 'fonts-noto-cjk' },
  { path: '/usr/lib/postgresql/15/bin/postgres', pkg: 'postgresql-15' },
  { path: '/usr/sbin/nginx', pkg: 'nginx' },
];

/** Installs what is missing; returns the packages still missing afterwards (never throws). */
export function ensureSystemPackages() {
  const missing = wanted.filter((w) => !existsSync(w.path)).map((w) => w.pkg);
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0) {
    console.log(`NOTICE: missing system packages (${missing.join(', ')}); install them with apt-get as root.`);
    return missing;
  }
  console.log(`Installing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Two first runs at once: the second waits for dpkg's lock instead of failing on it.
  const wait = '-o DPkg::Lock::Timeout=900';
  try {
    execSync(`apt-get ${wait} update -qq`, { stdio: 'inherit', env });
    execSync(`apt-get ${wait} install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
  } catch (error) {
    console.log(`NOTICE: installing ${missing.join(', ')} failed (${error.message.split('\n')[0]}).`);
    return missing;
  }
  return [];
}
