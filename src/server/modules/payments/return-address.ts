import { CommerceDescriptors as M } from '@shared/schemas/commerce';
import { invalidField } from '../../http/errors';

const MAX_LENGTH = 2048;

/**
 * The page the fan came from, for the test checkout to send them back to: a path on this site (`/en/purchase?…`)
 * or a full address whose origin is PUBLIC_URL's. Anything else is refused with a 422 on `return`, so the checkout
 * can never be used to forward someone to another site (`//evil.example` and `/\evil.example` included, which
 * browsers read as another host). Absent → undefined: the provider's own return address is used.
 */
export function ownReturnAddress(value: unknown, publicUrl: string): URL | undefined {
  if (value === undefined || value === '') return undefined;
  const refuse = () => invalidField('return', M.returnInvalid);
  if (typeof value !== 'string' || value.length > MAX_LENGTH || /[\\\s]/.test(value)) throw refuse();
  const own = new URL(publicUrl);
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(value)) throw refuse();
  const url = new URL(value, own);
  if (url.origin !== own.origin) throw refuse();
  return url;
}

/** The return address with the provider's answer added (as PayPal adds `token` and `PayerID`). */
export function answerAt(back: URL, answer: Record<string, string>): string {
  const target = new URL(back);
  for (const name of ['token', 'PayerID', 'subscription_id', 'cancelled']) target.searchParams.delete(name);
  for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
  return target.toString();
}
