import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useState } from 'react';
import {
  type DropdownItem,
  initialActiveIndex,
  nextActiveIndex,
  optionDomId,
  typeaheadIndex,
} from './dropdown-navigation';
import { useTypeahead } from './typeahead';
import './dropdown-list.css';

export type { DropdownItem } from './dropdown-navigation';

/** The text of the row shown while the items are loading (specification 000 §2.12). */
export const LOADING_TEXT = 'Loading ...';

export type DropdownListProps<T extends DropdownItem> = {
  id: string;
  items: readonly T[];
  /** The current value: its row gets a checkmark unless a search query is active. */
  value?: string | null | undefined;
  loading?: boolean;
  /** The text being searched for; while it is not blank no row is marked as the current value. */
  query?: string | undefined;
  /** Renders a row's content instead of its label. */
  renderItem?: ((item: T) => ReactNode) | undefined;
  /** Called with the enabled item the user clicked or chose with Enter. */
  onSelect: (item: T) => void;
  /**
   * The highlighted row, when a combobox that keeps the focus drives the list. Without it the list
   * takes the focus itself and handles the arrow keys, Home, End, typed letters, Enter and Space.
   */
  activeIndex?: number | undefined;
  onActiveIndexChange?: ((index: number) => void) | undefined;
  emptyText?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLUListElement> | undefined;
};

/** A listbox of items (WAI-ARIA listbox pattern), used on its own or inside Select and Autocomplete. */
export function DropdownList<T extends DropdownItem>({
  id,
  items,
  value,
  loading = false,
  query,
  renderItem,
  onSelect,
  activeIndex: controlledActive,
  onActiveIndexChange,
  emptyText = 'No options',
  className,
  ref,
  ...labelling
}: DropdownListProps<T>) {
  const standalone = controlledActive === undefined;
  const [ownActive, setOwnActive] = useState(() => initialActiveIndex(items, value));
  const active = standalone ? ownActive : controlledActive;
  const setActive = (index: number) => {
    if (standalone) setOwnActive(index);
    onActiveIndexChange?.(index);
  };
  const searching = Boolean(query?.trim());

  // Keep the highlighted row visible when the arrows move it past the list's edge. Only the list
  // scrolls: scrollIntoView would also scroll the page, e.g. to a panel not yet positioned.
  useEffect(() => {
    const row = active < 0 ? null : document.getElementById(optionDomId(id, active));
    const list = row?.parentElement;
    if (!row || !list) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    const rowBottom = row.offsetTop + row.offsetHeight;
    if (rowBottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = rowBottom - list.clientHeight;
    }
  }, [id, active]);

  const choose = (item: T | undefined) => {
    if (item && !item.disabled) onSelect(item);
  };

  const typeahead = useTypeahead();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const search = typeahead(event);
    if (search !== null) {
      event.preventDefault();
      const match = typeaheadIndex(items, search, active);
      if (match >= 0) setActive(match);
      return;
    }
    const next = nextActiveIndex(items, active, event.key);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(items[active]);
    }
  };

  const showRows = !loading && items.length > 0;
  return (
    <ul
      {...labelling}
      ref={ref}
      id={id}
      role="listbox"
      aria-busy={loading || undefined}
      className={['dropdown-list', className].filter(Boolean).join(' ')}
      {...(standalone
        ? {
            tabIndex: 0,
            onKeyDown,
            'aria-activedescendant': showRows && active >= 0 ? optionDomId(id, active) : undefined,
          }
        : {})}
    >
      {loading && <StatusRow>{LOADING_TEXT}</StatusRow>}
      {!loading && items.length === 0 && <StatusRow>{emptyText}</StatusRow>}
      {showRows &&
        items.map((item, index) => {
          const checked = !searching && value != null && item.value === value;
          const classes = [
            'dropdown-list__item',
            index === active && 'dropdown-list__item--active',
            checked && 'dropdown-list__item--checked',
            item.disabled && 'dropdown-list__item--disabled',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={item.value}
              id={optionDomId(id, index)}
              role="option"
              aria-selected={checked}
              aria-disabled={item.disabled || undefined}
              className={classes}
              // A combobox keeps the focus in its input or trigger while the mouse picks a row.
              onMouseDown={standalone ? undefined : (event) => event.preventDefault()}
              onMouseMove={() => index !== active && !item.disabled && setActive(index)}
              onClick={() => choose(item)}
            >
              <span className="dropdown-list__check" aria-hidden="true">
                {checked ? '✓' : ''}
              </span>
              <span className="dropdown-list__content">
                {renderItem ? renderItem(item) : item.label}
              </span>
            </li>
          );
        })}
    </ul>
  );
}

/** A row that is not a choice (loading, nothing found): announced, never selectable. */
function StatusRow({ children }: { children: ReactNode }) {
  return (
    <li role="option" aria-disabled="true" aria-selected={false} className="dropdown-list__status">
      {children}
    </li>
  );
}
