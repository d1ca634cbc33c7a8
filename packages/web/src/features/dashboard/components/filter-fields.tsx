import { useFormContext } from 'react-hook-form';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { useStatuses } from '../api/get-statuses';

const ALL_STATUSES = { value: '', label: 'All statuses' };

/** A request list's status filter (`statusCode`, '' for any), in its form's context. */
export function StatusFilter({ id }: { id: string }) {
  const statuses = useStatuses();
  const { control } = useFormContext<{ statusCode: string }>();
  const options = [
    ALL_STATUSES,
    ...(statuses.data ?? []).map((s) => ({ value: s.statusCode, label: s.statusDesc })),
  ];
  return (
    <Select
      control={control}
      id={id}
      name="statusCode"
      label="Status"
      options={options}
      loading={statuses.isPending}
      hint={statuses.isError ? 'The statuses could not be loaded.' : undefined}
    />
  );
}

/** A request list's filter buttons: Search applies the form, Clear drops every filter. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <div className="request-filters__buttons">
      <Button type="submit">Search</Button>
      <Button variant="outline" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
