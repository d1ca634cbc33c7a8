import './alert-mark.css';

/**
 * The mark beside words that need attention (overdue, above cap): a red disc with '!', hidden
 * from assistive tech, since the words say it.
 */
export function AlertMark() {
  return (
    <span className="alert-mark" aria-hidden="true">
      !
    </span>
  );
}
