import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Select, type SelectOption } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import type { GallerySection } from '../gallery-section';

const wards: SelectOption[] = [
  { value: 'A1', label: 'A1 – single room' },
  { value: 'B1', label: 'B1 – four-bed room', disabled: true },
  { value: 'B2', label: 'B2 – six-bed room' },
  { value: 'C', label: 'C – open ward' },
];

const clinics: SelectOption[] = [
  { value: 'c1', label: 'Raffles Medical Clinic (Orchard)' },
  { value: 'c2', label: 'Mount Elizabeth Novena Specialist Centre' },
  { value: 'c3', label: 'Thomson Family Clinic' },
];

const required = z.string().min(1, 'Please select a ward.');
const schema = z.object({
  empty: required,
  filled: required,
  invalid: required,
  disabled: z.string().optional(),
  loading: z.string(),
  width: z.string(),
  template: z.string(),
  multiple: z.string(),
  bottom: z.string(),
});
type Values = z.infer<typeof schema>;

function SelectSection() {
  const { control, handleSubmit, trigger } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      empty: '',
      filled: 'B2',
      invalid: '',
      disabled: 'A1',
      loading: '',
      width: '',
      template: 'c3',
      multiple: '',
      bottom: '',
    },
  });
  const [submitted, setSubmitted] = useState<Values>();
  // The invalid state shows its error from the start, as after a submit.
  useEffect(() => {
    void trigger('invalid');
  }, [trigger]);

  return (
    <form className="form" onSubmit={handleSubmit(setSubmitted)} noValidate>
      <div className="ui-gallery__states">
        <div className="ui-gallery__state">
          <h3>Empty</h3>
          <Select
            control={control}
            name="empty"
            id="gallery-select-empty"
            label="Ward"
            options={wards}
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Filled</h3>
          <Select
            control={control}
            name="filled"
            id="gallery-select-filled"
            label="Ward"
            options={wards}
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Invalid</h3>
          <Select
            control={control}
            name="invalid"
            id="gallery-select-invalid"
            label="Ward"
            options={wards}
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Disabled</h3>
          <Select
            control={control}
            name="disabled"
            id="gallery-select-disabled"
            label="Ward"
            options={wards}
            disabled
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Loading</h3>
          <Select
            control={control}
            name="loading"
            id="gallery-select-loading"
            label="Ward"
            options={[]}
            loading
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Panel as wide as the trigger</h3>
          <Select
            control={control}
            name="width"
            id="gallery-select-width"
            label="Clinic"
            options={clinics}
            matchWidth
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Item template</h3>
          <Select
            control={control}
            name="template"
            id="gallery-select-template"
            label="Clinic"
            options={clinics}
            renderOption={(clinic) => (
              <>
                {clinic.label} <span className="muted">({clinic.value.toUpperCase()})</span>
              </>
            )}
          />
        </div>
        <div className="ui-gallery__state" data-testid="gallery-select-multiple">
          <h3>Multiple (renders nothing, as specified)</h3>
          <Select control={control} name="multiple" label="Wards" options={wards} multiple />
        </div>
      </div>
      <div className="ui-gallery__state">
        <Button type="submit">Submit</Button>
        {submitted && <pre aria-label="Submitted values">{JSON.stringify(submitted, null, 2)}</pre>}
      </div>
      {/* Last on the section: scrolled to the bottom of the screen, its panel flips above. */}
      <div className="ui-gallery__state">
        <h3>Near the bottom edge (opens upwards)</h3>
        <Select
          control={control}
          name="bottom"
          id="gallery-select-bottom"
          label="Ward"
          options={wards}
        />
      </div>
    </form>
  );
}

export const section: GallerySection = {
  id: 'select',
  title: 'Select',
  order: 70,
  Component: SelectSection,
};
