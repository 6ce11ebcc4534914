import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { newFan } from './support/fresh-account';
import { signInOnSite } from './support/session';

interface Community {
  id: number;
  title: string;
}

async function paidCommunities(request: APIRequestContext): Promise<Community[]> {
  const response = await request.get('/api/content?filter[type]=50&filter[price][>]=0&limit=50');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Community[] }).data;
}

/** A paid item the community includes that the signed-in fan does not hold yet (membership will unlock it). */
const lockedIncludedItem = (page: Page, communityId: number) =>
  page.evaluate(async (id) => {
    const token = localStorage.getItem('stagepass.site.access_token');
    const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
    const response = await fetch(`/api/content/${id}?expand=availableSubscribedContent`, { headers });
    const { data } = (await response.json()) as {
      data: {
        availableSubscribedContent?: {
          id: number;
          title: string;
          type: number;
          price: { amount: number };
          counts: { video_count: number };
        }[];
      };
    };
    for (const item of data.availableSubscribedContent ?? []) {
      // Paid, with something its page keeps locked: videos, or a class's meetings.
      if (item.price.amount === 0 || !(item.counts.video_count > 0 || [3, 4, 8].includes(item.type))) continue;
      const one = await fetch(`/api/content/${item.id}`, { headers });
      if (!((await one.json()) as { data: { is_bought: boolean } }).data.is_bought) return item;
    }
    return null;
  }, communityId);

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

test('a fan joins a community with the test provider, sees its content, then leaves and keeps access to the period end', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const communities = await paidCommunities(request);
  // Its own fan, so a retry starts from a clean account.
  await signInOnSite(page, await newFan(request));
  const joined = await memberOf(page);
  let community: Community | undefined;
  let included: { id: number; title: string } | null = null;
  for (const candidate of communities.filter((c) => !joined.includes(c.id))) {
    included = await lockedIncludedItem(page, candidate.id);
    if (included) {
      community = candidate;
      break;
    }
  }
  expect(community, 'a paid demo community the fan has not joined, with a paid item the fan lacks').toBeDefined();

  await test.step('an included paid item is locked before joining', async () => {
    await page.goto(`/en/content/${included!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: included!.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Included when you buy it' })).toBeVisible();
  });

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

  await test.step("opens the community's content, now unlocked", async () => {
    const section = page.getByRole('region', { name: 'Included in this community' });
    await section.getByRole('link', { name: included!.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: included!.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Included when you buy it' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Buy for / })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'You are a member' })).toBeVisible();
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

  await test.step('the library lists the community once, its membership state under its card', async () => {
    await page.goto('/en/library/communities');
    const communities = page.getByRole('list', { name: 'Communities' });
    await expect(communities.getByText(/^Left · access until /)).toBeVisible({ timeout: 20_000 });
    await expect(communities.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'library communities');
  });
});
