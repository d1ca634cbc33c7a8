import { MESSAGES } from '@preauth/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("shows the call's error text with Try again, under the screen's own heading", async () => {
    const onRetry = vi.fn();
    render(<LoadError error={new ApiError(502, undefined)} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't load the data");
    expect(screen.queryByRole('heading')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("takes the error fallback's heading when it is the whole screen", () => {
    render(<LoadError error={new TypeError('Failed to fetch')} onRetry={() => {}} wholeScreen />);
    expect(screen.getByRole('heading', { name: MESSAGES.errorFallbackTitle })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
