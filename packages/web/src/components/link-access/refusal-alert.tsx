/** A refusal shown above a form (`useRefusal`'s message), or nothing. */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert--error" role="alert">
      {message}
    </div>
  );
}
