import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSION_THRESHOLD } from './compression';
import type { Env } from './context';

const brotli = promisify(brotliCompress);
const gzipBytes = promisify(gzip);

interface Shell {
  /** Which build of the file these bytes are: a new build may replace it under a running server. */
  version: string;
  plain: Bytes;
  br?: Bytes;
  gzip?: Bytes;
}

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer);

async function compressed(plain: Buffer, version: string): Promise<Shell> {
  if (plain.byteLength < COMPRESSION_THRESHOLD) return { version, plain: bytes(plain) };
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipBytes(plain, { level: 9 }),
  ]);
  return { version, plain: bytes(plain), br: bytes(br), gzip: bytes(gz) };
}

/**
 * The app shell (`index.html`), the first request of every page a browser opens: 26 KB as built (the catalogue
 * manifest is in it), 6 KB gzipped. It is compressed once per build, in memory, rather than beside it at build
 * time: plugins still write into index.html after the bundle is written, and a copy older than its file would
 * start the app with the wrong chunks. Undefined when the file is missing.
 */
export function appShell(file: string): (c: Context<Env>) => Promise<Response | undefined> {
  let shell: Promise<Shell> | undefined;
  return async (c) => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const version = `${info.mtimeMs}:${info.size}`;
    if (!shell || (await shell).version !== version) {
      shell = readFile(file).then((plain) => compressed(plain, version));
    }
    const { plain, br, gzip: gz } = await shell;
    const accepted = c.req.header('accept-encoding') ?? '';
    const [encoding, body] =
      br && accepted.includes('br') ? ['br', br] : gz && accepted.includes('gzip') ? ['gzip', gz] : [null, plain];
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.byteLength));
    return c.body(body);
  };
}
