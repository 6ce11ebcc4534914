import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Where the browser has no
 * IntersectionObserver the answer is true at once, so the content is never withheld.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100%'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
