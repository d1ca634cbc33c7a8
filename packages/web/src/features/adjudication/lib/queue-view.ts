import {
  type AdjudicationQueueQuery,
  adjudicationQueueQuerySchema,
  defaultQueueSort,
  PAGE_SIZES,
  type QueueDueFilter,
  type QueueSortKey,
  type StatusCode,
} from '@preauth/shared';
import { z } from 'zod';
import { pageOffset } from '../../../components/ui/pagination';

/** The queue's "assigned to" choices (the API also takes an adjudicator's id; the page does not). */
export const ASSIGNED_TO = ['me', 'nobody'] as const;
export type AssignedTo = (typeof ASSIGNED_TO)[number];

export type QueueFilters = {
  /** Processing unless chosen otherwise (the API's default too). */
  statusCode: StatusCode;
  /** Reference, NRIC/FIN (full or last 4), either name or policy number. */
  search?: string;
  /** The list's order; unset, the status's own (earliest due, or newest first). */
  sortBy?: QueueSortKey;
  hospitalId?: string;
  /** The chosen hospital's name, kept beside its id so a reload still shows which one. */
  hospitalName?: string;
  panel?: boolean;
  /** Processing only (the API refuses it with another status). */
  due?: QueueDueFilter;
  /** With `due: 'within'`. */
  dueWithinDays?: number;
  assignedTo?: AssignedTo;
  /** Urgent requests only (true) or standard ones only (false). */
  urgent?: boolean;
};

/** What the queue shows: the filters and the page (from 1), all kept in the URL. */
export type QueueView = { filters: QueueFilters; page: number };

export const QUEUE_PAGE_SIZE = PAGE_SIZES.default;
export const DEFAULT_STATUS: StatusCode = 'PRO';

const shape = adjudicationQueueQuerySchema.shape;
const pageSchema = z.coerce.number().int().min(1);
const assignedToSchema = z.enum(ASSIGNED_TO);
const hospitalNameSchema = z.string().trim().min(1).max(200);

/** A parameter read with the queue query's own rule; missing or invalid, it is left out. */
function readParam<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function readQueueView(params: URLSearchParams): QueueView {
  const statusCode = readParam(shape.statusCode, params.get('statusCode')) ?? DEFAULT_STATUS;
  const hospitalId = readParam(shape.hospitalId.unwrap(), params.get('hospitalId'));
  // A due filter is for Processing only; with another status the link's due is dropped.
  const due = statusCode === 'PRO' ? readParam(shape.due.unwrap(), params.get('due')) : undefined;
  const filters: QueueFilters = {
    statusCode,
    search: readParam(shape.search.unwrap(), params.get('search')),
    sortBy: readParam(shape.sortBy.unwrap(), params.get('sortBy')),
    ...(hospitalId && {
      hospitalId,
      hospitalName: readParam(hospitalNameSchema, params.get('hospitalName')),
    }),
    panel: readParam(shape.panel.unwrap(), params.get('panel')),
    due,
    dueWithinDays:
      due === 'within'
        ? (readParam(shape.dueWithinDays.unwrap(), params.get('dueWithinDays')) ?? 1)
        : undefined,
    assignedTo: readParam(assignedToSchema, params.get('assignedTo')),
    urgent: readParam(shape.urgent.unwrap(), params.get('urgent')),
  };
  const page = pageSchema.safeParse(params.get('page') ?? undefined);
  return { filters: withoutEmpty(filters), page: page.success ? page.data : 1 };
}

/** The filters without the keys that are not set, so two equal views compare (and key) alike. */
function withoutEmpty(filters: QueueFilters): QueueFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as QueueFilters;
}

/** The URL parameters of a view; defaults are left out, so the plain queue URL stays plain. */
export function queueViewParams({ filters, page }: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.statusCode !== DEFAULT_STATUS) params.set('statusCode', filters.statusCode);
  if (filters.search) params.set('search', filters.search);
  if (filters.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.hospitalId) {
    params.set('hospitalId', filters.hospitalId);
    if (filters.hospitalName) params.set('hospitalName', filters.hospitalName);
  }
  if (filters.panel !== undefined) params.set('panel', String(filters.panel));
  if (filters.due && filters.statusCode === DEFAULT_STATUS) {
    params.set('due', filters.due);
    if (filters.due === 'within') params.set('dueWithinDays', String(filters.dueWithinDays ?? 1));
  }
  if (filters.assignedTo) params.set('assignedTo', filters.assignedTo);
  if (filters.urgent !== undefined) params.set('urgent', String(filters.urgent));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The queue's filters as the API takes them (the page's call and the CSV export alike). */
export function queueFilterQuery(filters: QueueFilters): AdjudicationQueueQuery {
  return {
    statusCode: filters.statusCode,
    ...(filters.search && { search: filters.search }),
    ...(filters.sortBy && { sortBy: filters.sortBy }),
    ...(filters.hospitalId && { hospitalId: filters.hospitalId }),
    ...(filters.panel !== undefined && { panel: filters.panel ? 'true' : 'false' }),
    ...(filters.due && { due: filters.due }),
    ...(filters.due === 'within' && { dueWithinDays: filters.dueWithinDays ?? 1 }),
    ...(filters.assignedTo && { assignedTo: filters.assignedTo }),
    ...(filters.urgent !== undefined && { urgent: filters.urgent ? 'true' : 'false' }),
  };
}

/** The queue call for a view: 20 per page, offset = (page - 1) × 20. */
export function queueQuery({ filters, page }: QueueView): AdjudicationQueueQuery {
  return {
    ...queueFilterQuery(filters),
    offset: pageOffset(page, QUEUE_PAGE_SIZE),
    limit: QUEUE_PAGE_SIZE,
  };
}

/** How the list is ordered, in words (its accessible name says it). */
export const SORT_DESCRIPTIONS: Record<QueueSortKey, string> = {
  due: 'urgent first, then earliest due',
  received: 'newest first',
  amount: 'largest amount first',
  hospital: 'by hospital, A to Z',
};

/** The order the list is in: the chosen one, or the status's own. */
export const sortOf = (filters: QueueFilters): QueueSortKey =>
  filters.sortBy ?? defaultQueueSort(filters.statusCode);

/** "2 on" when two filters are on (a status other than Processing counts), for the phone's button. */
export function filtersOn(filters: QueueFilters): string | undefined {
  const count =
    (filters.statusCode === DEFAULT_STATUS ? 0 : 1) +
    [
      filters.search,
      filters.hospitalId,
      filters.panel,
      filters.due,
      filters.assignedTo,
      filters.urgent,
    ].filter((value) => value !== undefined).length;
  return count > 0 ? `${count} on` : undefined;
}
