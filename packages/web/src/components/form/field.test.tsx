import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fireEvent, render, screen, userEvent } from '../../testing/test-utils';
import { Field, type FieldProps } from './field';

/** A form around the given fields (through a FormProvider) with a submit button. */
function TestForm({
  children,
  defaultValues = {},
  schema,
  onSubmit = () => {},
}: {
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  schema?: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  onSubmit?: (values: Record<string, unknown>) => void;
}) {
  const form = useForm({
    mode: 'onTouched',
    defaultValues,
    ...(schema ? { resolver: zodResolver(schema) } : {}),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        {children}
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  onSubmit: ReturnType<typeof vi.fn>,
) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown>;
}

function renderField(props: FieldProps, defaultValues: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <TestForm defaultValues={defaultValues} onSubmit={onSubmit}>
      <Field {...props} />
    </TestForm>,
  );
  return { user, onSubmit };
}

describe('Field', () => {
  it('text: a labelled text input, submitted as typed', async () => {
    const { user, onSubmit } = renderField({ type: 'text', name: 'doctorName', label: 'Doctor' });
    const input = screen.getByRole('textbox', { name: 'Doctor' });
    expect(input).toHaveAttribute('type', 'text');
    await user.type(input, 'Lim');
    expect(await submit(user, onSubmit)).toEqual({ doctorName: 'Lim' });
  });

  it('password: a password input', () => {
    renderField({ type: 'password', name: 'password', label: 'Password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('number: a number input, submitted as a number (null when empty)', async () => {
    const { user, onSubmit } = renderField({ type: 'number', name: 'days', label: 'Days', min: 0 });
    const input = screen.getByRole('spinbutton', { name: 'Days' });
    await user.type(input, '12');
    expect(await submit(user, onSubmit)).toEqual({ days: 12 });
    await user.clear(input);
    expect(await submit(user, onSubmit)).toEqual({ days: null });
  });

  it('slider: an input type range with its value shown', async () => {
    const { user, onSubmit } = renderField(
      { type: 'slider', name: 'share', label: 'Share', min: 0, max: 100, step: 10 },
      { share: 40 },
    );
    const slider = screen.getByRole('slider', { name: 'Share' });
    expect(slider).toHaveValue('40');
    expect(screen.getByRole('status')).toHaveTextContent('40');
    // jsdom does not move a range input with the arrow keys; the browser does.
    fireEvent.change(slider, { target: { value: '50' } });
    expect(screen.getByRole('status')).toHaveTextContent('50');
    expect(await submit(user, onSubmit)).toEqual({ share: 50 });
  });

  it('range: a from/to pair of numbers submitted as nameFrom and nameTo, swapped when reversed', async () => {
    const { user, onSubmit } = renderField({
      type: 'range',
      name: 'stay',
      label: 'Length of stay',
    });
    const group = screen.getByRole('group', { name: 'Length of stay' });
    expect(group).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'From' }), '9');
    await user.type(screen.getByRole('spinbutton', { name: 'To' }), '3');
    await user.click(document.body);
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveValue(9);
    expect(await submit(user, onSubmit)).toEqual({ stayFrom: 3, stayTo: 9 });
  });

  it('hidden: submitted, but nothing shown', async () => {
    const { user, onSubmit } = renderField({ type: 'hidden', name: 'paId' }, { paId: 'PA-1' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="paId"]')).toHaveValue('PA-1');
    expect(await submit(user, onSubmit)).toEqual({ paId: 'PA-1' });
  });

  it('checkbox without options: one yes/no box, submitted as a boolean', async () => {
    const { user, onSubmit } = renderField(
      { type: 'checkbox', name: 'fcNeedstobeNotified', label: 'Notify my financial counsellor' },
      { fcNeedstobeNotified: false },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Notify my financial counsellor' }));
    expect(await submit(user, onSubmit)).toEqual({ fcNeedstobeNotified: true });
  });

  it('checkbox with options: a checkbox group with its all and none options', async () => {
    const { user, onSubmit } = renderField(
      {
        type: 'checkbox',
        name: 'riders',
        label: 'Riders',
        options: [
          { value: 'R1', label: 'Rider 1' },
          { value: 'R2', label: 'Rider 2' },
        ],
        allOption: 'All riders',
        noneOption: { value: 'NONE', label: 'No rider' },
      },
      { riders: [] },
    );
    expect(screen.getByRole('group', { name: 'Riders' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('All riders'));
    expect(await submit(user, onSubmit)).toEqual({ riders: ['R1', 'R2'] });
  });

  it('radio: a radio group', async () => {
    const { user, onSubmit } = renderField(
      {
        type: 'radio',
        name: 'method',
        label: 'Method',
        options: [
          { value: 'EMAIL', label: 'Email' },
          { value: 'SINGPASS', label: 'Singpass' },
        ],
      },
      { method: '' },
    );
    await user.click(screen.getByRole('radio', { name: 'Singpass' }));
    expect(await submit(user, onSubmit)).toEqual({ method: 'SINGPASS' });
  });

  it('textarea: the TextareaField with its counter', async () => {
    const { user, onSubmit } = renderField(
      { type: 'textarea', name: 'reason', label: 'Reason', maxLength: 512 },
      { reason: '' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Pain');
    expect(screen.getByText('Characters left: 508')).toBeInTheDocument();
    expect(await submit(user, onSubmit)).toEqual({ reason: 'Pain' });
  });

  it("currency: shows 'S$ 12,345.60' after blur and submits the decimal string '12345.60'", async () => {
    const { user, onSubmit } = renderField(
      { type: 'currency', name: 'fee', label: 'Fee' },
      { fee: '' },
    );
    const input = screen.getByRole('textbox', { name: 'Fee' });
    await user.type(input, '12345.6');
    expect(input).toHaveValue('12345.6');
    await user.tab();
    expect(input).toHaveValue('S$ 12,345.60');
    expect(await submit(user, onSubmit)).toEqual({ fee: '12345.60' });
  });

  it('currency: a formatted amount can be edited in place, and submits without a blur', async () => {
    const { user, onSubmit } = renderField(
      { type: 'currency', name: 'fee', label: 'Fee' },
      { fee: '1000' },
    );
    const input = screen.getByRole('textbox', { name: 'Fee' });
    expect(input).toHaveValue('S$ 1,000.00');
    await user.type(input, '{Backspace}{Backspace}5{Enter}');
    expect(onSubmit.mock.calls.at(-1)?.[0]).toEqual({ fee: '1000.50' });
  });

  it('shows the schema error beneath on blur and marks the input invalid', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        defaultValues={{ fee: '' }}
        schema={z.object({ fee: z.string().regex(/^\d+\.\d{2}$/, 'Please enter an amount.') })}
      >
        <Field type="currency" name="fee" label="Fee" />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: 'Fee' });
    await user.type(input, 'abc');
    await user.tab();
    expect(await screen.findByText('Please enter an amount.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter an amount.');
  });

  it('works with a control prop, without a FormProvider', async () => {
    const onSubmit = vi.fn();
    function Plain() {
      const { control, handleSubmit } = useForm({ defaultValues: { name: 'x' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Field control={control} type="text" name="name" label="Name" />
          <button type="submit">Submit</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Plain />);
    await user.type(screen.getByLabelText('Name'), 'y');
    expect(await submit(user, onSubmit)).toEqual({ name: 'xy' });
  });

  // A disabled field is left out of the submitted values and cannot be changed, whatever its type.
  it.each<[string, FieldProps, Record<string, unknown>]>([
    ['text', { type: 'text', name: 'a', label: 'A' }, { a: 'x' }],
    ['password', { type: 'password', name: 'a', label: 'A' }, { a: 'x' }],
    ['number', { type: 'number', name: 'a', label: 'A' }, { a: 1 }],
    ['slider', { type: 'slider', name: 'a', label: 'A', min: 0, max: 10 }, { a: 5 }],
    ['range', { type: 'range', name: 'a', label: 'A' }, { aFrom: 1, aTo: 2 }],
    ['checkbox', { type: 'checkbox', name: 'a', label: 'A' }, { a: true }],
    [
      'checkbox group',
      { type: 'checkbox', name: 'a', label: 'A', options: [{ value: 'B1', label: 'B1' }] },
      { a: ['B1'] },
    ],
    [
      'radio',
      { type: 'radio', name: 'a', label: 'A', options: [{ value: 'B1', label: 'B1' }] },
      { a: 'B1' },
    ],
    ['textarea', { type: 'textarea', name: 'a', label: 'A' }, { a: 'x' }],
    ['currency', { type: 'currency', name: 'a', label: 'A' }, { a: '12.50' }],
    ['hidden', { type: 'hidden', name: 'a' }, { a: 'x' }],
    ['date', { type: 'date', name: 'a', label: 'A' }, { a: '2026-02-01' }],
    [
      'date-range',
      { type: 'date-range', name: 'a', label: 'A' },
      { aFrom: '2026-02-01', aTo: '2026-02-03' },
    ],
    [
      'select',
      { type: 'select', name: 'a', label: 'A', options: [{ value: 'B1', label: 'B1' }] },
      { a: 'B1' },
    ],
    ['phone', { type: 'phone', name: 'a', label: 'A' }, { a: '+6591234567' }],
    [
      'autocomplete',
      { type: 'autocomplete', name: 'a', label: 'A', loadOptions: async () => [] },
      { a: 'D1', alabel: 'Alan Chua' },
    ],
    ['upload', { type: 'upload', name: 'a', label: 'A', uploadUrl: '/api/x' }, { a: 'U1' }],
  ])('%s: disabled, it cannot be changed and is not submitted', async (_, props, values) => {
    const { user, onSubmit } = renderField({ ...props, disabled: true }, values);
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    const controls = form.querySelectorAll(
      'input:not([type="hidden"]), textarea, button:not([type="submit"])',
    );
    for (const control of controls) expect(control).toBeDisabled();
    expect(await submit(user, onSubmit)).toEqual({});
  });

  describe('the types with controls of their own', () => {
    it('date: a dd-MM-yyyy box that submits the ISO date', async () => {
      const { user, onSubmit } = renderField({
        type: 'date',
        name: 'admissionDate',
        label: 'Admission date',
      });
      await user.type(screen.getByLabelText('Admission date'), '01022026');
      expect(screen.getByLabelText('Admission date')).toHaveValue('01-02-2026');
      expect(await submit(user, onSubmit)).toEqual({ admissionDate: '2026-02-01' });
    });

    it('date-range: two boxes submitted as From and To', async () => {
      const { user, onSubmit } = renderField({ type: 'date-range', name: 'stay', label: 'Stay' });
      const [from, to] = screen.getAllByRole('textbox');
      await user.type(from!, '01022026');
      await user.type(to!, '03022026');
      expect(await submit(user, onSubmit)).toMatchObject({
        stayFrom: '2026-02-01',
        stayTo: '2026-02-03',
      });
    });

    it('select: a select-only combobox over the options', async () => {
      const { user, onSubmit } = renderField(
        {
          type: 'select',
          name: 'ward',
          label: 'Ward',
          options: [{ value: 'B1', label: 'Class B1' }],
        },
        { ward: '' },
      );
      await user.click(screen.getByRole('combobox', { name: 'Ward' }));
      await user.click(await screen.findByRole('option', { name: 'Class B1' }));
      expect(await submit(user, onSubmit)).toEqual({ ward: 'B1' });
    });

    it('phone: formats the number for its country as it is typed', async () => {
      const { user } = renderField(
        { type: 'phone', name: 'mobile', label: 'Mobile' },
        { mobile: '' },
      );
      await user.type(screen.getByLabelText('Mobile'), '91234567');
      expect(screen.getByLabelText('Mobile')).toHaveValue('9123 4567');
    });

    it('autocomplete: asks its loader and submits the value with its label field', async () => {
      vi.useFakeTimers();
      const loadOptions = vi.fn(async () => [{ value: 'D1', label: 'Alan Chua' }]);
      renderField(
        { type: 'autocomplete', name: 'doctorId', label: 'Doctor', loadOptions },
        { doctorId: '', doctorIdlabel: '' },
      );
      fireEvent.change(screen.getByRole('combobox', { name: 'Doctor' }), {
        target: { value: 'Al' },
      });
      await vi.advanceTimersByTimeAsync(500);
      vi.useRealTimers();
      expect(loadOptions).toHaveBeenCalledWith('Al');
    });

    it('upload: a file picker posting to the given URL', () => {
      renderField(
        { type: 'upload', name: 'epLetter', label: 'Employment Pass letter', uploadUrl: '/api/x' },
        { epLetter: '' },
      );
      expect(screen.getByLabelText('Employment Pass letter')).toHaveAttribute('type', 'file');
    });

    it('throws a developer error when a type lacks what it needs', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => renderField({ type: 'upload', name: 'epLetter', label: 'EP letter' })).toThrow(
        '<Field type="upload" name="epLetter"> needs the uploadUrl prop.',
      );
    });
  });
});
