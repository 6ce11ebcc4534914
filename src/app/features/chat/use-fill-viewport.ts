import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes an element to reach from where it starts down to the bottom of the screen (less `bottomGap`), so a
 * conversation uses the whole phone screen under whatever the page puts above it (header, tabs), instead of a
 * guessed height that left about 220px for the messages. `dvh` keeps it right as a phone's address bar hides.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, bottomGap = '1rem'): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `calc(100dvh - ${Math.round(top)}px - ${bottomGap})`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref, bottomGap]);
}
