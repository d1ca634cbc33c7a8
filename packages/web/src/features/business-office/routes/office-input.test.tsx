import {
  BUSINESS_OFFICE_ACKNOWLEDGEMENT,
  BUSINESS_OFFICE_MESSAGES as M,
  LINK_MESSAGES,
} from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { LINK_LOGGED_OUT } from '../../../components/link-access/link-logout';
import { readLinkSession, readLinkToken, writeLinkToken } from '../../../lib/link-session';
import { apiError, deferred, json, noBody } from '../../../testing/fetch-stub';
import { act, screen, within } from '../../../testing/test-utils';
import { OFFICE_TEXTS } from '../lib/office-texts';
import {
  ADDRESS,
  BASE,
  DETAIL_ID,
  LINE_ID,
  PA_ID,
  renderOfficeAt,
  stubOfficeInput,
  SUBMIT_CALL,
} from '../testing';

const submitted = () =>
  json(200, {
    paId: PA_ID,
    erefNo: 'PA2026-000077',
    statusCode: 'PRO',
    updatedTotalBill: '3301.00',
    notified: [],
  });
const surgery = () => screen.getByRole('group', { name: 'Surgery 1' });
const totalShown = () =>
  within(screen.getByRole('region', { name: 'Totals' }))
    .getByText('Total bill (inclusive of GST)')
    .closest('div')!;

async function openInput() {
  const view = renderOfficeAt(`${BASE}/input`);
  await screen.findByRole('heading', { name: 'Pre-Authorisation Request Details' });
  await screen.findByRole('button', { name: 'Save and Proceed' });
  return view;
}

describe('business-office input page', () => {
  it('logs out: the server ends the link session, the tab forgets the link and says so', async () => {
    writeLinkToken(ADDRESS, 'emailed-token');
    const server = stubOfficeInput({ 'POST /api/auth/logout': () => noBody(204) });
    const { user } = await openInput();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('status')).toHaveTextContent(LINK_LOGGED_OUT);
    const [logout] = server.callsTo('POST /api/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer office.verified');
    expect(readLinkSession(ADDRESS)).toBeNull();
    expect(readLinkToken(ADDRESS)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
  });

  it('shows the request: ref no, service provider, the ICD descriptions without blanks, the policyholder masked', async () => {
    stubOfficeInput();
    await openInput();
    const request = screen.getByRole('region', { name: 'Request' });
    expect(within(request).getByText('Lee Surgery Clinic')).toBeInTheDocument();
    expect(within(request).getByText('Inguinal hernia')).toBeInTheDocument();
    expect(within(request).getByText('Gallstones')).toBeInTheDocument();
    expect(within(request).queryByText('Diagnosis 3 (ICD-10)')).not.toBeInTheDocument();
    expect(within(request).getByText('*****567D')).toBeInTheDocument();
    // The procedure and justification read-only, the fees editable with steps of 0.01.
    expect(within(surgery()).getByText('SF701H Hernia repair')).toBeInTheDocument();
    expect(within(surgery()).getByText('Recurrent hernia')).toBeInTheDocument();
    expect(within(surgery()).getByLabelText('Surgeon fee')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Hospital charges')).toHaveValue(1200);
    expect(screen.getByLabelText(BUSINESS_OFFICE_ACKNOWLEDGEMENT)).not.toBeChecked();
  });

  it("gives §5's messages under the fields, on blur and again on change", async () => {
    stubOfficeInput();
    const { user } = await openInput();
    const surgeon = within(surgery()).getByLabelText('Surgeon fee');
    await user.clear(surgeon);
    await user.tab();
    expect(await within(surgery()).findByText(M.mustBeNumber)).toBeInTheDocument();
    await user.type(surgeon, '-5');
    expect(await within(surgery()).findByText(M.positiveAmount)).toBeInTheDocument();
    await user.clear(surgeon);
    await user.type(surgeon, '5');
    expect(within(surgery()).queryByText(M.positiveAmount)).not.toBeInTheDocument();

    // The anaesthetic and attendance fees may be empty.
    await user.clear(within(surgery()).getByLabelText('Anaesthetic fee'));
    await user.clear(screen.getByLabelText('Attendance fee'));
    await user.clear(screen.getByLabelText('Hospital charges'));
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(M.acknowledge)).toBeInTheDocument();
    const charges = screen.getByLabelText('Hospital charges');
    expect(charges).toHaveAccessibleDescription(M.mustBeNumber);
    expect(screen.getAllByText(M.mustBeNumber)).toHaveLength(1);
  });

  it('adds other fees up to 4, offering only the fee types not used yet; each can be deleted', async () => {
    stubOfficeInput();
    const { user } = await openInput();
    await user.click(screen.getByRole('button', { name: 'Add More Other Fees' }));
    const second = screen.getByRole('group', { name: 'Other fee 2' });
    // A new row's fields wait for their blur before saying anything.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(second).queryByText(M.selectOne)).not.toBeInTheDocument();
    expect(within(second).queryByText(M.mustBeNumber)).not.toBeInTheDocument();
    await user.type(within(second).getByRole('combobox', { name: 'Fee type' }), 'a');
    expect(await screen.findByRole('option', { name: 'Imaging' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Physiotherapy' })).toBeInTheDocument();
    // Laboratory is the first row's.
    expect(screen.queryByRole('option', { name: 'Laboratory' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Imaging' }));

    await user.click(screen.getByRole('button', { name: 'Add More Other Fees' }));
    await user.click(screen.getByRole('button', { name: 'Add More Other Fees' }));
    expect(screen.getByRole('button', { name: 'Add More Other Fees' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Other fee 4' }));
    expect(screen.queryByRole('group', { name: 'Other fee 4' })).not.toBeInTheDocument();
  });

  it('totals live, rounded up to a whole number, and submits the fees with that total once per visit', async () => {
    const server = stubOfficeInput({ [SUBMIT_CALL]: submitted });
    const { user, location } = await openInput();
    // The doctor's fees: 1000 + 400 + 100 + 100 + 1200.
    expect(totalShown()).toHaveTextContent('S$ 2,800.00');
    const surgeon = within(surgery()).getByLabelText('Surgeon fee');
    await user.clear(surgeon);
    await user.type(surgeon, '1500.25');
    expect(totalShown()).toHaveTextContent('S$ 3,301.00');

    await user.click(screen.getByLabelText(BUSINESS_OFFICE_ACKNOWLEDGEMENT));
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() => expect(location()).toBe(`${BASE}/acknowledgment/${PA_ID}`));
    const call = server.callsTo(SUBMIT_CALL)[0]!;
    expect(call.body).toEqual({
      paDetail: {
        padetailId: DETAIL_ID,
        updatedDoctorAttendancefee: '100.00',
        updatedTotalHospitalcharges: '1200.00',
        updatedTotalBill: '3301.00',
      },
      surgeryDetails: [
        {
          id: LINE_ID,
          tospCode: 'SF701H',
          surgeonfee: 1500.25,
          surgeonfeeJustification: 'Recurrent hernia',
          anaesthetistfee: '400.00',
          anaesthetistfeeJustification: null,
        },
      ],
      otherFees: [{ feesCode: 'LAB', feesAmount: '100.00' }],
      termsAndConditions: true,
    });
    expect(call.headers.get('Authorization')).toBe('Bearer office.verified');
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[\da-f-]{36}$/);
  });

  it("disables Save and Proceed while sending, and shows a 409's message in place", async () => {
    const answer = deferred();
    stubOfficeInput({ [SUBMIT_CALL]: () => answer.promise });
    const { user, location } = await openInput();
    await user.click(screen.getByLabelText(BUSINESS_OFFICE_ACKNOWLEDGEMENT));
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeDisabled(),
    );
    const refusal = 'This request was already submitted to the insurer.';
    await act(async () =>
      answer.resolve(apiError(409, { code: 'NOT_ALLOWED_IN_STATUS', detailMessage: refusal })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(location()).toBe(`${BASE}/input`);
  });

  it('goes back to verification when the session has ended (401), keeping what was typed in the tab', async () => {
    stubOfficeInput({
      [SUBMIT_CALL]: () => apiError(401, { code: 'UNAUTHENTICATED', detailMessage: 'Ended' }),
      'GET /api/links/business-office/INS/PA2026-000077': () => json(404, {}),
    });
    const { user, location } = await openInput();
    await user.clear(screen.getByLabelText('Attendance fee'));
    await user.type(screen.getByLabelText('Attendance fee'), '150');
    await user.click(screen.getByLabelText(BUSINESS_OFFICE_ACKNOWLEDGEMENT));
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() => expect(location()).toBe(`${BASE}/verification`));
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(readLinkSession(ADDRESS)).toBeNull();
    expect(sessionStorage.getItem(`draft:link:${PA_ID}:business-office-form`)).toContain(
      '"updatedDoctorAttendancefee":150',
    );
  });

  it('opens again on the typing the tab kept, with the restored note and Start over', async () => {
    stubOfficeInput();
    const first = await openInput();
    await first.user.clear(screen.getByLabelText('Hospital charges'));
    await first.user.type(screen.getByLabelText('Hospital charges'), '999');
    first.unmount();

    const { user } = await openInput();
    expect(
      screen.getByText('We restored what you had typed on this form. Check it before you submit.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Hospital charges')).toHaveValue(999);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Hospital charges')).toHaveValue(1200);
  });

  it('Cancel asks first; Yes ends the session and says the tab can be closed', async () => {
    stubOfficeInput();
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = await openInput();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(OFFICE_TEXTS.cancelQuestion);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(OFFICE_TEXTS.cancelled)).toBeInTheDocument();
    expect(readLinkSession(ADDRESS)).toBeNull();
  });
});
