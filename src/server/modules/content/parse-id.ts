import { MAX_RECORD_ID } from '@shared/schemas/record-id';

/** Ids are Postgres `integer`s: text that cannot name a row is a 404 rather than a database error. */
export function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}
