import {
  type DoctorRequestItem as Item,
  PAGE_PATHS,
  formatMoney,
  pagePath,
  waitsForDoctor,
} from '@preauth/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { displayTimestampDate } from '../../../lib/display-date';
import { timeLeftText } from '../lib/time-left';
import { StatusBadge } from './status-badge';

/** What the doctor may do next: give the details (or carry on with the draft), or view. */
function ItemAction({ item }: { item: Item }) {
  if (waitsForDoctor(item.statusCode)) {
    const label = item.draftSavedOn ? 'Continue' : 'Give details';
    return (
      <Button
        to={pagePath(PAGE_PATHS.doctorHomeInput, { id: item.paId })}
        aria-label={`${label} for ${item.erefNo}`}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      to={paths.request(item.paId, 'review')}
      aria-label={`View ${item.erefNo}`}
    >
      View
    </Button>
  );
}

/**
 * One request of the doctor's home: a card on a phone, a row on a wide screen. A request waiting
 * for the doctor says how long the doctor has left and whether a draft is saved; an approved one
 * its approved total (its review shows each line, the reasons and the certificate).
 */
export function DoctorRequestItem({ item, now }: { item: Item; now: number }) {
  return (
    <li className="request-item">
      <dl className="request-item__fields">
        <div className="request-item__field">
          <dt>Status</dt>
          <dd>
            <StatusBadge code={item.statusCode} />
            {item.draftSavedOn && <> · Draft saved {displayTimestampDate(item.draftSavedOn)}</>}
          </dd>
        </div>
        <div className="request-item__field">
          <dt>Patient</dt>
          <dd>{item.patientName}</dd>
        </div>
        <div className="request-item__field">
          <dt>Pre-Authorisation Ref No.</dt>
          <dd>{item.erefNo}</dd>
        </div>
        <div className="request-item__field">
          <dt>Clinic</dt>
          <dd>{item.clinicName}</dd>
        </div>
        <div className="request-item__field">
          <dt>Received on</dt>
          <dd>{displayTimestampDate(item.createdOn)}</dd>
        </div>
        {item.respondBy && (
          <div className="request-item__field">
            <dt>Time to respond</dt>
            <dd>{timeLeftText(item.respondBy, now)}</dd>
          </div>
        )}
        {item.approvedTotal && (
          <div className="request-item__field">
            <dt>Approved total</dt>
            <dd>{formatMoney(item.approvedTotal)}</dd>
          </div>
        )}
      </dl>
      <div className="request-actions">
        <ItemAction item={item} />
      </div>
    </li>
  );
}
