// Issue 25 §2 (000 L95–96): the REM method the demo insurer marks valid is offered to the logged-in
// policyholder. A wrong password says how many tries are left; the right one (date of birth as
// DDMMYYYY, then the NRIC) leads to the declaration, and the request goes on to the doctor.
import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { describe, it, onTestFinished } from 'vitest';
import {
  AGENT_PATIENTS,
  cancelIfOpen,
  checkScreen,
  chooseMethod,
  CLIENT,
  declare,
  openAuthorise,
  raiseAsAgent,
} from '../support/authorisation';
import { usePage } from '../support/browser';
import { PHONE } from '../support/doctor';
import { logIn } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

describe('authorising with Remote Authentication', () => {
  it('the policyholder chooses Remote Authentication, types DOB and NRIC, and declares', async () => {
    const agent = page();
    const { erefNo, paId } = await raiseAsAgent(agent, AGENT_PATIENTS.mother);
    onTestFinished(() => cancelIfOpen(baseUrl, paId));
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await logIn(h, CLIENT.login);
    await openAuthorise(h, erefNo);

    await chooseMethod(h, 'Remote Authentication');
    await h.getByRole('button', { name: 'Accept', exact: true }).click();
    await h.waitForURL(`**/request/${paId}/authorise/REM`);
    await h.getByRole('heading', { name: M.remoteTitle }).waitFor();
    await h
      .getByText(`You are authorising request ${erefNo} for ${AGENT_PATIENTS.mother}.`)
      .waitFor();
    await checkScreen(h);

    const password = h.getByLabel('Password');
    await password.fill(`01011970${CLIENT.nric}`);
    await h.getByRole('button', { name: 'Verify' }).click();
    await h.getByText(`${M.remoteMismatch} 4 tries left.`).waitFor();

    await password.fill(`${CLIENT.dateOfBirth}${CLIENT.nric}`);
    await h.getByRole('button', { name: 'Verify' }).click();
    await h.waitForURL(`**/request/${paId}/declaration-accept`);
    await declare(h, 'Submit');
    await h.waitForURL(new RegExp(`/acknowledgment/authorise/${erefNo}`));
  });
});
