import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite } from './support/session';

interface Community {
  id: number;
  title: string;
}

async function paidCommunities(request: APIRequestContext): Promise<Community[]> {
  const response = await request.get('/api/content?filter[type]=50&filter[price][>]=0&limit=50');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Community[] }).data;
}

/** The signed-in fan's memberships, with the page's own session. */
const memberOf = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const response = await fetch('/api/subscriptions', {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { data } = (await response.json()) as { data: { content_id: number; status: string }[] };
    return data.filter((s) => ['active', 'leaving', 'past_due'].includes(s.status)).map((s) => s.content_id);
  });

test('the demo fan joins a community with the test provider, then leaves and keeps access to the period end', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const communities = await paidCommunities(request);
  await signInOnSite(page, demo.fan);
  const joined = await memberOf(page);
  const community = communities.find((c) => !joined.includes(c.id));
  expect(community, 'a paid demo community the fan has not joined').toBeDefined();

  await test.step('joins from the community page and approves the monthly payments', async () => {
    await page.goto(`/en/content/${community!.id}`);
    await expect(page.getByRole('heading', { name: 'Join the community' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page, 'community page (not a member)');
    await page.getByRole('button', { name: /^Join for / }).click();
    await page.getByRole('button', { name: 'Approve monthly payments' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the community' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Open the community' }).click();
    await expect(page.getByRole('heading', { name: 'You are a member' })).toBeVisible();
    await expect(page.getByTestId('membership-state')).toHaveText(/^Your membership renews on /);
  });

  await test.step('leaves after confirming; access lasts until the period ends', async () => {
    await page.getByRole('button', { name: 'Leave community' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Leave this community?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'leave community dialog');
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(page.getByTestId('membership-state')).toHaveText(
      /^You left this community\. Your access lasts until /,
    );
  });

  await test.step('the library lists the membership with its end', async () => {
    await page.goto('/en/library/communities');
    await expect(page.getByRole('list', { name: 'Your memberships' }).getByText(/· Left · access until /)).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousViolations(page, 'library communities');
  });
});
