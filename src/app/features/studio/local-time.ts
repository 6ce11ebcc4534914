import dayjs from 'dayjs';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** An instant as a `datetime-local` input shows it, in the viewer's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format(LOCAL_INPUT) : '';
}

/**
 * A `datetime-local` value (local wall time, no zone) as the instant the API expects. An empty or
 * unreadable text stays as it is, so the shared schema reports it on the right field.
 */
export function fromLocalInput(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return text;
  const value = dayjs(text, LOCAL_INPUT);
  return value.isValid() ? value.toISOString() : text;
}

/** The viewer's time zone by name (`Europe/Berlin`), shown beside every time they pick or read. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
