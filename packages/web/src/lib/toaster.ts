import { TOAST_POLICY } from '@preauth/shared';
import type { ToasterProps } from 'react-hot-toast';

const { durationMs } = TOAST_POLICY;

/**
 * Toast behaviour of specification 000 §2.12, from TOAST_POLICY. Two parts of the policy are
 * react-hot-toast's own fixed behaviour (2.6, src/core/store.ts `TOAST_LIMIT = 20` and
 * src/core/use-toaster.ts `REMOVE_DELAY = 1000`): at most 20 toasts are kept, and a dismissed one
 * is removed 1000 ms later. The remove delay is also set here so the policy is visible in one place;
 * toaster.test.tsx checks both.
 */
export const toasterProps = {
  position: TOAST_POLICY.position,
  gutter: TOAST_POLICY.gutterPx,
  toastOptions: {
    removeDelay: TOAST_POLICY.removeDelayMs,
    style: {
      maxWidth: `${TOAST_POLICY.maxWidthPx}px`,
      color: 'var(--color-text)',
      background: 'var(--color-surface)',
      fontSize: 'var(--font-size-body)',
    },
    blank: { duration: durationMs.blank },
    error: {
      duration: durationMs.error,
      iconTheme: { primary: 'var(--color-error)', secondary: 'var(--color-on-primary)' },
    },
    custom: { duration: durationMs.custom },
    success: {
      duration: durationMs.success,
      iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-on-primary)' },
    },
    loading: { duration: durationMs.loading },
  },
} satisfies ToasterProps;
