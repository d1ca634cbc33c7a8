import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../policy/limits';
import {
  cancelRequestBodySchema,
  createRequestFormSchema,
  createRequestPayloadSchema,
  resendRequestBodySchema,
} from './request-commands';

const form = (overrides: Record<string, unknown> = {}) => ({
  insurerCode: 'AURORA',
  patientName: 'Tan Ah Kow',
  lifeAssuredClntNo: 'L0001',
  patientEmailaddress: ' Patient@Example.SG ',
  policyName: 'Shield',
  policyNumber: 'P0001',
  doctorName: 'Lim Boon Keng',
  clinicName: 'Raffles Clinic',
  clinicdoctorEmailaddress: 'doctor@example.sg',
  terms1: true,
  terms2: true,
  terms3: true,
  foreigner: 'N',
  ...overrides,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('createRequestFormSchema', () => {
  it('names the limit of a text that is too long', () => {
    const result = createRequestFormSchema.safeParse(
      form({ doctorName: 'x'.repeat(TEXT_LIMITS.doctorOrClinicName + 1) }),
    );
    expect(messages(result)).toEqual({
      doctorName: `This text is too long: at most ${TEXT_LIMITS.doctorOrClinicName} characters.`,
    });
  });

  it('gives the specification messages for the required fields', () => {
    const result = createRequestFormSchema.safeParse(
      form({
        patientName: '',
        policyName: '',
        doctorName: '',
        clinicName: '',
        patientEmailaddress: '',
      }),
    );
    expect(messages(result)).toMatchObject({
      patientName: 'Please select a patient.',
      policyName: 'Please select a policy.',
      doctorName: 'Please select a doctor.',
      clinicName: 'Please select a clinic.',
      patientEmailaddress: 'Please enter a email.',
    });
  });

  it("answers 'Email is not valid' for a malformed address", () => {
    const result = createRequestFormSchema.safeParse(form({ clinicdoctorEmailaddress: 'nope' }));
    expect(messages(result)).toEqual({ clinicdoctorEmailaddress: 'Email is not valid' });
  });

  it('requires the Employment Pass letter for a foreigner only', () => {
    expect(messages(createRequestFormSchema.safeParse(form({ foreigner: 'Y' })))).toEqual({
      epLetter: 'Please choose a file.',
    });
    expect(
      createRequestFormSchema.safeParse(form({ foreigner: 'Y', epLetter: 'u1' })).success,
    ).toBe(true);
  });

  it('refuses an MCR number over 10 characters and unticked terms', () => {
    const result = createRequestFormSchema.safeParse(
      form({ doctorMcrno: 'M1234567890', terms2: false }),
    );
    expect(Object.keys(messages(result)).sort()).toEqual(['doctorMcrno', 'terms2']);
  });
});

describe('createRequestPayloadSchema', () => {
  it('drops the terms, labels, foreigner and epLetterName, and lower-cases emails', () => {
    const payload = createRequestPayloadSchema.parse(
      form({ epLetterName: 'ep.pdf', doctorIdlabel: 'Lim Boon Keng' }),
    );
    expect(payload).not.toHaveProperty('terms1');
    expect(payload).not.toHaveProperty('foreigner');
    expect(payload).not.toHaveProperty('epLetterName');
    expect(payload).not.toHaveProperty('doctorIdlabel');
    expect(payload.patientEmailaddress).toBe('patient@example.sg');
    expect(payload.creatorRole).toBe('policy-holder');
  });
});

describe('resend and cancel bodies', () => {
  it('words the resend email messages as specified', () => {
    expect(messages(resendRequestBodySchema.safeParse({ doctorEmail: '' }))).toEqual({
      doctorEmail: 'Please enter a email.',
    });
    expect(messages(resendRequestBodySchema.safeParse({ doctorEmail: 'x@' }))).toEqual({
      doctorEmail: 'Please enter a valid email.',
    });
  });

  it('requires a cancel reason of at most 512 characters', () => {
    expect(messages(cancelRequestBodySchema.safeParse({ cancelReason: ' ' }))).toEqual({
      cancelReason: 'Please add a reason for cancelling.',
    });
    expect(cancelRequestBodySchema.safeParse({ cancelReason: 'x'.repeat(512) }).success).toBe(true);
    expect(cancelRequestBodySchema.safeParse({ cancelReason: 'x'.repeat(513) }).success).toBe(
      false,
    );
  });
});
