import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import SearchIcon from 'lucide-react/icons/search';
import { css } from 'styled-system/css';
import { Avatar } from '@app/ui/avatar';
import type { Suggestion, SuggestionGroup } from './suggestions';

interface SuggestionListProps {
  id: string;
  hidden: boolean;
  rows: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (row: Suggestion) => void;
  onHover: (index: number) => void;
}

const groupNames: Record<SuggestionGroup, MessageDescriptor> = {
  creators: msg`Creators`,
  content: msg`Content`,
  tags: msg`Genres`,
};

const groupHeading = css({ px: '3', pt: '3', pb: '1', textStyle: 'caption', color: 'fg.muted', fontWeight: '600' });
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: 'touch',
  px: '3',
  py: '1.5',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'accent.subtle' },
  _hover: { bg: 'bg.muted' },
});

/** The combobox's popup: suggestions grouped by kind; the active one is the input's aria-activedescendant. */
export function SuggestionList({ id, hidden, rows, active, optionId, onChoose, onHover }: SuggestionListProps) {
  const { i18n } = useLingui();
  const groups = (['creators', 'content', 'tags'] as const).filter((group) => rows.some((row) => row.group === group));
  return (
    <div
      id={id}
      hidden={hidden}
      role="listbox"
      aria-label={i18n._(msg`Suggestions`)}
      className={css({
        position: 'absolute',
        insetInline: '0',
        top: 'calc(100% + 4px)',
        zIndex: 'dropdown',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'control',
        boxShadow: 'overlay',
        maxHeight: '70vh',
        overflowY: 'auto',
        pb: '2',
      })}
    >
      {groups.map((group) => (
        <div key={group} role="group" aria-label={i18n._(groupNames[group])}>
          <div aria-hidden="true" className={groupHeading}>
            {i18n._(groupNames[group])}
          </div>
          {rows.map((row, index) =>
            row.group === group ? (
              <div
                key={row.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={option}
                // Keeps focus in the input, so choosing with the pointer does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(row)}
                onMouseMove={() => onHover(index)}
              >
                <SuggestionLead row={row} />
                <span className={css({ display: 'grid', minWidth: '0' })}>
                  <span className={css({ truncate: true })}>{row.label}</span>
                  {'detail' in row && row.detail ? (
                    <span className={css({ textStyle: 'body.sm', color: 'fg.muted', truncate: true })}>
                      {row.detail}
                    </span>
                  ) : null}
                </span>
              </div>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}

function SuggestionLead({ row }: { row: Suggestion }) {
  if (row.group === 'creators') return <Avatar name={row.label} src={row.avatar} size="sm" decorative />;
  return (
    <span aria-hidden="true" className={css({ display: 'grid', placeItems: 'center', width: '8', color: 'fg.muted' })}>
      <SearchIcon size={16} />
    </span>
  );
}
