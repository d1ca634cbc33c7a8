import { MESSAGES } from '@preauth/shared';
import { ApiError } from './api-error';

/** A read (query) or a write (mutation); the fallback text differs (specification 000 §8). */
export type CallKind = 'read' | 'write';

/** The verb of "Can't {verb} the data" when a read answered without a body. */
export const DEFAULT_READ_VERB = 'load';

/**
 * The one text shown for a failed call:
 * - the server answered with an error body: its `detailMessage`;
 * - it answered without one: "Can't {verb} the data" for reads, "Can't submit the data!" for writes;
 * - there was no answer at all: the transport error's own message.
 */
export function errorMessage(error: unknown, kind: CallKind, verb = DEFAULT_READ_VERB): string {
  if (error instanceof ApiError) {
    if (error.body) return error.body.detailMessage;
    return kind === 'read' ? MESSAGES.cantRead(verb) : MESSAGES.cantSubmit;
  }
  if (error instanceof Error && error.message) return error.message;
  return kind === 'read' ? MESSAGES.cantRead(verb) : MESSAGES.cantSubmit;
}
