import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import type { Suggestion } from './suggestions';

/** What a chosen suggestion does: a creator or an item opens its page, a genre becomes a filter. */
export function useChooseSuggestion({ onTag }: { onTag: (id: number) => void }) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const navigate = useNavigate();
  return (row: Suggestion) => {
    if (row.group === 'creators') void navigate({ to: '/$lang/creator/$login', params: { lang, login: row.login } });
    else if (row.group === 'content')
      void navigate({ to: '/$lang/content/$contentId', params: { lang, contentId: row.id } });
    else onTag(row.id);
  };
}
