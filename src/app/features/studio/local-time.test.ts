import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

describe('local date-time inputs', () => {
  it('round-trips an instant through the input format in local time', () => {
    const iso = new Date(2026, 2, 11, 18, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-03-11T18:30');
    expect(fromLocalInput('2026-03-11T18:30')).toBe(iso);
  });

  it('leaves empty and malformed text for the schema to refuse', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });
});
