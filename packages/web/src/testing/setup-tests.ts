import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, vi } from 'vitest';

// A test file under `@vitest-environment node` (the bundle-size check) has no DOM to set up.
const hasDom = typeof window !== 'undefined';

beforeAll(() => {
  if (!hasDom) return;
  // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  toast.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
