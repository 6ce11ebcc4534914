import { useLingui } from '@lingui/react/macro';
import { CreatorContentList } from './creator-content-list';
import { listTabs, type ListTab } from './creator-tabs';

/** The portfolio, tutorials, classes and communities tabs. */
export function CreatorListTab({ tab }: { tab: ListTab }) {
  const { i18n } = useLingui();
  const { label, types } = listTabs[tab];
  return <CreatorContentList key={tab} types={types} title={i18n._(label)} />;
}
