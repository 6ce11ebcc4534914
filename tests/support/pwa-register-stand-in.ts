import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** `virtual:pwa-register` for unit tests: registers nothing; a test that needs it drives it with vi.mock. */
export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
