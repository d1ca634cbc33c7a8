import { zodResolver } from '@hookform/resolvers/zod';
import {
  adjudicationQueueQuerySchema,
  QUEUE_DUE_FILTERS,
  QUEUE_MESSAGES,
  QUEUE_SORT_KEYS,
  STATUS_CODES,
  statusLabel,
} from '@preauth/shared';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Autocomplete } from '../../../../components/form/autocomplete';
import { Field } from '../../../../components/form/field';
import { lookupOptions } from '../../../../components/form/lookup-options';
import { Select } from '../../../../components/form/select';
import { Button } from '../../../../components/ui/button';
import {
  ASSIGNED_TO,
  DEFAULT_STATUS,
  type QueueFilters,
  SORT_DESCRIPTIONS,
} from '../../lib/queue-view';
import './queue-filters.css';

export const QUEUE_FILTER_TEXTS = {
  chooseHospital: 'Please choose a hospital from the list.',
} as const;

const { statusCode, dueWithinDays, search } = adjudicationQueueQuerySchema.shape;

/**
 * The queue query's own rules; the selects hold '' for "any", the hospital its id and the name
 * typed or chosen (`hospitalIdlabel`, the autocomplete's companion field).
 */
const filtersFormSchema = z
  .object({
    statusCode: statusCode.unwrap(),
    search: search.unwrap().or(z.literal('')),
    sortBy: z.enum(['', ...QUEUE_SORT_KEYS]),
    hospitalId: z.string(),
    hospitalIdlabel: z.string(),
    panel: z.enum(['', 'true', 'false']),
    due: z.enum(['', ...QUEUE_DUE_FILTERS]),
    dueWithinDays: dueWithinDays.unwrap(),
    assignedTo: z.enum(['', ...ASSIGNED_TO]),
    urgent: z.enum(['', 'true', 'false']),
  })
  .refine((values) => !values.due || values.statusCode === DEFAULT_STATUS, {
    error: QUEUE_MESSAGES.dueOnlyInProcessing,
    path: ['due'],
  })
  .refine((values) => values.hospitalId || !values.hospitalIdlabel.trim(), {
    error: QUEUE_FILTER_TEXTS.chooseHospital,
    path: ['hospitalIdlabel'],
  });

type FormInput = z.input<typeof filtersFormSchema>;
type FormOutput = z.output<typeof filtersFormSchema>;

const STATUS_OPTIONS = STATUS_CODES.map((code) => ({ value: code, label: statusLabel(code) }));
const PANEL_OPTIONS = [
  { value: '', label: 'Panel or not' },
  { value: 'true', label: 'Panel hospitals only' },
  { value: 'false', label: 'Non-panel only' },
];
const DUE_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'within', label: 'Due within N working days' },
];
const URGENT_OPTIONS = [
  { value: '', label: 'Urgent or standard' },
  { value: 'true', label: 'Urgent only' },
  { value: 'false', label: 'Standard only' },
];
const SORT_OPTIONS = [
  { value: '', label: 'As the status lists them' },
  ...QUEUE_SORT_KEYS.map((key) => ({
    value: key,
    label: SORT_DESCRIPTIONS[key].charAt(0).toUpperCase() + SORT_DESCRIPTIONS[key].slice(1),
  })),
];
const ASSIGNED_OPTIONS = [
  { value: '', label: 'Anyone or nobody' },
  { value: 'me', label: 'Me' },
  { value: 'nobody', label: 'Nobody' },
];

/** The hospitals lookup (searched by name or code), each option the hospital's id and name. */
const loadHospitals = lookupOptions('hospitals', (hospital) => ({
  value: hospital.hospitalId,
  label: hospital.hospitalName,
}));

const toFormValues = (filters: QueueFilters): FormInput => ({
  statusCode: filters.statusCode,
  search: filters.search ?? '',
  sortBy: filters.sortBy ?? '',
  hospitalId: filters.hospitalId ?? '',
  hospitalIdlabel: filters.hospitalId ? (filters.hospitalName ?? '') : '',
  panel: filters.panel === undefined ? '' : filters.panel ? 'true' : 'false',
  due: filters.due ?? '',
  dueWithinDays: filters.dueWithinDays ?? 1,
  assignedTo: filters.assignedTo ?? '',
  urgent: filters.urgent === undefined ? '' : filters.urgent ? 'true' : 'false',
});

/** Empty fields are no filter at all. */
const toFilters = (values: FormOutput): QueueFilters => ({
  statusCode: values.statusCode,
  ...(values.search && { search: values.search }),
  ...(values.sortBy && { sortBy: values.sortBy }),
  ...(values.hospitalId && {
    hospitalId: values.hospitalId,
    hospitalName: values.hospitalIdlabel.trim() || undefined,
  }),
  ...(values.panel && { panel: values.panel === 'true' }),
  ...(values.due && { due: values.due }),
  ...(values.due === 'within' && { dueWithinDays: values.dueWithinDays }),
  ...(values.assignedTo && { assignedTo: values.assignedTo }),
  ...(values.urgent && { urgent: values.urgent === 'true' }),
});

type QueueFilterFormProps = {
  /** The filters in force (from the URL); the form shows them and follows when they change. */
  filters: QueueFilters;
  onApply: (filters: QueueFilters) => void;
};

/**
 * The search text, status, order, hospital, panel, due, urgency and assigned to; applied with
 * Search, all cleared with Clear.
 */
export function QueueFilterForm({ filters, onApply }: QueueFilterFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(filtersFormSchema),
    mode: 'onTouched',
    values: toFormValues(filters),
  });
  const due = useWatch({ control: form.control, name: 'due' });

  return (
    <FormProvider {...form}>
      <form
        className="queue-filters"
        aria-label="Filter the queue"
        noValidate
        onSubmit={form.handleSubmit((values) => onApply(toFilters(values)))}
      >
        <Field
          type="text"
          id="queue-search"
          name="search"
          label="Search"
          hint="Reference, NRIC/FIN (whole or last 4), patient, policyholder or policy number"
        />
        <Select
          control={form.control}
          id="queue-status"
          name="statusCode"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <Select
          control={form.control}
          id="queue-sort"
          name="sortBy"
          label="Sort by"
          options={SORT_OPTIONS}
        />
        <Autocomplete
          control={form.control}
          name="hospitalId"
          id="queue-hospital"
          label="Hospital"
          placeholder="Any hospital"
          loadOptions={loadHospitals}
        />
        <Select
          control={form.control}
          id="queue-panel"
          name="panel"
          label="Panel"
          options={PANEL_OPTIONS}
        />
        <Select
          control={form.control}
          id="queue-due"
          name="due"
          label="Due"
          options={DUE_OPTIONS}
        />
        {due === 'within' && (
          <Field
            type="number"
            id="queue-due-within"
            name="dueWithinDays"
            label="Working days"
            min={1}
            max={dueWithinDays.unwrap().maxValue ?? undefined}
          />
        )}
        <Select
          control={form.control}
          id="queue-urgent"
          name="urgent"
          label="Urgency"
          options={URGENT_OPTIONS}
        />
        <Select
          control={form.control}
          id="queue-assigned-to"
          name="assignedTo"
          label="Assigned to"
          options={ASSIGNED_OPTIONS}
        />
        <div className="queue-filters__buttons">
          <Button type="submit">Search</Button>
          <Button variant="outline" onClick={() => onApply({ statusCode: DEFAULT_STATUS })}>
            Clear
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
