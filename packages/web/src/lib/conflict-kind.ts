import type { ErrorCode } from '@preauth/shared';
import { isApiError } from './api-error';

/**
 * The kinds of 409 the API tells apart (shared `ERROR_CODES`), and what each means to a screen:
 * - `changed` (`REQUEST_CHANGED`): someone else changed the request since it was read (another
 *   tab, a second click). What the screen shows is out of date: read the request again.
 * - `not-allowed` (`NOT_ALLOWED_IN_STATUS`): the request's current status does not allow this
 *   action (the lifecycle table refused it). The screen read an older status: read it again, and
 *   the screen then says why the action is not offered.
 * - `exists` (`ALREADY_EXISTS`): what this would create already exists (the patient's open
 *   request). The lists the choice was made from are out of date: read them again.
 *
 * A generic `CONFLICT`, any other error, or a 409 without an envelope is none of them (null): we
 * do not know what is out of date, so nothing is read again.
 */
export type ConflictKind = 'changed' | 'not-allowed' | 'exists';

const KINDS: Partial<Record<ErrorCode, ConflictKind>> = {
  REQUEST_CHANGED: 'changed',
  NOT_ALLOWED_IN_STATUS: 'not-allowed',
  ALREADY_EXISTS: 'exists',
};

/** Which kind of conflict the error is, or null when it is not one of the three. */
export function conflictKind(error: unknown): ConflictKind | null {
  if (!isApiError(error) || error.status !== 409 || error.code === undefined) return null;
  return KINDS[error.code] ?? null;
}

/**
 * Whether the error says that what the screen shows was read before the server's current state.
 * Every kind does: then every cached read is marked stale and those on screen are read again.
 */
export const showsOutdatedData = (error: unknown): boolean => conflictKind(error) !== null;
