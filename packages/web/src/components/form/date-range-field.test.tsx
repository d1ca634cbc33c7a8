import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requiredDateSchema } from '@preauth/shared';
import { z } from 'zod';
import { FIRST_LOAD_MS } from '../../testing/test-utils';
import { DateRangeField } from './date-range-field';

const schema = z.object({
  admissionFrom: requiredDateSchema('Please enter the first day.'),
  admissionTo: requiredDateSchema('Please enter the last day.'),
});
type Values = z.input<typeof schema>;

function AdmissionForm({
  values = { admissionFrom: null, admissionTo: null },
  onSubmit = () => {},
}: {
  values?: Values;
  onSubmit?: (values: unknown) => void;
}) {
  const { control, handleSubmit } = useForm({
    defaultValues: values,
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const current = useWatch({ control });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <DateRangeField control={control} name="admission" label="Admission" />
      <output data-testid="value">{JSON.stringify(current)}</output>
      <button type="submit">Submit</button>
    </form>
  );
}

function setup(props: Parameters<typeof AdmissionForm>[0] = {}) {
  const user = userEvent.setup();
  render(<AdmissionForm {...props} />);
  const group = screen.getByRole('group', { name: 'Admission' });
  return {
    user,
    from: within(group).getByLabelText('From'),
    to: within(group).getByLabelText('To'),
    openButton: within(group).getByRole('button', { name: 'Choose Admission' }),
    formValue: () => JSON.parse(screen.getByTestId('value').textContent ?? '') as Values,
  };
}

/** Presses the calendar button and waits for the calendar, whose code loads on the first press. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  return screen.findByTestId('admission-calendar', {}, { timeout: FIRST_LOAD_MS });
}

function dayButton(isoDate: string): HTMLElement {
  const cell = screen.getByTestId('admission-calendar').querySelector(`[data-day="${isoDate}"]`);
  if (!cell) throw new Error(`No day ${isoDate} in the calendar`);
  return within(cell as HTMLElement).getByRole('button');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 0));
});

describe('date range field', () => {
  it('submits two values named by appending From and To to the field name', async () => {
    const onSubmit = vi.fn();
    const { user, from, to } = setup({ onSubmit });
    expect(from).toHaveAttribute('name', 'admissionFrom');
    expect(to).toHaveAttribute('name', 'admissionTo');
    await user.type(from, '01062026');
    await user.type(to, '05062026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { admissionFrom: '2026-06-01', admissionTo: '2026-06-05' },
      expect.anything(),
    );
  });

  it('swaps the two dates when the start typed is later than the end', async () => {
    const { user, from, to, formValue } = setup();
    await user.type(from, '10062026');
    await user.type(to, '02062026');
    expect(formValue()).toEqual({ admissionFrom: '2026-06-02', admissionTo: '2026-06-10' });
    expect(from).toHaveValue('02-06-2026');
    expect(to).toHaveValue('10-06-2026');
  });

  it('picks the start, then the end, and closes once the end is chosen', async () => {
    const { user, openButton, formValue } = setup();
    await openCalendar(user, openButton);
    expect(screen.getByRole('dialog', { name: 'Choose Admission' })).toBeInTheDocument();

    await user.click(dayButton('2026-06-08'));
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // still open for the end
    await user.click(dayButton('2026-06-12'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formValue()).toEqual({ admissionFrom: '2026-06-08', admissionTo: '2026-06-12' });
    expect(openButton).toHaveFocus();
  });

  it('swaps a range picked backwards in the calendar', async () => {
    const { user, openButton, from, to } = setup();
    await openCalendar(user, openButton);
    await user.click(dayButton('2026-06-20'));
    await user.click(dayButton('2026-06-04'));
    expect(from).toHaveValue('04-06-2026');
    expect(to).toHaveValue('20-06-2026');
  });

  it('leaves the range as it was when closed after only the start', async () => {
    const values = { admissionFrom: '2026-05-01', admissionTo: '2026-05-03' };
    const { user, openButton, formValue } = setup({ values });
    await openCalendar(user, openButton);
    await user.click(dayButton('2026-05-20'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formValue()).toEqual(values);
  });

  it('holds one end as its text while it is not a date, and shows that error under it', async () => {
    const { user, from, to, formValue } = setup({
      values: { admissionFrom: '2026-05-01', admissionTo: '2026-05-03' },
    });
    await user.clear(to);
    await user.type(to, '3105');
    await user.click(from); // leave the field: validated on blur
    expect(formValue().admissionTo).toBe('31-05-');
    expect(to).toHaveValue('31-05-');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Please enter the last day.');
  });
});
