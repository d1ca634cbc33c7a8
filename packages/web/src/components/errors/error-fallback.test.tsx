import { MESSAGES } from '@preauth/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

function Broken(): never {
  throw new Error('The list could not be drawn.');
}

describe('error fallback (specification 000 §2.12)', () => {
  it('shows "Oops, an error occured!" with the error message beneath', () => {
    render(<ErrorFallback error={new Error('Network down')} />);
    expect(screen.getByRole('heading', { name: 'Oops, an error occured!' })).toBeInTheDocument();
    expect(MESSAGES.errorFallbackTitle).toBe('Oops, an error occured!');
    expect(screen.getByText('Network down')).toBeInTheDocument();
    expect(document.title).toBe('Oops, an error occured! · Pre-Authorisation Portal');
  });

  it('shows a custom error view instead when one is given', () => {
    render(
      <ErrorFallback
        error={new Error('Network down')}
        view={(error) => <p>Custom: {(error as Error).message}</p>}
      />,
    );
    expect(screen.getByText('Custom: Network down')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.errorFallbackTitle })).toBeNull();
  });

  it('catches a render error and shows the fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.errorFallbackTitle })).toBeInTheDocument();
    expect(screen.getByText('The list could not be drawn.')).toBeInTheDocument();
  });
});
