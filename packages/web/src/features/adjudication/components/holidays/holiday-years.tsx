import { Link } from 'react-router';
import { FIRST_YEAR, LAST_YEAR } from '../../lib/calendar-views';
import { HOLIDAY_PAGE_TEXTS } from './holiday-texts';

/** The year before and the year after the one shown, as links (the year is in the URL). */
export function HolidayYears({ year }: { year: number }) {
  return (
    <nav className="holiday-years" aria-label="Years">
      <ul className="inline-list">
        {year > FIRST_YEAR && (
          <li>
            <Link to={`?year=${year - 1}`} aria-label={HOLIDAY_PAGE_TEXTS.yearTitle(year - 1)}>
              <span aria-hidden="true">← </span>
              {year - 1}
            </Link>
          </li>
        )}
        {year < LAST_YEAR && (
          <li>
            <Link to={`?year=${year + 1}`} aria-label={HOLIDAY_PAGE_TEXTS.yearTitle(year + 1)}>
              {year + 1}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
