import {
  BUSINESS_OFFICE_ACKNOWLEDGEMENT,
  BUSINESS_OFFICE_LIMITS,
  type BusinessOfficeParams,
  businessOfficeTotalBill,
  formatMoney,
} from '@preauth/shared';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Autocomplete } from '../../../components/form/autocomplete';
import { feeTypeLookup, unusedFeeTypes } from '../../../components/form/fee-types';
import { draftKey } from '../../../components/form/form-drafts';
import { Field } from '../../../components/form/field';
import { LeavePagePrompt } from '../../../components/form/leave-page-prompt';
import { OtherFeesGroup } from '../../../components/form/other-fees-group';
import { RestoredDraftNote } from '../../../components/form/restored-draft-note';
import { SubmitButton } from '../../../components/form/submit-button';
import { useKeptForm } from '../../../components/form/use-form-draft';
import { useSubmitOnce } from '../../../components/form/use-submit-once';
import { CloseWindowButton } from '../../../components/link-access/close-window-button';
import { DetailList } from '../../../components/ui/detail-list';
import {
  emptyOtherFee,
  officeFormResolver,
  type OfficeFormValues,
  openingValues,
} from '../lib/office-form-values';
import { OFFICE_TEXTS } from '../lib/office-texts';

/** Every amount steps by 0.01 (001 §5, §9). */
const MONEY = { type: 'number', step: 0.01 } as const;

/** One surgery line: the procedure and the justifications read-only, the two fees editable. */
function SurgeryLine({
  index,
  line,
}: {
  index: number;
  line: BusinessOfficeParams['details']['surgeryDetails'][number];
}) {
  const name = `surgeryDetails.${index}` as const;
  return (
    <fieldset className="form__group">
      <legend>Surgery {index + 1}</legend>
      <DetailList
        items={[
          {
            label: 'Surgical procedure (TOSP)',
            value: [line.tospCode, line.tospDescription].filter(Boolean).join(' '),
          },
          { label: 'Surgeon fee justification', value: line.surgeonfeeJustification },
          { label: 'Anaesthetist fee justification', value: line.anaesthetistfeeJustification },
        ]}
      />
      <Field {...MONEY} name={`${name}.surgeonfee`} label="Surgeon fee" />
      <Field {...MONEY} name={`${name}.anaesthetistfee`} label="Anaesthetic fee" />
    </fieldset>
  );
}

/**
 * The office's fee form (001 §2 "Business-office input", §5): each surgery line's surgeon and
 * anaesthetic fees, the attendance fee, up to 4 other fees (a type used once), the hospital
 * charges, the live total bill rounded up, the acknowledgement tick, Cancel and "Save and
 * Proceed". What is typed is kept in the tab until it is submitted or cancelled.
 */
export function OfficeFeeForm({
  params,
  bearerToken,
  onSubmit,
  onCancel,
  problem,
}: {
  params: BusinessOfficeParams;
  bearerToken: string;
  /** Sends the form; resolves once answered (the button is busy meanwhile). */
  onSubmit: (values: OfficeFormValues, done: () => void) => Promise<void>;
  onCancel: () => void;
  /** The submit's refusal, shown above the buttons. */
  problem: string | null;
}) {
  const form = useForm<OfficeFormValues>({
    resolver: officeFormResolver,
    // Validate a field when it loses focus, then again on every change (000 §2.12).
    mode: 'onTouched',
    defaultValues: openingValues(params),
  });
  const kept = useKeptForm(form, draftKey(`link:${params.paId}`, 'business-office-form'));
  const values = useWatch({ control: form.control }) as OfficeFormValues;
  const total = businessOfficeTotalBill(values);
  const feeTypes = useMemo(() => feeTypeLookup(bearerToken), [bearerToken]);
  const send = useSubmitOnce(form, (typed) => onSubmit(typed, kept.clear));

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={send} noValidate aria-label="Business office inputs">
        <LeavePagePrompt hasUnsavedChanges={kept.hasUnsavedChanges} />
        <RestoredDraftNote draft={kept} />
        {params.details.surgeryDetails.map((line, index) => (
          <SurgeryLine key={line.id} index={index} line={line} />
        ))}
        <Field {...MONEY} name="paDetail.updatedDoctorAttendancefee" label="Attendance fee" />
        <OtherFeesGroup
          maximum={BUSINESS_OFFICE_LIMITS.otherFeesMax}
          newRow={emptyOtherFee}
          rows={(row) => (
            <>
              <Autocomplete<OfficeFormValues, `otherFees.${number}.feesCode`>
                name={`otherFees.${row.index}.feesCode`}
                label="Fee type"
                loadOptions={unusedFeeTypes(feeTypes, values.otherFees, row.index)}
              />
              <Field {...MONEY} name={`${row.name}.feesAmount`} label="Amount" />
            </>
          )}
        />
        <Field {...MONEY} name="paDetail.updatedTotalHospitalcharges" label="Hospital charges" />
        <section aria-label="Totals" aria-live="polite">
          <DetailList
            items={[
              {
                label: "Doctor's total bill (inclusive of GST)",
                value: formatMoney(params.details.paDetail.totalBill),
              },
              { label: 'Total bill (inclusive of GST)', value: formatMoney(total) },
            ]}
          />
          <input type="hidden" name="updatedTotalBill" value={total} />
        </section>
        <Field type="checkbox" name="termsAndConditions" label={BUSINESS_OFFICE_ACKNOWLEDGEMENT} />
        {problem && (
          <div className="alert alert--error" role="alert">
            {problem}
          </div>
        )}
        <div className="screen-actions">
          <CloseWindowButton
            variant="outline"
            title="Cancel"
            question={OFFICE_TEXTS.cancelQuestion}
            onClose={() => {
              kept.clear();
              onCancel();
            }}
          >
            Cancel
          </CloseWindowButton>
          <SubmitButton>Save and Proceed</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
