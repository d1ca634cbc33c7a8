import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setup } from './create-request.test-support';

describe('/new-request', () => {
  it('shows the policyholder details and continues to the form; Cancel goes back', async () => {
    const { user, location, holder } = await setup({ path: '/new-request' });
    expect(await screen.findByText(holder.name)).toBeVisible();
    for (const value of [holder.nric, holder.email, holder.insurerCode]) {
      expect(screen.getByText(value)).toBeVisible();
    }
    // Stored as +6591234567, shown grouped as people write it.
    expect(screen.getByText('+65 9123 4567')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'New request' });
    expect(location()).toBe('/create-request');
    expect(screen.getByText(/agree the fees with the doctor/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/new-request'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });
});
