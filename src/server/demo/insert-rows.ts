/** Parameters per statement stay well under PostgreSQL's 65,535 limit. */
const CHUNK = 1000;

/**
 * Inserts rows in chunks and returns the new identity ids in the order of `rows`. Identity values
 * are drawn as VALUES are read, so sorting each chunk's ids restores the input order without
 * relying on the order RETURNING happens to use.
 */
export async function insertReturningIds<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const returned = await insert(rows.slice(i, i + CHUNK));
    ids.push(...returned.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Inserts rows in chunks when no ids are needed back. */
export async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}
