import { displaySingaporeNumber } from '@preauth/shared';
import { useLoadedWhenReachable } from '../../lib/loaded-when-reachable';

const loadFormat = () =>
  import('./phone-number-format').then((m) => ({ format: m.displayPhoneNumber }));

/**
 * A stored phone number (E.164) as people read it (`+65 9123 4567`). A Singapore number is
 * grouped at once; any other needs the numbering plans' metadata (about 30 KB of gzip), fetched
 * after the page's first render (issue 27: parsing it held up the case page), and shows as stored
 * until then.
 */
export function PhoneNumberText({ value }: { value: string }) {
  return displaySingaporeNumber(value) ?? <FormattedWhenLoaded value={value} />;
}

function FormattedWhenLoaded({ value }: { value: string }) {
  const loaded = useLoadedWhenReachable(loadFormat);
  return loaded ? loaded.format(value) : value;
}
