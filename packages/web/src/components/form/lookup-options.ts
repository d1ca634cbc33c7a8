import { type LookupItem, type LookupName, PAGE_SIZES, lookupContracts } from '@preauth/shared';
import { callApi } from '../../lib/api-client';
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
  return async (query: string): Promise<O[]> => {
    const items = (await callApi(lookupContracts[lookup as LookupName], {
      query: { name: query, limit: PAGE_SIZES.lookup },
    })) as LookupItem<N>[];
    return items.map(toOption);
  };
}
