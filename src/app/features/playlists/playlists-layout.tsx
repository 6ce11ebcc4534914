import { Outlet } from '@tanstack/react-router';
import { PageContainer } from '@app/ui/page-container';

/** `/fan/playlist/*`: each page brings its own heading and way back. */
export function PlaylistsLayout() {
  return (
    <PageContainer>
      <Outlet />
    </PageContainer>
  );
}
