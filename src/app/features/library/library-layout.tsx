import { Outlet, useLocation } from '@tanstack/react-router';
import { LibraryFrame, type LibrarySection } from './library-frame';

const sections: readonly LibrarySection[] = ['wishlist', 'following', 'playlist', 'communities'];

/** `/library/*`: the tab of the current address, then the page. */
export function LibraryLayout() {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/$/, '').split('/').pop() as LibrarySection;
  return (
    <LibraryFrame current={sections.includes(last) ? last : 'overview'}>
      <Outlet />
    </LibraryFrame>
  );
}
