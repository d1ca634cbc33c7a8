import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, within } from '../../testing/test-utils';
import { RepeatingGroup } from './repeating-group';

type Values = { diagnoses: { code: string }[] };

function DiagnosesForm({
  start = 1,
  minimum,
  maximum,
  updated,
  onSubmit = () => {},
}: {
  start?: number;
  minimum?: number;
  maximum?: number;
  updated?: boolean;
  onSubmit?: (v: Values) => void;
}) {
  const { control, register, handleSubmit } = useForm<Values>({
    defaultValues: { diagnoses: Array.from({ length: start }, (_, i) => ({ code: `D${i + 1}` })) },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <RepeatingGroup
        control={control}
        name="diagnoses"
        legend="Diagnosis"
        minimum={minimum}
        maximum={maximum}
        updated={updated}
        newRow={() => ({ code: '' })}
        rows={(row) => (
          <label>
            Code {row.index + 1}
            <input {...register(`diagnoses.${row.index}.code`)} />
          </label>
        )}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove/ });

describe('RepeatingGroup', () => {
  it('adds a row and focuses it; rows are submitted as an array', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DiagnosesForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    expect(screen.getByRole('group', { name: 'Diagnosis 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code 2')).toHaveFocus();
    await user.keyboard('D9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ diagnoses: [{ code: 'D1' }, { code: 'D9' }] });
  });

  it('keeps the focused field focused while Add or Remove is pressed, so its blur error cannot move the button from under the pointer', async () => {
    const user = userEvent.setup();
    render(<DiagnosesForm />);
    const add = screen.getByRole('button', { name: 'Add diagnosis' });
    await user.click(screen.getByLabelText('Code 1'));
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    expect(screen.getByLabelText('Code 1')).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    expect(screen.getByLabelText('Code 2')).toHaveFocus();
    const remove = screen.getByRole('button', { name: 'Remove Diagnosis 1' });
    await user.pointer({ keys: '[MouseLeft>]', target: remove });
    expect(screen.getByLabelText('Code 2')).toHaveFocus();
  });

  it('deletes the chosen row, and its button is named after the row', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DiagnosesForm start={3} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Remove Diagnosis 2' }));
    expect(screen.getByRole('button', { name: 'Add diagnosis' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ diagnoses: [{ code: 'D1' }, { code: 'D3' }] });
  });

  it('shows delete buttons only while the count is above the minimum (default 0)', async () => {
    const user = userEvent.setup();
    render(<DiagnosesForm start={1} />);
    expect(removeButtons()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Diagnosis 1' }));
    expect(screen.queryByRole('group', { name: 'Diagnosis 1' })).not.toBeInTheDocument();
  });

  it('hides delete buttons at the minimum and shows them again above it', async () => {
    const user = userEvent.setup();
    render(<DiagnosesForm start={1} minimum={1} />);
    expect(removeButtons()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    expect(removeButtons()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Diagnosis 1' }));
    expect(removeButtons()).toHaveLength(0);
  });

  it('shows no delete button when the group is flagged as updated, whatever the count', () => {
    render(<DiagnosesForm start={3} minimum={1} updated />);
    expect(screen.getAllByRole('group', { name: /^Diagnosis \d/ })).toHaveLength(3);
    expect(removeButtons()).toHaveLength(0);
  });

  it('disables the add button at the maximum and says why', async () => {
    const user = userEvent.setup();
    render(<DiagnosesForm start={2} maximum={3} />);
    const add = screen.getByRole('button', { name: 'Add diagnosis' });
    await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 3 rows.');
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Diagnosis \d/ })).toHaveLength(3);
  });

  it('has a default maximum of 20 rows', async () => {
    const user = userEvent.setup();
    render(<DiagnosesForm start={19} />);
    const add = screen.getByRole('button', { name: 'Add diagnosis' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Diagnosis' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(20);
  });
});
