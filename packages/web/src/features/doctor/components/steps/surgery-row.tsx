import { DOCTOR_LIMITS, exceedsCap, feeCap, feeOverCapMessage, formatMoney } from '@preauth/shared';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { RepeatingRow } from '../../../../components/form/repeating-group';
import { useDoctorInput } from '../../lib/doctor-input-context';
import type { DoctorFormValues } from '../../lib/doctor-form-values';
import { LookupField } from '../lookup-field';

type SurgeryOption = {
  value: string;
  label: string;
  tospDescription: string;
  surgeryAgreedPrice: string | null;
  anaestheticAgreedPrice: string | null;
};

type SurgeryValues = {
  surgeonfee?: string | null;
  surgeonfeeJustification?: string | null;
  anaesthetistfee?: string | null;
  anaesthetistfeeJustification?: string | null;
  surgeryAgreedPrice?: string | null;
  anaestheticAgreedPrice?: string | null;
};

/**
 * A fee of a surgery line with its justification (001 §4, §5): the agreed price and its cap for
 * this row (100 % on the first, 80 % on later rows), and, while the fee is over the cap without a
 * justification, the specification's message with the cap amount, live as the fee is typed.
 */
function CappedFee({
  row,
  fee,
  label,
  agreedPrice,
}: {
  row: RepeatingRow;
  fee: 'surgeonfee' | 'anaesthetistfee';
  label: string;
  agreedPrice: string | null | undefined;
}) {
  const values = useWatch<DoctorFormValues>({ name: row.name }) as SurgeryValues | undefined;
  const justificationName = `${row.name}.${fee}Justification`;
  const { errors } = useFormState<DoctorFormValues>({ name: justificationName });
  const { feeCaps } = useDoctorInput().params.requestPolicy;
  const cap = feeCap(agreedPrice, row.index, feeCaps);
  const over = exceedsCap(values?.[fee], agreedPrice, row.index, feeCaps);
  const justified = Boolean(values?.[`${fee}Justification`]?.trim());
  // The field's own error (after Next) says the same; one message at a time.
  const shownError = Boolean(
    (errors.surgeryDetails as Record<number, Record<string, unknown>> | undefined)?.[row.index]?.[
      `${fee}Justification`
    ],
  );
  return (
    <>
      <Field
        type="currency"
        name={`${row.name}.${fee}`}
        label={label}
        hint={
          cap
            ? `Agreed price ${formatMoney(agreedPrice)}; limit for this row ${formatMoney(cap)}.`
            : undefined
        }
      />
      <Field
        type="textarea"
        name={justificationName}
        label={`${label} justification`}
        maxLength={DOCTOR_LIMITS.justification}
      />
      {over && !justified && !shownError && (
        <p className="field__error" role="status">
          {feeOverCapMessage(agreedPrice, row.index, feeCaps)}
        </p>
      )}
    </>
  );
}

/** One surgery line: the procedure by TOSP lookup, then its two capped fees. */
export function SurgeryRow({
  row,
  loadOptions,
}: {
  row: RepeatingRow;
  loadOptions: (query: string) => Promise<SurgeryOption[]>;
}) {
  const { setValue } = useFormContext();
  const values = useWatch<DoctorFormValues>({ name: row.name }) as SurgeryValues | undefined;
  return (
    <>
      <LookupField
        name={`${row.name}.tospCode`}
        label="Surgical procedure (TOSP)"
        loadOptions={loadOptions}
        onOptionChange={(option) => {
          setValue(`${row.name}.tospDescription`, option?.tospDescription ?? null);
          setValue(`${row.name}.surgeryAgreedPrice`, option?.surgeryAgreedPrice ?? null);
          setValue(`${row.name}.anaestheticAgreedPrice`, option?.anaestheticAgreedPrice ?? null);
        }}
      />
      <CappedFee
        row={row}
        fee="surgeonfee"
        label="Surgeon fee"
        agreedPrice={values?.surgeryAgreedPrice}
      />
      <CappedFee
        row={row}
        fee="anaesthetistfee"
        label="Anaesthetist fee"
        agreedPrice={values?.anaestheticAgreedPrice}
      />
    </>
  );
}
