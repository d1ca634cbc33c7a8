import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMITS, moneySchema, requiredDateSchema } from '@preauth/shared';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../components/form/field';
import type { GallerySection } from '../gallery-section';

/** A number the user must give: empty is null in the form, refused with the message. */
const requiredNumber = (message: string) =>
  z
    .number({ message })
    .nullable()
    .refine((n) => n !== null, message);

const schema = z.object({
  doctorName: z.string().trim().min(1, 'Please select a doctor.'),
  password: z.string().min(1, 'Please enter your password.'),
  lengthOfStay: requiredNumber('Please enter a number of days.'),
  share: z.number().min(0).max(100),
  ageFrom: requiredNumber('Please enter both ages.'),
  ageTo: requiredNumber('Please enter both ages.'),
  paId: z.string(),
  consent: z.boolean().refine((v) => v, 'Please tick to agree.'),
  riders: z.array(z.string()).min(1, 'Please choose a rider.'),
  method: z.string().min(1, 'Please choose a method.'),
  notes: z.string().trim().min(1, 'Please add a note.').max(TEXT_LIMITS.multilineDefault),
  fee: moneySchema('Please enter an amount.'),
  visitDate: requiredDateSchema('Please enter a date.'),
  stayFrom: requiredDateSchema('Please enter the dates.'),
  stayTo: requiredDateSchema('Please enter the dates.'),
  ward: z.string().min(1, 'Please choose a ward.'),
  mobile: z.string().min(1, 'Please enter a phone number.'),
  doctorId: z.string(),
  doctorIdlabel: z.string().min(1, 'Please select a doctor.'),
  letter: z.string().min(1, 'Please choose a file.'),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  doctorName: '',
  password: '',
  lengthOfStay: null,
  share: 0,
  ageFrom: null,
  ageTo: null,
  paId: 'PA-0001',
  consent: false,
  riders: [],
  method: '',
  notes: '',
  fee: '',
  visitDate: null,
  stayFrom: null,
  stayTo: null,
  ward: '',
  mobile: '',
  doctorId: '',
  doctorIdlabel: '',
  letter: '',
};

const FILLED: Values = {
  doctorName: 'Dr Lim Boon Keng',
  password: 'secret-password',
  lengthOfStay: 3,
  share: 80,
  ageFrom: 18,
  ageTo: 65,
  paId: 'PA-0001',
  consent: true,
  riders: ['R1'],
  method: 'EMAIL',
  notes: 'Follow-up in two weeks.',
  fee: '12345.60',
  visitDate: '2026-02-01',
  stayFrom: '2026-02-01',
  stayTo: '2026-02-03',
  ward: 'B1',
  mobile: '9123 4567',
  doctorId: 'D1',
  doctorIdlabel: 'Alan Chua',
  letter: 'demo-upload',
};

const WARDS = [
  { value: 'A1', label: 'Class A1' },
  { value: 'B1', label: 'Class B1' },
];

const DOCTORS = ['Alan Chua', 'Michelle Tay', 'Rajesh Kumar', 'Sarah Wong'];

/** An in-page lookup standing in for the server's doctor search. */
const loadDoctors = async (query: string) =>
  DOCTORS.filter((name) => name.toLowerCase().includes(query.toLowerCase())).map((name, i) => ({
    value: `D${i + 1}`,
    label: name,
  }));

function AllTypes({
  prefix,
  title,
  values,
  disabled = false,
  showErrors = false,
}: {
  prefix: string;
  title: string;
  values: Values;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: values,
  });
  const watched = useWatch({ control: form.control });
  const { trigger } = form;
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <FormProvider {...form}>
        <form className="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <Field
            id={id('text')}
            type="text"
            name="doctorName"
            label="Doctor (text)"
            disabled={disabled}
          />
          <Field
            id={id('password')}
            type="password"
            name="password"
            label="Password"
            autoComplete="off"
            disabled={disabled}
          />
          <Field
            id={id('number')}
            type="number"
            name="lengthOfStay"
            label="Length of stay, days (number)"
            min={1}
            max={99}
            disabled={disabled}
          />
          <Field
            id={id('slider')}
            type="slider"
            name="share"
            label="Share claimed, % (slider)"
            min={0}
            max={100}
            step={5}
            disabled={disabled}
          />
          <Field
            id={id('range')}
            type="range"
            name="age"
            label="Patient age (range)"
            min={0}
            max={120}
            disabled={disabled}
          />
          <Field type="hidden" name="paId" />
          <Field
            id={id('checkbox')}
            type="checkbox"
            name="consent"
            label="I agree to the terms (checkbox)"
            disabled={disabled}
          />
          <Field
            id={id('checkbox-group')}
            type="checkbox"
            name="riders"
            label="Riders (checkbox group)"
            options={[
              { value: 'R1', label: 'Rider 1' },
              { value: 'R2', label: 'Rider 2' },
            ]}
            allOption="All riders"
            noneOption={{ value: 'NONE', label: 'No rider' }}
            disabled={disabled}
          />
          <Field
            id={id('radio')}
            type="radio"
            name="method"
            label="Method (radio)"
            options={[
              { value: 'EMAIL', label: 'Email' },
              { value: 'SINGPASS', label: 'Singpass' },
            ]}
            disabled={disabled}
          />
          <Field
            id={id('textarea')}
            type="textarea"
            name="notes"
            label="Notes (textarea)"
            disabled={disabled}
          />
          <Field
            id={id('currency')}
            type="currency"
            name="fee"
            label="Fee (currency)"
            disabled={disabled}
          />
          <Field
            id={id('date')}
            type="date"
            name="visitDate"
            label="Visit (date)"
            disabled={disabled}
          />
          <Field
            id={id('date-range')}
            type="date-range"
            name="stay"
            label="Stay (date-range)"
            disabled={disabled}
          />
          <Field
            id={id('select')}
            type="select"
            name="ward"
            label="Ward (select)"
            options={WARDS}
            disabled={disabled}
          />
          <Field
            id={id('phone')}
            type="phone"
            name="mobile"
            label="Mobile (phone)"
            disabled={disabled}
          />
          <Field
            id={id('autocomplete')}
            type="autocomplete"
            name="doctorId"
            label="Doctor (autocomplete)"
            loadOptions={loadDoctors}
            disabled={disabled}
          />
          <Field
            id={id('upload')}
            type="upload"
            name="letter"
            label="Letter (upload)"
            uploadUrl="/api/dev/gallery-upload"
            disabled={disabled}
          />
        </form>
      </FormProvider>
      {/* The JSON has no spaces: let it break anywhere rather than widen the page. */}
      <p className="muted" style={{ overflowWrap: 'anywhere' }}>
        Form value: <output>{JSON.stringify(watched)}</output>
      </p>
    </div>
  );
}

function FieldTypesSection() {
  return (
    <>
      <p className="muted">
        All sixteen types through one &lt;Field&gt;; each control also has its own section.
      </p>
      <div className="ui-gallery__states">
        <AllTypes prefix="gallery-field-empty" title="Empty" values={EMPTY} />
        <AllTypes prefix="gallery-field-filled" title="Filled" values={FILLED} />
        <AllTypes prefix="gallery-field-invalid" title="Invalid" values={EMPTY} showErrors />
        <AllTypes prefix="gallery-field-disabled" title="Disabled" values={FILLED} disabled />
      </div>
    </>
  );
}

export const section: GallerySection = {
  id: 'field-types',
  title: 'Generic field types',
  order: 50,
  Component: FieldTypesSection,
};
