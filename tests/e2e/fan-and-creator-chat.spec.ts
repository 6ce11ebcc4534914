import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newFan } from './support/fresh-account';
import { demo, signInOnSite } from './support/session';

/** A 2×2 PNG that decodes: uploads are checked by their bytes, and a picture is rewritten without its metadata. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwKDhgUHCAAUIBACROBYHP9DyxAAAAAElFTkSuQmCC',
  'base64',
);

/** Calls the API with the page's own session. */
function asViewer<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
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
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

test('a fan and a creator chat live, with an image and unread counts that change', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  const fan = await fanContext.newPage();
  await signInOnSite(creator, demo.creator);
  // Its own fan with a name of its own, so a retry meets no conversation or unread message of an earlier attempt.
  await signInOnSite(fan, await newFan(request, `Chat fan ${Date.now() % 100_000}`));
  // The creator starts with everything read: the header's count below is this journey's alone.
  const earlier = await asViewer<{ data: { id: number; unread_count: number }[] }>(
    creator,
    'GET',
    '/api/chat/conversations?limit=100',
  );
  for (const conversation of earlier.data.filter((c) => c.unread_count > 0)) {
    await asViewer(creator, 'POST', '/api/notifications/mark-chat-as-read', { conversation_id: conversation.id });
  }

  const creatorProfile = (await asViewer<{ data: { id: number; name: string } }>(creator, 'GET', '/api/profile')).data;
  const fanProfile = (await asViewer<{ data: { id: number; name: string } }>(fan, 'GET', '/api/profile')).data;
  // A fan may write to a creator they follow.
  await asViewer(fan, 'PUT', '/api/follow/toggle', { id: creatorProfile.id, follow: true });

  await creator.goto('/en/account/direct');
  await expect(creator.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(creator, 'conversation list');

  // The fan starts the conversation by choosing the creator.
  await fan.goto('/en/account/direct/create');
  await expect(fan.getByRole('heading', { name: 'New conversation' })).toBeVisible();
  const choice = fan.getByRole('checkbox', { name: new RegExp(creatorProfile.name) });
  // The box is drawn over the native input: choose by its label, as a person does.
  await fan.getByText(new RegExp(`^${creatorProfile.name} \\(@`)).click();
  await expect(choice).toBeChecked();
  await expectNoSeriousViolations(fan, 'new conversation');
  await fan.getByRole('button', { name: 'Start conversation' }).click();
  await expect(fan).toHaveURL(/\/en\/account\/direct\/\d+$/);
  const conversationUrl = new URL(fan.url()).pathname;
  // A direct conversation opens with its message box.
  await expect(fan.getByLabel('Message', { exact: true })).toBeVisible();

  // The creator is on another page; the header's badge counts the fan's message live.
  const chatBadge = creator.getByTestId('chat-badge');
  await expect(chatBadge).toHaveAccessibleName('Messages');
  await fan.getByLabel('Message', { exact: true }).fill('Hi! Is the Friday class beginner friendly?');
  await fan.keyboard.press('Enter');
  await expect(fan.getByText('Hi! Is the Friday class beginner friendly?', { exact: true })).toBeVisible();
  await expect(chatBadge).toHaveAccessibleName('Messages, 1 unread', { timeout: 15_000 });
  await expect(creator.getByTestId('conversation-unread')).toHaveText('1');

  // Opening the conversation reads it: the badge clears, and the fan sees the read receipt.
  await creator.getByRole('link', { name: new RegExp(`${fanProfile.name}, 1 unread`) }).click();
  await expect(creator).toHaveURL(new RegExp(`${conversationUrl}$`));
  await expect(creator.getByText('Hi! Is the Friday class beginner friendly?', { exact: true })).toBeVisible();
  await expect(chatBadge).toHaveAccessibleName('Messages');
  await expect(fan.getByTestId('seen')).toContainText('Seen');
  await expectNoSeriousViolations(creator, 'conversation');

  // Typing shows on the other side.
  await creator.getByLabel('Message', { exact: true }).pressSequentially('Yes');
  await expect(fan.getByText(`${creatorProfile.name} is typing…`)).toBeVisible();

  // The creator answers with an image; the fan sees it inline, live.
  await creator.getByLabel('Message', { exact: true }).fill('Yes! Here is the room plan.');
  await creator.getByTestId('chat-file').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  const image = fan.getByRole('img', { name: `Image from ${creatorProfile.name}` });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect(fan.getByText('Yes! Here is the room plan.', { exact: true })).toBeVisible();
  // Screen readers hear it through the live region.
  await expect(fan.getByRole('status').filter({ hasText: `New message from ${creatorProfile.name}` })).toContainText(
    'Here is the room plan',
  );
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // The attachments page lists it.
  await fan.goto(`${conversationUrl}/attachments`);
  await expect(fan.getByRole('img', { name: `Image from ${creatorProfile.name}` })).toBeVisible();
  await expectNoSeriousViolations(fan, 'attachments');

  // A group the creator runs: renamed and joined by a third person live on the fan's screen, then the creator
  // removes the fan, whose open page says so at once (and never offers the no-permission sign-out).
  const group = (
    await asViewer<{ data: { id: number } }>(creator, 'POST', '/api/chat/conversations', {
      user_ids: [fanProfile.id],
      name: 'Friday class',
    })
  ).data;
  await fan.goto(`/en/account/direct/${group.id}`);
  await expect(fan.getByRole('heading', { name: 'Friday class', level: 1 })).toBeVisible();
  await creator.goto(`/en/account/direct/${group.id}/edit`);
  await creator.getByLabel('Conversation name').fill('Friday class crew');
  await creator.getByRole('button', { name: 'Save name' }).click();
  await expect(fan.getByRole('heading', { name: 'Friday class crew', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(creator, 'edit conversation');

  await creator.goto(`/en/account/direct/${group.id}/add_users`);
  await creator.locator('label').filter({ hasText: '(@' }).first().click();
  await creator.getByRole('button', { name: 'Add to the conversation' }).click();
  await expect(creator).toHaveURL(new RegExp(`/en/account/direct/${group.id}$`));
  await expect(fan.getByText('3 people')).toBeVisible();

  await creator.goto(`/en/account/direct/${group.id}/edit`);
  await creator.getByRole('button', { name: `Remove ${fanProfile.name}` }).click();
  await expect(fan.getByRole('heading', { name: 'This conversation is not available' })).toBeVisible();
  await expect(fan.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(fan.getByText('You do not have permission')).toHaveCount(0);

  await creatorContext.close();
  await fanContext.close();
});
