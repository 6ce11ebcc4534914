import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkPage, phone, settled } from './support/phone';
import { demo, signInOnSite } from './support/session';

test.use(phone);

/** A 5-second 640×360 test video and a cover picture, made with ffmpeg for this run. */
function makeMedia(): { video: string; cover: string } {
  const video = test.info().outputPath('tutorial.mp4');
  const cover = test.info().outputPath('cover.png');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  execFileSync('ffmpeg', [
    ...quiet,
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine', '-t', '5'],
    ...['-pix_fmt', 'yuv420p', '-shortest', video],
  ]);
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', 'testsrc=size=1280x720', '-frames:v', '1', cover]);
  return { video, cover };
}

test('a creator creates a tutorial, uploads its video and captions, tags and publishes it; a fan finds it, watches the teaser and turns on the captions', async ({
  page,
}) => {
  // Uploads, transcoding and a dozen axe scans on a shared machine.
  test.setTimeout(300_000);
  const media = makeMedia();
  const title = `Footwork drills ${Date.now().toString(36)}`;

  await signInOnSite(page, demo.creator);

  await test.step('the dashboard and the creator area pages are accessible', async () => {
    await page.goto('/en/creator/home');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await checkPage(page, 'creator dashboard');
    // The feedback inbox is one step away: from the dashboard and from the creator area's navigation.
    await expect(page.getByRole('link', { name: 'All feedback requests' })).toHaveAttribute(
      'href',
      '/en/creator/feedback',
    );
    await expect(
      page.getByRole('navigation', { name: 'Creator area' }).getByRole('link', { name: 'Feedback', exact: true }),
    ).toHaveAttribute('href', '/en/creator/feedback');
    for (const [path, heading] of [
      ['content', 'Content'],
      ['tutorials', 'Tutorials'],
      ['collaboration', 'Collaboration'],
      ['calendar', 'Calendar'],
      ['about', 'About'],
    ] as const) {
      await page.goto(`/en/creator/${path}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await checkPage(page, `creator ${path}`);
    }
  });

  await test.step('the calendar moves between days with the keyboard', async () => {
    await page.goto('/en/creator/calendar');
    await settled(page);
    const selected = page.locator('table button[tabindex="0"]');
    await selected.focus();
    const before = await selected.getAttribute('data-day');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('table button[tabindex="0"]')).not.toHaveAttribute('data-day', before ?? '');
    await expect(page.locator('table button[tabindex="0"]')).toBeFocused();
  });

  await test.step('creates a skills tutorial as a draft', async () => {
    await page.goto('/en/creator/home');
    await settled(page);
    await page.getByRole('link', { name: 'New content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New content' })).toBeVisible();
    await checkPage(page, 'new content');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Choose one of the content types.')).toBeVisible();
    await page.getByText('Skills tutorial', { exact: true }).click();
    await page.getByRole('textbox', { name: /Title/ }).fill(title);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/en\/creator\/content\/\d+\/general-info$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Media/ })).toBeVisible();
    await checkPage(page, 'editor general info');
  });

  await test.step('general info and a free price', async () => {
    await page.getByRole('textbox', { name: /Description/ }).fill('Three drills for faster, cleaner footwork.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/base_info$/);
    const price = page.getByRole('textbox', { name: /Price/ });
    await price.fill('');
    // What is typed stays as typed; a price that is not one is refused with a message, never reinterpreted.
    await price.pressSequentially('1e3');
    await expect(price).toHaveValue('1e3');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Enter the price in plain digits, like 1000.')).toBeVisible();
    await expect(page).toHaveURL(/\/base_info$/);
    await price.fill('0');
    // The price is in the creator's balance currency, changed on the finance page.
    await expect(page.getByRole('link', { name: 'Change it on the finance page' })).toBeVisible();
    await checkPage(page, 'editor price');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/media$/);
    await settled(page);
  });

  await test.step('publishing is refused while the cover and video are missing, and says why', async () => {
    await expect(page.getByText('Add a cover image.')).toBeVisible();
    await expect(page.getByText('Add the main video.')).toBeVisible();
    await checkPage(page, 'editor media');
  });

  await test.step('uploads the cover and the main video, which is processed', async () => {
    const picker = (name: string) => page.getByRole('group', { name }).locator('input[type="file"]');
    await picker('Upload a cover').setInputFiles(media.cover);
    await expect(page.getByRole('img', { name: 'Current cover' })).toBeVisible({ timeout: 30_000 });
    await picker('Upload the main video').setInputFiles(media.video);
    const main = page.getByRole('region', { name: 'Main video' });
    await expect(main.getByRole('status').filter({ hasText: /^(Processing|Ready)$/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(main.getByRole('status').filter({ hasText: /^Ready$/ })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('Add the main video.')).toHaveCount(0);
  });

  await test.step('gives the main video English captions, by touch', async () => {
    const captions = test.info().outputPath('footwork.en.vtt');
    writeFileSync(captions, 'WEBVTT\n\n00:00.000 --> 00:04.000\nStep, step, turn\n');
    const main = page.getByRole('region', { name: 'Main video' });
    await main.getByText('Captions: none yet').tap();
    await expect(main.getByRole('textbox', { name: /Label shown in the player/ })).toHaveValue('English');
    await main
      .getByRole('group', { name: 'Caption file for Main video' })
      .locator('input[type="file"]')
      .setInputFiles(captions);
    await expect(main.getByRole('list', { name: 'Captions of Main video' })).toContainText('English', {
      timeout: 30_000,
    });
    await expect(main.getByText('Captions: 1 language')).toBeVisible();
    await checkPage(page, 'editor media with captions');
  });

  await test.step('adds tags', async () => {
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/tags$/);
    await settled(page);
    const tags = page.getByRole('group', { name: /Tags/ });
    // The chip's label is what a finger taps; the input itself is visually hidden.
    await tags.locator('[data-part="label"]').first().click({ timeout: 15_000 });
    await expect(tags.getByRole('checkbox').first()).toBeChecked();
    await expect(tags).toHaveAccessibleName(/Tags \(1 of 20\)/);
    await checkPage(page, 'editor tags');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/collaboration$/);
    await settled(page);
    await checkPage(page, 'editor collaboration');
  });

  await test.step('publishes it', async () => {
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    // Nothing is left to publish: no buttons that could only be disabled.
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Schedule…' })).toHaveCount(0);
  });

  await test.step('a fan finds it and watches the teaser', async () => {
    await page.evaluate(() => localStorage.clear());
    await signInOnSite(page, demo.fan);
    await page.goto(`/en/search?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    const teaser = page.locator('video[aria-label^="Teaser"]');
    await expect(teaser).toBeVisible({ timeout: 60_000 });
    await teaser.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect
      .poll(() => teaser.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0);
  });

  await test.step('the fan turns on the creator’s captions in the full video', async () => {
    const player = page.getByRole('group', { name: `Full video: ${title}` });
    const track = player.locator('video track[kind="captions"][srclang="en"]');
    await expect(track).toHaveAttribute('label', 'English');
    const state = () =>
      track.evaluate((element: HTMLTrackElement) => ({ mode: element.track.mode, loaded: element.readyState === 2 }));
    const button = player.getByRole('button', { name: 'Captions' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // Loaded means the signed URL answered a WebVTT file the browser parsed.
    await expect.poll(state, { timeout: 15_000 }).toEqual({ mode: 'showing', loaded: true });
    await button.tap();
    await expect.poll(state).toEqual({ mode: 'hidden', loaded: true });
  });
});
