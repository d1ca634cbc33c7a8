import { MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';

const { page } = usePage();

describe('logging in', () => {
  it('takes a visitor to /login, then to the welcome line, and logs out on the server', async () => {
    const p = page();
    await p.goto('/dashboard');
    await p.waitForURL('**/login');
    expect(await p.getByText(MESSAGES.headerWarning).isVisible()).toBe(true);

    await p.getByLabel('Username or email').fill('policyholder@demo.sg');
    await p.getByLabel('Password').fill('demo-password');
    await p.getByRole('button', { name: 'Log in' }).click();

    await p.waitForURL('**/dashboard');
    await p.getByText('Welcome, Tan Wei Ming').waitFor();
    const token = await p.evaluate(() => sessionStorage.getItem('access_token'));
    expect(token).toBeTruthy();

    await p.getByRole('button', { name: 'Log out' }).click();
    await p.waitForURL('**/login');
    const meAfterLogout = await p.request.get('/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(meAfterLogout.status()).toBe(401);
  });

  it('shows the error for a wrong password and stays on /login', async () => {
    const p = page();
    await p.goto('/login');

    await p.getByLabel('Username or email').fill('policyholder@demo.sg');
    await p.getByLabel('Password').fill('not-the-password');
    await p.getByRole('button', { name: 'Log in' }).click();

    await p.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    expect(p.url()).toMatch(/\/login$/);
  });
});
