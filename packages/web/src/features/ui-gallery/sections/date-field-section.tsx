import { zodResolver } from '@hookform/resolvers/zod';
import { optionalDateSchema, requiredDateSchema } from '@preauth/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { DateRangeField } from '../../../components/form/date-range-field';
import type { GallerySection } from '../gallery-section';

const CHOOSE_DATE = 'Please enter a date.';

const singleSchema = z.object({ visit: optionalDateSchema(CHOOSE_DATE) });
const requiredSchema = z.object({ visit: requiredDateSchema(CHOOSE_DATE) });
const rangeSchema = z.object({
  admissionFrom: requiredDateSchema('Please enter the admission date.'),
  admissionTo: requiredDateSchema('Please enter the discharge date.'),
});

/** The form value under each example, so the ISO value (or null) can be seen and tested. */
function FormValue({ id, value }: { id: string; value: unknown }) {
  return (
    <p className="muted">
      Form value: <output data-testid={`${id}-value`}>{JSON.stringify(value)}</output>
    </p>
  );
}

function SingleDate({
  id,
  title,
  required = false,
  visit = null,
  disabled = false,
  showErrors = false,
}: {
  id: string;
  title: string;
  required?: boolean;
  visit?: string | null;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { control, trigger } = useForm({
    defaultValues: { visit },
    resolver: zodResolver(required ? requiredSchema : singleSchema),
    mode: 'onTouched',
  });
  const value = useWatch({ control, name: 'visit' });
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <DateField
        control={control}
        name="visit"
        id={id}
        label="Visit date"
        required={required}
        disabled={disabled}
      />
      <FormValue id={id} value={value} />
    </div>
  );
}

function AdmissionRange() {
  const id = 'gallery-date-range';
  const { control } = useForm({
    defaultValues: { admissionFrom: null, admissionTo: null },
    resolver: zodResolver(rangeSchema),
    mode: 'onTouched',
  });
  const value = useWatch({ control });
  return (
    <div className="ui-gallery__state">
      <h3>Range</h3>
      <DateRangeField control={control} name="admission" id={id} label="Admission" />
      <FormValue id={id} value={value} />
    </div>
  );
}

function DateFieldSection() {
  return (
    <div className="ui-gallery__states">
      <SingleDate id="gallery-date-single" title="Single date" />
      <SingleDate
        id="gallery-date-required"
        title="Required single date"
        required
        visit="2026-01-15"
      />
      <AdmissionRange />
      <SingleDate id="gallery-date-invalid" title="Invalid" required showErrors />
      <SingleDate id="gallery-date-disabled" title="Disabled" visit="2025-12-24" disabled />
    </div>
  );
}

export const section: GallerySection = {
  id: 'date-field',
  title: 'Date field and date range',
  order: 110,
  Component: DateFieldSection,
};
