import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';

// An empty English catalog: messages fall back to their source text, which is what tests assert on.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// jsdom has no ResizeObserver; Ark's popper (Menu, Select) observes its anchor with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not scroll; Ark's listboxes scroll the highlighted option into view.
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom stamps animation frames with its window clock, while Ark's timers (toast duration and
// exit) compare them with the global performance.now(), which started earlier. Browsers share one
// clock; give the frames the global one so those timers run at their real length.
const jsdomRequestAnimationFrame = globalThis.requestAnimationFrame.bind(globalThis);
globalThis.requestAnimationFrame = (callback) => jsdomRequestAnimationFrame(() => callback(performance.now()));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** render() inside the i18n provider every ui component expects. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
