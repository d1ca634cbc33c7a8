/** A decorative spinner; the text beside it says what is happening. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
