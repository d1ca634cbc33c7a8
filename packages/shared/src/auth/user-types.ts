import { z } from 'zod';

/**
 * The specification's four user types, plus the insurer's adjudicator, whose console the
 * specification does not show but the lifecycle needs.
 */
export const USER_TYPES = [
  'policy-holder',
  'insurance-agent',
  'insured-patient',
  'doctor',
  'insurer-adjudicator',
] as const;

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;
