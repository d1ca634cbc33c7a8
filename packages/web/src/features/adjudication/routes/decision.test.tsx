import { ADJUDICATION_MESSAGES, DECISION_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createCaseView } from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { findToast, screen, waitFor, within } from '../../../testing/test-utils';
import { decided, dialog, renderDecisionAt, stubCase } from './decision.test-support';

describe('the decision route', () => {
  it('shows the not-found screen for another decision, without reading the case', async () => {
    const view = createCaseView();
    const server = stubCase(view);
    renderDecisionAt(`/adjudication/cases/${view.paId}/escalate`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the not-found screen for an id that is not one, and for a case not found', async () => {
    stubFetch({
      'GET /api/adjudication/cases/00000000-0000-4000-8000-000000000999': () =>
        apiError(404, createErrorEnvelope({ code: 'NOT_FOUND', detailMessage: 'Not found.' })),
    });
    const first = renderDecisionAt('/adjudication/cases/not-an-id/approve');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    first.unmount();
    renderDecisionAt('/adjudication/cases/00000000-0000-4000-8000-000000000999/reject');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['approve', 'reject', 'request-amendment'])(
    '%s: says the request is no longer waiting for a decision when it is not in Processing',
    async (decision) => {
      const view = createCaseView({ statusCode: 'APP' });
      stubCase(view);
      renderDecisionAt(`/adjudication/cases/${view.paId}/${decision}`);
      const status = (
        await screen.findByText('This request is no longer waiting for a decision: it is Approved.')
      ).closest('[role="status"]') as HTMLElement;
      expect(within(status).getByRole('link', { name: 'Go to the case' })).toHaveAttribute(
        'href',
        `/adjudication/cases/${view.paId}`,
      );
      expect(screen.queryByRole('form')).toBeNull();
    },
  );

  it('says who holds the case before anything is typed', async () => {
    const view = createCaseView({
      hold: {
        adjudicatorId: 'adj-2',
        adjudicatorName: 'Marcus Tan',
        takenAt: '2026-11-24T09:00:00.000Z',
        expiresAt: '2026-11-24T09:30:00.000Z',
        heldByMe: false,
      },
    });
    stubCase(view);
    renderDecisionAt(`/adjudication/cases/${view.paId}/reject`);
    expect(
      await screen.findByText(ADJUDICATION_MESSAGES.heldByOther('Marcus Tan', '17:30'), {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});

describe('the rejection page', () => {
  const view = createCaseView();
  const post = `POST /api/adjudication/cases/${view.paId}/reject`;

  it('needs a coded reason and the explanation, then confirms, sends and opens the case', async () => {
    const server = stubCase(view, {
      [post]: () => decided(view, { statusCode: 'REJ', notified: ['policyholder', 'doctor'] }),
    });
    const { user, location } = renderDecisionAt(`/adjudication/cases/${view.paId}/reject`);
    await screen.findByRole('form', { name: 'Rejection' });
    expect(screen.getByText('Characters left: 1000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(DECISION_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(screen.getByText(DECISION_MESSAGES.rejectionTextRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    // Only the rejection reasons are offered.
    expect(screen.queryByRole('option', { name: /RED-AGREED/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Condition excluded (REJ-EXCL)' }));
    await user.type(
      screen.getByLabelText('Explanation for the policyholder'),
      'Your policy excludes this condition.',
    );
    expect(screen.getByText('Characters left: 964')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    await findToast('Rejected. The policyholder and the doctor have been told.');
    await waitFor(() => expect(location()).toBe(`/adjudication/cases/${view.paId}`));
    expect(server.callsTo(post)[0]!.body).toEqual({
      reasonCode: 'REJ-EXCL',
      reasonText: 'Your policy excludes this condition.',
    });
  });

  it('shows the server’s 409 when the request left Processing meanwhile', async () => {
    const moved = 'This request cannot be rejected while it is Approved.';
    let reads = 0;
    const server = stubFetch({
      [`GET /api/adjudication/cases/${view.paId}`]: () =>
        json(200, ++reads === 1 ? view : { ...view, statusCode: 'APP' }),
      'GET /api/adjudication/reasons': () =>
        json(200, { reasons: [{ kind: 'rejection', code: 'REJ-INFO', label: 'Information' }] }),
      [post]: () =>
        apiError(409, createErrorEnvelope({ code: 'NOT_ALLOWED_IN_STATUS', detailMessage: moved })),
    });
    const { user, failures } = renderDecisionAt(`/adjudication/cases/${view.paId}/reject`);
    await user.click(await screen.findByRole('combobox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'Information (REJ-INFO)' }));
    await user.type(screen.getByLabelText('Explanation for the policyholder'), 'Missing notes.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    const status = (
      await screen.findByText('This request is no longer waiting for a decision: it is Approved.')
    ).closest('[role="status"]') as HTMLElement;
    // The server's words and the status now, in one box with one way back.
    expect(status).toHaveTextContent(moved);
    expect(within(status).getAllByRole('link', { name: 'Go to the case' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo(post)).toHaveLength(1);
    // Said on the page, not as a notification.
    expect(failures).toEqual([]);
  });
});

describe('the amendment request page', () => {
  const view = createCaseView();
  const post = `POST /api/adjudication/cases/${view.paId}/request-amendment`;

  it('needs what must change, names the documents ticked, then confirms, sends and opens the case', async () => {
    const server = stubCase(view, {
      [post]: () => decided(view, { statusCode: 'AME-REQ', notified: ['doctor', 'policyholder'] }),
    });
    const { user } = renderDecisionAt(`/adjudication/cases/${view.paId}/request-amendment`);
    await screen.findByRole('form', { name: 'Amendment request' });
    await user.click(screen.getByRole('button', { name: 'Request amendment' }));
    expect(await screen.findByText(DECISION_MESSAGES.changesRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('What must change'), 'Attach the EP letter.');
    expect(screen.getByText('Characters left: 979')).toBeInTheDocument();
    const documents = screen.getByRole('group', { name: 'Documents the doctor must attach' });
    await user.click(within(documents).getByRole('checkbox', { name: 'Histology report' }));
    await user.click(screen.getByRole('button', { name: 'Request amendment' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Send this request back to the doctor to change it?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await findToast(
      'Amendment requested: the doctor has a new link to change the request. The policyholder and the doctor have been told.',
    );
    await screen.findByText('The case page');
    expect(server.callsTo(post)[0]!.body).toEqual({
      changesRequired: 'Attach the EP letter.',
      requiredDocumentKinds: ['histology'],
    });
    expect(server.callsTo('GET /api/adjudication/reasons')).toHaveLength(0);
  });

  it('puts the server’s field issue on the field', async () => {
    stubCase(view, {
      [post]: () =>
        apiError(
          400,
          createErrorEnvelope({
            code: 'VALIDATION_FAILED',
            detailMessage: DECISION_MESSAGES.textTooLong,
            issues: [{ path: 'changesRequired', message: DECISION_MESSAGES.textTooLong }],
          }),
        ),
    });
    const { user } = renderDecisionAt(`/adjudication/cases/${view.paId}/request-amendment`);
    await user.type(await screen.findByLabelText('What must change'), 'Fix it.');
    await user.click(screen.getByRole('button', { name: 'Request amendment' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(DECISION_MESSAGES.textTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('What must change')).toHaveValue('Fix it.');
  });
});
