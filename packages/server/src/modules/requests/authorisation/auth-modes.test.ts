import { describe, expect, it } from 'vitest';
import { createInsurer } from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import { app, db, loginAs, type Login } from '../test-support/request-worlds';

const listModes = (login: Login, userType: string) =>
  app.inject({
    method: 'GET',
    url: `/api/auth-modes?userType=${userType}`,
    headers: { authorization: login.authorization },
  });

async function insurerWithModes() {
  const insurer = await createInsurer(db);
  await db.insert(t.insurerAuthModes).values(
    [
      { authCode: 'SMS', authDesc: 'SMS', validflag: true, position: 2 },
      { authCode: 'EMAIL', authDesc: 'Email', validflag: true, position: 1 },
      { authCode: 'TOKEN', authDesc: 'Hardware token', validflag: false, position: 3 },
      { authCode: 'SP', authDesc: 'Singpass', validflag: true, position: 0 },
    ].map((mode) => ({ ...mode, insurerId: insurer.id, userType: 'policy-holder' })),
  );
  await db.insert(t.insurerAuthModes).values({
    insurerId: insurer.id,
    userType: 'insured-patient',
    authCode: 'EMAIL',
    authDesc: 'Email',
    validflag: true,
    position: 0,
  });
  return insurer;
}

describe('GET /api/auth-modes', () => {
  it("answers the caller's insurer's modes for the user type, in order, invalid ones included", async () => {
    const insurer = await insurerWithModes();
    await insurerWithModes();
    const login = await loginAs(insurer.id, { userType: 'policy-holder' });

    const response = await listModes(login, 'policy-holder');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { authCode: 'SP', authDesc: 'Singpass', validflag: true },
      { authCode: 'EMAIL', authDesc: 'Email', validflag: true },
      { authCode: 'SMS', authDesc: 'SMS', validflag: true },
      { authCode: 'TOKEN', authDesc: 'Hardware token', validflag: false },
    ]);
    expect((await listModes(login, 'insurance-agent')).json()).toEqual([]);
  });

  it('is for the policyholder only (403), and checks the user type (400)', async () => {
    const insurer = await insurerWithModes();
    const agent = await loginAs(insurer.id, { userType: 'insurance-agent' });
    const holder = await loginAs(insurer.id, { userType: 'policy-holder' });

    expect((await listModes(agent, 'policy-holder')).statusCode).toBe(403);
    expect((await listModes(holder, 'nobody')).statusCode).toBe(400);
  });
});
