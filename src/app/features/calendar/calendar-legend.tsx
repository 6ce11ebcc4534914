import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { eventKindStyle } from './event-kind';

const swatch = css({ display: 'inline-block', width: '5', height: '3', flexShrink: '0' });

/** What the two looks of an event mean. */
export function CalendarLegend() {
  const { t } = useLingui();
  return (
    <ul
      aria-label={t`Legend`}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none', textStyle: 'body.sm' })}
    >
      <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span aria-hidden="true" data-booked="true" className={cx(eventKindStyle, swatch)} />
        <Trans>Booked: classes you bought or joined</Trans>
      </li>
      <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span aria-hidden="true" data-booked="false" className={cx(eventKindStyle, swatch)} />
        <Trans>Following: public classes of creators you follow</Trans>
      </li>
    </ul>
  );
}
