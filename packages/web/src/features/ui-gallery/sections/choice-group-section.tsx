import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceGroup, type ChoiceOption } from '../../../components/form/choice-group';
import type { GallerySection } from '../gallery-section';

const WARDS: ChoiceOption[] = [
  { value: 'A', label: 'Ward A (single room)' },
  { value: 'B1', label: 'Ward B1 (4 beds)' },
  { value: 'B2', label: 'Ward B2 (6 beds)' },
  { value: 'C', label: 'Ward C (open ward)', disabled: true },
];

const wardsSchema = z.object({ wards: z.array(z.string()).min(1, 'Please choose a ward.') });
const methodSchema = z.object({ method: z.string().min(1, 'Please choose a method.') });

function Wards({
  id,
  title,
  wards = [],
  disabled = false,
  showErrors = false,
}: {
  id: string;
  title: string;
  wards?: string[];
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { control, trigger } = useForm({
    resolver: zodResolver(wardsSchema),
    mode: 'onTouched',
    defaultValues: { wards },
  });
  const value = useWatch({ control, name: 'wards' });
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <Controller
        control={control}
        name="wards"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            {...field}
            id={id}
            type="checkbox"
            legend="Ward types"
            options={WARDS}
            allOption="All wards"
            noneOption={{ value: 'NONE', label: 'No preference' }}
            disabled={disabled}
            error={fieldState.error?.message}
          />
        )}
      />
      <p className="muted">
        Form value: <output>{JSON.stringify(value)}</output>
      </p>
    </div>
  );
}

function Method({ id, title, method = '' }: { id: string; title: string; method?: string }) {
  const { control } = useForm({
    resolver: zodResolver(methodSchema),
    mode: 'onTouched',
    defaultValues: { method },
  });
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <Controller
        control={control}
        name="method"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            {...field}
            id={id}
            type="radio"
            legend="Authorisation method"
            options={[
              { value: 'EMAIL', label: 'Email' },
              { value: 'SINGPASS', label: 'Singpass' },
            ]}
            noneOption={{ value: 'NONE', label: 'Neither' }}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

function ChoiceGroupSection() {
  return (
    <div className="ui-gallery__states">
      <Wards id="gallery-wards-empty" title="Checkboxes, empty (required)" />
      <Wards id="gallery-wards-filled" title="Checkboxes, filled" wards={['A', 'B2']} />
      <Wards id="gallery-wards-invalid" title="Checkboxes, invalid" showErrors />
      <Wards id="gallery-wards-disabled" title="Checkboxes, disabled" wards={['B1']} disabled />
      <Method id="gallery-method-empty" title="Radios, empty (required)" />
      <Method id="gallery-method-filled" title="Radios, filled" method="EMAIL" />
    </div>
  );
}

export const section: GallerySection = {
  id: 'choice-group',
  title: 'Choice groups',
  order: 30,
  Component: ChoiceGroupSection,
};
