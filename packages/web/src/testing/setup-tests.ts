import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, vi } from 'vitest';

beforeAll(() => {
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
  cleanup();
  toast.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
