import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The phone field shows its error beside the input; every other control beneath it. */
  errorPlacement?: 'below' | 'beside';
  /** Renders the control with the ids that tie it to the label, hint and error. */
  children: (aria: ControlAria) => ReactNode;
};

/**
 * The frame of every form control: a label tied to the control, an optional hint, and the field's
 * error announced with it (aria-invalid and aria-describedby).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  errorPlacement = 'below',
  children,
}: FormFieldProps) {
  const description = fieldDescription(id, hint, error);
  const aria: ControlAria = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(description.describedBy ? { 'aria-describedby': description.describedBy } : {}),
  };
  const errorNode = description.error;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {description.hint}
      {errorPlacement === 'beside' ? (
        <div className="field__row">
          {children(aria)}
          {errorNode}
        </div>
      ) : (
        <>
          {children(aria)}
          {errorNode}
        </>
      )}
    </div>
  );
}

/**
 * A field's hint and error paragraphs with their ids, and the `aria-describedby` that ties them
 * to the control (or to a fieldset, for groups that have a legend instead of a label).
 */
export function fieldDescription(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    hint: hint ? (
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    ) : null,
    error: error ? (
      <p className="field__error" id={errorId}>
        {error}
      </p>
    ) : null,
  };
}
