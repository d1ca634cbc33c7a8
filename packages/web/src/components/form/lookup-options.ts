import { type LookupItem, type LookupName, PAGE_SIZES, lookupItemSchemas } from '@preauth/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { DropdownItem } from './dropdown-navigation';

/**
 * A `loadOptions` for the Autocomplete that asks a server lookup (clinics, hospitals, ICD codes, …)
 * for the first page of entries matching the query, and turns each into an option (which may carry
 * more of the entry, for the form to fill other fields when it is chosen).
 */
export function lookupOptions<N extends LookupName, O extends DropdownItem = DropdownItem>(
  lookup: N,
  toOption: (item: LookupItem<N>) => O,
) {
  const answer = z.array(lookupItemSchemas[lookup]);
  return async (query: string): Promise<O[]> => {
    const params = new URLSearchParams({ name: query, limit: String(PAGE_SIZES.lookup) });
    const items = (await api.get(`/lookups/${lookup}?${params}`, answer)) as LookupItem<N>[];
    return items.map(toOption);
  };
}
