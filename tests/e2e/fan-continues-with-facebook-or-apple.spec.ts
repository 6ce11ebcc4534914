import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { appleStandInUrl, baseURL, facebookStandInUrl } from '../../playwright.config';
import { expectNoSeriousViolations } from './support/axe';

/**
 * A new fan signs up through the Facebook button, then the Apple button, and each signs in again on
 * another phone with that button alone. Each attempt is a new person at the provider, so a retry meets
 * nothing of an earlier one.
 */
const freshId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function continueWith(page: Page, provider: 'Facebook' | 'Apple', consentHeading: RegExp) {
  await page.goto('/en/sign-in/form');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('heading', { name: consentHeading })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/?$/, { timeout: 30_000 });
}

async function signedInAs(page: Page, email: string, name: string) {
  await page.goto('/en/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function onAnotherPhone(browser: Browser, run: (phone: Page) => Promise<void>) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a new fan signs up with Facebook and signs in with Facebook again', async ({ page, request, browser }) => {
  const id = freshId();
  const email = `facebook.${id}@example.test`;
  const said = await request.post(`${facebookStandInUrl}/stand-in/person`, {
    data: { id: `fb-${id}`, name: 'Kenji Mori', email },
  });
  expect(said.status()).toBe(204);

  await test.step('signs up through the Facebook button, which meets AA contrast', async () => {
    await page.goto('/en/sign-in/form');
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in with the brand buttons');
    await continueWith(page, 'Facebook', /Continue as Kenji Mori/);
    await signedInAs(page, email, 'Kenji Mori');
  });

  await test.step('signs in again with Facebook on another phone', async () => {
    await onAnotherPhone(browser, async (phone) => {
      await continueWith(phone, 'Facebook', /Continue as Kenji Mori/);
      await signedInAs(phone, email, 'Kenji Mori');
    });
  });
});

test('a new fan signs up with Apple, named from its first answer, and signs in with Apple again', async ({
  page,
  request,
  browser,
}) => {
  const id = freshId();
  const email = `${id}@privaterelay.appleid.com`;
  // Apple sends the name once, in the first form_post's `user` field; the stand-in does the same.
  const said = await request.post(`${appleStandInUrl}/stand-in/account`, {
    data: { sub: `apple-${id}`, email, email_verified: 'true', name: 'Aiko Tanaka' },
  });
  expect(said.status()).toBe(204);

  await test.step('signs up through the Apple button', async () => {
    await continueWith(page, 'Apple', /Sign in to/);
    await signedInAs(page, email, 'Aiko Tanaka');
  });

  await test.step('signs in again with Apple on another phone, the name kept', async () => {
    await onAnotherPhone(browser, async (phone) => {
      await continueWith(phone, 'Apple', /Sign in to/);
      await signedInAs(phone, email, 'Aiko Tanaka');
    });
  });
});
