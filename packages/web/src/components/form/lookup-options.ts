import { PAGE_SIZES } from '@preauth/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { DropdownItem } from './dropdown-navigation';

/**
 * What GET /api/lookups/{name} is expected to answer. The lookup endpoints arrive in a later issue;
 * until then this is the contract the Autocomplete assumes (a list of value and label).
 */
export const lookupAnswerSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/**
 * A `loadOptions` for the Autocomplete that asks a server lookup (clinics, hospitals, wards, …) for
 * the first page of entries whose name matches the query.
 */
export function lookupOptions(lookup: string) {
  return (query: string): Promise<DropdownItem[]> => {
    const params = new URLSearchParams({ name: query, limit: String(PAGE_SIZES.lookup) });
    return api.get(`/lookups/${encodeURIComponent(lookup)}?${params}`, lookupAnswerSchema);
  };
}
