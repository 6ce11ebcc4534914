import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS } from '@shared/limits';
import { createUser } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { startServerProcess, type ServerProcess } from '@tests/support/server-process';
import { onPostgres, openTestDatabase, postgresMissing } from '@tests/support/test-database';
import { PASSWORD } from './testing';

/**
 * Two real server processes on one PostgreSQL database, like two instances behind a load balancer:
 * the sign-in counters live in the database, so both spend one budget (N instances must not give N
 * times the tries), and the owner signing in from elsewhere is never slowed by someone's guesses.
 */
describe.skipIf(!onPostgres || postgresMissing)('sign-in throttle across two server processes', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    t = await createTestApp({ database });
    const env = { DATABASE_URL: database.url!, TRUST_PROXY: '1' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await t?.close();
  });

  const login = (server: ServerProcess, email: string, password: string, ip: string) =>
    fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email, password }),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });

  it('spends one budget on both, and lets the owner in from another address', async () => {
    const email = (await createUser(t.deps, { kind: 'fan', password: PASSWORD })).email;
    const ip = '203.0.113.50';
    for (let i = 0; i < LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS; i++) {
      expect(await login(servers[i % 2]!, email, 'wrong guess', ip)).toBe(401);
    }
    for (const server of servers) expect(await login(server, email, PASSWORD, ip)).toBe(429);
    expect(await login(servers[1]!, email, PASSWORD, '203.0.113.51')).toBe(200);
  });

  it('checks exactly the budget of passwords when 60 wrong ones arrive at both at once', async () => {
    const email = (await createUser(t.deps, { kind: 'fan', password: PASSWORD })).email;
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(servers[i % 2]!, email, 'wrong guess', '203.0.113.60')),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS);
  });
});
