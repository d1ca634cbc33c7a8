import toast from 'react-hot-toast';

/**
 * Shows an error toast. Toasts with the same text share an id, so several calls failing for the
 * same reason at once (e.g. the network is down) show one notification instead of a stack.
 */
export function notifyError(message: string): void {
  toast.error(message, { id: `error:${message}` });
}
