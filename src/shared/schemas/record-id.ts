import * as v from 'valibot';

/** Row ids are PostgreSQL integers: a larger number names no row, and sent to the database it fails the query. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row id in a request body: a whole number from `min` (1 unless a cursor may start at 0) to MAX_RECORD_ID. */
export const recordId = (message?: string, min = 1) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(MAX_RECORD_ID, message));
