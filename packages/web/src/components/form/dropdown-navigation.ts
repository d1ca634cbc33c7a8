/** The least an item of a dropdown list carries. */
export interface DropdownItem {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The DOM id of a row, so a combobox can point at it with aria-activedescendant. */
export const optionDomId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The first enabled row from `from` in direction `step`, or -1 when there is none. */
function findEnabled(items: readonly DropdownItem[], from: number, step: 1 | -1): number {
  for (let i = from; i >= 0 && i < items.length; i += step) {
    if (!items[i]?.disabled) return i;
  }
  return -1;
}

/** Where the active row starts when a list opens: the current value, else the first enabled row. */
export function initialActiveIndex(
  items: readonly DropdownItem[],
  value: string | null | undefined,
): number {
  const current = items.findIndex((item) => item.value === value && !item.disabled);
  return current >= 0 ? current : findEnabled(items, 0, 1);
}

/**
 * The active row after a navigation key (listbox pattern: arrows step over disabled rows and stop
 * at the ends, Home and End jump), or null when the key does not navigate.
 */
export function nextActiveIndex(
  items: readonly DropdownItem[],
  current: number,
  key: string,
): number | null {
  switch (key) {
    case 'ArrowDown': {
      const next = findEnabled(items, current + 1, 1);
      return next >= 0 ? next : current;
    }
    case 'ArrowUp': {
      if (current < 0) return findEnabled(items, items.length - 1, -1);
      const previous = findEnabled(items, current - 1, -1);
      return previous >= 0 ? previous : current;
    }
    case 'Home':
      return findEnabled(items, 0, 1);
    case 'End':
      return findEnabled(items, items.length - 1, -1);
    default:
      return null;
  }
}

/** Letters typed within this time of each other build one typeahead search (WAI-ARIA practice). */
export const TYPEAHEAD_RESET_MS = 500;

const startsWith = (item: DropdownItem, search: string) =>
  !item.disabled && item.label.toLocaleLowerCase().startsWith(search.toLocaleLowerCase());

/**
 * The row that typeahead moves to (listbox pattern): the first enabled row whose label starts with
 * the typed `search`, looking from the active row onwards and wrapping round. A new first letter
 * looks after the active row, so pressing the same letter again cycles through the rows starting
 * with it, as does a repeated letter ("ttt") that no label starts with. -1 when nothing matches.
 */
export function typeaheadIndex(
  items: readonly DropdownItem[],
  search: string,
  current: number,
): number {
  const first = search.charAt(0);
  if (!first) return -1;
  const start = search.length === 1 ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < items.length; step += 1) {
    const index = (start + step) % items.length;
    const item = items[index];
    if (item && startsWith(item, search)) return index;
  }
  const repeated = search.length > 1 && [...search].every((letter) => letter === first);
  return repeated ? typeaheadIndex(items, first, current) : -1;
}
