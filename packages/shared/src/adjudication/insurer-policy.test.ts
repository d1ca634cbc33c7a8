import { describe, expect, it } from 'vitest';
import { DEFAULT_INSURER_POLICY, FEE_CAP_MESSAGES, insurerPolicySchema } from './insurer-policy';
import { OTP_POLICY, REQUEST_TIMINGS } from '../policy/flow-limits';
import { INSURER_CLOCK_POLICY } from './urgency';
import { messagesByPath } from '../testing/schema-messages';

const withPin = (pin: Partial<typeof DEFAULT_INSURER_POLICY.pin>) => ({
  ...DEFAULT_INSURER_POLICY,
  pin: { ...DEFAULT_INSURER_POLICY.pin, ...pin },
});

/** The messages the schema gives, by the path of their field. */
const refusals = (input: unknown) => messagesByPath(insurerPolicySchema, input);

describe("an insurer's policy", () => {
  it("defaults to today's constants, which are within its bounds", () => {
    expect(DEFAULT_INSURER_POLICY).toMatchObject({
      ...INSURER_CLOCK_POLICY.defaults,
      responseWindowDays: REQUEST_TIMINGS.responseWindowDays,
      feeCaps: { firstRowPercent: 100, laterRowPercent: 80 },
      pin: {
        maxAttempts: OTP_POLICY.maxAttempts,
        lifetimeMinutes: OTP_POLICY.lifetimeMs / 60_000,
        resendWaitSeconds: OTP_POLICY.resendCountdownSeconds,
        maxSendsPerHour: OTP_POLICY.maxSendsPerHour,
      },
    });
    expect(insurerPolicySchema.parse(DEFAULT_INSURER_POLICY)).toEqual(DEFAULT_INSURER_POLICY);
  });

  it('takes a tighter PIN policy', () => {
    const tight = withPin({ maxAttempts: 3, lifetimeMinutes: 2, resendWaitSeconds: 120 });
    expect(insurerPolicySchema.parse(tight).pin).toMatchObject({
      maxAttempts: 3,
      lifetimeMinutes: 2,
    });
  });

  it('refuses a PIN policy looser than safe, each with its field and message', () => {
    expect(
      refusals(
        withPin({
          maxAttempts: 10,
          lifetimeMinutes: 30,
          resendWaitSeconds: 5,
          maxSendsPerHour: 20,
        }),
      ),
    ).toEqual({
      'pin.maxAttempts': 'The PIN attempts must be a whole number from 3 to 5 tries.',
      'pin.lifetimeMinutes': "The PIN's lifetime must be a whole number from 2 to 10 minutes.",
      'pin.resendWaitSeconds':
        'The wait before a new PIN must be a whole number from 30 to 300 seconds.',
      'pin.maxSendsPerHour': 'The PINs sent an hour must be a whole number from 1 to 5 PINs.',
    });
    expect(refusals(withPin({ maxAttempts: 2 }))).toEqual({
      'pin.maxAttempts': 'The PIN attempts must be a whole number from 3 to 5 tries.',
    });
  });

  it("refuses a later row's cap above the first row's, and a cap above the agreed price", () => {
    const caps = (firstRowPercent: number, laterRowPercent: number) => ({
      ...DEFAULT_INSURER_POLICY,
      feeCaps: { firstRowPercent, laterRowPercent },
    });
    expect(refusals(caps(90, 95))).toEqual({
      'feeCaps.laterRowPercent': FEE_CAP_MESSAGES.laterAboveFirst,
    });
    expect(refusals(caps(120, 80))).toEqual({
      'feeCaps.firstRowPercent':
        "The first row's cap must be a whole number from 50 to 100 per cent.",
    });
  });

  it('refuses a setting it does not know, and contact details without an email address', () => {
    expect(refusals({ ...DEFAULT_INSURER_POLICY, graceDays: 2 })).toHaveProperty(['']);
    const contact = { name: 'Claims desk', phone: '+65 6123 4567', email: 'nope', hours: '9-5' };
    expect(refusals({ ...DEFAULT_INSURER_POLICY, contact })).toEqual({
      'contact.email': 'Please enter a valid contact email address.',
    });
  });
});
