import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demo, signInOnSite, submitSignInForm } from './support/session';

test('the demo admin signs in at /admin/sign-in and sees the dashboard', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the administration' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin sign-in');
  await submitSignInForm(page, demo.admin);

  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
  // The admin home greets the admin on the dashboard, with every back-office section one tab away.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales per period' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration sections' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('a signed-in fan who opens /admin lands on /admin/sign-in', async ({ page }) => {
  await signInOnSite(page, demo.fan);
  await page.goto('/admin');

  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the administration' })).toBeVisible();
});

test("the sign-in's refusals are told apart by the answer's code: a wrong password on its field, a fan sent to the site", async ({
  page,
}) => {
  await page.goto('/admin/sign-in');
  // An address no one has: the same answer as a wrong password, and no throttle on a demo account.
  await submitSignInForm(page, { email: 'nobody@stagepass.local', password: 'not-the-password' });
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/The user credentials were incorrect\./);

  await submitSignInForm(page, demo.fan);
  await expect(page.getByRole('alert')).toHaveText(/This sign-in is for Stagepass staff/);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
