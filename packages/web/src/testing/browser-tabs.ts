/** The part of a BroadcastChannel the app uses. */
type TabChannel = {
  postMessage: (message: unknown) => void;
  onmessage: ((event: MessageEvent) => void) | null;
};

/** A Storage kept in memory: one tab's sessionStorage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser's BroadcastChannel between simulated tabs: a message reaches every other tab's
 * channel, never the sender's, asynchronously (as in a browser). `flush()` waits for delivery.
 */
export function channelBus() {
  const channels = new Set<TabChannel>();
  let pending = Promise.resolve();
  return {
    open(): TabChannel {
      const channel: TabChannel = {
        onmessage: null,
        postMessage: (message: unknown) => {
          const data: unknown = JSON.parse(JSON.stringify(message));
          pending = pending.then(() => {
            channels.forEach((other) => {
              if (other !== channel) other.onmessage?.(new MessageEvent('message', { data }));
            });
          });
        },
      };
      channels.add(channel);
      return channel;
    },
    flush: async () => {
      // Delivery can post answers (a share after an ask); wait until nothing more is queued.
      for (let before = pending; ; before = pending) {
        await before;
        if (before === pending) return;
      }
    },
  };
}
