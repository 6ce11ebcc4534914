import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

export const POSTGRES_BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function postgresInstalled(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'));
}

/** PostgreSQL refuses to run as root: as root, every binary runs as the `postgres` user. */
function run(binary: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, binary), ...args]]
    : [join(POSTGRES_BIN, binary), args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
}

function ownByPostgres(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

export interface Cluster {
  port: number;
  /** Connection string of the `postgres` maintenance database, as the trusted superuser. */
  adminUrl: string;
  /** Creates an empty UTF-8 database with a UTF-8 ctype (as the server requires) and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** The postmaster's process id (its backends are its children), for the bench's CPU accounting. */
  postmasterPid(): number;
  stop(): void;
}

/** A disposable cluster in a temp dir: UTF-8 with a UTF-8 ctype (CJK trigrams), durability off for speed. */
/** `settings` are extra `-c` options, e.g. `shared_preload_libraries=pg_stat_statements` for the bench's profile. */
export async function startCluster(settings: string[] = []): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'stagepass-pg-'));
  ownByPostgres(root);
  const data = join(root, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    adminUrl,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(
          `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
        );
      } finally {
        await admin.end();
      }
      return adminUrl.replace(/\/postgres$/, `/${name}`);
    },
    postmasterPid() {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
