import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/text-field';

/** A search box that applies on Enter or the button (one request per search, not per keystroke). */
export function SearchForm({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  // A new value from the address (Back, a link) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField label={label} name="q" type="search" value={text} onChange={setText} />
      <Button type="submit" variant="outline">{t`Search`}</Button>
    </form>
  );
}
