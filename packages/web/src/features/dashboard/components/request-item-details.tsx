import {
  type Actor,
  displaySingaporeDateTime,
  formatMoney,
  type RequestListItem,
} from '@preauth/shared';
import { useNow } from '../../../lib/use-now';
import { progressText, windowLeftText } from '../lib/request-progress';
import { ItemField } from './item-field';

/**
 * What a request waiting for the policyholder's authorisation has left of its window, and until
 * when (Singapore time), so the agent can send the link again in time.
 */
function AuthorisationWindow({ respondBy }: { respondBy: string }) {
  // Counted in hours: the time the list was shown is close enough.
  const now = useNow(false);
  return (
    <ItemField label="Authorisation window">
      <strong>{windowLeftText(respondBy, now)}</strong> (until{' '}
      {displaySingaporeDateTime(new Date(respondBy))})
    </ItemField>
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
      {actor === 'insurance-agent' && (
        <ItemField label="Policyholder">{item.policyholderName}</ItemField>
      )}
      {authorisationDue && <AuthorisationWindow respondBy={authorisationDue} />}
      {patients && (
        <>
          <ItemField label="Progress">{progressText(item.statusCode)}</ItemField>
          <ItemField label="Doctor">{item.doctorName}</ItemField>
          <ItemField label="Clinic">{item.clinicName}</ItemField>
          <ItemField label="Hospital">{item.hospitalName ?? 'Not chosen yet'}</ItemField>
          {item.approvedTotal && (
            <ItemField label="Approved amount">{formatMoney(item.approvedTotal)}</ItemField>
          )}
        </>
      )}
    </dl>
  );
}
