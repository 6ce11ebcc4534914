import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// http_ece (web-push's own dependency) decrypts RFC 8188 payloads as a browser's push service client would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

export interface ReceivedPush {
  /** The subscription path the message was posted to. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload. */
  payload: unknown;
}

export interface PushStandIn {
  origin: string;
  received: ReceivedPush[];
  /** A browser subscription served by this stand-in; `gone` answers 410 as a push service does for an expired one. */
  subscribe(options?: { status?: number }): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

/**
 * A local Web Push service (RFC 8030): accepts POSTs to subscription endpoints, checks the VAPID authorization and
 * the aes128gcm encoding, decrypts with the subscription's private key, and answers 201 — or the status a
 * subscription was set up with (404/410 for one the browser dropped).
 */
export async function startPushStandIn(): Promise<PushStandIn> {
  const subscriptions = new Map<string, { key: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sub = subscriptions.get(req.url ?? '');
      if (req.method !== 'POST' || !sub) return void res.writeHead(404).end();
      if (sub.status !== 201) return void res.writeHead(sub.status).end();
      const auth = String(req.headers.authorization ?? '');
      if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(auth) || req.headers['content-encoding'] !== 'aes128gcm') {
        return void res.writeHead(401).end();
      }
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.key,
          authSecret: sub.auth,
        });
        received.push({ path: req.url ?? '', headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe: ({ status = 201 } = {}) => {
      const key = createECDH('prime256v1');
      key.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      subscriptions.set(path, { key, auth, status });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: key.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
