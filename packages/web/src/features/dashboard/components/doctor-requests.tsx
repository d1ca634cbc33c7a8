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
import { LoadError } from '../../../components/errors/load-error';
import { Field } from '../../../components/form/field';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pagination, pageCount, pageOffset } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useDoctorRequests } from '../api/get-doctor-requests';
import { useStatuses } from '../api/get-statuses';
import { DoctorRequestItem } from './doctor-request-item';
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

const ALL_STATUSES = { value: '', label: 'All statuses' };

/** Search by reference or patient name, and the status; applied with Search. */
function DoctorRequestFilters({ view, onApply }: { view: View; onApply: (next: View) => void }) {
  const statuses = useStatuses();
  const form = useForm<FiltersInput, unknown, FiltersOutput>({
    resolver: zodResolver(filtersFormSchema),
    values: { search: view.search ?? '', statusCode: view.statusCode ?? '' },
  });
  const options = [
    ALL_STATUSES,
    ...(statuses.data ?? []).map((s) => ({ value: s.statusCode, label: s.statusDesc })),
  ];
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
        <Select
          control={form.control}
          id="doctor-status"
          name="statusCode"
          label="Status"
          options={options}
          loading={statuses.isPending}
          hint={statuses.isError ? 'The statuses could not be loaded.' : undefined}
        />
        <div className="request-filters__buttons">
          <Button type="submit">Search</Button>
          <Button variant="outline" onClick={() => onApply({ page: 1 })}>
            Clear
          </Button>
        </div>
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
      {/* Always in the page, so the screen reader hears when a page starts loading. */}
      <p className="my-requests__loading" role="status">
        {requests.isPlaceholderData && (
          <>
            <Spinner /> Loading…
          </>
        )}
      </p>
      {requests.isPending ? (
        <PageLoading label="Loading your requests…" />
      ) : requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.total === 0 ? (
        <p className="my-requests__empty">No results found!</p>
      ) : (
        <>
          <ul
            className="request-list"
            aria-label="Requests"
            aria-busy={requests.isPlaceholderData || undefined}
          >
            {requests.data.list.map((item) => (
              <DoctorRequestItem key={item.paId} item={item} now={now} />
            ))}
          </ul>
          <Pagination
            page={view.page}
            total={requests.data.total}
            pageSize={PAGE_SIZES.dashboard}
            label="Request pages"
            onPageChange={(page) =>
              show(
                { ...view, page },
                view.page > pageCount(requests.data.total, PAGE_SIZES.dashboard),
              )
            }
          />
        </>
      )}
    </section>
  );
}
