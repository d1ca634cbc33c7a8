import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDownloadLiaForm } from '../api/download-lia-form';
import { DoctorPage } from '../components/doctor-page';
import { HOSPITAL_QUERY, useLinkAddress } from '../lib/link-address';
import { clearLinkSession, readLinkSession } from '../lib/link-session';

/** The acknowledgement's texts (001 §2 "Doctor acknowledgement"; the wording is ours). */
export const DOCTOR_ACKNOWLEDGEMENT = {
  title: 'Pre-Authorisation Request Submitted',
  submitted: (erefNo: string) =>
    `Your Pre-Authorisation Request form (Ref No. ${erefNo}) has been submitted to the insurer. A copy has been emailed to the hospital or treatment centre where applicable.`,
  panel:
    "The request now goes to the hospital's business office for review, and is sent to the insurer once the office confirms.",
  processing:
    'The insurer will process the request and notify the doctor and the policyholder. Approval of the request does not guarantee final claim payment, which remains subject to the policy terms, exclusions, sub-limits, deductible, co-insurance and pro-ration.',
  downloadNote: 'Please download the LIA form before closing the window.',
  closeQuestion: 'Your request is submitted, are you sure you want to close this window?',
  closed: 'You can now close this browser tab.',
} as const;

/**
 * `/{insurerCode}/{eRefNo}/acknowledgment/{paId}` (001 §2): the submission's acknowledgement,
 * worded for a panel or a non-panel hospital; for a non-panel one the LIA form's Download; "Close
 * this window" asks first, then ends the tab's link session.
 */
export function DoctorAcknowledgementRoute() {
  const address = useLinkAddress();
  const { id: paId = '' } = useParams();
  const [search] = useSearchParams();
  const nonPanel = search.get(HOSPITAL_QUERY) === 'non-panel';
  const token = readLinkSession(address)?.accessToken ?? '';
  const download = useDownloadLiaForm(token);
  const [asking, setAsking] = useState(false);
  const [closed, setClosed] = useState(false);
  const T = DOCTOR_ACKNOWLEDGEMENT;

  const close = () => {
    clearLinkSession(address);
    setAsking(false);
    setClosed(true);
    // Browsers close only windows a script opened; otherwise the page says the tab can be closed.
    window.close();
  };

  return (
    <DoctorPage title={T.title} erefNo={address.erefNo}>
      <section className="card acknowledgement">
        <p>{T.submitted(address.erefNo)}</p>
        {!nonPanel && <p>{T.panel}</p>}
        <p>{T.processing}</p>
        {nonPanel && (
          <>
            <p>
              <strong>{T.downloadNote}</strong>
            </p>
            <Button
              variant="outline"
              disabled={!token}
              onClick={() => download.mutateAsync(paId).catch(() => undefined)}
            >
              Download
            </Button>
          </>
        )}
        {closed ? (
          <p role="status">{T.closed}</p>
        ) : (
          <div className="screen-actions">
            <Button onClick={() => setAsking(true)}>Close this window</Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title="Close this window"
        message={T.closeQuestion}
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </DoctorPage>
  );
}
