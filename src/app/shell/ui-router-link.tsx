import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { UiLinkProps } from '@app/ui/link-context';

/** Clicks a browser should handle itself: new tab or window, downloads, other buttons. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The link the design system renders (menus, nav tabs, card links): a real anchor, so it works
 * with middle-click and "open in new tab", that navigates client-side through the router.
 */
export function UiRouterLink({ href, onClick, target, ref, ...rest }: UiLinkProps) {
  const router = useRouter();
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...rest}
    />
  );
}
