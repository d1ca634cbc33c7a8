import {
  DAY_SURGERY_ADMISSION,
  DOCTOR_LIMITS,
  formatMoney,
  otherFeesTotal,
  requestedFeeStepSchema,
  surgeryTotal,
  totalBill,
} from '@preauth/shared';
import { useEffect, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { RepeatingGroup } from '../../../../components/form/repeating-group';
import { DetailList } from '../../../../components/ui/detail-list';
import { doctorLookups } from '../../api/doctor-lookups';
import { useDoctorInput } from '../../lib/doctor-input-context';
import { emptyOtherFeeRow, emptySurgeryRow } from '../../lib/doctor-form-values';
import { groupError } from '../../../../components/form/group-error';
import { unusedFeeTypes } from '../../../../components/form/fee-types';
import { OtherFeesGroup } from '../../../../components/form/other-fees-group';
import { LookupField } from '../lookup-field';
import { StepForm, useStepForm } from '../step-form';
import { SurgeryRow } from './surgery-row';

type FeeRows = {
  surgeryDetails?: { surgeonfee?: string; anaesthetistfee?: string }[];
  otherFees?: { feesCode?: string; feesAmount?: string }[];
  doctorAttendancefee?: string;
  totalHospitalcharges?: string;
};

/**
 * Step 3, requested-fee (001 §2, §4, §5): surgery lines by TOSP lookup with the agreed prices of
 * the hospital on the admission date and their caps, the attendance fee, up to 4 other fees (a
 * type used once), the hospital charges, and the totals computed live (total bill rounded up).
 */
export function RequestedFeeStep() {
  const input = useDoctorInput();
  // The insurer's fee caps decide which fees need a justification.
  const { feeCaps } = input.params.requestPolicy;
  const schema = useMemo(() => requestedFeeStepSchema(feeCaps), [feeCaps]);
  const form = useStepForm(schema);
  const { control, setValue } = form;
  const lookups = useMemo(() => doctorLookups(input.wayIn.bearerToken), [input.wayIn.bearerToken]);
  const { hospitalId, admissionDate, admissionType } = input.values as Record<string, string>;
  const tosp = useMemo(
    () => lookups.tosp(hospitalId || undefined, admissionDate || undefined),
    [lookups, hospitalId, admissionDate],
  );
  const fees = useWatch({ control }) as FeeRows;
  const { errors } = useFormState({ control, name: 'surgeryDetails' });
  const daySurgery = admissionType === DAY_SURGERY_ADMISSION;
  const minimumSurgeries = daySurgery ? DOCTOR_LIMITS.daySurgeryRowsMin : 0;
  const surgeries = fees.surgeryDetails?.length ?? 0;
  // Day surgery needs a surgery line (001 §4): the first one is open to fill in.
  useEffect(() => {
    if (surgeries < minimumSurgeries) setValue('surgeryDetails', [emptySurgeryRow()]);
  }, [surgeries, minimumSurgeries, setValue]);

  // The fee types already used are not offered again (001 §2).
  const feeTypesFor = (index: number) => unusedFeeTypes(lookups.fees, fees.otherFees, index);

  return (
    <StepForm step="requested-fee" form={form}>
      <RepeatingGroup
        name="surgeryDetails"
        legend="Surgery"
        minimum={minimumSurgeries}
        maximum={DOCTOR_LIMITS.surgeryRowsMax}
        addLabel="Add surgery"
        newRow={emptySurgeryRow}
        error={groupError(errors.surgeryDetails)}
        rows={(row) => <SurgeryRow row={row} loadOptions={tosp} />}
      />
      <Field type="currency" name="doctorAttendancefee" label="Total attendance fee" />
      <OtherFeesGroup
        maximum={DOCTOR_LIMITS.otherFeesMax}
        newRow={emptyOtherFeeRow}
        rows={(row) => (
          <>
            <LookupField
              name={`${row.name}.feesCode`}
              label="Fee type"
              loadOptions={feeTypesFor(row.index)}
            />
            <Field type="currency" name={`${row.name}.feesAmount`} label="Amount" />
          </>
        )}
      />
      <Field type="currency" name="totalHospitalcharges" label="Total hospital charges" />
      <section aria-label="Totals" aria-live="polite">
        <DetailList
          items={[
            {
              label: 'Surgery fees (inclusive of GST)',
              value: formatMoney(surgeryTotal(fees.surgeryDetails)),
            },
            {
              label: 'Other fees (inclusive of GST)',
              value: formatMoney(otherFeesTotal(fees.otherFees)),
            },
            { label: 'Total bill (inclusive of GST)', value: formatMoney(totalBill(fees)) },
          ]}
        />
      </section>
    </StepForm>
  );
}
