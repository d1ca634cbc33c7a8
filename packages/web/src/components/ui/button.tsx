import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'outline';
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  block = false,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
