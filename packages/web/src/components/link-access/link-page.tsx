import type { ReactNode } from 'react';
import { PageHeading } from '../layouts/page-heading';
import './link-page.css';

/** The title of the OTP page of every link (001 §2). */
export const OTP_PAGE_TITLE = '2FA Security – One Time Pin';

/** A page of an emailed link (the doctor's, the business office's): its heading, the request's reference, then its content. */
export function LinkPage({
  title,
  erefNo,
  children,
}: {
  title: string;
  erefNo: string;
  children: ReactNode;
}) {
  return (
    <section className="link-page">
      <PageHeading title={title} />
      <p className="link-page__ref">
        Ref no: <strong>{erefNo}</strong>
      </p>
      {children}
    </section>
  );
}
