/** The few lines of an HLS playlist a download needs: the renditions of a master, the files of a rendition. */

export interface Variant {
  /** As written in the master playlist, relative to it. */
  uri: string;
  bandwidth: number;
  height: number | null;
  /** "720p", or the bandwidth when the master gives no resolution. */
  name: string;
  /** The line that describes it, kept to write a master holding only this rendition. */
  info: string;
}

export function parseMaster(text: string): Variant[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((l) => l !== '' && !l.startsWith('#'));
    if (!uri) return;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? Number.NaN);
    variants.push({
      uri,
      bandwidth,
      height: Number.isFinite(height) ? height : null,
      name: Number.isFinite(height) ? `${height}p` : `${Math.round(bandwidth / 1000)} kbps`,
      info: line,
    });
  });
  return variants.sort((a, b) => (b.height ?? 0) - (a.height ?? 0) || b.bandwidth - a.bandwidth);
}

/** The segment (and key / init map) URIs of a media playlist, relative to it. */
export function parseMediaPlaylist(text: string): string[] {
  const files: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const uri = /^#EXT-X-(?:KEY|MAP):.*URI="([^"]+)"/.exec(line)?.[1];
      if (uri && !files.includes(uri)) files.push(uri);
      continue;
    }
    files.push(line);
  }
  return files;
}

/** A master playlist offering only the saved rendition, so the player cannot pick one that is not stored. */
export function singleVariantMaster(variant: Variant): string {
  return ['#EXTM3U', '#EXT-X-VERSION:3', variant.info, variant.uri, ''].join('\n');
}

/** Roughly how many bytes a rendition takes for a video of this length. */
export const estimateBytes = (variant: Variant, seconds: number) => Math.round((variant.bandwidth / 8) * seconds);
