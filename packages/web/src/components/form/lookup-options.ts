import {
  type LookupItem,
  type LookupName,
  type LookupQuery,
  PAGE_SIZES,
  lookupContracts,
} from '@preauth/shared';
import { callApi } from '../../lib/api-client';
import type { DropdownItem } from './dropdown-navigation';

export type LookupCallOptions = {
  /** More of the query: the TOSP lookup's `hospitalId` and `admissionDate`. */
  query?: Omit<LookupQuery, 'name' | 'limit'>;
  /** A link session's token (the doctor's), sent instead of the login's. */
  bearerToken?: string;
};

/**
 * A `loadOptions` for the Autocomplete that asks a server lookup (clinics, hospitals, ICD codes, …)
 * for the first page of entries matching the query, and turns each into an option (which may carry
 * more of the entry, for the form to fill other fields when it is chosen).
 */
export function lookupOptions<N extends LookupName, O extends DropdownItem = DropdownItem>(
  lookup: N,
  toOption: (item: LookupItem<N>) => O,
  { query, bearerToken }: LookupCallOptions = {},
) {
  return async (name: string): Promise<O[]> => {
    const items = (await callApi(lookupContracts[lookup as LookupName], {
      query: { ...query, name, limit: PAGE_SIZES.lookup },
      bearerToken,
    })) as LookupItem<N>[];
    return items.map(toOption);
  };
}
