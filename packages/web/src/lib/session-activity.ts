/**
 * The idle clock's input: every call the server answered with success for the session's token.
 * The HTTP helpers report here; the auth feature listens and shares the time with the other tabs.
 */
type ActivityListener = (sentAt: number) => void;

const listeners = new Set<ActivityListener>();

/** `sentAt` is when the call left: the server's idle clock restarted no earlier than that. */
export function reportSessionActivity(sentAt: number): void {
  listeners.forEach((listener) => listener(sentAt));
}

export function onSessionActivity(listener: ActivityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
