import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { css, cva } from 'styled-system/css';
import type { TransactionView } from '@shared/schemas/commerce';
import { UiLink } from '@app/ui/link-context';
import { historyRowText } from './row-text';

const statusBadge = cva({
  base: { px: '2', py: '0.5', borderRadius: 'pill', borderWidth: '1px', textStyle: 'body.sm', fontWeight: '600' },
  variants: {
    tone: {
      success: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg', borderColor: 'warning.fg' },
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'border.default' },
    },
  },
});

const row = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' },
  alignItems: 'start',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  '&[aria-current=true]': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-1px' },
});

/**
 * One payment or refund: the item, what kind of movement, when, through which provider, the amount in its currency
 * and where it stands. The row a notification pointed at is marked (aria-current) and scrolled into view.
 */
export function HistoryRow({ tx, highlighted = false }: { tx: TransactionView; highlighted?: boolean }) {
  const { t, i18n } = useLingui();
  const text = historyRowText(tx, i18n);
  const provider = text.provider;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  return (
    <li ref={ref} className={row} aria-current={highlighted || undefined}>
      <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
        <h2 className={css({ textStyle: 'body.md', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
          {tx.content ? (
            <UiLink href={`/${i18n.locale}/content/${tx.content.id}`}>{tx.content.title}</UiLink>
          ) : (
            <span className={css({ color: 'fg.muted', fontStyle: 'italic' })}>
              <Trans>This item is no longer available</Trans>
            </span>
          )}
        </h2>
        <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
          {text.kind} · <time dateTime={tx.created_at}>{text.date}</time>
          {text.reference ? (
            <>
              {' · '}
              <span>{text.reference}</span>
            </>
          ) : null}
        </p>
        <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{t`Provider: ${provider}`}</p>
      </div>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', sm: 'column' },
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: { base: 'center', sm: 'flex-end' },
          gap: '2',
        })}
      >
        <span
          className={css({ textStyle: 'heading.sm', fontVariantNumeric: 'tabular-nums' })}
          data-testid="history-amount"
        >
          {text.amount}
        </span>
        <span className={statusBadge({ tone: text.tone })}>{text.status}</span>
      </div>
    </li>
  );
}
