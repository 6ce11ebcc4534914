import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { notificationChannels, notificationKinds } from '@shared/notifications';
import type { NotificationSetting } from '@shared/schemas/notifications';
import { Button, buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { Switch } from '@app/ui/switch';
import { toast } from '@app/ui/toaster';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { notificationSettingsQueryOptions, useSaveNotificationSettings } from './api';
import { channelLabels, kindLabels } from './notification-text';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from './push-subscription';

const group = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
});

/** `/notifications/settings`: every kind × channel as a switch that saves at once, and this browser's push. */
export function NotificationSettingsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Notification settings`);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(notificationSettingsQueryOptions());
  const save = useSaveNotificationSettings();
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  const [pushBusy, setPushBusy] = useState(false);

  useEffect(() => {
    void currentPushSubscription()
      .then((s) => setPushOn(!!s))
      .catch(() => setPushOn(false));
  }, []);

  const enabled = (kind: string, channel: string) =>
    data?.find((s) => s.kind === kind && s.channel === channel)?.enabled ?? false;
  const change = (setting: NotificationSetting) =>
    save.mutate([setting], { onError: () => toast.error(t`The setting could not be saved. Try again.`) });

  const togglePush = async () => {
    setPushBusy(true);
    try {
      if (pushOn) {
        await disablePush();
        setPushOn(false);
      } else if (await enablePush()) {
        setPushOn(true);
        toast.success(t`Push notifications are on in this browser.`);
      } else {
        toast.info(t`Notifications are blocked for this site in your browser settings.`);
      }
    } catch {
      toast.error(t`Push notifications could not be changed. Try again.`);
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <h1 className={css({ textStyle: 'heading.lg', flex: '1' })}>
            <Trans>Notification settings</Trans>
          </h1>
          <UiLink href={`/${i18n.locale}/notifications`} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            <Trans>Back to notifications</Trans>
          </UiLink>
        </div>
        <section className={group} aria-labelledby="push-heading">
          <h2 id="push-heading" className={css({ textStyle: 'heading.sm' })}>
            <Trans>Push notifications in this browser</Trans>
          </h2>
          {pushSupported() ? (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
              <p className={css({ flex: '1', color: 'fg.muted' })}>
                {pushOn ? (
                  <Trans>This browser receives push notifications.</Trans>
                ) : (
                  <Trans>Get notified even when Stagepass is closed.</Trans>
                )}
              </p>
              <Button
                type="button"
                variant={pushOn ? 'outline' : 'solid'}
                size="sm"
                loading={pushBusy || pushOn === null}
                onClick={() => void togglePush()}
              >
                {pushOn ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
              </Button>
            </div>
          ) : (
            <p className={css({ color: 'fg.muted' })}>
              <Trans>This browser cannot receive push notifications.</Trans>
            </p>
          )}
        </section>
        {isError && !data ? (
          <LoadError
            headingLevel="h2"
            title={t`Your settings could not be loaded`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <LoadingRegion loading={isPending} label={t`Loading…`}>
            {isPending ? (
              <Skeleton height="20rem" />
            ) : (
              <div className={css({ display: 'grid', gap: '3' })}>
                {notificationKinds.map((kind) => (
                  <fieldset key={kind} className={group}>
                    <legend className={css({ textStyle: 'label', float: 'left', mb: '2' })}>
                      {i18n._(kindLabels[kind])}
                    </legend>
                    <div
                      className={css({ clear: 'both', display: 'flex', flexWrap: 'wrap', gap: { base: '3', sm: '6' } })}
                    >
                      {notificationChannels.map((channel) => (
                        <Switch
                          key={channel}
                          name={`${kind}-${channel}`}
                          label={i18n._(channelLabels[channel])}
                          checked={enabled(kind, channel)}
                          onCheckedChange={(checked) => change({ kind, channel, enabled: checked })}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            )}
          </LoadingRegion>
        )}
      </div>
    </PageContainer>
  );
}
