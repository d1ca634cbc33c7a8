import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { act, fireEvent, render, screen, userEvent } from '../../testing/test-utils';
import { Autocomplete, type AutocompleteOption } from './autocomplete';

const doctors: AutocompleteOption[] = [
  { value: 'D1', label: 'Dr Tan Ah Kow' },
  { value: 'D2', label: 'Dr Tan Bee Leng', disabled: true },
  { value: 'D3', label: 'Dr Tang Wei' },
];

const schema = z.object({
  doctorId: z.string(),
  doctorIdlabel: z.string().min(1, 'Please select a doctor.'),
});
type Values = z.infer<typeof schema>;

function DoctorForm({
  loadOptions,
  onSubmit = vi.fn(),
}: {
  loadOptions: (query: string) => Promise<AutocompleteOption[]>;
  onSubmit?: (values: Values) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { doctorId: '', doctorIdlabel: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Autocomplete control={control} name="doctorId" label="Doctor" loadOptions={loadOptions} />
      <button type="submit">Submit</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Doctor' });
const matching = (query: string) =>
  Promise.resolve(doctors.filter((d) => d.label.toLowerCase().includes(query.toLowerCase())));

/**
 * Keystrokes as change events: user-event waits through Testing Library's async wrapper, whose
 * setTimeout never fires under Vitest's fake timers, so the fake-clock tests type this way.
 */
function typeKeys(keys: string) {
  for (const key of keys) {
    fireEvent.change(input(), {
      target: { value: `${(input() as HTMLInputElement).value}${key}` },
    });
  }
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Autocomplete', () => {
  it('looks up only once typing has stopped for 500 ms', async () => {
    vi.useFakeTimers();
    const loadOptions = vi.fn(matching);
    render(<DoctorForm loadOptions={loadOptions} />);

    typeKeys('Tan');
    await advance(499);
    expect(loadOptions).not.toHaveBeenCalled();
    await advance(1);
    expect(loadOptions).toHaveBeenCalledExactlyOnceWith('Tan');
  });

  it('restarts the wait when the user types again', async () => {
    vi.useFakeTimers();
    const loadOptions = vi.fn(matching);
    render(<DoctorForm loadOptions={loadOptions} />);

    typeKeys('Ta');
    await advance(300);
    typeKeys('n');
    await advance(499);
    expect(loadOptions).not.toHaveBeenCalled();
    await advance(1);
    expect(loadOptions).toHaveBeenCalledExactlyOnceWith('Tan');
  });

  it("shows 'Loading ...' while waiting for the lookup, then the options", async () => {
    vi.useFakeTimers();
    let answer!: (options: AutocompleteOption[]) => void;
    const loadOptions = vi.fn(
      () => new Promise<AutocompleteOption[]>((resolve) => (answer = resolve)),
    );
    render(<DoctorForm loadOptions={loadOptions} />);

    typeKeys('Tan');
    await advance(500);
    expect(screen.getByRole('option')).toHaveTextContent('Loading ...');
    await act(async () => answer(doctors));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      doctors.map((d) => d.label),
    );
  });

  it("submits both the chosen value and the '<name>label' field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DoctorForm loadOptions={matching} onSubmit={onSubmit} />);

    await user.type(input(), 'Tan');
    await user.click(await screen.findByRole('option', { name: 'Dr Tang Wei' }, { timeout: 2000 }));
    expect(input()).toHaveValue('Dr Tang Wei');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { doctorId: 'D3', doctorIdlabel: 'Dr Tang Wei' },
      expect.anything(),
    );
  });

  it('submits typed text as the label with no value, and clears the value when typed over', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DoctorForm loadOptions={matching} onSubmit={onSubmit} />);

    await user.type(input(), 'Tan');
    await user.click(
      await screen.findByRole('option', { name: 'Dr Tan Ah Kow' }, { timeout: 2000 }),
    );
    await user.type(input(), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { doctorId: '', doctorIdlabel: 'Dr Tan Ah Kow Jr' },
      expect.anything(),
    );
  });

  it('is operable with the keyboard: arrows skip disabled options, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DoctorForm loadOptions={matching} onSubmit={onSubmit} />);

    await user.type(input(), 'Tan');
    await screen.findByRole('option', { name: 'Dr Tan Ah Kow' }, { timeout: 2000 });
    expect(input()).toHaveAttribute('aria-activedescendant', 'doctorId-listbox-option-0');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', 'doctorId-listbox-option-2');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Dr Tang Wei');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();

    // Reopened without a query: the current value carries the checkmark.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dr Tang Wei' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveFocus();
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    render(<DoctorForm loadOptions={matching} />);
    await user.type(input(), 'Tan');
    await user.click(
      await screen.findByRole('option', { name: 'Dr Tan Bee Leng' }, { timeout: 2000 }),
    );
    expect(input()).toHaveValue('Tan');
  });

  it('shows the form error beneath the input, announced with it', async () => {
    const user = userEvent.setup();
    render(<DoctorForm loadOptions={matching} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a doctor.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please select a doctor.');
  });

  it('takes the focus when a submit finds no entry chosen, its error tied to it and said once', async () => {
    const chosenSchema = z.object({
      doctorId: z.string().min(1, 'Please select a doctor from the list.'),
      doctorIdlabel: z.string(),
    });
    function ChosenForm() {
      const { control, handleSubmit } = useForm({
        resolver: zodResolver(chosenSchema),
        defaultValues: { doctorId: '', doctorIdlabel: '' },
      });
      return (
        <form onSubmit={handleSubmit(vi.fn())} noValidate>
          <Autocomplete control={control} name="doctorId" label="Doctor" loadOptions={matching} />
          <button type="submit">Next</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<ChosenForm />);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please select a doctor from the list.');
    // Heard as the focused field's description, not also from a live region.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
