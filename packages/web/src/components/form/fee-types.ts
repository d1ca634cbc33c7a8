import type { DropdownItem } from './dropdown-navigation';
import { lookupOptions } from './lookup-options';

/** The fee types of the other-fee rows (001 §7: feesCode and feesDescription), with a link session's token. */
export const feeTypeLookup = (bearerToken?: string) =>
  lookupOptions('fees', (f) => ({ value: f.feesCode, label: f.feesDescription }), { bearerToken });

/**
 * The other-fee rows' fee-type lookup for row `index`, without the types the other rows already
 * use (001 §2: "Fee types already used are removed from the options"); the row's own stays.
 */
export function unusedFeeTypes<O extends DropdownItem>(
  load: (query: string) => Promise<readonly O[]>,
  rows: readonly { feesCode?: string | null }[] | undefined,
  index: number,
) {
  const used = (rows ?? []).map((row) => row.feesCode).filter(Boolean);
  const own = rows?.[index]?.feesCode;
  return async (query: string): Promise<O[]> =>
    (await load(query)).filter((o) => o.value === own || !used.includes(o.value));
}
