import {
  PAGE_SIZES,
  type RequestListParams,
  type RequestListQuery,
  requestListQuerySchema,
} from '@preauth/shared';
import { z } from 'zod';
import { pageOffset } from '../../../components/ui/pagination';

const FILTER_KEYS = ['erefNo', 'patientName', 'createdBy', 'createdOn', 'statusCode'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export type ListFilters = Partial<Pick<RequestListParams, FilterKey>>;
export type ListSort = Pick<RequestListParams, 'sortBy' | 'sortOrder'>;

/** What the list shows: the filters, the sort and the page (from 1), all kept in the URL. */
export type ListView = { filters: ListFilters; sort: ListSort; page: number };

const shape = requestListQuerySchema.shape;
const pageSchema = z.coerce.number().int().min(1);

/** A parameter read by the list query's own schema; a missing or invalid one takes its default. */
function readParam<K extends FilterKey | keyof ListSort>(
  params: URLSearchParams,
  key: K,
): RequestListParams[K] {
  const schema = shape[key] as unknown as z.ZodType<RequestListParams[K]>;
  const parsed = schema.safeParse(params.get(key) || undefined);
  return parsed.success ? parsed.data : schema.parse(undefined);
}

const DEFAULT_SORT: ListSort = {
  sortBy: shape.sortBy.parse(undefined),
  sortOrder: shape.sortOrder.parse(undefined),
};

export function readListView(params: URLSearchParams): ListView {
  const filters: ListFilters = {};
  for (const key of FILTER_KEYS) {
    const value = readParam(params, key);
    if (value) Object.assign(filters, { [key]: value });
  }
  const page = pageSchema.safeParse(params.get('page') ?? undefined);
  return {
    filters,
    sort: { sortBy: readParam(params, 'sortBy'), sortOrder: readParam(params, 'sortOrder') },
    page: page.success ? page.data : 1,
  };
}

/** The URL parameters of a view; defaults are left out, so the plain dashboard URL stays plain. */
export function listViewParams({ filters, sort, page }: ListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort.sortBy !== DEFAULT_SORT.sortBy) params.set('sortBy', sort.sortBy);
  if (sort.sortOrder !== DEFAULT_SORT.sortOrder) params.set('sortOrder', sort.sortOrder);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The list call for a view: 10 per page, offset = (page - 1) × 10 (000 §9). */
export function listQuery({ filters, sort, page }: ListView): RequestListQuery {
  return {
    ...filters,
    ...sort,
    offset: pageOffset(page, PAGE_SIZES.dashboard),
    limit: PAGE_SIZES.dashboard,
  };
}
