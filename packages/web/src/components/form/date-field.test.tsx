import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_MS } from '../../testing/test-utils';
import { DateField } from './date-field';

type Values = { visit: string | null };

function SingleDateForm({
  required = false,
  visit = null,
  onSubmit = () => {},
}: {
  required?: boolean;
  visit?: string | null;
  onSubmit?: (values: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { visit } });
  const value = useWatch({ control, name: 'visit' });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <DateField control={control} name="visit" label="Visit date" required={required} />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="submit">Submit</button>
    </form>
  );
}

function setup(props: Parameters<typeof SingleDateForm>[0] = {}) {
  const user = userEvent.setup();
  render(<SingleDateForm {...props} />);
  return {
    user,
    input: screen.getByLabelText('Visit date'),
    openButton: screen.getByRole('button', { name: 'Choose Visit date' }),
    formValue: () => JSON.parse(screen.getByTestId('value').textContent ?? '') as unknown,
  };
}

/** Presses the calendar button and waits for the calendar, whose code loads on the first press. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  return screen.findByTestId('visit-calendar', {}, { timeout: FIRST_LOAD_MS });
}

/** A day of the open calendar, by its ISO date (react-day-picker's data-day). */
function dayButton(isoDate: string): HTMLElement {
  const cell = screen.getByTestId('visit-calendar').querySelector(`[data-day="${isoDate}"]`);
  if (!cell) throw new Error(`No day ${isoDate} in the calendar`);
  return within(cell as HTMLElement).getByRole('button');
}

beforeEach(() => {
  // Only Date: user-event still needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 0));
});

describe('date field typing', () => {
  it('inserts the hyphens as digits are typed: 01022026 shows 01-02-2026', async () => {
    const { user, input, formValue } = setup();
    await user.type(input, '01');
    expect(input).toHaveValue('01-');
    await user.type(input, '022026');
    expect(input).toHaveValue('01-02-2026');
    expect(formValue()).toBe('2026-02-01');
  });

  it('drops letters and other characters as they are typed', async () => {
    const { user, input } = setup();
    await user.type(input, '0a1/b0.2x2026');
    expect(input).toHaveValue('01-02-2026');
  });

  it('takes at most 10 characters', async () => {
    const { user, input } = setup();
    await user.type(input, '010220261234');
    expect(input).toHaveValue('01-02-2026');
    expect(input).toHaveAttribute('maxLength', '10');
  });

  it('lets Backspace remove an automatic hyphen', async () => {
    const { user, input } = setup();
    await user.type(input, '0102');
    expect(input).toHaveValue('01-02-');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('01-0');
  });

  it('selects the date a valid text names, in the calendar too', async () => {
    const { user, input, openButton, formValue } = setup();
    await user.type(input, '14032026');
    expect(formValue()).toBe('2026-03-14');
    await openCalendar(user, openButton);
    expect(dayButton('2026-03-14').closest('[data-day]')).toHaveAttribute('aria-selected', 'true');
  });

  it('holds an incomplete or impossible date as its text, for the schema to refuse', async () => {
    const { user, input, formValue } = setup({ visit: '2026-02-01' });
    expect(input).toHaveValue('01-02-2026');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('01-02-202');
    expect(formValue()).toBe('01-02-202');

    await user.clear(input);
    expect(formValue()).toBeNull();
    await user.type(input, '31022026');
    expect(input).toHaveValue('31-02-2026'); // stays for correction
    expect(formValue()).toBe('31-02-2026');
  });
});

describe('date field calendar', () => {
  it('opens as a dialog from its button, closes after a date is chosen, and focus returns', async () => {
    const { user, input, openButton, formValue } = setup();
    await openCalendar(user, openButton);
    const dialog = screen.getByRole('dialog', { name: 'Choose Visit date' });
    expect(dialog).toHaveAttribute('data-testid', 'visit-calendar');

    await user.click(dayButton('2026-06-03'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formValue()).toBe('2026-06-03');
    expect(input).toHaveValue('03-06-2026');
    expect(openButton).toHaveFocus();
  });

  it('closes on Escape without changing the date', async () => {
    const { user, openButton, formValue } = setup({ visit: '2026-02-01' });
    await openCalendar(user, openButton);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton).toHaveFocus();
    expect(formValue()).toBe('2026-02-01');
  });

  it('offers years from 90 years before the current year up to the current year', async () => {
    const { user, openButton } = setup();
    await openCalendar(user, openButton);
    const years = within(screen.getByRole('combobox', { name: 'Choose the Year' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('1936');
    expect(years.at(-1)).toBe('2026');
    expect(years).toHaveLength(91);
  });

  it('keeps a required date selected when it is clicked again', async () => {
    const { user, input, openButton, formValue } = setup({ required: true, visit: '2026-06-10' });
    expect(input).toHaveAttribute('aria-required', 'true');
    await openCalendar(user, openButton);
    await user.click(dayButton('2026-06-10'));
    expect(formValue()).toBe('2026-06-10');
  });

  it('unselects an optional date clicked again', async () => {
    const { user, openButton, formValue } = setup({ visit: '2026-06-10' });
    await openCalendar(user, openButton);
    await user.click(dayButton('2026-06-10'));
    expect(formValue()).toBeNull();
  });

  it('submits the ISO date', async () => {
    const onSubmit = vi.fn();
    const { user, input } = setup({ onSubmit });
    await user.type(input, '01022026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ visit: '2026-02-01' }, expect.anything());
  });
});
