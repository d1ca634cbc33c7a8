import { contracts, type Holiday } from '@preauth/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { HolidayAddForm } from '../components/holidays/holiday-add-form';
import { HolidayTable } from '../components/holidays/holiday-table';
import { HOLIDAY_PAGE_TEXTS as T } from '../components/holidays/holiday-texts';
import { HolidayYears } from '../components/holidays/holiday-years';
import { readHolidayYear } from '../lib/calendar-views';
import './calendar-pages.css';

/**
 * The insurer's holiday table (issue 14), the calendar its working days are counted with: a
 * year's holidays (the year in the URL, this year by default), each corrected or deleted in
 * place, and a form to add one. What changed is said in a status line; after an addition the
 * table shows the year of the new holiday. Only the insurer's adjudicators keep the table.
 */
export function HolidaysRoute() {
  return (
    <RequireCallers contract={contracts.listHolidays}>
      <Holidays />
    </RequireCallers>
  );
}

function Holidays() {
  const [searchParams, setSearchParams] = useSearchParams();
  const year = readHolidayYear(searchParams);
  const [notice, setNotice] = useState('');
  const showYear = (shown: number) => setSearchParams({ year: String(shown) });
  const added = (holiday: Holiday) => {
    showYear(Number(holiday.date.slice(0, 4)));
    setNotice(T.added(holiday));
  };

  return (
    <section className="calendar-page" aria-labelledby="holidays-title">
      <PageHeading id="holidays-title" title={T.title} />
      <p>{T.intro}</p>
      <section className="card" aria-labelledby="holiday-year-title">
        <div className="split-row calendar-page__section-head">
          <h2 id="holiday-year-title">{T.yearTitle(year)}</h2>
          <HolidayYears year={year} />
        </div>
        {/* Always in the page, so a screen reader hears each change. */}
        <p
          className={`calendar-page__notice${notice ? ' alert alert--success' : ''}`}
          role="status"
        >
          {notice}
        </p>
        <HolidayTable year={year} onChanged={setNotice} />
      </section>
      <section className="card" aria-labelledby="holiday-add-title">
        <h2 id="holiday-add-title">Add a holiday</h2>
        <HolidayAddForm onAdded={added} />
      </section>
    </section>
  );
}
