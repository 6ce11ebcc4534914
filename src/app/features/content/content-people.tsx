import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Participant, Tag } from '@shared/schemas/content';
import { CreatorLink } from './creator-link';
import { minorSection, minorTitle } from './styles';

/** The collaborators who accepted to appear on this item. */
export function ContentPeople({ people }: { people: Participant[] }) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="content-people" className={minorSection}>
      <h2 id="content-people" className={minorTitle}>
        <Trans>With</Trans>
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        {people.map((person) => (
          <li key={person.id}>
            <CreatorLink user={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The item's genres as chips. */
export function ContentTags({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="content-tags" className={minorSection}>
      <h2 id="content-tags" className={minorTitle}>
        <Trans>Genres</Trans>
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {tags.map((tag) => (
          <li
            key={tag.id}
            className={css({ px: '3', py: '1', borderRadius: 'pill', bg: 'accent.subtle', textStyle: 'body.sm' })}
          >
            {tag.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
