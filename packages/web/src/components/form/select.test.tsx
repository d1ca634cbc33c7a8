import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { render, screen, userEvent, waitFor } from '../../testing/test-utils';
import { TYPEAHEAD_RESET_MS } from './dropdown-navigation';
import { Select, type SelectOption } from './select';

const wards: SelectOption[] = [
  { value: 'A1', label: 'Ward A1' },
  { value: 'B1', label: 'Ward B1', disabled: true },
  { value: 'C', label: 'Ward C' },
];

const schema = z.object({ ward: z.string().min(1, 'Please select a ward.') });

function WardForm({
  onSubmit = vi.fn(),
  defaultWard = '',
  multiple = false,
}: {
  onSubmit?: (values: z.infer<typeof schema>) => void;
  defaultWard?: string;
  multiple?: boolean;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ward: defaultWard },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Select control={control} name="ward" label="Ward" options={wards} multiple={multiple} />
      <button type="submit">Submit</button>
    </form>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Ward' });

describe('Select', () => {
  it('renders nothing when multiple choice is turned on', () => {
    render(<WardForm multiple />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Ward')).not.toBeInTheDocument();
  });

  it('submits the option the user clicks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WardForm onSubmit={onSubmit} />);
    expect(trigger()).toHaveTextContent('Please select');

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Ward C' }));
    expect(trigger()).toHaveTextContent('Ward C');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ ward: 'C' }, expect.anything());
  });

  it('offers no option while its list fades out after a choice', async () => {
    const user = userEvent.setup();
    render(<WardForm />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Ward C' }));
    // Still on screen for the 0.1 s fade, but neither clickable nor read out.
    const fading = document.querySelector('.list-panel');
    expect(fading).toHaveAttribute('inert');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('marks the current value with a checkmark when opened', async () => {
    const user = userEvent.setup();
    render(<WardForm defaultWard="A1" />);
    await user.click(trigger());
    expect(screen.getByRole('option', { name: 'Ward A1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is operable with the keyboard, skipping the disabled option, keeping focus on the trigger', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WardForm onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Ward' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-activedescendant', 'ward-listbox-option-0');
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-activedescendant', 'ward-listbox-option-2');
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveTextContent('Ward C');
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  describe('typeahead', () => {
    const statuses: SelectOption[] = [
      { value: 'APP', label: 'Approved' },
      { value: 'AME', label: 'Amended' },
      { value: 'CAN', label: 'Cancelled', disabled: true },
      { value: 'CRE', label: 'Created' },
      { value: 'PEN', label: 'Pending' },
      { value: 'PRO', label: 'Processing' },
    ];
    function StatusForm({ onSubmit }: { onSubmit: (values: { status: string }) => void }) {
      const { control, handleSubmit } = useForm({ defaultValues: { status: 'APP' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Select control={control} name="status" label="Status" options={statuses} />
          <button type="submit">Submit</button>
        </form>
      );
    }
    const status = () => screen.getByRole('combobox', { name: 'Status' });
    const highlighted = () =>
      document.getElementById(status().getAttribute('aria-activedescendant') ?? '');

    it('opens the closed select on a typed letter at the first enabled option starting with it', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<StatusForm onSubmit={onSubmit} />);
      await user.tab();
      await user.keyboard('c');
      expect(status()).toHaveAttribute('aria-expanded', 'true');
      expect(highlighted()).toHaveTextContent('Created');

      await user.keyboard('{Enter}');
      expect(status()).toHaveTextContent('Created');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onSubmit).toHaveBeenCalledWith({ status: 'CRE' }, expect.anything());
    });

    it('in the open list, follows the letters typed together and cycles on a repeated one', async () => {
      const user = userEvent.setup();
      render(<StatusForm onSubmit={vi.fn()} />);
      await user.click(status());
      expect(highlighted()).toHaveTextContent('Approved');

      await user.keyboard('pr');
      expect(highlighted()).toHaveTextContent('Processing');
      await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 100));
      await user.keyboard('a');
      expect(highlighted()).toHaveTextContent('Approved');
      await user.keyboard('a');
      expect(highlighted()).toHaveTextContent('Amended');
      await user.keyboard('a');
      expect(highlighted()).toHaveTextContent('Approved');
      expect(status()).toHaveTextContent('Approved');
    });
  });

  it('does not take a disabled option', async () => {
    const user = userEvent.setup();
    render(<WardForm />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Ward B1' }));
    expect(trigger()).toHaveTextContent('Please select');
  });

  it('closes on a press outside and on Escape', async () => {
    const user = userEvent.setup();
    render(<WardForm />);
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(trigger());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger()).toHaveTextContent('Please select');
  });

  it('shows the form error beneath the trigger, announced with it', async () => {
    const user = userEvent.setup();
    render(<WardForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByText('Please select a ward.');
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('Please select a ward.');
    // Beneath: the error follows the trigger in the document.
    expect(
      trigger().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows 'Loading ...' in the panel while the options load", async () => {
    const user = userEvent.setup();
    function Loading() {
      const { control } = useForm({ defaultValues: { ward: '' } });
      return <Select control={control} name="ward" label="Ward" options={[]} loading />;
    }
    render(<Loading />);
    await user.click(trigger());
    expect(screen.getByRole('option')).toHaveTextContent('Loading ...');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    function Disabled() {
      const { control } = useForm({ defaultValues: { ward: 'A1' } });
      return <Select control={control} name="ward" label="Ward" options={wards} disabled />;
    }
    render(<Disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
