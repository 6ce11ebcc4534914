const KEY = 'stagepass.redirect-path';

/** Only paths inside this app: `//host` or `https://…` would turn the redirect into an open redirect. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The 403 flow (spec §6): confirming the no-permission dialog stores where the person was, signs
 * out, and after the next sign-in they return there. Per tab, so sessionStorage.
 */
export const sessionRedirectPath = {
  set(path: string): void {
    if (isLocalPath(path)) sessionStorage.setItem(KEY, path);
  },
  peek(): string | undefined {
    const path = sessionStorage.getItem(KEY);
    return path !== null && isLocalPath(path) ? path : undefined;
  },
  /** Reads and forgets it, so a later sign-in does not jump back again. */
  take(): string | undefined {
    const path = sessionRedirectPath.peek();
    sessionStorage.removeItem(KEY);
    return path;
  },
};
