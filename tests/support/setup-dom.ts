import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Machine tests run without a DOM (`@vitest-environment node`): only load Testing Library with one.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom has no ResizeObserver; Ark's menu, popover and drawer watch their parts' sizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
