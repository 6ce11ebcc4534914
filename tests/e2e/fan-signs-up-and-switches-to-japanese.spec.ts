import { devices, expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { localize, readCatalog } from './support/catalog';
import { linkIn, waitForMail } from './support/mail';
import { newFan } from './support/fresh-account';
import { signInOnSite, submitSignInForm } from './support/session';
import { apiCall } from './support/watchable-video';
import { withServiceWorker } from './support/worker';

test.use(withServiceWorker);

/** Opens the phone header's menu panel unless it is open already. */
async function openPhoneMenu(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test('a new fan signs up, verifies the e-mail, signs in, switches to 日本語 and signs out', async ({
  page,
  browser,
}) => {
  // Six steps through sign-up, mail, sign-in and two languages on a loaded machine.
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const fan = {
    name: 'Aiko Tanaka',
    login: `aiko.${id}`,
    email: `aiko.${id}@example.test`,
    password: 'footlights-and-curtains',
  };

  await test.step('signs up as a fan: type, then the form', async () => {
    await page.goto('/en/sign-up');
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/en\/sign-up\/type/);
    // The radio input sits under its card; a person taps the card.
    await page.getByText('A fan', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /A fan/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/sign-up\/form\?.*type=fan/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your fan account' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(fan.name);
    await page.getByLabel(/^Username/).fill(fan.login);
    await page.getByLabel(/^Email/).fill(fan.email);
    await page.getByLabel(/^Password/).fill(fan.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/en\/sign-up\/email-verification/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  });

  const mail = await test.step('receives the verification mail', () =>
    waitForMail(fan.email, /sign-up\/email-verification\?token=/));
  const link = linkIn(mail, /\/sign-up\/email-verification\?token=/);
  expect(link.origin, 'the link points at the site (PUBLIC_URL)').toBe(baseURL);
  expect(link.pathname).toBe('/en/sign-up/email-verification');
  await page.close();

  // The mail is opened later, in a browser that holds no session: the fan signs in from there.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  try {
    const phone = await context.newPage();

    await test.step('opens the link from the mail and sees the address verified', async () => {
      await phone.goto(link.pathname + link.search);
      await expect(phone.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible({
        timeout: 20_000,
      });
    });

    await test.step('signs in', async () => {
      await phone.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(phone).toHaveURL(/\/en\/sign-in\/form/);
      await submitSignInForm(phone, fan);
      await expect(phone).toHaveURL(/\/en\/?$/, { timeout: 30_000 });
      // The home page greets the signed-in fan by name.
      await expect(phone.getByRole('heading', { level: 1, name: new RegExp(fan.name) })).toBeVisible();
    });

    const ja = readCatalog('ja');
    const inJapanese = (english: string) => {
      const localized = localize(ja, english);
      expect(localized.translated, `src/app/locales/ja/messages.po translates "${localized.msgid}"`).toBe(true);
      expect(localized.text).not.toBe(english);
      return localized.text;
    };

    await test.step('switches the language to 日本語 and sees the page in Japanese', async () => {
      const heading = phone.getByRole('heading', { level: 1 });
      const englishHeading = ((await heading.textContent()) ?? '').trim();
      await openPhoneMenu(phone, 'Menu');
      await phone.getByRole('button', { name: 'Language: English' }).click();
      await phone.getByRole('menuitem', { name: '日本語' }).click();

      await expect(phone).toHaveURL(/\/ja\/?$/);
      await expect(phone.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(heading).toHaveText(inJapanese(englishHeading));
      await expect(phone.getByRole('button', { name: inJapanese('Language: 日本語'), exact: true })).toBeVisible();
    });

    await test.step('signs out and lands on /ja', async () => {
      await openPhoneMenu(phone, inJapanese('Menu'));
      await phone.getByRole('button', { name: inJapanese('Sign out'), exact: true }).click();

      await expect(phone).toHaveURL(new RegExp(`^${baseURL}/ja/?$`));
      await expect(phone.locator('html')).toHaveAttribute('lang', 'ja');
      // Signed out: the home page offers to sign in again.
      await expect(
        phone.getByRole('main').getByRole('link', { name: inJapanese('Sign in'), exact: true }),
      ).toBeVisible();
    });

    await test.step('an untouched sign-in form sent as it is refuses in Japanese from the first moment', async () => {
      await phone.goto('/ja/sign-in/form');
      const submit = phone.getByRole('main').locator('form button[type="submit"]');
      await submit.waitFor();
      // Every text the address field is described by, as it changes: English there, even briefly, is a seam.
      await phone.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { refusalsSeen: seen });
        new MutationObserver(() => {
          const input = document.querySelector('main input[type="email"]');
          const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ');
          const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
          if (text.trim() && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await submit.click();
      const seen = () => phone.evaluate(() => (window as unknown as { refusalsSeen: string[] }).refusalsSeen);
      await expect.poll(seen).not.toEqual([]);
      expect((await seen())[0]).toContain(ja.get('auth.required'));
    });

    await test.step("refuses a malformed address on the sign-in form with the shared schema's message, in Japanese", async () => {
      await phone.goto('/ja/sign-in/form');
      const email = phone.getByRole('main').locator('input[type="email"]');
      await email.fill('aiko-at-example');
      await email.blur();
      // Shown by its id (`auth.email-invalid`), from the catalogue the server renders the same refusal with.
      const refusal = ja.get('auth.email-invalid');
      expect(refusal, 'src/app/locales/ja/messages.po translates auth.email-invalid').toBeTruthy();
      await expect(email).toHaveAccessibleDescription(new RegExp(refusal!));
    });
  } finally {
    await context.close();
  }
});

test('a language chosen on another device wins when the fan comes back, over what this device kept', async ({
  page,
  request,
}) => {
  await signInOnSite(page, await newFan(request));
  await page.goto('/en/library');
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible({ timeout: 20_000 });
  // This device has kept the profile (English) for offline use; the fan picks 日本語 on their laptop.
  await apiCall(page, 'PUT', '/api/profile/preferred-locale/ja');
  await page.reload();
  await expect(page).toHaveURL(/\/ja\/library$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ライブラリ', level: 1 })).toBeVisible();
});
