import { decisionFeeName, formatMoney, type RequestedFee } from '@preauth/shared';
import { Field } from '../../../../components/form/field';
import { Select, type SelectOption } from '../../../../components/form/select';
import type { ApproveFormValues } from './approve-values';

/**
 * One fee of the approval: its name and item, the amount requested, the approved amount (the
 * requested one to start with) and, once it is lower, the reason for that.
 */
export function ApproveFeeRow({
  row,
  fee,
  item,
  lowered,
  reasons,
}: {
  row: number;
  fee: RequestedFee;
  /** The procedure or fee type the amount is for ("SA701K Appendicectomy"), if any. */
  item: string | null;
  lowered: boolean;
  reasons: readonly SelectOption[];
}) {
  const name = `fees.${row}` as const;
  return (
    <fieldset className="approve-fee">
      <legend className="approve-fee__name">{decisionFeeName(fee)}</legend>
      <div className="approve-fee__body">
        <div className="approve-fee__facts">
          {item && <p className="approve-fee__item">{item}</p>}
          <p className="approve-fee__requested">
            <span className="muted">Requested </span>
            {formatMoney(fee.requested)}
          </p>
        </div>
        <Field type="currency" name={`${name}.amount`} label="Approved amount" />
        {lowered && (
          <Select<ApproveFormValues, `fees.${number}.reasonCode`>
            name={`${name}.reasonCode`}
            id={`fee-${row}-reason`}
            label="Reason for less"
            options={reasons}
            matchWidth
          />
        )}
      </div>
    </fieldset>
  );
}
