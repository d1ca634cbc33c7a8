import { contracts } from '@preauth/shared';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { AccessReportForm } from '../components/access-report/access-report-form';
import './calendar-pages.css';

/**
 * The access report (PDPA's access request, issue 23): for one NRIC/FIN, a CSV of who read or
 * changed that person's data in the insurer's requests, and when. Only adjudicators make it.
 */
export function AccessReportRoute() {
  return (
    <RequireCallers contract={contracts.downloadAccessReport}>
      <AccessReport />
    </RequireCallers>
  );
}

function AccessReport() {
  return (
    <section className="calendar-page" aria-labelledby="access-report-title">
      <PageHeading id="access-report-title" title="Access report" />
      <p>
        For a person who asks what was done with their data: every recorded reading or change of the
        requests in which they are the policyholder or the patient, with who did it and when. Making
        the report is itself recorded.
      </p>
      <section className="card" aria-labelledby="access-report-form-title">
        <h2 id="access-report-form-title">Person</h2>
        <AccessReportForm />
      </section>
    </section>
  );
}
