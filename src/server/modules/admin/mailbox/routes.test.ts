import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEntry, MailboxMail } from '@shared/schemas/mailbox';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { mailNotice } from '../../../services/mail/create-mailer';
import { type ErrorBody } from '../../auth/testing';
import { adminSession, json, userWithToken, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const list = (query = '', token = admin.token) => t.request(`/admin-api/mailbox${query}`, { token });

describe('GET /admin-api/mailbox', () => {
  it('lists the kept mail newest first, filtered by recipient, without the bodies', async () => {
    const fan = await createUser(t.deps, { kind: 'fan', email: 'forgetful@example.test', name: 'Forgetful' });
    await t.request('/auth/password/forgot', { json: { email: fan.email, side: 'frontend' } });
    await t.deps.mailer.send({ to: fan.email, subject: 'Second', text: 'later', template: 'test' });
    const res = await list('?filter[to][like]=forgetful');
    expect(res.status).toBe(200);
    const body = await json<{ data: MailboxEntry[]; meta: { total: number } }>(res);
    expect(body.data.map((m) => [m.to, m.subject, m.template])).toEqual([
      ['forgetful@example.test', 'Second', 'test'],
      ['forgetful@example.test', expect.any(String), 'reset-password'],
    ]);
    expect(body.data[0]).not.toHaveProperty('text');
    expect(body.meta.total).toBe(2);
  });

  it('reads one mail, text and HTML as they were stored, so the admin can pass a reset link on', async () => {
    const fan = await createUser(t.deps, { kind: 'fan', email: 'reader@example.test' });
    await t.request('/auth/password/forgot', { json: { email: fan.email, side: 'frontend' } });
    const [entry] = (await json<{ data: MailboxEntry[] }>(await list('?filter[to][like]=reader@'))).data;
    const res = await t.request(`/admin-api/mailbox/${entry!.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const mail = (await json<{ data: MailboxMail }>(res)).data;
    expect(mail).toMatchObject({ id: entry!.id, to: fan.email, template: 'reset-password', sent_at: null });
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/en/password?token=`);
    expect(mail.html).toContain('<a href=');
    expect((await t.request('/admin-api/mailbox/999999', { token: admin.token })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const { token } = await userWithToken(t, { kind: 'fan' });
    expect((await t.request('/admin-api/mailbox', { token })).status).toBe(403);
    expect((await t.request('/admin-api/mailbox')).status).toBe(401);
  });

  it('refuses an unknown filter with 422 naming it', async () => {
    const res = await list('?filter[text][like]=x');
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors?.[0]?.field).toBe('filter[text][like]');
  });
});

describe('with SMTP', () => {
  it('has no mailbox: mail goes out, and the start says nothing about reading it here', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const other = await adminSession(smtp);
      expect((await smtp.request('/admin-api/mailbox', { token: other.token })).status).toBe(404);
      expect(mailNotice(smtp.deps.config)).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('without it, the start names the page where mail can be read', () => {
    expect(mailNotice({ ...t.deps.config, SMTP_URL: undefined, publicUrl: 'https://stage.example' })).toBe(
      'Mail is not sent: read it at https://stage.example/admin/mailbox',
    );
  });
});
