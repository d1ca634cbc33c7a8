import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { apiError, inTurn, json } from '../../../testing/fetch-stub';
import { findToast, render, screen } from '../../../testing/test-utils';
import { setup } from './queue.test-support';

const DIGEST = 'POST /api/adjudication/digest';
const button = () => screen.findByRole('button', { name: "Email me today's digest" });

describe("the queue's “Email me today's digest”", () => {
  it('emails the digest once, even on a double click, and says what it holds', async () => {
    render(<Toaster />);
    const app = setup('/adjudication', { [DIGEST]: () => json(200, { overdue: 2, dueToday: 3 }) });

    await app.user.dblClick(await button());

    expect(
      await findToast("Today's digest is on its way to your email: 2 overdue, 3 due today."),
    ).toBeInTheDocument();
    expect(screen.getByText("Today's digest was emailed to you.")).toBeVisible();
    expect(screen.queryByRole('button', { name: "Email me today's digest" })).toBeNull();
    const calls = app.server.callsTo(DIGEST);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why when it fails, and a retry sends the same Idempotency-Key', async () => {
    const app = setup('/adjudication', {
      [DIGEST]: inTurn(
        apiError(503, {
          code: 'SERVICE_UNAVAILABLE',
          detailMessage: 'The portal is busy. Please try again in a minute.',
        }),
        json(200, { overdue: 0, dueToday: 1 }),
      ),
    });

    await app.user.click(await button());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is busy. Please try again in a minute.',
    );
    await app.user.click(await button());
    expect(await screen.findByText("Today's digest was emailed to you.")).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = app.server.callsTo(DIGEST);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });
});
