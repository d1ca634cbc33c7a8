import { DECISION_LIMITS, type DecisionReason, formatMoney, requestedFees } from '@preauth/shared';
import { useMemo, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { reasonOption } from '../../api/get-reasons';
import { ApproveFeeRow } from './approve-fee-row';
import {
  type ApproveFormValues,
  type ApproveSubmission,
  approveResolver,
  feeDetailsOf,
  formPathOf,
  isLowered,
  liveApprovedTotal,
  openingApproveValues,
} from './approve-values';
import { totalRequested } from './case-summary';
import type { DecisionFormProps } from './decision-page';
import { DecisionActions, DecisionConfirm } from './decision-actions';
import { ReasonsGate } from './reasons-gate';
import { useDecisionSubmit } from './use-decision-submit';
import './approve-form.css';

/** Approve: the insurer's reduction reasons first, then the form. */
export function ApproveForm(props: DecisionFormProps) {
  return (
    <ReasonsGate kind="reduction">
      {(reasons) => <ApproveFees {...props} reasons={reasons} />}
    </ReasonsGate>
  );
}

/** The procedure or fee type of a fee, as the case view names it. */
function itemOf(view: DecisionFormProps['view'], fee: ReturnType<typeof requestedFees>[number]) {
  if (!view.fees || fee.index === null || fee.itemCode === null) return null;
  const description =
    fee.fee === 'other'
      ? (view.fees.otherFees.office ?? view.fees.otherFees.doctor)[fee.index]?.feesDescription
      : view.fees.surgeryLines[fee.index]?.tospDescription;
  return [fee.itemCode, description].filter(Boolean).join(' ');
}

/** A surgery line's surgeon or anaesthetist fee: its agreed price and cap, from the case view. */
function capOf(view: DecisionFormProps['view'], fee: ReturnType<typeof requestedFees>[number]) {
  if ((fee.fee !== 'surgeon' && fee.fee !== 'anaesthetist') || fee.index === null) return null;
  const line = view.fees?.surgeryLines[fee.index];
  if (!line) return null;
  const { agreedPrice, cap } = fee.fee === 'surgeon' ? line.surgeonfee : line.anaesthetistfee;
  return { agreedPrice, cap };
}

/**
 * The approval (PRO → APP): a row per fee of the request with the amount requested and the
 * approved amount, the requested one to start with; a lowered amount needs a reduction reason of
 * the insurer's list, a higher one is refused with the shared rules' message; the approved total
 * follows the amounts by the bill's own rule. Submit asks "Approve this request for S$ …?".
 */
function ApproveFees({
  view,
  onConflict,
  reasons,
}: DecisionFormProps & { reasons: DecisionReason[] }) {
  const details = useMemo(() => (view.fees ? feeDetailsOf(view.fees) : null), [view.fees]);
  const requested = useMemo(() => (details ? requestedFees(details) : []), [details]);
  const codes = useMemo(() => new Set(reasons.map((reason) => reason.code)), [reasons]);
  const form = useForm<ApproveFormValues, unknown, ApproveSubmission>({
    resolver: details ? approveResolver(requested, details, codes) : undefined,
    // Validate a field when it loses focus, then again on every change (000 §2.12).
    mode: 'onTouched',
    defaultValues: openingApproveValues(requested),
  });
  const values = useWatch({ control: form.control }) as ApproveFormValues;
  const total = details ? liveApprovedTotal(values, requested, details) : null;
  const options = useMemo(() => reasons.map(reasonOption), [reasons]);
  // Which form row each sent amount came from, for the server's field issues.
  const [sentRows, setSentRows] = useState<readonly number[]>([]);
  const submit = useDecisionSubmit({
    paId: view.paId,
    onConflict,
    onIssues: (issues) => {
      for (const issue of issues) {
        const path = formPathOf(issue.path, sentRows);
        if (path)
          form.setError(path as Path<ApproveFormValues>, {
            type: 'server',
            message: issue.message,
          });
      }
    },
  });

  if (!details) {
    return <p className="alert alert--error">The request has no fees to approve.</p>;
  }

  const onSubmit = form.handleSubmit(({ body, rows }) => {
    setSentRows(rows);
    submit.ask({ decision: 'approve', body });
  });

  return (
    <FormProvider {...form}>
      <form className="form approve-form" onSubmit={onSubmit} noValidate aria-label="Approval">
        <section className="review-section approve-form__fees" aria-labelledby="approve-fees-title">
          <h2 id="approve-fees-title">Approved amounts</h2>
          <p className="muted">
            Each fee is approved as requested unless you lower it; a lower amount needs a reason.
          </p>
          {requested.map((fee, row) => (
            <ApproveFeeRow
              key={`${fee.fee}:${fee.index ?? ''}`}
              row={row}
              fee={fee}
              item={itemOf(view, fee)}
              cap={capOf(view, fee)}
              lowered={isLowered(values.fees[row]?.amount ?? fee.requested, fee)}
              reasons={options}
            />
          ))}
          <dl className="approve-form__totals" aria-live="polite">
            <div>
              <dt>Total requested</dt>
              <dd>{formatMoney(totalRequested(view))}</dd>
            </div>
            <div className="approve-form__total">
              <dt>Approved total</dt>
              <dd>{total === null ? 'Shown once every amount is valid' : formatMoney(total)}</dd>
            </div>
          </dl>
        </section>
        <Field
          type="textarea"
          name="conditions"
          label="Conditions or notes (optional)"
          hint="Printed on the certificate and sent to the policyholder."
          maxLength={DECISION_LIMITS.text}
        />
        <DecisionActions decision="approve" paId={view.paId} isSending={submit.isSending} />
      </form>
      <DecisionConfirm decision="approve" submit={submit} total={total ?? ''} />
    </FormProvider>
  );
}
