import { AUTHORISATION_MESSAGES as M, type RequestDetail } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createClinicalDetails, createRequestDetail } from '../../../testing/data-generators';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { startAuthorisation, writeAuthorisation } from '../lib/stored-authorisation';
import { EREF, INSURER, PA_ID, renderAuthorisationAt } from '../testing';

const DETAIL = `GET /api/insurers/${INSURER}/requests/${PA_ID}`;
const SUBMIT = `PUT /api/requests/${PA_ID}/submit`;

const pending = (overrides: Partial<RequestDetail> = {}) =>
  createRequestDetail({
    paId: PA_ID,
    erefNo: EREF,
    insurerCode: INSURER,
    statusCode: 'PEN',
    creatorRole: 'insurance-agent',
    ...overrides,
  });

function verified(decision: 'accept' | 'reject', authMethod: 'EMAIL' | 'SMS' | 'SP' = 'SMS') {
  writeAuthorisation({
    ...startAuthorisation({ paId: PA_ID, decision, authMethod }, null),
    verified: true,
  });
}

const submitted = (statusCode: 'SUB' | 'REM-REJ') =>
  json(200, { paId: PA_ID, erefNo: EREF, statusCode, notified: ['doctor', 'insurer'] });

describe('declaration screens', () => {
  it('accept: the title, the two optional ticks, the required terms, then submits with the stored method', async () => {
    verified('accept', 'SMS');
    const server = stubFetch({
      [DETAIL]: () => json(200, pending()),
      [SUBMIT]: () => submitted('SUB'),
    });
    const view = renderAuthorisationAt(`/request/${PA_ID}/declaration-accept`);

    expect(await screen.findByRole('heading', { name: M.declarationTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.acceptTerms)).toBeInTheDocument();
    expect(server.callsTo(SUBMIT)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));

    await view.user.click(screen.getByRole('checkbox', { name: M.notifyConsultant }));
    await view.user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() =>
      expect(view.location()).toBe(`/acknowledgment/authorise/${EREF}?notified=doctor,insurer`),
    );
    const call = server.callsTo(SUBMIT)[0];
    expect(call?.body).toEqual({
      insurerCode: INSURER,
      paId: PA_ID,
      type: 'accept',
      authMethod: 'SMS',
      terms: true,
      fcNeedstobeNotified: true,
      hasRecommendedbyServiceprovider: false,
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reject: its title, only the terms tick, and Reject goes to the decline acknowledgement', async () => {
    verified('reject', 'SP');
    const server = stubFetch({
      [DETAIL]: () => json(200, pending()),
      [SUBMIT]: () => submitted('REM-REJ'),
    });
    const view = renderAuthorisationAt(`/request/${PA_ID}/declaration-reject`);

    expect(await screen.findByRole('heading', { name: M.rejectTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await view.user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await view.user.click(screen.getByRole('button', { name: 'Reject' }));

    await vi.waitFor(() =>
      expect(view.location()).toBe(`/acknowledgment/decline/${EREF}?notified=doctor,insurer`),
    );
    expect(server.callsTo(SUBMIT)[0]?.body).toMatchObject({
      type: 'reject',
      authMethod: 'SP',
      fcNeedstobeNotified: false,
      hasRecommendedbyServiceprovider: false,
    });
  });

  it('without a verified PIN or Singpass login in this tab, says so with a way back to authorise', async () => {
    startAuthorisation({ paId: PA_ID, decision: 'accept', authMethod: 'EMAIL' }, null);
    stubFetch({ [DETAIL]: () => json(200, pending()) });
    renderAuthorisationAt(`/request/${PA_ID}/declaration-accept`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Please authorise the request first/,
    );
    expect(screen.getByRole('link', { name: M.backToDetails })).toHaveAttribute(
      'href',
      `/request/${PA_ID}/authorise`,
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('when the server says the verification is missing or expired (403), shows its message and the way back', async () => {
    verified('accept');
    stubFetch({
      [DETAIL]: () => json(200, pending()),
      [SUBMIT]: () => apiError(403, { code: 'FORBIDDEN', detailMessage: M.proofMissing }),
    });
    const view = renderAuthorisationAt(`/request/${PA_ID}/declaration-accept`);
    await view.user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.proofMissing);
    expect(screen.getByRole('link', { name: M.backToDetails })).toHaveAttribute(
      'href',
      `/request/${PA_ID}/authorise`,
    );
  });

  it('says a request that is no longer pending cannot be authorised', async () => {
    verified('accept');
    stubFetch({ [DETAIL]: () => json(200, pending({ statusCode: 'SUB' })) });
    renderAuthorisationAt(`/request/${PA_ID}/declaration-accept`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be authorised/);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows what is being authorised before the person commits: who raised it, policy, rider, clinic, hospital, admission, fees', async () => {
    verified('accept');
    stubFetch({
      [DETAIL]: () =>
        json(
          200,
          pending({
            createdBy: 'Agent Lee',
            policyName: 'Shield Plan',
            policyNumber: 'POL9',
            policyRiderName: 'Shield Rider',
            policyRiderNumber: 'R9',
            clinic: { clinicId: 'c1', clinicName: 'Orchard Clinic', clinicCode: 'OC' },
            details: createClinicalDetails({
              hospitalName: 'Test Hospital',
              admissionDate: '2026-12-01',
              totalBill: '14000.00',
            }),
          }),
        ),
    });
    renderAuthorisationAt(`/request/${PA_ID}/declaration-accept`);

    const summary = await screen.findByRole('region', { name: 'What you are asked to authorise' });
    const text = summary.textContent ?? '';
    for (const fact of [
      EREF,
      'Agent Lee (your insurance agent)',
      'Shield Plan (POL9)',
      'Shield Rider (R9)',
      'Orchard Clinic',
      'Test Hospital',
      '01-12-2026',
      'S$ 14,000.00',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('before the doctor has sent the details, says the hospital, admission and fees are not known yet', async () => {
    verified('reject');
    stubFetch({ [DETAIL]: () => json(200, pending({ details: null })) });
    renderAuthorisationAt(`/request/${PA_ID}/declaration-reject`);

    const summary = await screen.findByRole('region', { name: 'What you are asked to authorise' });
    expect(within(summary).getAllByText(/Not known yet/)).toHaveLength(3);
  });
});
