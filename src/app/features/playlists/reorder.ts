/** The list with the entry at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Whether two orders differ (the Save/Cancel pair only matters once something moved). */
export const orderChanged = (a: readonly number[], b: readonly number[]) =>
  a.length !== b.length || a.some((id, index) => id !== b[index]);
