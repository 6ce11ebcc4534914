// Renders the PWA icons in public/icons from one SVG design with headless Chromium.
// Run after changing the design: `node scripts/generate-icons.mjs` (needs /usr/bin/chromium); commit the PNGs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = new URL('../public/icons/', import.meta.url);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The mark on its gradient. `bleed` fills the whole square (maskable: the launcher crops it). */
function svg({ bleed }) {
  // Maskable icons keep the glyph inside the central 80% safe zone, so shrink it around the centre.
  const glyph = bleed ? 'translate(6.4 6.4) scale(0.8)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#F45A22"/><stop offset="1" stop-color="#AD3510"/></linearGradient></defs>
  <rect width="64" height="64" rx="${bleed ? 0 : 14}" fill="url(#g)"/>
  <g transform="${glyph}">
    <path d="M25 13 L46 26.5 L25 40 Z" fill="#fff"/>
    <path d="M14 47 Q32 56 50 47" fill="none" stroke="#FFE3D4" stroke-width="4" stroke-linecap="round"/>
  </g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'maskable-512.png', size: 512, bleed: true },
  // iOS draws its own rounded corners and shows black behind transparency: use the full-bleed art.
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

const work = mkdtempSync(join(tmpdir(), 'icons-'));
try {
  for (const { file, size, bleed } of icons) {
    const page = join(work, `${file}.html`);
    writeFileSync(
      page,
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;overflow:hidden;background:transparent">${svg({ bleed })}</body></html>`,
    );
    const target = new URL(file, out).pathname;
    execFileSync(chromium, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${target}`,
      `file://${page}`,
    ]);
    // A PNG stores its width and height big-endian at bytes 16 and 20 of the IHDR chunk.
    const png = readFileSync(target);
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    if (w !== size || h !== size) throw new Error(`${file} came out ${w}x${h}, expected ${size}x${size}`);
    console.log(`${file} ${w}x${h} ${png.length} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
