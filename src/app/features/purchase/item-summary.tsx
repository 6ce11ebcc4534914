import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';

/** The item being bought: its title, type and creator. */
export function ItemSummary({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  const typeLabel = i18n._(contentTypeLabels[item.type]);
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <p className={css({ color: 'fg.muted', textStyle: 'label' })}>{typeLabel}</p>
      <h2 className={css({ textStyle: 'heading.md', overflowWrap: 'anywhere' })}>{item.title}</h2>
      {item.shortOwner ? <p className={css({ color: 'fg.muted' })}>{item.shortOwner.name}</p> : null}
    </div>
  );
}
