import './panel-badge.css';

/** Marks a panel hospital's request (the insurer's network): a word, not a colour alone. */
export function PanelBadge() {
  return <span className="panel-badge">Panel hospital</span>;
}
