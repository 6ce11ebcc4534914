import { expect, test } from '@playwright/test';

test('a visitor finds search in the header and searches without signing in', async ({ page }) => {
  await test.step('the header menu leads a visitor to search', async () => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  await test.step('a Japanese query finds demo content, with no sign-in asked', async () => {
    const box = page.getByRole('combobox', { name: 'Search classes, videos and creators' });
    await box.fill('ヒップホップ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=/);
    await expect(page.getByRole('heading', { level: 3, name: /ヒップホップ/ }).first()).toBeVisible();
  });

  await test.step("search's old address still arrives at search, with its query", async () => {
    await page.goto(`/en/account/search?q=${encodeURIComponent('ヒップホップ')}`);
    await expect(page).toHaveURL(/\/en\/search\?q=/);
    await expect(page.getByRole('combobox', { name: 'Search classes, videos and creators' })).toHaveValue(
      'ヒップホップ',
    );
  });
});
