import { expect, test } from '@playwright/test';
import { checkPage, phone } from './support/phone';

test.use(phone);

test('a new fan opens the creator area, is offered onboarding, chooses a role and lands on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const fan = {
    name: 'Rin Sato',
    login: `rin.${id}`,
    email: `rin.${id}@example.test`,
    password: 'light-feet-lots-of-beat',
  };

  await test.step('signs up as a fan', async () => {
    await page.goto('/en/sign-up/form?type=fan');
    await page.getByLabel(/^Name/).fill(fan.name);
    await page.getByLabel(/^Username/).fill(fan.login);
    await page.getByLabel(/^Email/).fill(fan.email);
    await page.getByLabel(/^Password/).fill(fan.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/sign-up\/email-verification/, { timeout: 30_000 });
  });

  await test.step('the creator area sends a fan to onboarding', async () => {
    await page.goto('/en/creator/home');
    await expect(page).toHaveURL(/\/en\/creator\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a creator' })).toBeVisible();
    await expect(page.getByLabel(/^Name shown on your page/)).toHaveValue(fan.name);
    await checkPage(page, 'creator onboarding');
  });

  await test.step('a role is required, explained, and then chosen', async () => {
    await page.getByRole('button', { name: 'Open my creator area' }).click();
    const error = page.getByText('The role must be producer, organizer or dancer.');
    await expect(error).toBeInViewport();
    // Focus follows the eye: the first role card, right under the error.
    await expect(page.getByRole('radio', { name: /Producer/ })).toBeFocused();
    await expect(
      page.getByText('You perform and teach: tutorials, live classes, private lessons and feedback.'),
    ).toBeVisible();
    await page.getByText('Dancer', { exact: true }).tap();
    await expect(page.getByRole('radio', { name: /Dancer/ })).toBeChecked();
    await page.getByLabel(/^About you/).fill('Waacking and house, ten years on stage.');
    await checkPage(page, 'creator onboarding with a role');
    await page.getByRole('button', { name: 'Open my creator area' }).tap();
  });

  await test.step('lands on the dashboard as a creator', async () => {
    await expect(page).toHaveURL(/\/en\/creator\/home$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome to your creator area.')).toBeVisible();
    await page.goto('/en/creator/new');
    await expect(page).toHaveURL(/\/en\/creator\/home$/);
  });
});
