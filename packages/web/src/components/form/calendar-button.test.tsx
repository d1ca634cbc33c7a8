import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_MS } from '../../testing/test-utils';
import { DateField } from './date-field';

/** The calendar's code arrives when the test lets it, or fails to (a dropped connection). */
const network = vi.hoisted(() => {
  let release = () => {};
  return {
    fail: true,
    arrived: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
});

vi.mock('./calendar-popup', async (importOriginal) => {
  await network.arrived;
  if (network.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function VisitForm() {
  const { control } = useForm<{ visit: string | null }>({ defaultValues: { visit: null } });
  return <DateField control={control} name="visit" label="Visit date" />;
}

describe('the calendar loaded on first press', () => {
  it('says so when its code cannot be loaded, and loads it on the next press', async () => {
    const user = userEvent.setup();
    render(<VisitForm />);
    const button = screen.getByRole('button', { name: 'Choose Visit date' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    network.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calendar could not be loaded: type the date',
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Visit date')).toBeEnabled(); // the date can still be typed

    network.fail = false;
    await user.click(button);
    expect(
      await screen.findByRole('dialog', { name: 'Choose Visit date' }, { timeout: FIRST_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
