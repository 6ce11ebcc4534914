import { UiLink } from '@app/ui/link-context';
import { muted } from '../parts/admin-page';

/** A creator in a dashboard table: the name links to their user page, the login below it. */
export function CreatorCell({ creator }: { creator: { id: number; name: string; login: string } }) {
  return (
    <div>
      <UiLink href={`/admin/users/${creator.id}`}>{creator.name}</UiLink>
      <div className={muted}>@{creator.login}</div>
    </div>
  );
}
