import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { WAIT_MS } from './wait';

configure({ asyncUtilTimeout: WAIT_MS });

// vi.waitFor has no global setting (its own default is 1 s): the same patience for it.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor;
