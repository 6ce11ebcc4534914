/**
 * Light/dark theme choice. Without a stored choice the theme follows the OS (prefers-color-scheme,
 * handled in CSS); a choice is written to <html data-theme> and remembered on this device.
 */
export type ColorScheme = 'light' | 'dark';

const STORAGE_KEY = 'stagepass.color-scheme';

export function storedColorScheme(): ColorScheme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings); fall back to the OS theme.
    return null;
  }
}

/** The theme on screen now: the one applied to <html>, else the OS preference. */
export function currentColorScheme(): ColorScheme {
  const applied = document.documentElement.dataset.theme;
  if (applied === 'light' || applied === 'dark') return applied;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a choice (null returns to following the OS) and remembers it. Call once at start-up with storedColorScheme(). */
export function applyColorScheme(scheme: ColorScheme | null): void {
  const root = document.documentElement;
  if (scheme) root.dataset.theme = scheme;
  else delete root.dataset.theme;
  try {
    if (scheme) localStorage.setItem(STORAGE_KEY, scheme);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}
