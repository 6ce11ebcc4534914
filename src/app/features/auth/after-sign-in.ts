import { sessionRedirectPath } from '@app/platform/session';
import { isLocalPath } from './search';

/**
 * Where to go once signed in: the page a 403 interrupted (spec §6), else the page the guard sent
 * the person away from, else the home page of their language.
 */
export function afterSignInPath(redirect: string | undefined, lang: string): string {
  const interrupted = sessionRedirectPath.take();
  if (interrupted) return interrupted;
  return redirect && isLocalPath(redirect) ? redirect : `/${lang}`;
}
