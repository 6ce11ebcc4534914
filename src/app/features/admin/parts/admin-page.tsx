import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** One back-office page: the title (document title too), optional actions, then the page's body. */
export function AdminPage({
  title,
  documentTitle = title,
  actions,
  children,
}: {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  documentTitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(documentTitle);
  return (
    <PageContainer width="wide">
      {/* minmax(0, 1fr): a wide table scrolls in its own region instead of stretching the page past a phone. */}
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: '4' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <h1 className={css({ textStyle: 'heading.lg', flex: '1' })}>{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </PageContainer>
  );
}

export const filterBar = css({
  display: 'flex',
  gap: '3',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  // Field recipes fill their row; here the filters sit side by side and wrap on a phone.
  '& > [data-part=root]': { width: 'auto', flex: '1 1 12rem', maxWidth: { sm: '20rem' } },
});
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const rowActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
