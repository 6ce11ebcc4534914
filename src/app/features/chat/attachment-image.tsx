import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ChatAttachment } from '@shared/schemas/chat';
import { tokens } from '@app/platform/session';
import { Skeleton } from '@app/ui/skeleton';

/** Attachments are for members only: fetched with the bearer token, then shown from the bytes. */
async function fetchAttachment(url: string, signal: AbortSignal): Promise<string> {
  const token = tokens.getUser('site')?.accessToken;
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

export function AttachmentImage({ attachment, alt }: { attachment: ChatAttachment; alt: string }) {
  const { t } = useLingui();
  const { data, isError } = useQuery({
    queryKey: ['chat', 'file', attachment.url],
    queryFn: ({ signal }) => fetchAttachment(attachment.url, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  if (isError) {
    return (
      <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>{t`The image could not be loaded.`}</span>
    );
  }
  if (!data) return <Skeleton width="12rem" height="9rem" />;
  return (
    <img
      src={data}
      alt={alt}
      className={css({
        display: 'block',
        maxWidth: 'min(100%, 18rem)',
        maxHeight: '18rem',
        borderRadius: 'control',
        objectFit: 'contain',
      })}
    />
  );
}
