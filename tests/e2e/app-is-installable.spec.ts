import { chromium, expect, test } from '@playwright/test';
import { baseURL, chromiumArgs, fullChromium } from '../../playwright.config';
import { withServiceWorker } from './support/worker';

// The runner gives its context options to this persistent context too.
test.use(withServiceWorker);

test('the app is installable: Chromium reports no installability error', async () => {
  // Installability needs a real profile (an incognito-like context is never installable).
  const context = await chromium.launchPersistentContext(test.info().outputPath('profile'), {
    executablePath: fullChromium,
    headless: true,
    args: chromiumArgs.map((arg) => (arg === '--headless' ? '--headless=new' : arg)),
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/?$/);
    // The worker claims the page once it has installed (precached the shell) and activated.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors, JSON.stringify(installabilityErrors, null, 2)).toEqual([]);

    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
  } finally {
    await context.close();
  }
});
