import { isIP } from 'node:net';

/**
 * Whether the server may post to this subscription endpoint. Push services are public HTTPS hosts known by name,
 * so a site served over HTTPS refuses anything else: a signed-in person could otherwise make the server post to
 * its own network (localhost, a private address). A plain-HTTP site (development, tests) takes any URL, which is
 * what lets the tests use a local push service.
 */
export function pushEndpointAllowed(endpoint: string, publicUrl: string): boolean {
  if (!publicUrl.startsWith('https:')) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    host.includes('.')
  );
}
