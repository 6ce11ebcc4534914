import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite, signInToAdmin } from './support/session';

/** Opens a page and waits until it has its heading and nothing is still loading. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const signedOutPages: [string, string][] = [
  ['home', '/en'],
  ['sign-in', '/en/sign-in/form'],
  ['sign-up', '/en/sign-up'],
  ['sign-up type', '/en/sign-up/type'],
  ['sign-up form', '/en/sign-up/form?type=fan'],
  ['forgot password', '/en/password/email'],
  ['welcome', '/en/welcome'],
  ['terms and conditions', '/en/terms-conditions'],
  ['privacy policy', '/en/privacy-policy'],
  ['support', '/en/support'],
  ['403', '/en/403'],
  ['404', '/en/404'],
  ['an unknown address', '/en/no-such-page'],
  ['admin sign-in', '/admin/sign-in'],
];

for (const [name, path] of signedOutPages) {
  test(`${name} (${path}) has no serious accessibility violation`, async ({ page }) => {
    await openSettled(page, path);
    await expectNoSeriousViolations(page, name);
  });
}

test.describe('signed in as the demo fan', () => {
  test.beforeEach(({ page }) => signInOnSite(page, demo.fan));

  const fanPages: [string, string][] = [
    ['home, signed in', '/en'],
    ['account', '/en/account'],
    ['account: public data', '/en/account/edit/public-data'],
    ['account: personalization', '/en/account/edit/personalization'],
    ['account: change password', '/en/account/edit/change-password'],
    ['account: delete profile', '/en/account/delete-profile'],
    ['welcome form', '/en/welcome/form'],
  ];
  for (const [name, path] of fanPages) {
    test(`${name} (${path}) has no serious accessibility violation`, async ({ page }) => {
      await openSettled(page, path);
      await expectNoSeriousViolations(page, name);
    });
  }

  test('the phone menu, open, has no serious accessibility violation', async ({ page }) => {
    await openSettled(page, '/en');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Language: / })).toBeVisible();
    await expectNoSeriousViolations(page, 'phone menu');
  });
});

test('account: social networks (a creator) has no serious accessibility violation', async ({ page }) => {
  await signInOnSite(page, demo.creator);
  await openSettled(page, '/en/account/edit/social-networks');
  await expectNoSeriousViolations(page, 'account: social networks');
});

test('admin home has no serious accessibility violation', async ({ page }) => {
  await signInToAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin home');
});
