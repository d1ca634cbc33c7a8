import './urgent-badge.css';

/** Marks an urgent request (decided first, on the hours clock): a word, not a colour alone. */
export function UrgentBadge() {
  return <span className="urgent-badge">Urgent</span>;
}
