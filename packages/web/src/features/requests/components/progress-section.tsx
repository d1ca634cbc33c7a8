import { progressSteps, type StatusHistoryEntry } from '@preauth/shared';
import { displayTimestampDate } from '../../../lib/display-date';
import { ReviewSection } from '../../../components/ui/detail-list';

/**
 * The status history, then the steps still to come (000 §4 "Progress display"). A step to come
 * says so in words as well as in its style.
 */
export function ProgressSection({ statuses }: { statuses: readonly StatusHistoryEntry[] }) {
  return (
    <ReviewSection id="progress" title="Progress">
      <ol className="progress">
        {progressSteps(statuses).map((step, index) => (
          <li
            key={index}
            className={
              step.createdOn ? 'progress__step' : 'progress__step progress__step--upcoming'
            }
          >
            <span className="progress__label">{step.label}</span>
            <span className="progress__date">
              {step.createdOn ? displayTimestampDate(step.createdOn) : 'To come'}
            </span>
          </li>
        ))}
      </ol>
    </ReviewSection>
  );
}
