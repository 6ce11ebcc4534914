/**
 * The widths a public image is offered in (`/media/public/<key>?w=<width>`, WebP, never enlarged): the server
 * makes only these, so a URL cannot ask it to store a file of any other size; the client lists them in `srcset`.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What an `<img>` asks for when the browser ignores `srcset`: a card's cover on a phone, sharp enough. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

/** The smallest width: an avatar is shown at most 6rem wide, so this covers it on any screen. */
export const SMALLEST_IMAGE_WIDTH: ImageWidth = IMAGE_WIDTHS[0];

/** A width as written in a URL (`"640"`), or null when it is not one of IMAGE_WIDTHS. */
export function parseImageWidth(text: string): ImageWidth | null {
  if (!/^[1-9]\d{0,4}$/.test(text)) return null;
  const width = Number(text);
  return IMAGE_WIDTHS.find((w) => w === width) ?? null;
}

const PUBLIC_MEDIA = '/media/public/';

/** Only the server's public images have renditions; a local preview (`blob:`) or another site's picture does not. */
function hasRenditions(url: string): boolean {
  return url.startsWith(PUBLIC_MEDIA) && !url.includes('?') && !url.includes('#');
}

/** The URL of an image (an ImageRef's `resize_url` or `crop_url`) at `width`; any other URL as it is. */
export function renditionUrl(url: string, width: ImageWidth): string {
  return hasRenditions(url) ? `${url}?w=${width}` : url;
}

/** A video's poster takes one URL (no `srcset`) and shows as wide as the player: the widest rendition. */
export function posterUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : renditionUrl(url, 1280);
}

/** Every rendition as an `srcset` value (`… 320w, … 640w, …`), or undefined when the URL has none. */
export function renditionSrcSet(url: string): string | undefined {
  if (!hasRenditions(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${renditionUrl(url, width)} ${width}w`).join(', ');
}
