import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { contentTypePluralLabels } from '@app/platform/content-lists/content-type-plural';
import { LoadError } from '@app/platform/content-lists/load-error';
import { studioListQueryOptions } from '../api';
import { RowActions } from '../row-actions';
import { StudioItemRow } from '../studio-item-row';
import { Skeleton } from '@app/ui/skeleton';

const PREVIEW = 5;

/** One content type within a section: its latest items, a link to all of them and "New". */
export function TypeSection({ type }: { type: ContentType }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const list = useQuery(studioListQueryOptions({ view: 'all', type, page: 1 }, PREVIEW));
  const heading = i18n._(contentTypePluralLabels[type]);
  const total = list.data?.meta.total;
  return (
    <Card as="section">
      <div className={css({ display: 'grid', gap: '3' })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            justifyContent: 'space-between',
            alignItems: 'center',
          })}
        >
          <h2 className={css({ textStyle: 'heading.md' })}>
            {heading}
            {total !== undefined ? <span className={css({ color: 'fg.muted' })}> ({total})</span> : null}
          </h2>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {total !== undefined && total > PREVIEW ? (
              <Link
                to="/$lang/creator/content-type/$type"
                params={{ lang, type }}
                className={buttonStyles({ variant: 'ghost', size: 'sm' })}
              >
                <Trans>See all</Trans>
              </Link>
            ) : null}
            <Link
              to="/$lang/creator/content/create"
              params={{ lang }}
              search={{ type }}
              className={buttonStyles({ variant: 'outline', size: 'sm' })}
              aria-label={t`New: ${heading}`}
            >
              <Trans>New</Trans>
            </Link>
          </div>
        </div>
        {list.isError && !list.data ? (
          <LoadError
            title={t`This list could not be loaded`}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
          />
        ) : list.isPending ? (
          <Skeleton height="5rem" />
        ) : list.data.data.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
            <Trans>Nothing here yet.</Trans>
          </p>
        ) : (
          <ul className={css({ listStyle: 'none' })} aria-label={heading}>
            {list.data.data.map((item) => (
              <li key={item.id}>
                <StudioItemRow
                  item={item}
                  own
                  actions={<RowActions item={item} editHref={`/${lang}/creator/content/${item.id}`} />}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
