import { displayVerificationCode } from '@preauth/shared';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { app, db } from '../test-support/request-worlds';
import { REDUCTION, decide, decisionWorld } from '../test-support/decision-worlds';

describe('the certificate of an approval', () => {
  it('prints the validity, the ward and stay, the approved amounts, the reasons where lower, the conditions and the verification code', async () => {
    const world = await decisionWorld();
    const approval = await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: [
        { fee: 'surgeon', index: 0, amount: '3500', reasonCode: REDUCTION.code },
        { fee: 'hospital-charges', amount: '6000', reasonCode: REDUCTION.code },
      ],
      conditions: 'Ward class B1 or lower.',
    });
    const [decision] = await db
      .select()
      .from(t.paDecisions)
      .where(eq(t.paDecisions.id, approval.json().decisionId));

    const response = await app.inject({
      method: 'GET',
      url: `/api/requests/certificate?paId=${world.request.id}`,
      headers: { authorization: world.login.authorization },
    });

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      // Decided on 02-11-2026 (the fake clock) under the default 30 days' validity.
      'VALID UNTIL',
      'This certificate is valid from 02-11-2026 to 02-12-2026.',
      'Ward and length of stay approved',
      'B1',
      '2 days',
      'S$ 3,500.00',
      'S$ 6,000.00',
      // 12,320 less 300 and 800.
      'S$ 11,220.00',
      'Amounts approved below the request',
      'Surgeon fee, SF801H',
      'S$ 3,800.00',
      `${REDUCTION.label} (${REDUCTION.code})`,
      'Ward class B1 or lower.',
      displayVerificationCode(decision!.verificationCode!),
      'Verify this certificate',
      // The page's address (PDF text breaks long words every 40 characters).
      'open https://preauth.example.sg/verify-',
    ]) {
      expect(text).toContain(expected);
    }
    // The requested hospital charges and total are not printed as approved.
    expect(text).not.toContain('S$ 12,320.00');
  });
});
