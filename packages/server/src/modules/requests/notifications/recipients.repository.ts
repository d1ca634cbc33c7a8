import { currentDoctorEmail } from '@preauth/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import type { RequestAggregate } from '../aggregate/request-aggregate';
import type { RequestRow } from '../lifecycle/request.repository';

/** The addresses of the request's consultants, the policy's then the rider's, once each. */
export async function consultantEmails(
  db: Executor,
  request: Pick<RequestRow, 'consultantId' | 'riderConsultantId'>,
): Promise<string[]> {
  const ids = [request.consultantId, request.riderConsultantId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.financialConsultants.id, email: t.financialConsultants.email })
    .from(t.financialConsultants)
    .where(inArray(t.financialConsultants.id, ids));
  const emails = ids.flatMap((id) => rows.filter((row) => row.id === id).map((row) => row.email));
  return [...new Set(emails)];
}

/** Where the doctor is reached now, by the rule the screens use to prefill a resend. */
export const doctorAddress = (row: Pick<RequestRow, 'resendEmailAddress' | 'doctorEmail'>) =>
  currentDoctorEmail({
    resend_email_address: row.resendEmailAddress,
    clinicdoctorEmailaddress: row.doctorEmail,
  });

/** The same address, of the request aggregate. */
export const doctorAddressOf = (request: Pick<RequestAggregate, 'resentTo' | 'doctor'>) =>
  currentDoctorEmail({
    resend_email_address: request.resentTo,
    clinicdoctorEmailaddress: request.doctor.email,
  });

/**
 * Where the policyholder's news of a request goes: their account's address, and the contact email
 * the new-request form asked for ("Where we send news of this request", `patientEmailaddress`)
 * when it is another one (docs/decisions/078-the-approval-delivered-and-its-void-notices.md). The authorisation link and PINs, which act for the
 * policyholder, go to the account's address only.
 */
export function policyholderNewsAddresses(account: string, contact: string | null): string[] {
  const addresses = [account];
  if (contact && contact.trim().toLowerCase() !== account.trim().toLowerCase()) {
    addresses.push(contact);
  }
  return addresses;
}

/** The same addresses, of the request aggregate. */
export const policyholderAddresses = (
  request: Pick<RequestAggregate, 'policyholder' | 'patient'>,
) => policyholderNewsAddresses(request.policyholder.email, request.patient.email);
