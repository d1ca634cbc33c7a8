import toast from 'react-hot-toast';

/**
 * Shows an error toast. Toasts with the same text share an id, so several calls failing for the
 * same reason at once (e.g. the network is down) show one notification instead of a stack.
 */
export function notifyError(message: string): void {
  toast.error(message, { id: `error:${message}` });
}

/**
 * Takes away the error toasts still on screen: after a check that failed and then passed (a
 * password, a patient's identity, a PIN), the next page must not open under the old failure.
 */
export function clearErrorNotices(): void {
  toast.dismiss();
}
