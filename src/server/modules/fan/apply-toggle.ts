/** The two writes of an on/off relation; `remove` reports whether a row was there. */
export interface ToggleWrites {
  add(): Promise<void>;
  remove(): Promise<boolean>;
}

/**
 * Sets a relation to `desired`, or flips it when no state is given. With a state, both writes are
 * idempotent (insert … on conflict do nothing, delete), so a double submit ends in that state. Without
 * one, callers run this inside a transaction: the conditional delete decides which way to flip.
 */
export async function applyToggle(desired: boolean | undefined, writes: ToggleWrites): Promise<boolean> {
  if (desired === undefined) {
    if (await writes.remove()) return false;
    await writes.add();
    return true;
  }
  if (desired) await writes.add();
  else await writes.remove();
  return desired;
}
