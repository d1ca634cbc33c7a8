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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const aria: ControlAria = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const errorNode = error ? (
    <p className="field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
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
