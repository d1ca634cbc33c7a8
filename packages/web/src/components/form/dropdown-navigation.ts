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
