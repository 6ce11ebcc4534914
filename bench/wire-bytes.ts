import { request } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Table } from './report';

/** Answers a page loads whole: a content list page's list and the home page's feed. */
export const WIRE_PATHS = ['/api/content?limit=20&expand=cover,shortOwner', '/api/feed/landing'];
const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
/** What Chromium offers. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface OnWire {
  bytes: Buffer;
  encoding: string | null;
}

/** The body as it crosses the wire: node:http hands over the bytes as sent, never decoded (fetch would decode). */
function bodyOnWire(url: string, acceptEncoding: string | null): Promise<OnWire> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { ...HEADERS, 'accept-encoding': acceptEncoding } : HEADERS;
    const req = request(url, { headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? null });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

export interface WireFigure {
  path: string;
  plainBytes: number;
  sentBytes: number;
  sentEncoding: string | null;
  /** Brotli at quality 5 (a usual on-the-fly level) of the same body, computed here: the server does not offer it. */
  brotliBytes: number;
}

export async function measureWireBytes(origin: string): Promise<WireFigure[]> {
  const figures: WireFigure[] = [];
  for (const path of WIRE_PATHS) {
    const plain = await bodyOnWire(origin + path, null);
    const sent = await bodyOnWire(origin + path, BROWSER_ENCODINGS);
    const brotli = brotliCompressSync(plain.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    figures.push({
      path,
      plainBytes: plain.bytes.length,
      sentBytes: sent.bytes.length,
      sentEncoding: sent.encoding,
      brotliBytes: brotli.length,
    });
  }
  return figures;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function wireBytesTable(figures: WireFigure[]): Table {
  return {
    title: `API answers over the wire (body bytes; a browser offers "${BROWSER_ENCODINGS}")`,
    columns: [
      { label: 'route' },
      { label: 'not asked', align: 'right' },
      { label: 'browser', align: 'right' },
      { label: 'encoding' },
      { label: 'saved', align: 'right' },
      { label: 'br q5 (not offered)', align: 'right' },
    ],
    rows: figures.map((f) => [
      `GET ${f.path}`,
      kib(f.plainBytes),
      kib(f.sentBytes),
      f.sentEncoding ?? 'none',
      `${Math.round((1 - f.sentBytes / f.plainBytes) * 100)} %`,
      kib(f.brotliBytes),
    ]),
  };
}
