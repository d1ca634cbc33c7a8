/** The welcome line of the landing screens (specification 000 §1: "a welcome line"). */
export function WelcomeLine({ name }: { name: string }) {
  return <p className="welcome-line">Welcome, {name}</p>;
}
