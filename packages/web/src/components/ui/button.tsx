import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useRef, useState } from 'react';
import { Link, type To } from 'react-router';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link' | 'icon';

type CommonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
  /**
   * When it returns a promise (a call it waits for), the button is busy until the promise
   * settles, and a second click meanwhile does nothing: a double click acts once. A failure is
   * the action's to report; the button only ends being busy.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /**
   * A link target: the button navigates there (client-side) and its onClick is not called
   * (specification 000 §2.12). It is rendered as a link, which is what it is to assistive tech.
   */
  to?: To;
  ref?: Ref<HTMLButtonElement>;
};

/** An icon has no text, so an icon button must be given its accessible name. */
type ButtonProps =
  | (CommonProps & { variant?: Exclude<ButtonVariant, 'icon'> })
  | (CommonProps & { variant: 'icon'; 'aria-label': string });

/**
 * Five variants: primary, secondary, outline, link and icon. A disabled button ignores clicks, and
 * so does one whose click is still running.
 */
export function Button({
  variant = 'primary',
  block = false,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  to,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  // Set at once, not at the next render: the second click of a double click comes before it.
  const runningNow = useRef(false);
  const busy = isLoading || running;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // The second click of a double click (detail 2) does not submit a form again, even when the
    // answer to the first came before it; a retry is a click of its own.
    if (type === 'submit' && event.detail > 1) return event.preventDefault();
    if (runningNow.current) return;
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    runningNow.current = true;
    setRunning(true);
    const done = () => {
      runningNow.current = false;
      setRunning(false);
    };
    result.then(done, done);
  };
  const classes = ['button', `button--${variant}`, block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {busy && <Spinner />}
      {children}
    </>
  );

  // A disabled or loading link target renders as a disabled button: a link cannot be disabled.
  if (to !== undefined && !disabled && !busy) {
    return (
      <Link
        to={to}
        className={classes}
        aria-label={props['aria-label']}
        title={props.title}
        id={props.id}
      >
        {content}
      </Link>
    );
  }

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={classes}
      onClick={click}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {content}
    </button>
  );
}
