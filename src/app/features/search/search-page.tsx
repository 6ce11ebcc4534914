import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import SearchIcon from 'lucide-react/icons/search';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { contentHref } from '@app/platform/content-lists/content-href';
import { PagedContent } from '@app/platform/content-lists/paged-content';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { searchContentQueryOptions } from './api';
import { SearchBox } from './search-box';
import { SearchFilters } from './search-filters';
import { hasFilters, type SearchParams } from './search-params';
import { useChooseSuggestion } from './use-choose-suggestion';

/** `/search`: text search with suggestions, filters and 20 results a page, all in the address. */
export function SearchPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const params = useSearch({ from: '/$lang/search' });
  const navigate = useNavigate({ from: '/$lang/search' });
  const currency = useViewerCurrency();
  const results = useQuery(searchContentQueryOptions(params, currency));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const text = params.q;
  const total = results.data?.meta.total ?? 0;
  usePageTitle(text ? t`Search: ${text}` : t`Search`);

  // A new text or filter starts again at page 1; only the pagination moves pages.
  const update = (next: Partial<SearchParams>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }) });
  const choose = useChooseSuggestion({
    onTag: (id) => update({ q: undefined, genre: [...new Set([...(params.genre ?? []), id])] }),
  });
  const filtered = hasFilters(params);

  return (
    <PageContainer width="wide" className={css({ display: 'grid', gap: '6' })}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <h1 className={css({ textStyle: 'heading.xl' })}>
          <Trans>Search</Trans>
        </h1>
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} onChoose={choose} />
      </div>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '16rem 1fr' } })}>
        <section
          aria-labelledby="search-filters-heading"
          className={css({ display: 'grid', gap: '3', alignContent: 'start' })}
        >
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
            <h2 id="search-filters-heading" className={css({ textStyle: 'heading.sm' })}>
              <Trans>Filters</Trans>
            </h2>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className={css({ display: { md: 'none' } })}
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
            </Button>
          </div>
          <div
            id="search-filters"
            data-open={filtersOpen}
            className={css({ '&[data-open=false]': { display: { base: 'none', md: 'block' } } })}
          >
            <SearchFilters
              params={params}
              currency={currency}
              onChange={update}
              onClear={() => void navigate({ search: (prev) => ({ q: prev.q }) })}
            />
          </div>
        </section>
        <section aria-label={t`Results`} className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          {results.data ? (
            <p role="status" className={css({ color: 'fg.muted' })}>
              <Plural value={total} one="# result" other="# results" />
            </p>
          ) : null}
          <PagedContent
            query={results}
            page={params.page ?? 1}
            onPageChange={(page) => {
              void navigate({ search: (prev) => ({ ...prev, page }) });
              window.scrollTo({ top: 0 });
            }}
            hrefOf={(item) => contentHref(lang, item.id)}
            errorTitle={t`The results could not be loaded`}
            paginationLabel={t`Result pages`}
            empty={
              <EmptyState
                icon={<SearchIcon size={20} />}
                title={t`Nothing matches`}
                description={
                  filtered
                    ? t`Try fewer filters or other words.`
                    : t`Try other words, a creator's name or a genre such as house or hip hop.`
                }
                action={
                  filtered ? (
                    <Button type="button" onClick={() => void navigate({ search: (prev) => ({ q: prev.q }) })}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        </section>
      </div>
    </PageContainer>
  );
}
