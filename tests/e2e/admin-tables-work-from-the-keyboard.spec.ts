import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './support/session';

/**
 * Every back-office list, from the keyboard alone: Tab from the table's scroll region reaches its first sortable
 * header, Enter sorts by it (aria-sort and the address follow), and on a table with bulk actions Space selects
 * a row and the bulk buttons come alive (blocking asks first).
 */
test.setTimeout(120_000);

const lists: { path: string; table: string }[] = [
  { path: '/admin/users', table: 'Users' },
  { path: '/admin/content', table: 'Content' },
  { path: '/admin/reports?status=all', table: 'Reports' },
  { path: '/admin/testimonials', table: 'Testimonials' },
  { path: '/admin/transactions', table: 'Transactions' },
  { path: '/admin/audit', table: 'Audit log' },
  { path: '/admin/crud/genres', table: 'Genres' },
  { path: '/admin/crud/report-types', table: 'Report types' },
  { path: '/admin/crud/coupons', table: 'Coupons' },
];

/** Presses Tab until `target` has the focus (at most `limit` times), so the test proves it is reachable. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 8) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('every admin table sorts from the keyboard, and the users table selects rows for a bulk action', async ({
  page,
}) => {
  await signInToAdmin(page);
  for (const { path, table: name } of lists) {
    await page.goto(path);
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('region', { name }).focus();
    const header = table
      .locator('thead th')
      .filter({ has: page.getByRole('button') })
      .first();
    const sortButton = header.getByRole('button');
    await tabTo(page, sortButton);
    const before = await header.getAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect(header, `${path}: Enter sorts`).toHaveAttribute(
      'aria-sort',
      before === 'ascending' ? 'descending' : 'ascending',
    );
    await expect(page).toHaveURL(/[?&]sort=/);
  }

  await page.goto('/admin/users?kind=fan');
  const users = page.getByRole('table', { name: 'Users' });
  const bulkBlock = page
    .getByRole('group', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Block selected', exact: true });
  await expect(bulkBlock).toBeDisabled();
  const firstRow = users.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await firstRow.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(bulkBlock).toBeEnabled();

  // Blocking signs people out at once, so the bulk action asks first; Escape backs out with nothing done.
  await bulkBlock.focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Block the selected accounts?' });
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(users.getByRole('cell', { name: 'Blocked', exact: true })).toHaveCount(0);
});
