import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Reformatting a controlled input's text moves the caret to its end, which breaks editing in the
 * middle. These helpers put it back after the same number of significant characters (digits, and
 * '+' for phone numbers) as before the reformat.
 */
const SIGNIFICANT = /[\d+]/;

export function significantBefore(text: string, caret: number): number {
  let count = 0;
  for (const char of text.slice(0, caret)) if (SIGNIFICANT.test(char)) count += 1;
  return count;
}

/** The caret position in `text` just after its `count`-th significant character. */
export function caretAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (SIGNIFICANT.test(text.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Where the caret belongs after `typed` (caret at `caret`) was reformatted as `formatted`: after
 * the same significant characters, or at the end when it was at the end (typing forward).
 */
export function caretAfterReformat(typed: string, caret: number, formatted: string): number {
  if (caret >= typed.length) return formatted.length;
  return caretAfterSignificant(formatted, significantBefore(typed, caret));
}

/**
 * Ties a reformatting input to its caret: call `placeCaret` in the change handler with the caret
 * position in the new text; it is applied once React has written that text to the input.
 */
export function useCaret() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const position = pending.current;
    pending.current = null;
    if (input && position !== null && input === document.activeElement) {
      input.setSelectionRange(position, position);
    }
  });
  const placeCaret = useCallback((position: number) => {
    pending.current = position;
  }, []);
  return { inputRef, placeCaret };
}
