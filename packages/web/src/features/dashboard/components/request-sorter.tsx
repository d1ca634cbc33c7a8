import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_SORT_KEYS, requestListQuerySchema } from '@preauth/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Select } from '../../../components/form/select';
import type { ListSort } from '../lib/list-view';

const sortFormSchema = requestListQuerySchema.pick({ sortBy: true, sortOrder: true });

const { shape } = sortFormSchema;

const SORT_BY_LABELS: Record<ListSort['sortBy'], string> = {
  createdOn: 'Created on',
  createdBy: 'Created by',
  statusCode: 'Status',
};
const SORT_BY_OPTIONS = REQUEST_SORT_KEYS.map((key) => ({
  value: key,
  label: SORT_BY_LABELS[key],
}));
const ORDER_OPTIONS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** Sort key and direction; a choice applies at once. */
export function RequestSorter({
  sort,
  onChange,
}: {
  sort: ListSort;
  onChange: (sort: ListSort) => void;
}) {
  const { control } = useForm<z.input<typeof sortFormSchema>, unknown, ListSort>({
    resolver: zodResolver(sortFormSchema),
    mode: 'onTouched',
    values: sort,
  });
  return (
    <div className="request-sorter" role="group" aria-label="Sort requests">
      <Select
        control={control}
        id="sort-by"
        name="sortBy"
        label="Sort by"
        options={SORT_BY_OPTIONS}
        onOptionChange={(option) => onChange({ ...sort, sortBy: shape.sortBy.parse(option.value) })}
      />
      <Select
        control={control}
        id="sort-order"
        name="sortOrder"
        label="Order"
        options={ORDER_OPTIONS}
        onOptionChange={(option) =>
          onChange({ ...sort, sortOrder: shape.sortOrder.parse(option.value) })
        }
      />
    </div>
  );
}
