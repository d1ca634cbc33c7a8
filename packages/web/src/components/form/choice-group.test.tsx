import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { render, screen, userEvent, within } from '../../testing/test-utils';
import { ChoiceGroup, type ChoiceOption } from './choice-group';

const WARDS: ChoiceOption[] = [
  { value: 'A', label: 'Ward A' },
  { value: 'B1', label: 'Ward B1' },
  { value: 'C', label: 'Ward C' },
];

const checkboxSchema = z.object({ wards: z.array(z.string()).min(1, 'Please choose a ward.') });

function WardsForm({
  onSubmit = () => {},
  options = WARDS,
}: {
  onSubmit?: (v: { wards: string[] }) => void;
  options?: ChoiceOption[];
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(checkboxSchema),
    mode: 'onTouched',
    defaultValues: { wards: [] as string[] },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Controller
        control={control}
        name="wards"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            {...field}
            id="wards"
            type="checkbox"
            legend="Wards"
            options={options}
            allOption="All wards"
            noneOption={{ value: 'NONE', label: 'No ward' }}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

const submitted = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0];

describe('ChoiceGroup (checkboxes)', () => {
  it('is a group named by its legend', () => {
    render(<WardsForm />);
    const group = screen.getByRole('group', { name: 'Wards' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
  });

  it("checking 'all' selects every option; unchecking it clears them", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WardsForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('All wards'));
    for (const name of ['Ward A', 'Ward B1', 'Ward C']) {
      expect(screen.getByLabelText(name)).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ wards: ['A', 'B1', 'C'] });

    await user.click(screen.getByLabelText('All wards'));
    for (const name of ['Ward A', 'Ward B1', 'Ward C']) {
      expect(screen.getByLabelText(name)).not.toBeChecked();
    }
  });

  it("shows 'all' checked when every option is checked one by one, mixed when only some", async () => {
    const user = userEvent.setup();
    render(<WardsForm />);
    const all = screen.getByLabelText<HTMLInputElement>('All wards');
    await user.click(screen.getByLabelText('Ward A'));
    expect(all).not.toBeChecked();
    expect(all.indeterminate).toBe(true);
    await user.click(screen.getByLabelText('Ward B1'));
    await user.click(screen.getByLabelText('Ward C'));
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
  });

  it("'all' leaves a disabled option as it is", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <WardsForm
        onSubmit={onSubmit}
        options={[...WARDS.slice(0, 2), { value: 'C', label: 'Ward C', disabled: true }]}
      />,
    );
    expect(screen.getByLabelText('Ward C')).toBeDisabled();
    await user.click(screen.getByLabelText('All wards'));
    expect(screen.getByLabelText('All wards')).toBeChecked();
    expect(screen.getByLabelText('Ward C')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ wards: ['A', 'B1'] });
  });

  it("choosing 'none' clears the others; choosing another clears 'none'", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WardsForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Ward A'));
    await user.click(screen.getByLabelText('Ward C'));
    await user.click(screen.getByLabelText('No ward'));
    expect(screen.getByLabelText('Ward A')).not.toBeChecked();
    expect(screen.getByLabelText('Ward C')).not.toBeChecked();
    expect(screen.getByLabelText('No ward')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ wards: ['NONE'] });

    await user.click(screen.getByLabelText('Ward B1'));
    expect(screen.getByLabelText('No ward')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ wards: ['B1'] });
  });

  it("checking 'all' clears 'none'", async () => {
    const user = userEvent.setup();
    render(<WardsForm />);
    await user.click(screen.getByLabelText('No ward'));
    await user.click(screen.getByLabelText('All wards'));
    expect(screen.getByLabelText('No ward')).not.toBeChecked();
  });

  it('shows the error beneath the group, marks the choices invalid; choosing clears it', async () => {
    const user = userEvent.setup();
    render(<WardsForm />);
    await user.tab();
    expect(screen.getByLabelText('All wards')).toHaveFocus();
    await user.tab();
    expect(screen.queryByText('Please choose a ward.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: 'Wards' });
    expect(group).toHaveAccessibleDescription('Please choose a ward.');
    expect(screen.getByLabelText('Ward A')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText('Ward A'));
    expect(screen.queryByText('Please choose a ward.')).not.toBeInTheDocument();
  });

  it('validates on blur: leaving the group empty shows the error', async () => {
    const user = userEvent.setup();
    render(<WardsForm />);
    await user.click(screen.getByLabelText('Ward A'));
    await user.click(screen.getByLabelText('Ward A'));
    await user.click(document.body);
    expect(await screen.findByText('Please choose a ward.')).toBeInTheDocument();
  });

  it('can be disabled as a whole', () => {
    render(
      <ChoiceGroup
        id="g"
        name="g"
        type="checkbox"
        legend="Wards"
        options={WARDS}
        value={[]}
        onChange={() => {}}
        disabled
      />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

describe('ChoiceGroup (radios)', () => {
  const schema = z.object({ method: z.string().min(1, 'Please choose a method.') });

  function MethodForm({ onSubmit }: { onSubmit: (v: { method: string }) => void }) {
    const { control, handleSubmit } = useForm({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: { method: '' },
    });
    return (
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Controller
          control={control}
          name="method"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              {...field}
              id="method"
              type="radio"
              legend="Authorisation method"
              options={[
                { value: 'EMAIL', label: 'Email' },
                { value: 'SINGPASS', label: 'Singpass' },
              ]}
              noneOption={{ value: 'NONE', label: 'Neither' }}
              error={fieldState.error?.message}
            />
          )}
        />
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('chooses one option, the arrow keys move the choice, and none is an answer too', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<MethodForm onSubmit={onSubmit} />);
    expect(screen.getByRole('radiogroup', { name: 'Authorisation method' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Singpass')).toBeChecked();
    expect(screen.getByLabelText('Email')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ method: 'SINGPASS' });

    await user.click(screen.getByLabelText('Neither'));
    expect(screen.getByLabelText('Singpass')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ method: 'NONE' });
  });

  it('shows its error beneath when submitted unanswered', async () => {
    const user = userEvent.setup();
    render(<MethodForm onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please choose a method.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
