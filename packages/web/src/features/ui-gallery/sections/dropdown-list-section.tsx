import { useState } from 'react';
import { DropdownList, type DropdownItem } from '../../../components/form/dropdown-list';
import type { GallerySection } from '../gallery-section';

const doctors: DropdownItem[] = [
  { value: 'tan', label: 'Dr Tan Ah Kow' },
  { value: 'lim', label: 'Dr Lim Bee Leng (not on the panel)', disabled: true },
  { value: 'ng', label: 'Dr Ng Siew Mei' },
  { value: 'raj', label: 'Dr Rajesh Kumar' },
];

type Patient = DropdownItem & { relationship: string };
const patients: Patient[] = [
  { value: 'p1', label: 'Tan Wei Ming', relationship: 'Self' },
  { value: 'p2', label: 'Tan Mei Ling', relationship: 'Spouse', disabled: true },
  { value: 'p3', label: 'Tan Jun Jie', relationship: 'Child' },
];

type DemoProps = {
  title: string;
  id: string;
  items?: DropdownItem[];
  initial?: string;
  query?: string;
  loading?: boolean;
};

/** One list in one state; the last item it reported is shown beneath it. */
function Demo({ title, id, items = doctors, initial, query, loading }: DemoProps) {
  const [value, setValue] = useState(initial);
  const [reported, setReported] = useState<string>();
  return (
    <div className="ui-gallery__state">
      <h3 id={`${id}-title`}>{title}</h3>
      <DropdownList
        id={id}
        aria-labelledby={`${id}-title`}
        items={items}
        value={value}
        query={query}
        loading={loading}
        onSelect={(item) => {
          setValue(item.value);
          setReported(item.label);
        }}
      />
      <output htmlFor={id} aria-live="polite">
        Reported: {reported ?? 'nothing yet'}
      </output>
    </div>
  );
}

function TemplateDemo() {
  const [value, setValue] = useState('p1');
  return (
    <div className="ui-gallery__state">
      <h3 id="gallery-dropdown-template-title">Item template (a patient with an active request)</h3>
      <DropdownList
        id="gallery-dropdown-template"
        aria-labelledby="gallery-dropdown-template-title"
        items={patients}
        value={value}
        onSelect={(item) => setValue(item.value)}
        renderItem={(patient) => (
          <>
            <strong>{patient.label}</strong>
            <span className="muted"> · {patient.relationship}</span>
            {patient.disabled && <span className="muted"> · has an active request</span>}
          </>
        )}
      />
    </div>
  );
}

function DropdownListSection() {
  return (
    <div className="ui-gallery__states">
      <Demo title="Filled: current value checked" id="gallery-dropdown-filled" initial="ng" />
      <Demo
        title="Searching 'Tan': no checkmark"
        id="gallery-dropdown-query"
        initial="tan"
        query="Tan"
      />
      <Demo title="Loading" id="gallery-dropdown-loading" loading />
      <Demo title="Empty" id="gallery-dropdown-empty" items={[]} />
      <TemplateDemo />
    </div>
  );
}

export const section: GallerySection = {
  id: 'dropdown-list',
  title: 'Dropdown list',
  order: 60,
  Component: DropdownListSection,
};
