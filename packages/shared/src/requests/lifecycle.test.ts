import { describe, expect, it } from 'vitest';
import {
  findTransition,
  hasReachedDoctor,
  initialStatus,
  isTerminal,
  policyholderActions,
} from './lifecycle';
import { STATUS_CODES, type StatusCode } from './statuses';

describe('policyholderActions', () => {
  // Section 4's actions, and ours: a new link for the business office while it is waited for.
  it('offers exactly the actions of specification 000 section 4 for every status', () => {
    const expected: Record<StatusCode, string[]> = {
      SUB: ['resend', 'cancel', 'view'],
      PEN: ['authorise', 'cancel', 'view'],
      PRO: ['amend', 'cancel', 'view'],
      APP: ['amend', 'certificate', 'view'],
      REJ: ['view'],
      CAN: ['view'],
      AMEND: ['cancel', 'view'],
      'AME-REQ': ['resend', 'view'],
      'DOC-EXP': ['view'],
      'REM-EXP': ['view'],
      'BO-EXP': ['view'],
      'REM-REJ': ['view'],
      'PEN-AI': ['resend-office', 'view'],
    };
    for (const status of STATUS_CODES) {
      expect(policyholderActions(status).sort(), status).toEqual(expected[status].sort());
    }
  });
});

describe("the agent's actions", () => {
  it("offers the agent Cancel and a new authorisation link while its request waits for authorisation, and the office's new link", () => {
    const agentActions: Partial<Record<StatusCode, string[]>> = {
      PEN: ['cancel', 'resend-authorisation', 'view'],
      APP: ['certificate', 'view'],
      'PEN-AI': ['resend-office', 'view'],
    };
    for (const status of STATUS_CODES) {
      const expected = agentActions[status] ?? ['view'];
      expect(policyholderActions(status, 'insurance-agent').sort(), status).toEqual(expected);
    }
  });

  it('lets the agent cancel from PEN only, and the policyholder still from its four statuses', () => {
    expect(findTransition('PEN', 'cancel', 'insurance-agent')?.to).toBe('CAN');
    expect(findTransition('SUB', 'cancel', 'insurance-agent')).toBeUndefined();
    for (const status of ['SUB', 'PRO', 'PEN', 'AMEND'] as const) {
      expect(findTransition(status, 'cancel', 'policy-holder')?.to, status).toBe('CAN');
    }
  });
});

describe('hasReachedDoctor', () => {
  it('is false only while the request waits for the policyholder to authorise it', () => {
    expect(STATUS_CODES.filter((status) => !hasReachedDoctor(status))).toEqual(['PEN']);
  });
});

describe('findTransition', () => {
  it('sends a doctor submission to the business office for a panel hospital, else to the insurer', () => {
    expect(findTransition('SUB', 'doctor-submit-panel', 'doctor')?.to).toBe('PEN-AI');
    expect(findTransition('AME-REQ', 'doctor-submit-non-panel', 'doctor')?.to).toBe('PRO');
  });

  it('refuses an event from a status or by an actor the table does not allow', () => {
    expect(findTransition('APP', 'cancel', 'policy-holder')).toBeUndefined();
    expect(findTransition('PRO', 'approve', 'policy-holder')).toBeUndefined();
    expect(findTransition('PEN-AI', 'business-office-submit', 'doctor')).toBeUndefined();
  });

  it('keeps the status on a resend', () => {
    expect(findTransition('AME-REQ', 'resend', 'policy-holder')?.to).toBeNull();
  });
});

describe('statuses', () => {
  it('starts a policyholder request at SUB and others at PEN', () => {
    expect(initialStatus('policy-holder')).toBe('SUB');
    expect(initialStatus('insurance-agent')).toBe('PEN');
    expect(initialStatus('insured-patient')).toBe('PEN');
  });

  it('treats APP, REJ, CAN and the expiries as terminal', () => {
    const terminal = STATUS_CODES.filter(isTerminal).sort();
    expect(terminal).toEqual(['APP', 'BO-EXP', 'CAN', 'DOC-EXP', 'REJ', 'REM-EXP', 'REM-REJ']);
  });
});
