import { devices, expect, test } from '@playwright/test';
import { baseURL, facebookStandInUrl, googleStandInUrl } from '../../playwright.config';

/**
 * A fan on a phone taps "Continue with Google", consents at the Google stand-in (oidc-provider), lands
 * signed in, links Facebook from /account, and after signing out gets back in with Google alone.
 * Each run is a new person at both providers, so a retry meets nothing of an earlier attempt.
 */
test('a fan signs up with Google, links Facebook on /account, and signs in with Google again', async ({
  page,
  request,
  browser,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `google.${id}@example.test`;
  const said = await request.post(`${googleStandInUrl}/stand-in/account`, {
    data: { sub: `g-${id}`, email, email_verified: true, name: 'Mina Park' },
  });
  expect(said.status()).toBe(204);
  await request.post(`${facebookStandInUrl}/stand-in/person`, {
    data: { id: `fb-${id}`, name: 'Mina Park', email: `facebook.${id}@example.test` },
  });

  await test.step('taps Continue with Google and consents at the provider', async () => {
    await page.goto('/en/sign-in/form');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  });

  await test.step('lands signed in, the one-time token gone from the address', async () => {
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 30_000 });
    await page.goto('/en/account');
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('links Facebook from /account', async () => {
    const services = page.locator('section', { has: page.getByRole('heading', { name: 'Sign-in services' }) });
    await expect(services.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
    await services.getByRole('button', { name: 'Link Facebook' }).click();
    await expect(page.getByRole('heading', { name: 'Continue as Mina Park?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/account/, { timeout: 30_000 });
    await expect(services.getByRole('button', { name: 'Unlink Facebook' })).toBeVisible();
  });

  await test.step('signs in again with Google on another phone', async () => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    try {
      const phone = await context.newPage();
      await phone.goto('/en/sign-in/form');
      await phone.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(phone.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
      await phone.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(phone).toHaveURL(/\/en\/?$/, { timeout: 30_000 });
      await phone.goto('/en/account');
      await expect(phone.getByText(email)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
