import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers announcing navigation (WCAG 2.4.2). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Stagepass`;
  }, [title]);
}
