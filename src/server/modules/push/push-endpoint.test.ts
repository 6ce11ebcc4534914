import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationMessages } from '@shared/schemas/notifications';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { pushSubscriptions } from '../../db/schema';
import { pushEndpointAllowed } from './push-endpoint';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('pushEndpointAllowed', () => {
  it('takes only public HTTPS hosts by name on an HTTPS site', () => {
    const site = 'https://stagepass.example';
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', site)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', site)).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://db.localhost/push',
      'https://intranet/push',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(refused, site), refused).toBe(false);
    }
  });

  it('takes any URL on a plain-HTTP site (development and tests)', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/1', 'http://localhost:8080')).toBe(true);
  });
});

describe('POST /api/push/subscriptions on an HTTPS site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://stagepass.example' } });
  });
  afterAll(() => t.close());

  it('refuses an endpoint on the server’s own network with 422 on the field, and stores nothing', async () => {
    const user = await createUser(t.deps, { kind: 'fan', verified: true });
    const token = await tokenFor(t.deps, user.id, 'api');
    const res = await t.request('/api/push/subscriptions', {
      token,
      json: { endpoint: 'https://127.0.0.1:5432/push', keys },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: [{ field: 'endpoint', errors: [NotificationMessages.endpointNotAllowed] }],
    });
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);

    const ok = await t.request('/api/push/subscriptions', {
      token,
      json: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(ok.status).toBe(201);

    const renew = await t.request('/api/push/subscriptions/renew', {
      json: {
        old_endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        old_auth: keys.auth,
        subscription: { endpoint: 'https://10.1.2.3/push', keys },
      },
    });
    expect(renew.status).toBe(422);
    const left = await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });
});
