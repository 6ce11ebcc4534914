import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInToAdmin } from './support/session';

/**
 * The back office on a desktop: the demo admin works through users, content, reports, translations and the
 * terms page with the keyboard and the mouse; every admin page passes an axe scan.
 */
// Admin pages make several requests each and the axe scans are slow on a shared machine.
test.setTimeout(120_000);

/** A toast follows a server write, which on a loaded machine can take longer than the default wait. */
async function toastSays(page: Page, text: RegExp | string) {
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()).toBeVisible({
    timeout: 20_000,
  });
}

test('the admin approves a pending creator from the users table, sorting by keyboard', async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin users');

  // Sort by name from the keyboard: focus the header button and press Enter; the order is kept in the URL.
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=name/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  await page.goto('/admin/users?status=pending&kind=creator');
  const table = page.getByRole('table', { name: 'Users' });
  const approve = table.getByRole('button', { name: /^Approve / }).first();
  await expect(approve).toBeVisible();
  const label = (await approve.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Approve /, '');
  await approve.focus();
  await page.keyboard.press('Enter');
  await toastSays(page, `${name} is approved.`);
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);

  // The user's page and the audit log show the change.
  await page.goto('/admin/users?status=approved&kind=creator&q=' + encodeURIComponent(name));
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin user detail');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText('user.approve').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin audit log');
});

test('the admin previews a content item waiting for review as a fan would see it, then approves it', async ({
  page,
}) => {
  await signInToAdmin(page);
  await page.goto('/admin/content?status=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Content' });
  const preview = table.getByRole('link', { name: /^Preview ".+" as a fan$/ }).first();
  await expect(preview).toBeVisible();
  await expectNoSeriousViolations(page, 'admin content');
  const title = ((await preview.getAttribute('aria-label')) ?? '').replace(/^Preview "(.+)" as a fan$/, '$1');
  await preview.click();

  // The fan's page, drawn by the site's own parts although the item is not published yet.
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${title}` })).toBeVisible();
  await expect(page.getByText('Status: On review')).toBeVisible();
  const asFan = page.locator('section').filter({ has: page.getByRole('heading', { name: 'As a fan sees it' }) });
  await expect(asFan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin content preview');

  await page.getByRole('button', { name: `Approve: ${title}` }).click();
  await toastSays(page, `"${title}" updated.`);
  await expect(page.getByText('Status: Published')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open on the site/ })).toBeVisible();
});

test('the admin resolves a report with the reported object beside its text', async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  const table = page.getByRole('table', { name: 'Reports' });
  await expect(table.getByText(/copied from a workshop/)).toBeVisible();
  await expectNoSeriousViolations(page, 'admin reports');
  const row = table.getByRole('row').filter({ hasText: /copied from a workshop/ });
  await row.getByRole('button', { name: /^Resolve report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve the report' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'admin resolve report dialog');
  await dialog.getByText('Action taken').click();
  await dialog.getByLabel('Note to the reporter').fill('Thank you. We asked the creator to credit the workshop.');
  await dialog.getByRole('button', { name: 'Close the report' }).click();
  await toastSays(page, 'The report is closed and the reporter is told.');
  await expect(table.getByText(/copied from a workshop/)).toHaveCount(0);
});

test('the admin edits a Korean translation and the Korean site shows it without a rebuild', async ({
  page,
  browser,
}) => {
  await signInToAdmin(page);
  await page.goto('/admin/translations?locale=ko&q=Terms%20and%20conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Missing messages per language' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin translations');
  await page.getByRole('button', { name: 'Edit the 한국어 text of "Terms and conditions"' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Text in 한국어').fill('서비스 약관 (개정)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Saved. The site shows it on its next load.');

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/ko/support');
  await expect(site.getByRole('contentinfo').getByText('서비스 약관 (개정)')).toBeVisible({ timeout: 30_000 });
  await visitor.close();
});

test('the admin edits the terms page with a live Markdown preview, guarded against leaving unsaved', async ({
  page,
}) => {
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Static pages' }).click();
  await expectNoSeriousViolations(page, 'admin static pages');
  await page.getByRole('link', { name: /terms/i }).first().click();
  await expect(page).toHaveURL(/\/admin\/static_pages\/terms-conditions$/);
  const body = page.getByLabel('Text in Markdown (en)');
  await body.fill('# Terms\n\n## Refunds\n\nAsk within **14 days**.');
  const preview = page
    .getByRole('region', { name: 'Preview' })
    .or(page.locator('section').filter({ hasText: 'Preview' }));
  await expect(preview.getByRole('heading', { name: 'Refunds' }).first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousViolations(page, 'admin static page editor');

  // Leaving with unsaved changes asks first; dismissing keeps the admin on the page.
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/static_pages\/terms-conditions$/);

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await toastSays(page, 'The page is published.');
  await page.goto('/en/terms-conditions');
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(page.getByText('14 days')).toBeVisible();

  // A page of the admin's own is published at /{lang}/pages/{slug}.
  const slug = `cookies-${Date.now() % 1_000_000}`;
  await page.goto('/admin/static_pages');
  await page.getByLabel('New page address (slug)').fill(slug);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New page: ${slug}` })).toBeVisible();
  await page.getByLabel('Title (en)').fill('Cookies');
  await page.getByLabel('Text in Markdown (en)').fill('We keep **one** cookie: your sign-in.');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await toastSays(page, 'The page is published.');
  await page.goto(`/en/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByText('your sign-in')).toBeVisible();
});

test('the remaining admin pages load and pass an axe scan', async ({ page }) => {
  await signInToAdmin(page);
  for (const [path, heading] of [
    ['/admin/testimonials', 'Testimonials'],
    ['/admin/crud/genres', 'Genres'],
    ['/admin/crud/report-types', 'Report types'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, `admin ${path}`);
  }
  // A bulk approval: select the pending review from the keyboard, then approve the selection.
  await page.goto('/admin/testimonials?status=pending');
  await page.getByRole('checkbox', { name: 'Select Patient teacher' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
  await toastSays(page, 'Reviews updated: 1.');
  await expect(page.getByRole('button', { name: 'Approve "Patient teacher"' })).toHaveCount(0);
});

test('the admin reads the dashboard and refunds a purchase after a confirmation step', async ({ page }) => {
  await signInToAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales per period' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Creators who sold most in this range' })).toBeVisible();
  await expect(page.getByRole('table', { name: "Creators' income" })).toBeVisible();
  // The date range and the currency switch are kept in the address.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(page).toHaveURL(/from=2020-01-01/);
  // Clicked on its visible label as a person does (the radio input itself is visually hidden).
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('EUR', { exact: true }).click();
  await expect(page).toHaveURL(/currency=EUR/);
  await expect(page.getByRole('radio', { name: 'EUR' })).toBeChecked();
  await expectNoSeriousViolations(page, 'admin dashboard');

  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin transactions');
  const refund = page.getByRole('button', { name: /^Refund transaction #/ }).first();
  await expect(refund).toBeVisible();
  await refund.click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  await dialog.getByText('Everything that is left').click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm the refund' });
  await expect(confirm.getByText(/This cannot be undone\./)).toBeVisible();
  await expectNoSeriousViolations(page, 'admin refund confirmation');
  await confirm.getByRole('button', { name: /^Refund / }).click();
  await toastSays(page, 'The refund is done.');
});

test('the admin adds a site-wide coupon and saves the commerce settings from the reference screens', async ({
  page,
}) => {
  await signInToAdmin(page);
  await expect(page.getByRole('table', { name: 'Best-selling content in this range' })).toBeVisible();

  await page.goto('/admin/crud/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin coupons');
  // A fresh code each run: the port's database outlives one run.
  const code = `SITE-${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add coupon' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Percent off').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Saved.');
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Fees, holding and rates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fees, holding and rates' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin commerce settings');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await toastSays(page, 'Saved.');
});
