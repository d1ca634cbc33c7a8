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
import { ItemField } from './item-field';
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
        <ItemField label="Status">
          <StatusBadge code={item.statusCode} />
          {item.draftSavedOn && <> · Draft saved {displayTimestampDate(item.draftSavedOn)}</>}
        </ItemField>
        <ItemField label="Patient">{item.patientName}</ItemField>
        <ItemField label="Pre-Authorisation Ref No.">{item.erefNo}</ItemField>
        <ItemField label="Clinic">{item.clinicName}</ItemField>
        <ItemField label="Received on">{displayTimestampDate(item.createdOn)}</ItemField>
        {item.respondBy && (
          <ItemField label="Time to respond">{timeLeftText(item.respondBy, now)}</ItemField>
        )}
        {item.approvedTotal && (
          <ItemField label="Approved total">{formatMoney(item.approvedTotal)}</ItemField>
        )}
      </dl>
      <div className="request-actions">
        <ItemAction item={item} />
      </div>
    </li>
  );
}
