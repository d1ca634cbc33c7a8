import { describe, expect, it } from 'vitest';
import { decisionEmail, type DecisionNews } from './decision-emails';
import type { RequestRef } from './email-compose';
import { agentAuthorisationEmail, businessOfficeLinkEmail } from './request-emails';

// The insurer's policy in its emails (issue 23): the contact a rejection names, and the window.
const ref = (changes: Partial<RequestRef> = {}): RequestRef => ({
  paId: 'pa-1',
  erefNo: 'PA2026-000001',
  patientName: 'Tan Jia Hui',
  insurerName: 'Aurora Assurance',
  responseWindowDays: 3,
  insurerContact: null,
  ...changes,
});

const rejection: DecisionNews = {
  decisionId: 'decision-1',
  outcome: 'reject',
  approvedTotal: null,
  requestedTotal: '1000.00',
  reduced: false,
  lines: [],
  conditions: null,
  reasonLabel: 'Not covered',
  reasonText: null,
};

describe("the insurer's policy in its emails", () => {
  it("names the insurer's contact in a rejection when its policy sets one", () => {
    const contact = {
      name: 'Claims Desk',
      phone: '+65 6123 4567',
      email: 'claims@aurora.example.sg',
      hours: 'Mon–Fri 9am–6pm',
    };
    const email = decisionEmail(
      ref({ insurerContact: contact }),
      'ph@x.sg',
      'policyholder',
      rejection,
    );

    expect(email.text).toContain(
      'If you have questions about it, please contact Claims Desk at +65 6123 4567 or claims@aurora.example.sg (Mon–Fri 9am–6pm).',
    );
  });

  it('names the insurer when its policy sets no contact, as before', () => {
    const email = decisionEmail(ref(), 'ph@x.sg', 'policyholder', rejection);

    expect(email.text).toContain(
      'If you have questions about it, please contact Aurora Assurance.',
    );
  });

  it("states the insurer's response window", () => {
    const office = businessOfficeLinkEmail(ref({ responseWindowDays: 6 }), 'bo@x.sg', 'https://l');
    const expired = agentAuthorisationEmail(ref({ responseWindowDays: 2 }), 'fc@x.sg', 'expired');

    expect(office.text).toContain('Please do so within 6 calendar days.');
    expect(expired.text).toContain('within 2 calendar days and has expired');
  });
});
