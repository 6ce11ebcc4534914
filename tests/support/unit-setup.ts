import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { WAIT_MS } from './wait';

// Component tests (a DOM) get Testing Library's matchers and patience; logic tests in Node skip loading React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: WAIT_MS });
}

// vi.waitFor has no global setting (its own default is 1 s): the same patience for it.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor;
