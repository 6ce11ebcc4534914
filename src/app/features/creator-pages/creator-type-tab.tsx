import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { contentTypePluralLabels } from '@app/platform/content-lists/content-type-plural';
import { CreatorContentList } from './creator-content-list';

/** `/$lang/creator/$login/$type`: one content type of the creator (by its name or number). */
export function CreatorTypeTab() {
  const { i18n } = useLingui();
  const { type } = useParams({ from: '/$lang/creator/$login/_page/$type' });
  return <CreatorContentList key={type} types={[type]} title={i18n._(contentTypePluralLabels[type])} />;
}
