import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DoctorRequestsQuery,
  PAGE_SIZES,
  doctorRequestsQuerySchema,
  waitsForDoctor,
} from '@preauth/shared';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Field } from '../../../components/form/field';
import { pageOffset } from '../../../components/ui/pagination';
import { useNow } from '../../../lib/use-now';
import { useDoctorRequests } from '../api/get-doctor-requests';
import { DoctorRequestItem } from './doctor-request-item';
import { FilterButtons, StatusFilter } from './filter-fields';
import { PagedRequestList } from './paged-request-list';
import './my-requests.css';

const { search, statusCode } = doctorRequestsQuerySchema.shape;
/** The search and status as the URL keeps them; an invalid one is no filter. */
const viewSchema = z.object({
  search: search.catch(undefined),
  statusCode: statusCode.catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});
type View = z.output<typeof viewSchema>;
const filtersFormSchema = z.object({ search, statusCode: statusCode.or(z.literal('')) });
type FiltersInput = z.input<typeof filtersFormSchema>;
type FiltersOutput = z.output<typeof filtersFormSchema>;

const readView = (params: URLSearchParams): View =>
  viewSchema.parse({
    search: params.get('search') || undefined,
    statusCode: params.get('statusCode') || undefined,
    page: params.get('page') ?? undefined,
  });

function viewParams({ search: text, statusCode: status, page }: View) {
  const params = new URLSearchParams();
  if (text) params.set('search', text);
  if (status) params.set('statusCode', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Search by reference or patient name, and the status; applied with Search. */
function DoctorRequestFilters({ view, onApply }: { view: View; onApply: (next: View) => void }) {
  const form = useForm<FiltersInput, unknown, FiltersOutput>({
    resolver: zodResolver(filtersFormSchema),
    values: { search: view.search ?? '', statusCode: view.statusCode ?? '' },
  });
  return (
    <FormProvider {...form}>
      <form
        className="request-filters"
        aria-label="Search your requests"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          onApply({
            search: values.search || undefined,
            statusCode: values.statusCode || undefined,
            page: 1,
          }),
        )}
      >
        <Field
          type="text"
          id="doctor-search"
          name="search"
          label="Ref No. or patient name"
          maxLength={search.unwrap().maxLength ?? undefined}
        />
        <StatusFilter id="doctor-status" />
        <FilterButtons onClear={() => onApply({ page: 1 })} />
      </form>
    </FormProvider>
  );
}

/**
 * The requests that name the logged-in doctor (record 084), those waiting for the doctor first
 * with the time left to respond; searched, filtered and paged, all kept in the URL.
 */
export function DoctorRequests() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readView(searchParams), [searchParams]);
  const query: DoctorRequestsQuery = {
    ...(view.search && { search: view.search }),
    ...(view.statusCode && { statusCode: view.statusCode }),
    offset: pageOffset(view.page, PAGE_SIZES.dashboard),
    limit: PAGE_SIZES.dashboard,
  };
  const requests = useDoctorRequests(query);
  const waiting = requests.data?.list.some((item) => waitsForDoctor(item.statusCode)) ?? false;
  // Read again each second only while a window's time left is on screen.
  const now = useNow(waiting);
  const show = (next: View, replace = false) => setSearchParams(viewParams(next), { replace });

  return (
    <section className="card dashboard__section" aria-labelledby="doctor-requests-title">
      <h2 id="doctor-requests-title">Your requests</h2>
      <DoctorRequestFilters view={view} onApply={(next) => show(next)} />
      <PagedRequestList
        requests={requests}
        page={view.page}
        onPageChange={(page, replace) => show({ ...view, page }, replace)}
      >
        {(item) => <DoctorRequestItem key={item.paId} item={item} now={now} />}
      </PagedRequestList>
    </section>
  );
}
