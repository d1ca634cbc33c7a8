import { useLoadedWhenReachable } from '../../lib/loaded-when-reachable';

const loadFormat = () =>
  import('./phone-number-format').then((m) => ({ format: m.displayPhoneNumber }));

/**
 * A stored phone number (E.164) as people read it (`displayPhoneNumber`: `+65 9123 4567`). Its
 * code, the numbering plans' metadata (about 30 KB of gzip), is fetched after the page's first
 * render (issue 27: the case page waited for it); until then the number shows as stored.
 */
export function PhoneNumberText({ value }: { value: string }) {
  const loaded = useLoadedWhenReachable(loadFormat);
  return loaded ? loaded.format(value) : value;
}
