import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Autocomplete, type AutocompleteOption } from '../../../components/form/autocomplete';
import { Button } from '../../../components/ui/button';
import type { GallerySection } from '../gallery-section';

// An in-memory stand-in for GET /api/lookups/doctors until the lookup endpoints exist.
const DOCTOR_NAMES = [
  'Tan Ah Kow',
  'Tan Bee Leng',
  'Tan Chee Keong',
  'Tang Wei Jie',
  'Lim Siew Mei',
  'Lim Boon Huat',
  'Lee Kah Wai',
  'Lee Mei Fong',
  'Ng Hui Min',
  'Ng Kok Leong',
  'Wong Li Ting',
  'Wong Yew Chong',
  'Goh Chin Huat',
  'Goh Pei Shan',
  'Chua Kian Seng',
  'Chua Xin Yi',
  'Ong Teck Soon',
  'Ong Shu Fen',
  'Koh Wee Kiat',
  'Koh Jia Hui',
  'Rajesh Kumar',
  'Priya Nair',
  'Arun Pillai',
  'Siti Nurhaliza',
  'Ahmad Faisal',
  'Nur Aisyah',
  'Muthu Krishnan',
  'Deepa Menon',
  'Chen Jing',
  'Huang Zhi Wei',
];
const doctors: AutocompleteOption[] = DOCTOR_NAMES.map((name, index) => ({
  value: `D${String(index + 1).padStart(2, '0')}`,
  label: `Dr ${name}`,
  // One doctor is off the panel, to show a disabled row.
  disabled: name === 'Tan Bee Leng',
}));
/** How long the fake server takes, so that 'Loading ...' can be seen. */
const FAKE_LATENCY_MS = 400;

const schema = z.object({
  doctorId: z.string(),
  doctorIdlabel: z.string(),
  filledId: z.string(),
  filledIdlabel: z.string(),
  invalidId: z.string(),
  invalidIdlabel: z.string().min(1, 'Please select a doctor.'),
  disabledId: z.string().optional(),
  disabledIdlabel: z.string().optional(),
  loadingId: z.string(),
  loadingIdlabel: z.string(),
});
type Values = z.infer<typeof schema>;

const never = () => new Promise<AutocompleteOption[]>(() => {});

function AutocompleteSection() {
  const [loaderCalls, setLoaderCalls] = useState(0);
  const [submitted, setSubmitted] = useState<Values>();
  const { control, handleSubmit, trigger } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      doctorId: '',
      doctorIdlabel: '',
      filledId: 'D09',
      filledIdlabel: 'Dr Ng Hui Min',
      invalidId: '',
      invalidIdlabel: '',
      disabledId: 'D21',
      disabledIdlabel: 'Dr Rajesh Kumar',
      loadingId: '',
      loadingIdlabel: '',
    },
  });
  // The invalid state shows its error from the start, as after a submit.
  useEffect(() => {
    void trigger('invalidIdlabel');
  }, [trigger]);

  const loadDoctors = async (query: string) => {
    setLoaderCalls((calls) => calls + 1);
    await new Promise((resolve) => setTimeout(resolve, FAKE_LATENCY_MS));
    const wanted = query.trim().toLowerCase();
    return doctors.filter((d) => d.label.toLowerCase().includes(wanted)).slice(0, 10);
  };

  return (
    <form className="form" onSubmit={handleSubmit(setSubmitted)} noValidate>
      <div className="ui-gallery__states">
        <div className="ui-gallery__state">
          <h3>Empty (type 'tan')</h3>
          <Autocomplete
            control={control}
            name="doctorId"
            id="gallery-autocomplete"
            label="Doctor"
            hint="Without a salutation, e.g. Tan Ah Kow"
            loadOptions={loadDoctors}
          />
          <p>
            Loader calls: <output data-testid="autocomplete-loader-calls">{loaderCalls}</output>
          </p>
        </div>
        <div className="ui-gallery__state">
          <h3>Filled</h3>
          <Autocomplete
            control={control}
            name="filledId"
            id="gallery-autocomplete-filled"
            label="Doctor"
            loadOptions={loadDoctors}
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Invalid</h3>
          <Autocomplete
            control={control}
            name="invalidId"
            id="gallery-autocomplete-invalid"
            label="Doctor"
            loadOptions={loadDoctors}
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Disabled</h3>
          <Autocomplete
            control={control}
            name="disabledId"
            id="gallery-autocomplete-disabled"
            label="Doctor"
            loadOptions={loadDoctors}
            disabled
          />
        </div>
        <div className="ui-gallery__state">
          <h3>Loading (the lookup never answers)</h3>
          <Autocomplete
            control={control}
            name="loadingId"
            id="gallery-autocomplete-loading"
            label="Doctor"
            loadOptions={never}
          />
        </div>
      </div>
      <div className="ui-gallery__state">
        <Button type="submit">Submit</Button>
        {submitted && (
          <pre aria-label="Submitted values" data-testid="autocomplete-submitted">
            {JSON.stringify(submitted, null, 2)}
          </pre>
        )}
      </div>
    </form>
  );
}

export const section: GallerySection = {
  id: 'autocomplete',
  title: 'Autocomplete',
  order: 80,
  Component: AutocompleteSection,
};
