// The seed-demo tests' server: the file's database with the demo data seeded, and the demo
// accounts' logins.
import { createTestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo-people';
import { seedDemoDataIfEmpty } from './seed-demo';

export const { app, db, clock } = await createTestApp();
export const accounts = await seedDemoDataIfEmpty(db, clock.now());

/** A demo account's login from `remoteAddress` (logins are limited per address: one per test). */
export const logIn = (username: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress,
  });

/** The headers of a demo account's calls once logged in. */
export async function demoHeaders(username: string, remoteAddress: string) {
  const loggedIn = await logIn(username, remoteAddress);
  return { authorization: `Bearer ${loggedIn.json().access_token}` };
}
