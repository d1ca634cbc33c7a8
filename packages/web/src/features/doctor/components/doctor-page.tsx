import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/layouts/page-heading';
import './doctor.css';

/** The title of the doctor's link pages (ours; the business office's reads "… – Business Office Inputs"). */
export const DOCTOR_PAGE_TITLE = 'Pre-Authorisation Request – Doctor Inputs';

/** A doctor's page: its heading, the request's reference, then its content. */
export function DoctorPage({
  title = DOCTOR_PAGE_TITLE,
  erefNo,
  children,
}: {
  title?: string;
  erefNo: string;
  children: ReactNode;
}) {
  return (
    <section className="doctor-page">
      <PageHeading title={title} />
      <p className="doctor-page__ref">
        Ref no: <strong>{erefNo}</strong>
      </p>
      {children}
    </section>
  );
}
