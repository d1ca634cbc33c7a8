import {
  DOCTOR_ACKNOWLEDGEMENT as T,
  PAGE_PATHS,
  pagePath,
  requestParamsSchema,
  waitsForDoctor,
} from '@preauth/shared';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { PageHeading } from '../../../components/layouts/page-heading';
import { useDownloadLiaForm } from '../../../components/link-access/download-lia-form';
import { NotFound } from '../../../components/screens/not-found';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { useDoctorParams } from '../api/doctor-input';

/**
 * `/doctor/verification/{paId}/acknowledgment` (record 084): a logged-in doctor's acknowledgement
 * of its submit, worded and offering the LIA form as the emailed link's does. It reads the request
 * from the server, not from the submit's answer, so a reload shows it again; a request whose
 * details are still to be given goes to its form instead.
 */
export function DoctorLoginAcknowledgementRoute() {
  const { id = '' } = useParams();
  if (!requestParamsSchema.safeParse({ paId: id }).success) return <NotFound />;
  return <Acknowledgement paId={id} />;
}

function Acknowledgement({ paId }: { paId: string }) {
  // The login's session: its end is the protected area's to show.
  const params = useDoctorParams(paId, undefined);
  const download = useDownloadLiaForm(undefined);
  const frame = (content: ReactNode) => (
    <section>
      <PageHeading title={T.title} />
      {content}
    </section>
  );
  if (params.error) {
    return <LoadError wholeScreen error={params.error} onRetry={() => void params.refetch()} />;
  }
  // Not the copy the form read before the submit: the request as it is now.
  if (!params.data || !params.isFetchedAfterMount) return frame(<PageLoading />);
  const { erefNo, isNonPanel, statusCode } = params.data;
  // Nothing submitted yet (or sent back for changes): the form is where the doctor is expected.
  if (isNonPanel === null || waitsForDoctor(statusCode)) {
    return <Navigate to={pagePath(PAGE_PATHS.doctorHomeInput, { id: paId })} replace />;
  }
  return frame(
    <div className="card">
      <p>{isNonPanel ? T.submitted(erefNo) : T.submittedToOffice(erefNo)}</p>
      {!isNonPanel && <p>{T.panel}</p>}
      <p>{T.processing}</p>
      {isNonPanel && (
        <>
          <p>
            <strong>{T.downloadNote}</strong>
          </p>
          <Button
            variant="outline"
            onClick={() => download.mutateAsync(paId).catch(() => undefined)}
          >
            Download
          </Button>
        </>
      )}
      <div className="screen-actions">
        <Button to={paths.doctorVerification}>Back to homepage</Button>
      </div>
    </div>,
  );
}
