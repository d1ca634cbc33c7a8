import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_LIMITS } from '@preauth/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RepeatingGroup } from '../../../components/form/repeating-group';
import { TextField } from '../../../components/ui/text-field';
import type { GallerySection } from '../gallery-section';

const schema = z.object({
  diagnoses: z
    .array(z.object({ code: z.string().trim().min(1, 'Please enter a diagnosis.') }))
    .min(FORM_LIMITS.diagnosesMin, 'Please add a diagnosis.'),
});
type Values = z.infer<typeof schema>;

function Diagnoses({
  id,
  title,
  codes,
  minimum,
  maximum,
  updated = false,
  disabled = false,
  showErrors = false,
}: {
  id: string;
  title: string;
  codes: string[];
  minimum?: number;
  maximum?: number;
  updated?: boolean;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const {
    control,
    register,
    trigger,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { diagnoses: codes.map((code) => ({ code })) },
  });
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <RepeatingGroup
        control={control}
        name="diagnoses"
        legend="Diagnosis"
        minimum={minimum}
        maximum={maximum}
        updated={updated}
        disabled={disabled}
        error={errors.diagnoses?.root?.message ?? errors.diagnoses?.message}
        newRow={() => ({ code: '' })}
        rows={(row) => (
          <TextField
            id={`${id}-${row.key}`}
            label="Diagnosis code"
            error={errors.diagnoses?.[row.index]?.code?.message}
            {...register(`diagnoses.${row.index}.code`)}
          />
        )}
      />
    </div>
  );
}

function RepeatingGroupSection() {
  return (
    <div className="ui-gallery__states">
      <Diagnoses id="gallery-diagnoses-empty" title="Empty (minimum 0, maximum 20)" codes={[]} />
      <Diagnoses
        id="gallery-diagnoses-filled"
        title={`Filled (minimum ${FORM_LIMITS.diagnosesMin}, maximum ${FORM_LIMITS.diagnosesMax})`}
        codes={['K21.9', 'M23.2']}
        minimum={FORM_LIMITS.diagnosesMin}
        maximum={FORM_LIMITS.diagnosesMax}
      />
      <Diagnoses
        id="gallery-diagnoses-invalid"
        title="Invalid"
        codes={['']}
        minimum={FORM_LIMITS.diagnosesMin}
        showErrors
      />
      <Diagnoses
        id="gallery-diagnoses-updated"
        title="Updated (rows cannot be deleted)"
        codes={['K21.9', 'M23.2']}
        updated
      />
      <Diagnoses id="gallery-diagnoses-disabled" title="Disabled" codes={['K21.9']} disabled />
    </div>
  );
}

export const section: GallerySection = {
  id: 'repeating-group',
  title: 'Repeating field groups',
  order: 40,
  Component: RepeatingGroupSection,
};
