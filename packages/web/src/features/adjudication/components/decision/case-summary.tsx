import { type CaseView, formatMoney } from '@preauth/shared';
import { DetailList } from '../../../../components/ui/detail-list';

/** The total the request asks for: the business office's total bill where it adjusted it. */
export const totalRequested = (view: CaseView) =>
  view.fees ? (view.fees.totalBill.office ?? view.fees.totalBill.doctor) : null;

/** What a decision page shows of the case it decides on. */
export function CaseSummary({ view }: { view: CaseView }) {
  return (
    <section className="review-section" aria-labelledby="decision-case-title">
      <h2 id="decision-case-title">Request</h2>
      <DetailList
        items={[
          { label: 'Pre-Authorisation Ref No.', value: view.erefNo },
          { label: 'Patient', value: view.patient.name },
          { label: 'Policyholder', value: view.policyholder.name },
          { label: 'Total requested', value: formatMoney(totalRequested(view)) },
        ]}
      />
    </section>
  );
}
