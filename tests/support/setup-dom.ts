import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Machine tests run without a DOM (`@vitest-environment node`): only load Testing Library with one.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
