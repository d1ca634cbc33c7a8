import { PAGE_PATHS, pagePath, requestParamsSchema } from '@preauth/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/screens/not-found';
import { PageHeading } from '../../../components/layouts/page-heading';
import { DoctorFormScreen } from '../components/doctor-form-screen';
import { DOCTOR_PAGE_TITLE } from '../lib/doctor-texts';
import type { DoctorWayIn } from '../lib/doctor-way-in';

/**
 * `/doctor/verification/{paId}/{step}` (record 084): the emailed link's five steps for a logged-in
 * doctor, with the login's session and no PIN (the login proved who the doctor is); the submit
 * leads to its acknowledgement.
 */
export function DoctorLoginInputRoute() {
  const { id = '' } = useParams();
  const wayIn = useMemo<DoctorWayIn>(() => {
    const input = pagePath(PAGE_PATHS.doctorHomeInput, { id });
    return {
      paId: id,
      input,
      step: (step) => `${input}/${step}`,
      // The acknowledgement reads the request again, so a reload shows it too.
      afterSubmit: () => ({ to: pagePath(PAGE_PATHS.doctorHomeAcknowledgment, { id }) }),
    };
  }, [id]);
  // An id that cannot name a request is not found, without asking the server.
  if (!requestParamsSchema.safeParse({ paId: id }).success) return <NotFound />;
  return (
    <DoctorFormScreen
      wayIn={wayIn}
      frame={(content) => (
        <section>
          <PageHeading title={DOCTOR_PAGE_TITLE} />
          {content}
        </section>
      )}
      // The login's end is the protected area's: it shows the session-expired screen.
      sessionEnded={null}
    />
  );
}
