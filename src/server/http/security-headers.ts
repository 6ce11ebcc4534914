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

/**
 * Hono's secure-headers, set after the handler (and the error handler) ran, so every response carries
 * them. Cross-Origin-Resource-Policy stays unset: public images are fetched by other origins (link
 * previews, mail clients); payments leave by redirect, never a popup, so the opener policy is strict.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>) {
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
