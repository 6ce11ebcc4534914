import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { NavTabs } from '@app/ui/nav-tabs';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { creatorAreaHref, creatorAreaSections } from './sections';

interface CreatorAreaLayoutProps {
  /** The page's own heading (h1). */
  title: string;
  /** One sentence under the heading. */
  intro?: ReactNode;
  /** Page-level actions beside the heading. */
  actions?: ReactNode;
  /** The "New content" button; off on the page that creates content. */
  showCreate?: boolean;
  children: ReactNode;
}

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '3',
});

/**
 * Every page of the creator area: the section navigation (scrolls sideways on a phone), the page's
 * heading with its actions, and the page. "New content" is always one tap away.
 */
export function CreatorAreaLayout({ title, intro, actions, showCreate = true, children }: CreatorAreaLayoutProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  usePageTitle(title);
  const items = creatorAreaSections.map(({ segment, label }) => {
    const href = creatorAreaHref(lang, segment);
    const active =
      pathname === href || ((segment === 'content' || segment === 'feedback') && pathname.startsWith(`${href}/`));
    return { label: i18n._(label), href, active };
  });
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
        <div className={css({ overflowX: 'auto', mx: { base: '-4', sm: '0' }, px: { base: '4', sm: '0' } })}>
          <NavTabs label={t`Creator area`} items={items} />
        </div>
        <div className={header}>
          <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
            <h1 className={css({ textStyle: 'heading.xl', overflowWrap: 'anywhere' })}>{title}</h1>
            {intro ? <p className={css({ color: 'fg.muted' })}>{intro}</p> : null}
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {actions}
            {showCreate ? (
              <Link
                to="/$lang/creator/content/create"
                params={{ lang }}
                className={buttonStyles({ variant: 'solid', size: 'md' })}
              >
                <PlusIcon size={20} />
                <Trans>New content</Trans>
              </Link>
            ) : null}
          </div>
        </div>
        {children}
      </div>
    </PageContainer>
  );
}
