import { MESSAGES, VERIFICATION_MESSAGES as V } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCertificateVerification } from '../../../testing/data-generators';
import { apiError, deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { RESULT_TITLES } from '../components/verification-result';
import { CertificateVerificationRoute } from './certificate-verification';

const VERIFY = 'POST /api/certificates/verify';
const EREF = 'PA2026-000042';

function renderPage(path = '/verify-certificate') {
  return renderWithProviders(
    <Routes>
      <Route path="verify-certificate" element={<CertificateVerificationRoute />} />
    </Routes>,
    { path },
  );
}

const refBox = () => screen.getByRole('textbox', { name: /Pre-Authorisation Ref No/ });
const codeBox = () => screen.getByRole('textbox', { name: /Verification code/ });
const dobBox = () => screen.getByRole('textbox', { name: /Patient's date of birth/ });
const check = () => screen.getByRole('button', { name: 'Check' });

/** Fills the three fields and checks. */
async function checkCertificate(view: ReturnType<typeof renderPage>) {
  await view.user.type(refBox(), 'pa2026-000042');
  await view.user.type(codeBox(), 'x892v qvvna');
  await view.user.type(dobBox(), '01021980');
  await view.user.click(check());
}

describe('certificate verification page (/verify-certificate)', () => {
  it('says a genuine certificate is approved, with only what the API answered, for screen readers', async () => {
    const server = stubFetch({
      [VERIFY]: () =>
        json(
          200,
          createCertificateVerification('approved', { erefNo: EREF, insurerName: 'Acme Life' }),
        ),
    });
    const view = renderPage();
    expect(
      screen.getByRole('heading', { name: 'Check a Pre-Authorisation Certificate' }),
    ).toBeInTheDocument();
    await checkCertificate(view);

    const status = screen.getByRole('status');
    expect(
      await within(status).findByRole('heading', { name: RESULT_TITLES.approved }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent(V.approved);
    expect(status).toHaveTextContent('Acme Life');
    expect(status).toHaveTextContent(EREF);
    expect(status).toHaveTextContent('Approved');
    expect(status).toHaveTextContent('20-11-2026 to 20-12-2026');
    // The amounts to compare with the printed certificate, in a table with named rows.
    const amounts = within(status).getByRole('table', { name: 'Amounts approved' });
    expect(
      within(amounts).getByRole('row', { name: 'Surgery 1: surgeon fee S$ 3,500.00' }),
    ).toBeInTheDocument();
    expect(
      within(amounts).getByRole('row', { name: 'Hospital charges S$ 800.00' }),
    ).toBeInTheDocument();
    expect(
      within(amounts).getByRole('row', { name: 'Approved total S$ 5,670.00' }),
    ).toBeInTheDocument();
    // The body as the schema makes it: the ref upper-cased, the code without its space.
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({
      erefNo: EREF,
      code: 'X892VQVVNA',
      dateOfBirth: '1980-02-01',
    });
  });

  it('says a certificate whose approval was withdrawn is void, with the status now', async () => {
    stubFetch({
      [VERIFY]: () =>
        json(200, createCertificateVerification('no-longer-approved', { statusCode: 'AMEND' })),
    });
    const view = renderPage();
    await checkCertificate(view);
    const status = screen.getByRole('status');
    expect(
      await within(status).findByRole('heading', { name: RESULT_TITLES['no-longer-approved'] }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent(V.noLongerApproved);
    expect(status).toHaveTextContent('Amended');
  });

  it('says a certificate past its validity is expired, with the period it was valid for', async () => {
    stubFetch({
      [VERIFY]: () =>
        json(200, createCertificateVerification('expired', { validUntil: '2026-11-25' })),
    });
    const view = renderPage();
    await checkCertificate(view);
    const status = screen.getByRole('status');
    expect(
      await within(status).findByRole('heading', { name: RESULT_TITLES.expired }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent(V.expired);
    expect(status).toHaveTextContent('20-11-2026 to 25-11-2026');
    expect(within(status).getByRole('table', { name: 'Amounts approved' })).toBeInTheDocument();
  });

  it('says a certificate it cannot match is not confirmed, and shows no details', async () => {
    stubFetch({ [VERIFY]: () => json(200, createCertificateVerification('not-confirmed')) });
    const view = renderPage();
    await checkCertificate(view);
    const status = screen.getByRole('status');
    expect(
      await within(status).findByRole('heading', { name: RESULT_TITLES['not-confirmed'] }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent(V.notConfirmed);
    expect(within(status).queryByText('Insurer')).not.toBeInTheDocument();
    expect(within(status).queryByRole('table')).not.toBeInTheDocument();
  });

  it("fills in the QR code's ref no and code, as printed, and asks only the date of birth", async () => {
    const server = stubFetch({ [VERIFY]: () => json(200, createCertificateVerification()) });
    const view = renderPage(`/verify-certificate?ref=${EREF}&code=X892VQVVNA`);
    expect(refBox()).toHaveValue(EREF);
    expect(codeBox()).toHaveValue('X892V-QVVNA');
    expect(screen.getByText(/are filled in/)).toBeInTheDocument();
    await view.user.type(dobBox(), '01021980');
    await view.user.click(check());
    expect(await within(screen.getByRole('status')).findByRole('heading')).toHaveTextContent(
      RESULT_TITLES.approved,
    );
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({
      erefNo: EREF,
      code: 'X892VQVVNA',
      dateOfBirth: '1980-02-01',
    });
  });

  it("shows the shared schema's message at each empty field and asks nothing", async () => {
    const server = stubFetch({});
    const view = renderPage();
    await view.user.click(check());
    expect(await screen.findByText(V.erefNoRequired)).toBeInTheDocument();
    expect(screen.getByText(V.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(V.dateOfBirthRequired)).toBeInTheDocument();
    expect(refBox()).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's message when there were too many checks, as an alert", async () => {
    stubFetch({
      [VERIFY]: () =>
        apiError(429, { code: 'RATE_LIMITED', detailMessage: MESSAGES.tooManyRequests }),
    });
    const view = renderPage();
    await checkCertificate(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears an answer when a field changes, and says nothing while checking', async () => {
    const answer = deferred();
    stubFetch({ [VERIFY]: () => answer.promise });
    const view = renderPage();
    await checkCertificate(view);
    expect(check()).toHaveAttribute('aria-busy', 'true');
    answer.resolve(json(200, createCertificateVerification()));
    expect(
      await within(screen.getByRole('status')).findByRole('heading', {
        name: RESULT_TITLES.approved,
      }),
    ).toBeInTheDocument();
    await view.user.type(codeBox(), 'Z');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
