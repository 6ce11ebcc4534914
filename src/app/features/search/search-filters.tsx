import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { contentTypes, creatorRoles } from '@shared/codes';
import type { Currency } from '@shared/money';
import { Button } from '@app/ui/button';
import { CheckboxGroup } from '@app/ui/checkbox-group';
import { Skeleton } from '@app/ui/skeleton';
import { Switch } from '@app/ui/switch';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { creatorRoleLabels } from '@app/platform/content-lists/creator-role-label';
import { searchGenresQueryOptions } from './api';
import type { SearchParams } from './search-params';
import { PriceRange } from './price-range';

type Filters = Omit<SearchParams, 'q' | 'page'>;

interface SearchFiltersProps {
  params: SearchParams;
  currency: Currency;
  /** A change of filters; the page goes back to the first. */
  onChange: (filters: Partial<Filters>) => void;
  onClear: () => void;
}

const toStrings = (values: readonly number[] | undefined) => (values ?? []).map(String);
const toNumbers = <T extends number>(values: string[]) => values.map(Number) as T[];
const orUndefined = <T,>(values: T[]) => (values.length > 0 ? values : undefined);

/** What narrows the results: kind of content, genres, price, free only, and the creator's role. */
export function SearchFilters({ params, currency, onChange, onClear }: SearchFiltersProps) {
  const { t, i18n } = useLingui();
  const genres = useQuery(searchGenresQueryOptions(i18n.locale));

  return (
    <div className={css({ display: 'grid', gap: '5', alignContent: 'start' })}>
      <CheckboxGroup
        label={t`Type`}
        name="type"
        value={toStrings(params.type)}
        onValueChange={(values) => onChange({ type: orUndefined(toNumbers(values)) })}
        options={contentTypes.map((type) => ({ value: String(type), label: i18n._(contentTypeLabels[type]) }))}
      />
      {genres.data ? (
        <CheckboxGroup
          label={t`Genre`}
          name="genre"
          value={toStrings(params.genre)}
          onValueChange={(values) => onChange({ genre: orUndefined(values.map(Number)) })}
          options={genres.data.map((genre) => ({ value: String(genre.id), label: genre.name }))}
        />
      ) : genres.isError ? (
        <p role="alert" className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
          <Trans>The genres could not be loaded.</Trans>{' '}
          <Button type="button" variant="link" size="sm" onClick={() => void genres.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : (
        <div aria-hidden="true" className={css({ display: 'grid', gap: '2' })}>
          <Skeleton shape="text" width="30%" />
          <Skeleton height="5rem" />
        </div>
      )}
      <Switch
        label={t`Free only`}
        name="free"
        checked={params.free ?? false}
        onCheckedChange={(free) => onChange({ free: free || undefined })}
      />
      <PriceRange
        min={params.min}
        max={params.max}
        currency={currency}
        disabled={params.free}
        onChange={(range) => onChange(range)}
      />
      <CheckboxGroup
        label={t`Creator role`}
        name="role"
        value={toStrings(params.role)}
        onValueChange={(values) => onChange({ role: orUndefined(toNumbers(values)) })}
        options={creatorRoles.map((role) => ({ value: String(role), label: i18n._(creatorRoleLabels[role]) }))}
      />
      <div>
        <Button type="button" variant="outline" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </div>
  );
}
