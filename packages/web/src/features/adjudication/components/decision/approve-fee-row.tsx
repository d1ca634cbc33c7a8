import { decisionFeeName, formatMoney, type RequestedFee } from '@preauth/shared';
import { Field } from '../../../../components/form/field';
import { Select, type SelectOption } from '../../../../components/form/select';
import { NOT_AVAILABLE } from '../../../../components/ui/detail-list';
import type { ApproveFormValues } from './approve-values';

/**
 * One fee of the approval: its name and item, the amount requested (a surgery fee's beside its
 * agreed price and cap), the approved amount (the requested one to start with) and, once it is
 * lower, the reason for that.
 */
export function ApproveFeeRow({
  row,
  fee,
  item,
  cap,
  lowered,
  reasons,
}: {
  row: number;
  fee: RequestedFee;
  /** The procedure or fee type the amount is for ("SA701K Appendicectomy"), if any. */
  item: string | null;
  /** A surgeon's or anaesthetist's fee: the agreed price and the cap (null when none is known). */
  cap: { agreedPrice: string | null; cap: string | null } | null;
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
          {cap && (
            <p className="approve-fee__cap">
              <span className="muted">Agreed price </span>
              {cap.agreedPrice ? formatMoney(cap.agreedPrice) : NOT_AVAILABLE}
              <span className="muted"> · Cap </span>
              {cap.cap ? formatMoney(cap.cap) : NOT_AVAILABLE}
            </p>
          )}
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
