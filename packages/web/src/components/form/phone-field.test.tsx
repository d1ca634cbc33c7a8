import { zodResolver } from '@hookform/resolvers/zod';
import { type CountryCode, phoneNumberSchema } from '@preauth/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PhoneField } from './phone-field';

function PhoneForm({
  country = 'SG',
  mobile = '',
  onSubmit = () => {},
  icon,
}: {
  country?: CountryCode;
  mobile?: string;
  onSubmit?: (values: unknown) => void;
  icon?: ReactNode;
}) {
  const { control, handleSubmit } = useForm({
    defaultValues: { mobile },
    resolver: zodResolver(z.object({ mobile: phoneNumberSchema(country) })),
    mode: 'onTouched',
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <PhoneField
        control={control}
        name="mobile"
        label="Mobile number"
        defaultCountry={country}
        icon={icon}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

function setup(props: Parameters<typeof PhoneForm>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<PhoneForm {...props} />);
  return {
    ...view,
    user,
    input: screen.getByLabelText('Mobile number'),
    submit: () => user.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

describe('phone field', () => {
  it('reformats as typed for Singapore: 91234567 shows 9123 4567', async () => {
    const { user, input } = setup();
    await user.type(input, '9123');
    expect(input).toHaveValue('9123');
    await user.type(input, '4');
    expect(input).toHaveValue('9123 4');
    await user.type(input, '567');
    expect(input).toHaveValue('9123 4567');
  });

  it('reformats for the country given: 02079460958 in Britain shows 020 7946 0958', async () => {
    const { user, input } = setup({ country: 'GB' });
    await user.type(input, '02079460958');
    expect(input).toHaveValue('020 7946 0958');
  });

  it('reads a number typed with + as international', async () => {
    const { user, input } = setup();
    await user.type(input, '+6591234567');
    expect(input).toHaveValue('+65 9123 4567');
  });

  it('keeps the caret where it was when an edit in the middle is reformatted', async () => {
    const { user, input } = setup();
    await user.type(input, '91234567');
    // Backspace after '9123 45' removes the 5; the caret stays after '9123 4'.
    await user.type(input, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('9123 467');
    expect((input as HTMLInputElement).selectionStart).toBe(6);
  });

  it('shows a stored E.164 number formatted', () => {
    const { input } = setup({ mobile: '+6591234567' });
    expect(input).toHaveValue('+65 9123 4567');
  });

  it('drops letters as they are typed', async () => {
    const { user, input } = setup();
    await user.type(input, '9a1b2c3');
    expect(input).toHaveValue('9123');
  });

  it('submits the number in E.164', async () => {
    const onSubmit = vi.fn();
    const { user, input, submit } = setup({ onSubmit });
    await user.type(input, '91234567');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '+6591234567' }, expect.anything());
  });

  it('shows its error beside the input, announced with it', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.tab();
    const error = await screen.findByText('Please enter a phone number.');
    // Beside: the error shares the input's row instead of following the field beneath it.
    expect(error.parentElement).toHaveClass('field__row');
    expect(error.parentElement).toContainElement(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a phone number.');
  });

  it.each([
    ['', 'Please enter a phone number.'],
    ['9123', 'This phone number is too short.'],
    ['9123456789012', 'This phone number is too long.'],
    ['912345678', 'Please enter a valid phone number.'],
  ])('refuses %j with %j', async (typed, message) => {
    const onSubmit = vi.fn();
    const { user, input, submit } = setup({ onSubmit });
    if (typed) await user.type(input, typed);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes at most 250 characters', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('maxLength', '250');
  });

  it('shows an icon when given one, hidden from assistive technology', () => {
    const { container } = setup({ icon: <svg data-testid="phone-icon" /> });
    expect(screen.getByTestId('phone-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.phone-field__control--icon')).not.toBeNull();
  });
});
