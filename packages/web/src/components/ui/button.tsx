import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type To } from 'react-router';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link' | 'icon';

type CommonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
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

/** Five variants: primary, secondary, outline, link and icon. A disabled button ignores clicks. */
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
  const classes = ['button', `button--${variant}`, block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {isLoading && <Spinner />}
      {children}
    </>
  );

  // A disabled or loading link target renders as a disabled button: a link cannot be disabled.
  if (to !== undefined && !disabled && !isLoading) {
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
      onClick={onClick}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {content}
    </button>
  );
}
