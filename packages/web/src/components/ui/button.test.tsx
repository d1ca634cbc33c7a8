import { describe, expect, it, vi } from 'vitest';
import {
  act,
  render,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
} from '../../testing/test-utils';
import { Button } from './button';

describe('Button', () => {
  it.each(['primary', 'secondary', 'outline', 'link'] as const)(
    'renders the %s variant as a button named by its text',
    (variant) => {
      render(<Button variant={variant}>Save</Button>);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(`button--${variant}`);
    },
  );

  it('renders the icon variant named by its aria-label', () => {
    render(
      <Button variant="icon" aria-label="Remove row">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove row' })).toHaveClass('button--icon');
  });

  it('calls onClick when clicked and defaults to type="button" (never submits by accident)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays busy while the promise its click returned runs, acting once for a double click', async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onClick = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });

    await user.dblClick(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle());
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ends being busy when the promise fails too', async () => {
    const user = userEvent.setup();
    render(<Button onClick={() => Promise.reject(new Error('refused'))}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });

    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading shows busy, is disabled and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Saving…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a link target navigates there instead of calling onClick', async () => {
    const onClick = vi.fn();
    const { user, router } = renderWithProviders(
      <Button to="/dashboard" onClick={onClick}>
        Back to dashboard
      </Button>,
      { path: '/create-request' },
    );
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a link target but disabled does not navigate', async () => {
    const { user, router } = renderWithProviders(
      <Button to="/dashboard" disabled>
        Back to dashboard
      </Button>,
      { path: '/create-request' },
    );
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(router.state.location.pathname).toBe('/create-request');
  });

  it('keeps the block layout', () => {
    render(<Button block>Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveClass('button--block');
  });
});
