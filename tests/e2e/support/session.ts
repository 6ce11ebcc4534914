import { expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** The demo accounts the e2e server loads (src/server/demo). */
export const demo = {
  admin: { email: 'admin@stagepass.local', password: 'stagepass' },
  creator: { email: 'creator@stagepass.local', password: 'stagepass' },
  fan: { email: 'fan@stagepass.local', password: 'stagepass' },
} satisfies Record<string, Account>;

/** The e-mail and password fields and the submit button, the same on the site and the admin sign-in. */
export async function submitSignInForm(page: Page, { email, password }: Account): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in on the site's form and waits until the app has moved on from it. */
export async function signInOnSite(page: Page, account: Account, lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/sign-in/form`);
  await submitSignInForm(page, account);
  await expect(page).not.toHaveURL(/\/sign-in\//);
}

/** Signs in at /admin/sign-in and waits for the admin home. */
export async function signInToAdmin(page: Page, account: Account = demo.admin): Promise<void> {
  await page.goto('/admin/sign-in');
  await submitSignInForm(page, account);
  await expect(page).toHaveURL(/\/admin\/?$/);
}
