import { LINK_ACCESS_POLICY, type LinkRole } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { insurers } from '../../../core/db/schema';
import { enqueueEmail } from '../../../core/mail/outbox';
import { findLinkById } from '../access/link-tokens';
import { about, compose } from './email-compose';

/** Whose link locked, and who can send its holder a new one (LINK_LOCKED_MESSAGES says the same). */
const LOCKED: Record<LinkRole, { holder: string; next: string }> = {
  doctor: {
    holder: "The doctor's",
    next: 'The policyholder can send the request to the doctor again from the portal.',
  },
  'business-office': {
    holder: "The hospital business office's",
    next: 'The policyholder or their insurance agent can send the business office a new link from the portal.',
  },
  'remote-authoriser': {
    holder: "The policyholder's authorisation",
    next: 'The policyholder can still log in and authorise it from the dashboard; their insurance agent can send a new authorisation link.',
  },
};

/**
 * Tells the insurer, at its notices address, that a link of one of its requests locked after the
 * wrong identity checks (issue 25; docs/decisions/082-no-link-leaves-anyone-stranded.md), in the
 * lock's transaction. Names nobody's typed details; an insurer without the address is not told.
 */
export async function tellInsurerLinkLocked(tx: Executor, linkTokenId: string, now: Date) {
  const found = await findLinkById(tx, linkTokenId);
  if (!found) return;
  const [insurer] = await tx
    .select({ notificationEmail: insurers.notificationEmail })
    .from(insurers)
    .where(eq(insurers.id, found.insurerId));
  if (!insurer?.notificationEmail) return;
  const { holder, next } = LOCKED[found.link.role];
  const ref = { ...found, paId: found.link.paId };
  const email = compose(ref, 'link-locked', insurer.notificationEmail, 'A link was locked', [
    `${holder} link to the ${about(ref)} was locked after ${LINK_ACCESS_POLICY.identityMaxFailures} wrong identity checks.`,
    next,
  ]);
  await enqueueEmail(tx, email, now);
}
