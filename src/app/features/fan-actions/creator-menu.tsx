import { useLingui } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import type { Locale } from '@shared/locales';
import type { ShortUser } from '@shared/schemas/content';
import { Menu, type MenuItem } from '@app/ui/menu';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { useBlockCreator } from './use-block-creator';

/** "More about <creator>" beside a content item's creator: their page, and block or unblock them. */
export function CreatorMenu({ creator }: { creator: ShortUser }) {
  const { t, i18n } = useLingui();
  const block = useBlockCreator(creator);
  const name = creator.name;
  const items: MenuItem[] = [
    { value: 'page', label: t`Go to ${name}'s page`, href: creatorHref(i18n.locale as Locale, creator.login) },
  ];
  if (block.signedIn) {
    items.push({
      value: 'block',
      label: block.blocked ? t`Unblock ${name}` : t`Block ${name}`,
      onSelect: block.toggle,
      disabled: block.pending,
    });
  }
  return (
    <>
      <Menu
        label={t`More about ${name}`}
        trigger={<ChevronDownIcon size={18} />}
        items={items}
        triggerVariant="outline"
      />
      {block.dialog}
    </>
  );
}
