import { z } from 'zod';
import { readStoredJson } from '../../lib/stored-json';

/**
 * Where forms keep what is being typed (docs/decisions/033-drafts-the-leave-page-prompt-and-no-double-actions-web.md): sessionStorage, under
 * `draft:{userId}:{form}`, so a draft lives as long as the tab, survives a reload, a session
 * expiry and the login after it, and is never shown to another user.
 */
const PREFIX = 'draft:';

export const draftKey = (userId: string, form: string) => `${PREFIX}${userId}:${form}`;

/** Files (and anything else that is not plain data) are never kept. */
const withoutFiles = (_key: string, value: unknown) => (value instanceof Blob ? undefined : value);

/** A draft is an object of field values; a form checks them when it takes them. */
const draftSchema = z.record(z.string(), z.unknown());

export function readDraft(key: string): Record<string, unknown> | null {
  return readStoredJson(sessionStorage, key, draftSchema);
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values, withoutFiles));
  } catch {
    // Storage full or refused (private mode): the form works on, only without its draft.
  }
}

export function removeDraft(key: string): void {
  sessionStorage.removeItem(key);
}

/** Every user's drafts in this tab, e.g. when someone logs out of a shared computer. */
export function removeAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}
