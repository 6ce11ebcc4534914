import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { contentTypePluralLabels } from '@app/platform/content-lists/content-type-plural';
import { studioListQueryOptions } from '../api';
import { contentTypeDescriptions } from '../content-type-descriptions';
import { RowActions } from '../row-actions';
import { StudioItemList } from '../studio-item-list';
import { CreatorAreaLayout } from './creator-area-layout';

/** `/creator/content-type/{type}`: every item of one type, paged. */
export function ContentTypePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { type } = useParams({ from: '/$lang/creator/content-type/$type' });
  const search = useSearch({ from: '/$lang/creator/content-type/$type' });
  const navigate = useNavigate({ from: '/$lang/creator/content-type/$type' });
  const page = search.page ?? 1;
  const list = useQuery(studioListQueryOptions({ view: 'all', type, page }));
  const title = i18n._(contentTypePluralLabels[type]);
  return (
    <CreatorAreaLayout title={title} intro={i18n._(contentTypeDescriptions[type])}>
      <StudioItemList
        query={list}
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next === 1 ? undefined : next } })}
        isOwn={() => true}
        actions={(item) => <RowActions item={item} editHref={`/${lang}/creator/content/${item.id}`} />}
        label={title}
        errorTitle={t`This list could not be loaded`}
        empty={
          <EmptyState
            headingLevel="h2"
            title={t`Nothing here yet`}
            action={
              <Link to="/$lang/creator/content/create" params={{ lang }} search={{ type }} className={buttonStyles({})}>
                <Trans>Create one</Trans>
              </Link>
            }
          />
        }
      />
    </CreatorAreaLayout>
  );
}
