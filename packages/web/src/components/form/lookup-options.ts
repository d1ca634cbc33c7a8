import { type LookupItem, type LookupName, PAGE_SIZES, lookupItemSchemas } from '@preauth/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { DropdownItem } from './dropdown-navigation';

/**
 * A `loadOptions` for the Autocomplete that asks a server lookup (clinics, hospitals, ICD codes, …)
 * for the first page of entries matching the query, and turns each into an option.
 */
export function lookupOptions<N extends LookupName>(
  lookup: N,
  toOption: (item: LookupItem<N>) => DropdownItem,
) {
  const answer = z.array(lookupItemSchemas[lookup]);
  return async (query: string): Promise<DropdownItem[]> => {
    const params = new URLSearchParams({ name: query, limit: String(PAGE_SIZES.lookup) });
    const items = (await api.get(`/lookups/${lookup}?${params}`, answer)) as LookupItem<N>[];
    return items.map(toOption);
  };
}
