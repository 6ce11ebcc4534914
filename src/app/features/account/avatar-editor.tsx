import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { Avatar } from '@app/ui/avatar';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { isLeftToPage, toastRefusal } from '@app/platform/errors';
import { UploadField, type UploadTransport } from '@app/platform/uploads';
import { profileBasics, useUpdateProfile, type FullProfile } from './api';

/**
 * The profile picture: an image uploaded with the avatar purpose (the server keeps it as a square) becomes the
 * avatar as soon as it arrives; Remove goes back to the initials. The profile write carries the rest unchanged.
 */
export function AvatarEditor({ profile, transport }: { profile: FullProfile; transport?: UploadTransport }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const save = async (avatar: string | null) => {
    try {
      await update.mutateAsync({ ...profileBasics(profile), avatar });
      toast.success(avatar ? t`Your profile picture has been saved.` : t`Your profile picture has been removed.`);
    } catch (error) {
      // Other failures are the app's error handler's, which already says them.
      if (isLeftToPage(error)) toastRefusal(error, t`Your profile picture could not be saved. Try again.`);
    }
  };
  const uploaded = (asset: MediaAssetResource) => {
    if (asset.poster_url) void save(asset.poster_url);
  };
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { sm: 'auto 1fr' }, alignItems: 'start' })}>
      <div className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
        <Avatar name={profile.name} src={profile.avatar ?? undefined} size="xl" decorative />
        {profile.avatar ? (
          <Button type="button" size="sm" variant="outline" loading={update.isPending} onClick={() => void save(null)}>
            <Trans>Remove picture</Trans>
          </Button>
        ) : null}
      </div>
      <UploadField
        label={t`Profile picture`}
        purpose="avatar"
        kinds={['image']}
        onUploaded={uploaded}
        disabled={update.isPending}
        {...(transport && { transport })}
      />
    </div>
  );
}
