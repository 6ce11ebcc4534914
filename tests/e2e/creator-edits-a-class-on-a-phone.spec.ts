import { expect, test, type Page } from '@playwright/test';
import { checkPage, phone, settled } from './support/phone';
import { demo, signInOnSite } from './support/session';

// The steps the tutorial journey does not reach (meetings, service info, community, the trash), by touch.
test.use(phone);

/** Creates a draft through the API, with the signed-in creator's token, the way the create page does. */
async function createDraft(page: Page, type: number, title: string): Promise<number> {
  return page.evaluate(
    async ({ type, title }) => {
      const token = localStorage.getItem('stagepass.site.access_token');
      const res = await fetch('/api/content', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json',
        },
        body: JSON.stringify({ type, title }),
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    },
    { type, title },
  );
}

test('a creator fills a private class’s meetings and service info, deletes and restores it, by touch on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInOnSite(page, demo.creator);
  const title = `Private bachata ${Date.now().toString(36)}`;
  const id = await createDraft(page, 4, title);

  await test.step('the dashboard lists the new draft among the drafts', async () => {
    await page.goto('/en/creator/home');
    await settled(page);
    const drafts = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Drafts \(\d+\)$/ }) });
    await expect(drafts.getByText(title)).toBeVisible();
  });

  await test.step('the remaining creator area pages fit a phone', async () => {
    for (const [path, heading] of [
      ['portfolio', 'Portfolio'],
      ['classes', 'Classes'],
      ['communities', 'Communities'],
    ] as const) {
      await page.goto(`/en/creator/${path}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await checkPage(page, `creator ${path}`);
    }
  });

  await test.step('meetings: a date and time from the native picker, places take digits only', async () => {
    await page.goto(`/en/creator/content/${id}/meeting-info`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const year = new Date().getFullYear() + 1;
    await page.getByLabel(/^Starts/).fill(`${year}-05-04T18:00`);
    await page.getByLabel(/^Ends/).fill(`${year}-05-04T17:00`);
    await page.getByRole('textbox', { name: 'Place', exact: true }).fill('Studio 2, Main Street 5');
    const places = page.getByRole('textbox', { name: /^Places/ });
    await places.pressSequentially('1x2.5');
    await expect(places).toHaveValue('125');
    await places.fill('');
    await places.pressSequentially('12');
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    // The shared schema refuses an end before the start on the field itself, before anything is sent.
    await expect(page.getByText('The end must be after the start.')).toBeVisible();
    await expect(page).toHaveURL(/\/meeting-info$/);
    await page.getByLabel(/^Ends/).fill(`${year}-05-04T19:30`);
    await checkPage(page, 'editor meetings');
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await expect(page).toHaveURL(/\/service-info$/);
    await settled(page);
  });

  await test.step('service info: the session length takes digits only', async () => {
    const length = page.getByRole('textbox', { name: /^Session length/ });
    await length.pressSequentially('4.5m');
    await expect(length).toHaveValue('45');
    await page.getByRole('textbox', { name: /^Instructions for the fan/ }).fill('Bring shoes you can turn in.');
    await checkPage(page, 'editor service info');
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await expect(page).toHaveURL(/\/collaboration$/);
    await settled(page);
  });

  await test.step('collaboration: invites a creator found by name (pending), then withdraws the invitation', async () => {
    await page.getByRole('searchbox', { name: /Search creators by name/ }).fill('Lucas');
    await page.getByRole('button', { name: 'Invite Lucas Moreau' }).tap();
    const invited = page.getByRole('region', { name: 'Invited creators' });
    await expect(invited.getByText('Lucas Moreau')).toBeVisible();
    await expect(invited.getByText('Invited, no answer yet')).toBeVisible();
    await checkPage(page, 'editor collaboration with an invitation');
    await invited.getByRole('button', { name: 'Remove Lucas Moreau' }).tap();
    await expect(page.getByText('Nobody is invited yet.')).toBeVisible();
  });

  await test.step('the saved steps come back with the server’s values', async () => {
    // Saved: back on the meetings step, the values are the server's.
    await page.getByRole('link', { name: /Meetings/ }).tap();
    await expect(page).toHaveURL(/\/meeting-info$/);
    await expect(page.getByRole('textbox', { name: /^Places/ })).toHaveValue('12');
    await expect(page.getByLabel(/^Ends/)).toHaveValue(/T19:30$/);
  });

  await test.step('deleted with a reason into the trash, then restored', async () => {
    await page.getByRole('button', { name: 'Delete…' }).tap();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Why are you deleting it/ }).fill('Moved to a new studio.');
    await checkPage(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).tap();
    await expect(page).toHaveURL(/\/content-deleted$/);
    await settled(page);
    await expect(page.getByText('Moved to a new studio.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await checkPage(page, 'editor deleted');
    await page.getByRole('button', { name: 'Restore' }).tap();
    await expect(page.getByText('Restored from the trash.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Meetings/ })).toBeVisible();
  });

  await test.step('a community’s settings step fits a phone too', async () => {
    const community = await createDraft(page, 50, `Weekly drills ${Date.now().toString(36)}`);
    await page.goto(`/en/creator/content/${community}/subscription`);
    await settled(page);
    await checkPage(page, 'editor community');
  });
});
