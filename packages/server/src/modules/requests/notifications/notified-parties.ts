import { inNotifiedOrder, type NotifiedParty } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { outbox } from '../../../core/db/schema';

/** Who each request notification (its outbox `kind`, see request-emails) is addressed to. */
const PARTY_OF_KIND: Record<string, NotifiedParty> = {
  'doctor-link': 'doctor',
  'request-cancelled': 'doctor',
  'doctor-decision': 'doctor',
  'insurer-copy': 'insurer',
  'policyholder-copy': 'policyholder',
  'consultant-copy': 'financial-consultant',
  'agent-notice': 'financial-consultant',
  'authorisation-link': 'policyholder',
  'discard-notice': 'business-office',
  'business-office-copy': 'business-office',
  'business-office-link': 'business-office',
};

/** The parties the notifications of these kinds reach (other kinds, such as a PIN, are not news). */
export const partiesOf = (kinds: Iterable<string>): NotifiedParty[] =>
  inNotifiedOrder([...kinds].flatMap((kind) => PARTY_OF_KIND[kind] ?? []));

/**
 * Who an event of the request written at `at` notified, read back from the outbox rows it queued
 * in its transaction (each carries the event's time): the answer to a retried call that is
 * answered with its first result.
 */
export async function notifiedAt(db: Executor, paId: string, at: Date): Promise<NotifiedParty[]> {
  const rows = await db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(and(eq(outbox.paId, paId), eq(outbox.createdAt, at)));
  return partiesOf(rows.map((row) => row.kind));
}
