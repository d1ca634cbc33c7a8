import { DOCTOR_ACKNOWLEDGEMENT } from '@preauth/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDownloadLiaForm } from '../api/download-lia-form';
import { DoctorPage } from '../components/doctor-page';
import { HOSPITAL_QUERY, useLinkAddress } from '../lib/link-address';
import { clearLinkSession, readLinkSession } from '../lib/link-session';

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
