import {
  type CaseFees as Fees,
  compareMoney,
  displaySingaporeDateTime,
  formatMoney,
} from '@preauth/shared';
import type { ReactNode } from 'react';
import { codeWithName, NOT_AVAILABLE, ReviewSection } from '../../../../components/ui/detail-list';
import { AlertMark } from '../queue/alert-mark';
import { FeeTableHead } from '../../../../components/ui/fee-table-head';
import './case-fees.css';

type Amount = string | null;
type OtherFee = Fees['otherFees']['doctor'][number];

export const FEE_COLUMNS = { doctor: 'Doctor', office: 'Business office' } as const;
export const ABOVE_CAP = 'Above cap';

const money = (amount: Amount) => (amount ? formatMoney(amount) : NOT_AVAILABLE);

/** An amount, flagged in words (and a mark) when it is above its cap. */
function Figure({ amount, cap }: { amount: Amount; cap?: Amount }) {
  const above = amount !== null && cap != null && compareMoney(amount, cap) > 0;
  return (
    <>
      {money(amount)}
      {above && (
        <span className="fee-above-cap">
          <AlertMark />
          {ABOVE_CAP}
        </span>
      )}
    </>
  );
}

/** A row of a fee table; each cell carries its column's name for the stacked phone layout. */
function FeeRow({
  label,
  doctor,
  office,
  withOffice,
  extra = [],
}: {
  label: ReactNode;
  doctor: ReactNode;
  office: ReactNode;
  withOffice: boolean;
  extra?: { column: string; value: ReactNode }[];
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-label={FEE_COLUMNS.doctor}>{doctor}</td>
      {withOffice && <td data-label={FEE_COLUMNS.office}>{office}</td>}
      {extra.map(({ column, value }) => (
        <td key={column} data-label={column}>
          {value}
        </td>
      ))}
    </tr>
  );
}

function FeeHead({ withOffice, extra = [] }: { withOffice: boolean; extra?: string[] }) {
  const office = withOffice ? [FEE_COLUMNS.office] : [];
  return <FeeTableHead columns={['Fee', FEE_COLUMNS.doctor, ...office, ...extra]} />;
}

/**
 * The other fees side by side: the k-th fee of a code on the doctor's list beside the k-th of
 * that code on the office's, in the doctor's order, then those only the office has.
 */
export function pairOtherFees(
  doctor: readonly OtherFee[],
  office: readonly OtherFee[] | null,
): { fee: OtherFee; doctor: Amount; office: Amount }[] {
  const left = [...(office ?? [])];
  const pairs = doctor.map((fee) => {
    const match = left.findIndex((o) => o.feesCode === fee.feesCode);
    const [officeFee] = match >= 0 ? left.splice(match, 1) : [];
    return { fee, doctor: fee.feesAmount, office: officeFee?.feesAmount ?? null };
  });
  return [...pairs, ...left.map((fee) => ({ fee, doctor: null, office: fee.feesAmount }))];
}

/** What the business office did with the fees: adjusted them, confirmed them, or nothing yet. */
function officeAnswer({ officeUpdatedAt, officeChanged }: Fees): string {
  if (officeUpdatedAt === null) return 'The business office has not adjusted the fees.';
  const on = displaySingaporeDateTime(new Date(officeUpdatedAt));
  return officeChanged
    ? `The business office adjusted the fees on ${on}.`
    : `The business office confirmed the doctor's fees unchanged on ${on}.`;
}

/**
 * The fees of the latest submission: the doctor's figures beside the business office's (the
 * office's column only once it has answered), each procedure's agreed prices and caps with the
 * doctor's justifications, a fee above its cap flagged in words.
 */
export function CaseFees({ fees }: { fees: Fees | null }) {
  if (!fees) {
    return (
      <ReviewSection id="fees" title="Fees">
        <p>The doctor has not given the fees yet.</p>
      </ReviewSection>
    );
  }
  const withOffice = fees.officeUpdatedAt !== null;
  const capColumns = ['Agreed price', 'Cap'];
  return (
    <ReviewSection id="fees" title="Fees">
      <p className="case-note">
        {officeAnswer(fees)} The cap is the agreed price on the first procedure and 80 % of it on
        later ones.
      </p>
      {fees.surgeryLines.map((line, index) => {
        const justifications = [
          ['Surgeon fee justification', line.surgeonfee.justification],
          ['Anaesthetist fee justification', line.anaesthetistfee.justification],
        ].filter((pair): pair is [string, string] => Boolean(pair[1]));
        return (
          <div className="fee-block" key={index}>
            <table className="fee-table">
              <caption>
                Procedure {index + 1}: {codeWithName(line.tospCode, line.tospDescription)}
              </caption>
              <FeeHead withOffice={withOffice} extra={capColumns} />
              <tbody>
                {(
                  [
                    ['Surgeon fee', line.surgeonfee],
                    ['Anaesthetist fee', line.anaesthetistfee],
                  ] as const
                ).map(([label, fee]) => (
                  <FeeRow
                    key={label}
                    label={label}
                    withOffice={withOffice}
                    doctor={<Figure amount={fee.doctor} cap={fee.cap} />}
                    office={<Figure amount={fee.office} cap={fee.cap} />}
                    extra={[
                      { column: 'Agreed price', value: money(fee.agreedPrice) },
                      { column: 'Cap', value: money(fee.cap) },
                    ]}
                  />
                ))}
              </tbody>
            </table>
            {justifications.length > 0 && (
              <dl className="fee-justifications">
                {justifications.map(([label, text]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        );
      })}
      <div className="fee-block">
        <table className="fee-table">
          <caption>Other fees and totals</caption>
          <FeeHead withOffice={withOffice} />
          <tbody>
            <FeeRow
              label="Doctor attendance fee"
              withOffice={withOffice}
              doctor={money(fees.doctorAttendancefee.doctor)}
              office={money(fees.doctorAttendancefee.office)}
            />
            {pairOtherFees(fees.otherFees.doctor, fees.otherFees.office).map((pair, index) => (
              <FeeRow
                key={index}
                label={codeWithName(pair.fee.feesCode, pair.fee.feesDescription)}
                withOffice={withOffice}
                doctor={money(pair.doctor)}
                office={money(pair.office)}
              />
            ))}
            <FeeRow
              label="Total hospital charges"
              withOffice={withOffice}
              doctor={money(fees.totalHospitalcharges.doctor)}
              office={money(fees.totalHospitalcharges.office)}
            />
          </tbody>
          <tfoot>
            <FeeRow
              label="Total bill"
              withOffice={withOffice}
              doctor={money(fees.totalBill.doctor)}
              office={money(fees.totalBill.office)}
            />
          </tfoot>
        </table>
      </div>
    </ReviewSection>
  );
}
