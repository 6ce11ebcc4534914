import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newFan } from './support/fresh-account';
import { demo, signInOnSite } from './support/session';
import { startPushStandIn } from '../support/push-stand-in';
import { withFullBrowser, withServiceWorker } from './support/worker';

test.use({ ...withServiceWorker, ...withFullBrowser });

interface NotificationRow {
  kind: string;
  link: string;
  read_at: string | null;
}

/** Calls the API with the page's own session; answers status and body. */
async function asViewer(page: Page, method: string, path: string, body?: unknown) {
  const { status, text } = await page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('stagepass.site.access_token');
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  return { status, json: () => Promise.resolve(JSON.parse(text) as unknown) };
}

const unreadReminders = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const response = await fetch('/api/notifications?limit=50', {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { data } = (await response.json()) as { data: NotificationRow[] };
    return data.filter((n) => n.kind === 'class-reminder');
  });

test('a fan who booked a class gets its reminder in the app', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A fan of this attempt's own takes the free demo class that starts a little under 24 hours after the server
  // started (src/server/demo/demo-realtime.ts); the reminder job runs every minute.
  await signInOnSite(page, await newFan(request));
  const from = new Date(Date.now() + 23 * 3600_000).toISOString();
  const to = new Date(Date.now() + 24 * 3600_000).toISOString();
  const soon = (await asViewer(
    page,
    'GET',
    `/api/content?scopes=free&filterExpand[meetings.starts_at][from]=${from}&filterExpand[meetings.starts_at][to]=${to}&limit=1`,
  ).then((r) => r.json())) as { data: { id: number }[] };
  expect(soon.data, 'a free class starting within a day').toHaveLength(1);
  await page.goto(`/en/content/${soon.data[0]!.id}`);
  await page.getByRole('button', { name: 'Add to my collection' }).click();
  await expect(page.getByRole('button', { name: 'Add to my collection' })).toHaveCount(0);
  await expect.poll(async () => (await unreadReminders(page)).length, { timeout: 150_000, intervals: [5000] }).toBe(1);

  // The header's bell counts it (the socket's count, or the fetch on route change).
  await page.goto('/en/notifications');
  const bell = page.getByTestId('notifications-badge');
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  const reminder = page.getByRole('button', { name: /^Unread: .* starts in 24 hours/ });
  await expect(reminder).toBeVisible();
  await expectNoSeriousViolations(page, 'notifications');

  // Opening it marks it read and goes to the class.
  const link = (await unreadReminders(page))[0]?.link ?? '';
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/en${link}$`));
  expect((await unreadReminders(page))[0]?.read_at).not.toBeNull();

  await page.goto('/en/notifications/settings');
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Class reminders' }).getByRole('checkbox', { name: 'In the app' }),
  ).toBeChecked();
  await expectNoSeriousViolations(page, 'notification settings');
});

test('a chat message reaches the fan as a web push that opens the conversation', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const push = await startPushStandIn();
  try {
    await context.grantPermissions(['notifications']);
    // A fan of this attempt's own: a retry starts with an empty conversation, not one holding the first try's message.
    await signInOnSite(page, await newFan(request));
    // Headless Chromium has no push service to subscribe with, so the browser's subscription is made here against
    // a local push service (speaking RFC 8030/8291) and saved through the same call the settings page makes.
    const subscription = push.subscribe();
    expect((await asViewer(page, 'POST', '/api/push/subscriptions', subscription)).status).toBe(201);
    // The fan follows the creator and opens the conversation (a creator may not start one with a stranger); the
    // creator writes, and the fan's "chat message" notification goes out by push (on by default).
    const creatorContext = await browser.newContext();
    const creator = await creatorContext.newPage();
    await signInOnSite(creator, demo.creator);
    const creatorId = ((await (await asViewer(creator, 'GET', '/api/profile')).json()) as { data: { id: number } }).data
      .id;
    expect((await asViewer(page, 'PUT', '/api/follow/toggle', { id: creatorId, follow: true })).status).toBe(200);
    const opened = await asViewer(page, 'POST', '/api/chat/conversations', { user_ids: [creatorId] });
    expect(opened.status).toBe(201);
    const conversationId = ((await opened.json()) as { data: { id: number } }).data.id;
    await asViewer(creator, 'POST', `/api/chat/conversations/${conversationId}/messages`, {
      client_message_id: `push-${Date.now()}`,
      body: 'See you on Friday!',
    });
    await creatorContext.close();
    await expect.poll(() => push.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const payload = push.received[0]!.payload as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ body: 'See you on Friday!', url: `/en/account/direct/${conversationId}` });

    // The decrypted payload goes to the real service worker as the browser's push service would hand it over.
    await page.goto('/en/notifications');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const id = await registrationId;
    // A push service delivers again what was not taken; the notification's tag makes a second delivery replace the
    // first, so delivering again when a busy worker showed nothing yet cannot show two.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
      await expect
        .poll(
          () =>
            worker.evaluate(async () =>
              (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => n.body),
            ),
          { timeout: 15_000 },
        )
        .toEqual(['See you on Friday!']);
    }).toPass({ timeout: 60_000 });

    // Tapping it opens the conversation in the open tab.
    await worker.evaluate(async () => {
      const [notification] = await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications();
      if (!notification) throw new Error('no notification shown');
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/en/account/direct/${conversationId}$`));
    await expect(page.getByText('See you on Friday!', { exact: true })).toBeVisible();
  } finally {
    await push.close();
  }
});
