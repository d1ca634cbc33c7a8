import { type Doctor, type DoctorClinic, TEXT_LIMITS } from '@preauth/shared';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Autocomplete, type AutocompleteOption } from '../../../components/form/autocomplete';
import { Field } from '../../../components/form/field';
import { lookupOptions } from '../../../components/form/lookup-options';
import { Select, type SelectOption } from '../../../components/form/select';
import { type DoctorOption, doctorOptions } from '../api/search-doctors';
import { type CreateRequestValues, NO_CLINIC } from '../lib/create-request-values';
import { useFillFields } from '../lib/use-fill-fields';
import { FormSection } from './form-section';
import { OptionWithNote } from './option-with-note';

export const NO_SALUTATION_HINT = "Please enter the doctor's name without a salutation such as Dr.";

type ClinicOption = SelectOption & { clinic: DoctorClinic };
type LookupClinicOption = AutocompleteOption & { clinicCode: string; clinicAddress: string };

const clinicLookup = lookupOptions('clinics', (clinic): LookupClinicOption => ({
  value: clinic.clinicId,
  label: clinic.clinicName,
  clinicCode: clinic.clinicCode,
  clinicAddress: clinic.clinicAddress,
}));

/**
 * The doctor, picked from the insurer's doctors or typed by hand, with the optional MCR number
 * (the picked doctor's own, not editable, 000 §2.5), and the clinic: one of the picked doctor's
 * clinics, or any clinic from the lookup.
 */
export function DoctorSection({ insurerCode }: { insurerCode: string }) {
  const { control, getValues } = useFormContext<CreateRequestValues>();
  const fill = useFillFields();
  const [doctor, setDoctor] = useState<Doctor | null>(null);
  const [loadDoctors] = useState(() => doctorOptions(insurerCode));

  const changeDoctor = (option: DoctorOption | null) => {
    const clinic = doctor?.clinics.find((c) => c.clinicId === getValues('clinicId'));
    // The email a clinic of the previous doctor filled in went with that clinic.
    const emailCameWithClinic =
      clinic !== undefined &&
      getValues('clinicdoctorEmailaddress') === clinic.doctorclinicEmailaddress;
    setDoctor(option?.doctor ?? null);
    fill({
      doctorMcrno: option?.doctor.doctorMcrno ?? '',
      ...NO_CLINIC,
      ...(emailCameWithClinic ? { clinicdoctorEmailaddress: '' } : {}),
    });
  };

  return (
    <FormSection title="Doctor details">
      <Autocomplete
        control={control}
        name="doctorId"
        id="doctorName"
        label="Doctor name"
        hint={NO_SALUTATION_HINT}
        loadOptions={loadDoctors}
        onOptionChange={changeDoctor}
        renderOption={(option) => (
          <OptionWithNote label={option.label} note={`MCR ${option.doctor.doctorMcrno}`} />
        )}
      />
      <Field
        type="text"
        name="doctorMcrno"
        label="MCR number (optional)"
        control={control}
        maxLength={TEXT_LIMITS.mcrNo}
        disabled={doctor !== null}
        hint={doctor ? 'The MCR number of the doctor chosen from the list.' : undefined}
      />
      {/* A picked doctor without a clinic on record is given the clinic lookup. */}
      {doctor && doctor.clinics.length > 0 ? (
        <Select
          control={control}
          name="clinicId"
          id="clinic"
          label="Clinic"
          options={doctor.clinics.map((clinic) => ({
            value: clinic.clinicId,
            label: clinic.clinicName,
            clinic,
          }))}
          matchWidth
          onOptionChange={({ clinic }: ClinicOption) =>
            fill(
              {
                clinicIdlabel: clinic.clinicName,
                clinicCode: clinic.clinicCode,
                clinicdoctorEmailaddress: clinic.doctorclinicEmailaddress,
              },
              'clinicId',
            )
          }
          renderOption={(option) => (
            <OptionWithNote label={option.label} note={option.clinic.clinicAddress} />
          )}
        />
      ) : (
        <Autocomplete
          control={control}
          name="clinicId"
          id="clinic"
          label="Clinic"
          loadOptions={clinicLookup}
          onOptionChange={(option) => fill({ clinicCode: option?.clinicCode ?? '' })}
          renderOption={(option) => (
            <OptionWithNote label={option.label} note={option.clinicAddress} />
          )}
        />
      )}
      <Field
        type="text"
        name="clinicdoctorEmailaddress"
        label="Doctor or clinic email address"
        control={control}
        autoComplete="off"
        hint="The request is sent to this address."
      />
    </FormSection>
  );
}
