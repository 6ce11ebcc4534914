import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import UserIcon from 'lucide-react/icons/user';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** `/$lang/creator/$login/deleted`: where a removed (or never existing) creator's address leads. */
export function CreatorDeletedPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  usePageTitle(t`Creator not available`);
  return (
    <PageContainer width="narrow">
      <div className={css({ py: { base: '10', sm: '16' } })}>
        <h1 className={css({ textStyle: 'heading.xl', mb: '4', textAlign: 'center' })}>
          <Trans>This creator is no longer on Stagepass</Trans>
        </h1>
        <EmptyState
          icon={<UserIcon size={20} />}
          title={t`Their page has been removed`}
          description={t`The account may have been deleted, or the address may be mistyped.`}
          action={
            <Link to="/$lang" params={{ lang }} className={buttonStyles({})}>
              <Trans>Discover other creators</Trans>
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
}
