import { displayPhoneNumber, type PolicyholderInfo } from '@preauth/shared';
import './policyholder-details.css';

/** The policyholder's details as the server gives them (the NRIC masked). */
export function PolicyholderDetails({ policyholder }: { policyholder: PolicyholderInfo }) {
  const items = [
    ['Name', policyholder.name],
    ['NRIC', policyholder.nric],
    ['Contact number', displayPhoneNumber(policyholder.contactNo)],
    ['Email', policyholder.email],
    ['Insurer', policyholder.insurerCode],
  ] as const;
  return (
    <dl className="details-list">
      {items.map(([term, value]) => (
        <div key={term} className="details-list__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
