import { type KeyboardEvent, useRef } from 'react';
import { TYPEAHEAD_RESET_MS } from './dropdown-navigation';

/**
 * The typeahead search of a listbox: `searchFor(event)` answers the letters typed so far when the
 * key is a character to look for (the search restarts after a pause of `TYPEAHEAD_RESET_MS`), or
 * null when the key means something else. A space only continues a search ("Ward A"): on its own
 * it chooses or opens.
 */
export function useTypeahead() {
  const search = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent): string | null => {
    const { key, altKey, ctrlKey, metaKey, timeStamp } = event;
    if (key.length !== 1 || altKey || ctrlKey || metaKey) return null;
    const going = search.current.text !== '' && timeStamp - search.current.at < TYPEAHEAD_RESET_MS;
    if (key === ' ' && !going) return null;
    search.current = { text: (going ? search.current.text : '') + key, at: timeStamp };
    return search.current.text;
  };
}
