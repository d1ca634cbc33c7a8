/**
 * The remote authoriser's link token (`/verify?payload=…`), moved out of the address bar once
 * read (record 081) and kept in this tab only, so a reload of `/verify` still knows it.
 */
const KEY = 'remote-authoriser-link:payload';

export function keepVerificationPayload(payload: string, storage: Storage = sessionStorage) {
  storage.setItem(KEY, payload);
}

export function readVerificationPayload(storage: Storage = sessionStorage): string | null {
  return storage.getItem(KEY) || null;
}
