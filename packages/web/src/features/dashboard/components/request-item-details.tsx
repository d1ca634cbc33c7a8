import {
  type Actor,
  displaySingaporeDateTime,
  formatMoney,
  type RequestListItem,
} from '@preauth/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../lib/use-now';
import { progressText, windowLeftText } from '../lib/request-progress';

/** One more label and value of a request's card. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="request-item__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a request waiting for the policyholder's authorisation has left of its window, and until
 * when (Singapore time), so the agent can send the link again in time.
 */
function AuthorisationWindow({ respondBy }: { respondBy: string }) {
  // Counted in hours: the time the list was shown is close enough.
  const now = useNow(false);
  return (
    <Detail label="Authorisation window">
      <strong>{windowLeftText(respondBy, now)}</strong> (until{' '}
      {displaySingaporeDateTime(new Date(respondBy))})
    </Detail>
  );
}

/**
 * The details of a request beyond the list's five, by whose list it is: the agent sees whose
 * request it is (the policyholder; the patient is among the five) and the authorisation window of
 * one waiting for its client; the insured patient sees who treats them, where, how far it has
 * come and what was approved. The policyholder's list keeps to the specification's five, with the
 * window of one waiting for its authorisation.
 */
export function RequestItemDetails({ item, actor }: { item: RequestListItem; actor: Actor }) {
  const authorisationDue = item.statusCode === 'PEN' ? item.respondBy : null;
  const patients = actor === 'insured-patient';
  if (!patients && actor !== 'insurance-agent' && !authorisationDue) return null;
  return (
    <dl className="request-item__fields request-item__more">
      {actor === 'insurance-agent' && <Detail label="Policyholder">{item.policyholderName}</Detail>}
      {authorisationDue && <AuthorisationWindow respondBy={authorisationDue} />}
      {patients && (
        <>
          <Detail label="Progress">{progressText(item.statusCode)}</Detail>
          <Detail label="Doctor">{item.doctorName}</Detail>
          <Detail label="Clinic">{item.clinicName}</Detail>
          <Detail label="Hospital">{item.hospitalName ?? 'Not chosen yet'}</Detail>
          {item.approvedTotal && (
            <Detail label="Approved amount">{formatMoney(item.approvedTotal)}</Detail>
          )}
        </>
      )}
    </dl>
  );
}
