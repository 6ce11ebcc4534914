import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import SearchIcon from 'lucide-react/icons/search';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Button } from '@app/ui/button';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { autocompleteQueryOptions } from './api';
import { SuggestionList } from './suggestion-list';
import { flattenSuggestions, moveActive, type Suggestion } from './suggestions';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to skip the keys of a word being typed, short enough to feel immediate. */
const AUTOCOMPLETE_DELAY_MS = 200;

interface SearchBoxProps {
  /** The text in the address; the box follows it on back/forward. */
  value: string;
  onSearch: (text: string) => void;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * The search field with suggestions as one types (WAI-ARIA combobox with a listbox popup): arrows
 * move through them, Enter opens the active one or searches the text, Escape closes the list.
 */
export function SearchBox({ value, onSearch, onChoose }: SearchBoxProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Back/forward changes the address: the box follows it (set while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  const settled = useDebouncedValue(text.trim(), AUTOCOMPLETE_DELAY_MS);
  const suggestions = useQuery(autocompleteQueryOptions(settled, i18n.locale));
  const rows = open && settled ? flattenSuggestions(suggestions.data) : [];
  const count = rows.length;
  const expanded = count > 0;
  const classes = field();

  const choose = (row: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, rows.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && rows[active]) {
      event.preventDefault();
      choose(rows[active]);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      else setText('');
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(text.trim());
      }}
      className={css({ display: 'grid', gap: '1.5' })}
    >
      <label htmlFor={`${id}-input`} className={classes.label}>
        <Trans>Search classes, videos and creators</Trans>
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <div className={css({ position: 'relative', flex: '1', minWidth: '0' })}>
          <input
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={text}
            maxLength={100}
            placeholder={t`e.g. house, 山田, hip hop class`}
            className={classes.input}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {/* Always in the page (hidden while empty), so aria-controls names an element that exists. */}
          <SuggestionList
            id={listId}
            hidden={!expanded}
            rows={rows}
            active={active}
            optionId={optionId}
            onChoose={choose}
            onHover={setActive}
          />
        </div>
        <Button type="submit" aria-label={t`Search`}>
          <SearchIcon size={18} />
          <span className={css({ display: { base: 'none', sm: 'inline' } })}>
            <Trans>Search</Trans>
          </span>
        </Button>
      </div>
      <VisuallyHidden role="status">
        {expanded ? t`${count} suggestions. Use the arrow keys to choose one.` : ''}
      </VisuallyHidden>
    </form>
  );
}
