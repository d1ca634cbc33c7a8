import { z } from 'zod';

/**
 * Who a create, resend, cancel or amend (000 §2.10) or the doctor's submit (001 §4) emailed, in
 * the order the acknowledgement names them. The server answers with the ones it actually queued
 * an email for, so the screen says who was told instead of "if you asked for them to be notified".
 * The policyholder is told of the doctor's submit and of a request raised for them (an agent's
 * create, its cancel before authorisation), and that an approval they amend is void; their own
 * other commands do not write to them.
 */
export const NOTIFIED_PARTIES = [
  'doctor',
  'business-office',
  'insurer',
  'policyholder',
  'financial-consultant',
] as const;
export type NotifiedParty = (typeof NOTIFIED_PARTIES)[number];

export const notifiedPartiesSchema = z.array(z.enum(NOTIFIED_PARTIES));

/** The parties once each, in `NOTIFIED_PARTIES` order; any other name is left out. */
export const inNotifiedOrder = (parties: Iterable<string>): NotifiedParty[] => {
  const set = new Set(parties);
  return NOTIFIED_PARTIES.filter((party) => set.has(party));
};
