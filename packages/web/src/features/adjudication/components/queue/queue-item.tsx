import {
  type AdjudicationQueueItem,
  type CaseHold,
  queueDeciderName,
  displaySingaporeDateTime,
  formatMoney,
  statusLabel,
} from '@preauth/shared';
import { Link } from 'react-router';
import { NOT_AVAILABLE } from '../../../../components/ui/detail-list';
import { paths } from '../../../../config/paths';
import { displayDueAt, singaporeTimeOfDay, timeLeftText } from '../../lib/due-text';
import { AlertMark } from './alert-mark';
import { PanelBadge } from './panel-badge';
import { UrgentBadge } from './urgent-badge';
import './queue-item.css';

/** Who holds a case, in a few words: "You, until 10:30", "Lim Wei Jie, until 10:30" or "Nobody". */
export function holderText(hold: CaseHold | null): string {
  if (!hold) return 'Nobody';
  return `${hold.heldByMe ? 'You' : hold.adjudicatorName}, until ${singaporeTimeOfDay(hold.expiresAt)}`;
}

/** "Hospital · Clinic", or the clinic alone before the doctor has named a hospital. */
const hospitalAndClinic = (item: AdjudicationQueueItem) =>
  item.hospitalName ? `${item.hospitalName} · ${item.clinicName}` : item.clinicName;

/**
 * One request of the queue: a card on a phone, a row of columns on a wide screen. An overdue one
 * says so in words and with a mark, besides its colour; an urgent one is marked "Urgent" with
 * its reason, its time left in hours. A decided one shows its approved amount and who decided
 * (automatic or a name) where an open one shows who holds it.
 */
export function QueueItem({ item }: { item: AdjudicationQueueItem }) {
  const overdue = item.due?.overdue ?? false;
  const urgent = item.urgency?.urgent ? item.urgency : null;
  const { decision } = item;
  return (
    <li className={overdue ? 'queue-item queue-item--overdue' : 'queue-item'}>
      <div className="queue-item__head">
        <Link className="queue-item__ref" to={paths.adjudicationCase(item.paId)}>
          {item.erefNo}
        </Link>
        {urgent && <UrgentBadge />}
        {item.isPanelHospital && <PanelBadge />}
        {item.statusCode !== 'PRO' && (
          <span className="queue-item__status">{statusLabel(item.statusCode)}</span>
        )}
      </div>
      {urgent && <p className="queue-item__urgent-reason">Why urgent: {urgent.reason}</p>}
      <dl className="queue-item__fields">
        <div className="queue-item__field">
          <dt>Patient</dt>
          <dd>{item.patientName}</dd>
        </div>
        <div className="queue-item__field">
          <dt>NRIC/FIN</dt>
          <dd>{item.patientNricMasked}</dd>
        </div>
        <div className="queue-item__field">
          <dt>Policyholder</dt>
          <dd>{item.policyHolderName}</dd>
        </div>
        <div className="queue-item__field">
          <dt>Policy number</dt>
          <dd>{item.policyNumber}</dd>
        </div>
        <div className="queue-item__field queue-item__field--wide">
          <dt>Hospital · clinic</dt>
          <dd>{hospitalAndClinic(item)}</dd>
        </div>
        <div className="queue-item__field">
          <dt>Total requested</dt>
          <dd>{item.totalRequested ? formatMoney(item.totalRequested) : NOT_AVAILABLE}</dd>
        </div>
        <div className="queue-item__field">
          {/* In Processing, when all the information was received; else when it took its status. */}
          <dt>{item.statusCode === 'PRO' ? 'Received' : 'In this status since'}</dt>
          <dd>{displaySingaporeDateTime(new Date(item.receivedAt))}</dd>
        </div>
        <div className="queue-item__field queue-item__field--due">
          <dt>Due</dt>
          <dd>
            {item.due ? (
              <>
                {displayDueAt(item.due)}
                <span className="queue-item__time-left">
                  {overdue && <AlertMark />}
                  {timeLeftText(item.due)}
                </span>
              </>
            ) : (
              NOT_AVAILABLE
            )}
          </dd>
        </div>
        {decision ? (
          <>
            <div className="queue-item__field">
              <dt>Approved amount</dt>
              <dd>
                {decision.approvedTotal ? formatMoney(decision.approvedTotal) : NOT_AVAILABLE}
              </dd>
            </div>
            <div className="queue-item__field">
              <dt>Decided by</dt>
              <dd>
                {queueDeciderName(decision)},{' '}
                {displaySingaporeDateTime(new Date(decision.decidedAt))}
              </dd>
            </div>
          </>
        ) : (
          <div className="queue-item__field">
            <dt>Held by</dt>
            <dd>{holderText(item.hold)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
