import { TEXT_LIMITS } from '@preauth/shared';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FormField } from './form-field';
import './textarea-field.css';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Key values (KeyboardEvent.key, e.g. '^' or '\\') that cannot be typed into this field. */
  blockedKeys?: readonly string[];
  ref?: Ref<HTMLTextAreaElement>;
};

const MIN_ROWS = TEXT_LIMITS.multilineMinRows;
const MAX_ROWS = TEXT_LIMITS.multilineMaxRows;

/**
 * Shows as many rows as the text needs, between MIN_ROWS and MAX_ROWS; past that it scrolls.
 * The rows attribute is set on the element directly (React renders it once), so measuring never
 * fights a re-render.
 */
function fitRows(el: HTMLTextAreaElement) {
  el.rows = MIN_ROWS;
  // Nothing to fit: measuring would force a layout of the whole page, once per field, as a page
  // of empty fields mounts (the case page's, a sixth of its main-thread work on a phone).
  if (el.value === '') return;
  const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
  const overflow = el.scrollHeight - el.clientHeight;
  // jsdom (and a 'normal' line height) give nothing to measure: stay at the minimum.
  if (!(lineHeight > 0) || overflow <= 0) return;
  el.rows = Math.min(MAX_ROWS, MIN_ROWS + Math.ceil(overflow / lineHeight));
}

/**
 * Multi-line text (specification 000 §2.12): at most `maxLength` characters (1000 by default)
 * with a live 'Characters left: N' counter, optional blocked keys, 2 rows growing to 10. Works
 * with `register` (uncontrolled) and with a Controller's `field` (controlled `value`).
 */
export function TextareaField({
  id,
  label,
  hint,
  error,
  maxLength = TEXT_LIMITS.multilineDefault,
  blockedKeys,
  ref,
  onChange,
  onKeyDown,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const elementRef = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(0);
  const counterId = `${id}-counter`;

  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      elementRef.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  // The value can arrive without an input event (register's default value, set through the ref
  // on mount; a controlled value from a Controller), so count and fit it from the element then.
  const controlledValue = textareaProps.value;
  useLayoutEffect(() => {
    const el = elementRef.current;
    if (!el) return;
    setLength(el.value.length);
    fitRows(el);
  }, [controlledValue]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    fitRows(event.target);
    onChange?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (blockedKeys?.includes(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <>
          <textarea
            {...textareaProps}
            {...aria}
            aria-describedby={[aria['aria-describedby'], counterId].filter(Boolean).join(' ')}
            ref={setRefs}
            rows={MIN_ROWS}
            maxLength={maxLength}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            className={['field__input', 'textarea-field', className].filter(Boolean).join(' ')}
          />
          <p className="textarea-field__counter" id={counterId} aria-live="polite">
            {`Characters left: ${Math.max(0, maxLength - length)}`}
          </p>
        </>
      )}
    </FormField>
  );
}
