/**
 * Singapore's gazetted public holidays for 2026 and 2027 (Ministry of Manpower), seeded into every
 * insurer's holiday table, which its adjudicators correct and extend through the API. A Sunday
 * holiday gives the Monday after as a day off in lieu, its own row marked `observed`; a Saturday
 * holiday gives no weekday off, so it has no such row.
 *
 * Cross-checked against the date-holidays package's Singapore data, which agrees for 2026; for
 * 2027 it lacks Vesak Day (Thursday 20 May) and the Monday in lieu of Hari Raya Haji (Sunday
 * 16 May), both added here. The Islamic holidays of 2027 follow that data: if the gazette differs,
 * the table is where to correct them.
 */
export interface SeedHoliday {
  date: string;
  name: string;
  observed?: boolean;
}

export const SINGAPORE_HOLIDAYS: readonly SeedHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-02-17', name: 'Chinese New Year' },
  { date: '2026-02-18', name: 'Chinese New Year' },
  { date: '2026-03-21', name: 'Hari Raya Puasa' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-05-01', name: 'Labour Day' },
  { date: '2026-05-27', name: 'Hari Raya Haji' },
  { date: '2026-05-31', name: 'Vesak Day' },
  { date: '2026-06-01', name: 'Vesak Day (day off in lieu)', observed: true },
  { date: '2026-08-09', name: 'National Day' },
  { date: '2026-08-10', name: 'National Day (day off in lieu)', observed: true },
  { date: '2026-11-08', name: 'Deepavali' },
  { date: '2026-11-09', name: 'Deepavali (day off in lieu)', observed: true },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-02-06', name: 'Chinese New Year' },
  { date: '2027-02-07', name: 'Chinese New Year' },
  { date: '2027-02-08', name: 'Chinese New Year (day off in lieu)', observed: true },
  { date: '2027-03-09', name: 'Hari Raya Puasa' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-16', name: 'Hari Raya Haji' },
  { date: '2027-05-17', name: 'Hari Raya Haji (day off in lieu)', observed: true },
  { date: '2027-05-20', name: 'Vesak Day' },
  { date: '2027-08-09', name: 'National Day' },
  { date: '2027-10-28', name: 'Deepavali' },
  { date: '2027-12-25', name: 'Christmas Day' },
];
