/**
 * Generated placeholder art: a gradient and initials. Text is XML-escaped, and the output has no
 * script, links or external references, so serving it from our origin is safe.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two initials: first letters of the first two Latin words, or the first two characters of CJK text. */
export function initialsOf(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')])
    .filter((chars) => chars.length > 0);
  const [firstWord, secondWord] = words;
  if (!firstWord) return '';
  const latin = /[\p{Script=Latin}\p{N}]/u.test(firstWord[0]!);
  const picked = latin && secondWord ? [firstWord[0]!, secondWord[0]!] : firstWord.slice(0, 2);
  return picked.join('').toUpperCase();
}

const hue = (seed: number, shift: number) => (seed * 47 + shift) % 360;

function svg(width: number, height: number, seed: number, label: string, fontSize: number, round: boolean): string {
  const from = `hsl(${hue(seed, 0)} 70% 45%)`;
  const to = `hsl(${hue(seed, 140)} 75% 30%)`;
  const shape = round
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="url(#g)"/>`
    : `<rect width="${width}" height="${height}" fill="url(#g)"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    shape,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700"`,
    ` font-size="${fontSize}" fill="#fff" fill-opacity="0.92">${escapeXml(label)}</text>`,
    `</svg>`,
  ].join('');
}

/** A 16:9 content cover. */
export function coverSvg(title: string, seed: number): string {
  return svg(640, 360, seed, initialsOf(title), 140, false);
}

/** A round avatar. */
export function avatarSvg(name: string, seed: number): string {
  return svg(256, 256, seed, initialsOf(name), 104, true);
}
