import { zodResolver } from '@hookform/resolvers/zod';
import { requestListQuerySchema } from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../components/form/field';
import type { ListFilters } from '../lib/list-view';
import { FilterButtons, StatusFilter } from './filter-fields';

const { erefNo, patientName, createdBy, createdOn, statusCode } = requestListQuerySchema.shape;

/** The list query's own filter rules; the date field holds null and the select '' for "any". */
const filtersFormSchema = z.object({
  erefNo,
  patientName,
  createdBy,
  createdOn: createdOn.nullable(),
  statusCode: statusCode.or(z.literal('')),
});
/** The box takes no more than the list call accepts. */
const maxLength = (field: typeof erefNo) => field.unwrap().maxLength ?? undefined;

type FormInput = z.input<typeof filtersFormSchema>;
type FormOutput = z.output<typeof filtersFormSchema>;

const toFormValues = (filters: ListFilters): FormInput => ({
  erefNo: filters.erefNo ?? '',
  patientName: filters.patientName ?? '',
  createdBy: filters.createdBy ?? '',
  createdOn: filters.createdOn ?? null,
  statusCode: filters.statusCode ?? '',
});

/** Empty fields are no filter at all. */
const toFilters = (values: FormOutput): ListFilters => ({
  erefNo: values.erefNo || undefined,
  patientName: values.patientName || undefined,
  createdBy: values.createdBy || undefined,
  createdOn: values.createdOn ?? undefined,
  statusCode: values.statusCode || undefined,
});

type RequestFiltersProps = {
  /** The filters in force (from the URL); the form shows them and follows when they change. */
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
  /** Whether the list holds more than one patient's requests (not the insured patient's own). */
  byPatient?: boolean;
};

/** Ref no, patient name (when there are several), created by, created on and status; Search. */
export function RequestFilters({ filters, onApply, byPatient = true }: RequestFiltersProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(filtersFormSchema),
    mode: 'onTouched',
    values: toFormValues(filters),
  });

  return (
    <FormProvider {...form}>
      <form
        className="request-filters"
        aria-label="Filter requests"
        noValidate
        onSubmit={form.handleSubmit((values) => onApply(toFilters(values)))}
      >
        <Field
          type="text"
          id="filter-eref-no"
          name="erefNo"
          label="Pre-Authorisation Ref No."
          maxLength={maxLength(erefNo)}
        />
        {byPatient && (
          <Field
            type="text"
            id="filter-patient-name"
            name="patientName"
            label="Patient name"
            maxLength={maxLength(patientName)}
          />
        )}
        <Field
          type="text"
          id="filter-created-by"
          name="createdBy"
          label="Created by"
          maxLength={maxLength(createdBy)}
        />
        <Field type="date" id="filter-created-on" name="createdOn" label="Created on" />
        <StatusFilter id="filter-status" />
        <FilterButtons onClear={() => onApply({})} />
      </form>
    </FormProvider>
  );
}
