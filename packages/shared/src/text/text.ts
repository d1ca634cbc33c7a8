import { z } from 'zod';

/** Why a text or date the API takes is refused, whatever the field (ours). */
export const INPUT_MESSAGES = {
  controlCharacter:
    'This text contains a control character (such as NUL, a tab or a line break), which is not allowed here.',
  controlCharacterMultiline:
    'This text contains a control character (such as NUL), which is not allowed.',
  /** A call that leaves a field out (the forms always send every field). */
  missingField: (field: string) => `Please send ${field}: it is required.`,
} as const;

/*
 * The control characters (Unicode category Cc: C0, DEL and C1). PostgreSQL cannot store NUL in
 * text at all, and none of them belongs in a name, a code or a search; multi-line text keeps tab,
 * line feed and carriage return. Written as ranges, so the OpenAPI document's `pattern` reads the
 * same in any regular-expression dialect.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/**
 * The start of every single-line text the API takes (bodies, query strings, path parameters):
 * trimmed, and refused with `INPUT_MESSAGES.controlCharacter` when it holds a control character,
 * before any other check. `error` is the message for a value that is not text at all (missing).
 */
export function singleLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .regex(SINGLE_LINE, { error: INPUT_MESSAGES.controlCharacter, abort: true });
}

/** Like `singleLineText`, for text typed in a text area: tabs and line breaks are kept. */
export function multilineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .regex(MULTI_LINE, { error: INPUT_MESSAGES.controlCharacterMultiline, abort: true });
}

/** Like `singleLineText` but not trimmed, for a secret whose every character counts (a password). */
export function untrimmedText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .regex(SINGLE_LINE, { error: INPUT_MESSAGES.controlCharacter, abort: true });
}
