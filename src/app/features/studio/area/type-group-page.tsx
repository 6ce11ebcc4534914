import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { CreatorAreaLayout } from './creator-area-layout';
import { typeGroups, type TypeGroup } from './sections';
import { TypeSection } from './type-section';

/** Portfolio, tutorials, classes, communities: each type of the group with its latest items. */
function TypeGroupPage({ group }: { group: TypeGroup }) {
  const { i18n } = useLingui();
  const { title, intro, types } = typeGroups[group];
  return (
    <CreatorAreaLayout title={i18n._(title)} intro={i18n._(intro)}>
      <div className={css({ display: 'grid', gap: '4' })}>
        {types.map((type) => (
          <TypeSection key={type} type={type} />
        ))}
      </div>
    </CreatorAreaLayout>
  );
}

export const PortfolioPage = () => <TypeGroupPage group="portfolio" />;
export const TutorialsPage = () => <TypeGroupPage group="tutorials" />;
export const ClassesPage = () => <TypeGroupPage group="classes" />;
export const CommunitiesPage = () => <TypeGroupPage group="communities" />;
