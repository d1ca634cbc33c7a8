import './option-with-note.css';

/** A list option's label with a note under it (a doctor's MCR number, a clinic's address, …). */
export function OptionWithNote({ label, note }: { label: string; note?: string | undefined }) {
  return (
    <span className="option-with-note">
      {label}
      {note && <span className="option-with-note__note">{note}</span>}
    </span>
  );
}
