import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

const self = ["'self'"];

/**
 * No inline script or style anywhere: the PWA's bundle is external files, Panda emits a
 * stylesheet and Ark UI positions elements through the CSSOM, which CSP does not restrict.
 * `'self'` covers same-origin ws:/wss: in current browsers; the public origin is listed for older ones.
 */
function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>) {
  return {
    defaultSrc: self,
    scriptSrc: self,
    styleSrc: self,
    imgSrc: [...self, 'data:', 'blob:'],
    mediaSrc: [...self, 'blob:'],
    fontSrc: self,
    connectSrc: [...self, config.publicUrl.replace(/^http/, 'ws')],
    workerSrc: self,
    manifestSrc: self,
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: self,
    formAction: self,
  };
}

/**
 * Browser features the app uses on its own pages (the player's full screen and picture-in-picture, the
 * share button, copying a link) stay allowed to itself; powerful ones it never asks for are denied.
 */
const permissionsPolicy = {
  fullscreen: ['self'],
  pictureInPicture: ['self'],
  webShare: ['self'],
  clipboardWrite: ['self'],
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  bluetooth: [],
  hid: [],
  midi: [],
  displayCapture: [],
  browsingTopics: [],
};

/** Hono's secure-headers as configured here. Cross-Origin-Resource-Policy stays unset: public images are fetched
 * by other origins (link previews, mail clients); payments leave by redirect, never a popup, so the opener policy
 * is strict. */
function configuredSecureHeaders(config: Pick<Config, 'publicUrl'>) {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy,
  });
}

/** The headers that middleware writes, read once from a stand-in answer: they never change per request. */
async function securityHeaderList(config: Pick<Config, 'publicUrl'>): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(configuredSecureHeaders(config));
  probe.get('/', (c) => c.body(null));
  return [...(await probe.request('/')).headers];
}

/**
 * Every answer carries the security headers. They are set before the handler runs, into the headers its answer
 * is built with: set after it, they would make @hono/node-server rebuild the answer as a full `Response` (about
 * a third of the bare route's requests/s). An answer built without the context (a raw `Response`, a stored
 * copy) gets them afterwards.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): MiddlewareHandler {
  const list = securityHeaderList(config);
  return async (c, next) => {
    const headers = await list;
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (c.res.headers.has('content-security-policy')) return;
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
