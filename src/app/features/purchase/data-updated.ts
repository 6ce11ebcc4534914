/**
 * Spec §4: "after a purchase or report a data-needs-updating timestamp is set". It lives in localStorage, so
 * other open tabs can notice it through the storage event; this tab refetches what the purchase changed at once.
 */
const KEY = 'stagepass.site.data-updated-at';

export function markDataUpdated(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Private mode or a full quota: this tab refetches anyway; other tabs catch up on their next load.
  }
}
