import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { render, screen, userEvent } from '../../testing/test-utils';
import { TextareaField } from './textarea-field';

const schema = z.object({ reason: z.string().min(1, 'Please add a reason for cancelling.') });

function ReasonForm({
  onSubmit = () => {},
  maxLength,
  blockedKeys,
  defaultValue = '',
}: {
  onSubmit?: (values: z.infer<typeof schema>) => void;
  maxLength?: number;
  blockedKeys?: string[];
  defaultValue?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { reason: defaultValue },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextareaField
        id="reason"
        label="Reason"
        maxLength={maxLength}
        blockedKeys={blockedKeys}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('TextareaField', () => {
  it("counts down 'Characters left: N' from 1000 as the user types, politely announced", async () => {
    const user = userEvent.setup();
    render(<ReasonForm />);
    const counter = screen.getByText('Characters left: 1000');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByLabelText('Reason'), 'Knee pain');
    expect(screen.getByText('Characters left: 991')).toBe(counter);
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Characters left: 991');
  });

  it('counts a default value given by the form', () => {
    render(<ReasonForm defaultValue="abc" />);
    expect(screen.getByText('Characters left: 997')).toBeInTheDocument();
  });

  it('stops at maxLength (1000 by default, or the given maximum)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ReasonForm maxLength={5} onSubmit={onSubmit} />);
    const textarea = screen.getByLabelText('Reason');
    await user.type(textarea, 'abcdefgh');
    expect(textarea).toHaveValue('abcde');
    expect(screen.getByText('Characters left: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ reason: 'abcde' });
  });

  it('has a default maximum of 1000 characters', () => {
    render(<ReasonForm />);
    expect(screen.getByLabelText('Reason')).toHaveAttribute('maxlength', '1000');
  });

  it('does not insert blocked keys', async () => {
    const user = userEvent.setup();
    render(<ReasonForm blockedKeys={['^', '\\']} />);
    const textarea = screen.getByLabelText('Reason');
    await user.type(textarea, 'a^b\\c');
    expect(textarea).toHaveValue('abc');
    expect(screen.getByText('Characters left: 997')).toBeInTheDocument();
  });

  it('starts at 2 rows', () => {
    render(<ReasonForm />);
    expect(screen.getByLabelText('Reason')).toHaveAttribute('rows', '2');
  });

  it('measures its text to fit the rows, but not an empty field (no forced layout on mount)', () => {
    const measure = vi.spyOn(window, 'getComputedStyle');
    render(<ReasonForm />);
    expect(measure).not.toHaveBeenCalled();

    render(<ReasonForm defaultValue={'Line one\nLine two\nLine three'} />);
    expect(measure).toHaveBeenCalled();
    measure.mockRestore();
  });

  it('shows the error under the input on blur and marks the input invalid', async () => {
    const user = userEvent.setup();
    render(<ReasonForm />);
    const textarea = screen.getByLabelText('Reason');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await user.click(textarea);
    await user.tab();
    const error = await screen.findByText('Please add a reason for cancelling.');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the count.
    expect(textarea).toHaveAccessibleDescription(
      'Please add a reason for cancelling. Characters left: 1000',
    );
    // Beneath the input: after it in document order.
    expect(textarea.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(textarea, 'x');
    expect(screen.queryByText('Please add a reason for cancelling.')).not.toBeInTheDocument();
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });
});
