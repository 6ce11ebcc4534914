import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { contentTypes, type ContentListView, type ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { useProfile } from '@app/platform/session';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { NavTabs } from '@app/ui/nav-tabs';
import { SelectField } from '@app/ui/select-field';
import { TextField } from '@app/ui/text-field';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { CreatorAreaLayout } from './area/creator-area-layout';
import { studioCountsQueryOptions, studioListQueryOptions } from './api';
import { RowActions } from './row-actions';
import { StudioItemList } from './studio-item-list';
import { viewLabels } from './view-labels';

const ALL = 'all-types';

/** `/creator/content`: every item by view (all, collaborations, calendar, archived, trashed), filtered and paged. */
export function ContentListPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const search = useSearch({ from: '/$lang/creator/content/' });
  const navigate = useNavigate({ from: '/$lang/creator/content/' });
  const me = useProfile('site').data;
  const view: ContentListView = search.view ?? 'all';
  const page = search.page ?? 1;
  const [text, setText] = useState(search.search ?? '');
  const counts = useQuery(studioCountsQueryOptions());
  const list = useQuery(studioListQueryOptions({ view, type: search.type, search: search.search, page }));

  // The search box updates the address once typing pauses, so every keystroke is not a request.
  useEffect(() => {
    const handle = setTimeout(() => {
      const next = text.trim() || undefined;
      if (next !== search.search)
        void navigate({ search: (prev) => ({ ...prev, search: next, page: undefined }), replace: true });
    }, 300);
    return () => clearTimeout(handle);
  }, [text, search.search, navigate]);

  const tabs = (Object.keys(viewLabels) as ContentListView[]).map((name) => {
    const count = counts.data?.[name];
    const label = i18n._(viewLabels[name]);
    return {
      label: count === undefined ? label : `${label} (${count})`,
      href: `/${lang}/creator/content${name === 'all' ? '' : `?view=${name}`}`,
      active: name === view,
    };
  });
  const filtered = Boolean(search.type || search.search);

  return (
    <CreatorAreaLayout title={t`Content`}>
      <div className={css({ overflowX: 'auto' })}>
        <NavTabs label={t`Content lists`} items={tabs} />
      </div>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' },
          alignItems: 'end',
        })}
      >
        <TextField name="search" type="search" label={t`Search by title`} value={text} onChange={setText} />
        <SelectField
          label={t`Type`}
          name="type"
          value={search.type === undefined ? ALL : String(search.type)}
          onValueChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                type: value === ALL ? undefined : (Number(value) as ContentType),
                page: undefined,
              }),
            })
          }
          options={[
            { value: ALL, label: t`All types` },
            ...contentTypes.map((type) => ({ value: String(type), label: i18n._(contentTypeLabels[type]) })),
          ]}
        />
      </div>
      <StudioItemList
        query={list}
        page={page}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next === 1 ? undefined : next }) })}
        isOwn={(item) => item.owner.id === me?.id}
        actions={(item) =>
          item.owner.id === me?.id ? <RowActions item={item} editHref={`/${lang}/creator/content/${item.id}`} /> : null
        }
        label={i18n._(viewLabels[view])}
        errorTitle={t`Your content could not be loaded`}
        empty={
          <EmptyState
            headingLevel="h2"
            title={filtered ? t`Nothing matches these filters` : i18n._(emptyTitles[view])}
            description={filtered ? t`Try another type or search.` : undefined}
            action={
              view === 'all' && !filtered ? (
                <Link to="/$lang/creator/content/create" params={{ lang }} className={buttonStyles({})}>
                  {t`Create your first item`}
                </Link>
              ) : undefined
            }
          />
        }
      />
    </CreatorAreaLayout>
  );
}

const emptyTitles: Record<ContentListView, MessageDescriptor> = {
  all: msg`You have no content yet`,
  collaborations: msg`You collaborate on nothing yet`,
  calendar: msg`No upcoming meetings`,
  archived: msg`Nothing is archived`,
  trashed: msg`The trash is empty`,
};
