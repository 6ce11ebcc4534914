import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no type declarations; the little used here is typed below.
import S3rverImport from 's3rver';

interface KoaContext {
  method: string;
  url: string;
  status: number;
  type: string;
  body: unknown;
  get(header: string): string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

interface S3rverInstance {
  middleware: Middleware[];
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverImport as new (options: Record<string, unknown>) => S3rverInstance;

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The configuration variables that point the app at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * Whether a presigned (query-string) Signature Version 4 request carries the signature its method, path,
 * query and signed headers call for. s3rver checks a presigned URL's expiry but not its V4 signature, so
 * without this a tampered URL would be accepted where S3 answers 403. Written from the SigV4 rules rather
 * than with the SDK's signer, so a mistake in the signing side cannot hide in the check.
 */
export function presignedSignatureMatches(method: string, rawUrl: string, header: (name: string) => string): boolean {
  const url = new URL(rawUrl, 'http://stand-in');
  const params = url.search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' '))] as const;
    });
  const get = (name: string) => params.find(([key]) => key === name)?.[1];
  const provided = get('X-Amz-Signature');
  const credential = get('X-Amz-Credential')?.split('/');
  const date = get('X-Amz-Date');
  const signedHeaders = get('X-Amz-SignedHeaders');
  if (!provided || !credential || credential.length !== 5 || !date || !signedHeaders) return false;
  const [accessKey, day, region, service] = credential as [string, string, string, string, string];
  if (accessKey !== ACCESS_KEY) return false;

  const query = params
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  const headers = names.map((name) => `${name}:${header(name).trim().replace(/\s+/g, ' ')}\n`).join('');
  const payload = get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonical = [method, url.pathname, query, headers, signedHeaders, payload].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day), region), service), 'aws4_request');
  const expected = hmac(key, toSign);
  const given = Buffer.from(provided, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A local S3-compatible server (s3rver) speaking the real S3 protocol over HTTP, on a free port
 * with its own folder and one bucket. The credentials are s3rver's fixed pair. Presigned URLs are
 * checked as S3 checks them: a wrong V4 signature is 403 SignatureDoesNotMatch (s3rver itself only
 * checks their expiry).
 */
export async function startS3StandIn(bucket = 'stagepass-test'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stagepass-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(async (ctx, next) => {
    if (!new URL(ctx.url, 'http://stand-in').searchParams.has('X-Amz-Algorithm')) return next();
    if (presignedSignatureMatches(ctx.method, ctx.url, (name) => ctx.get(name))) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
      '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
