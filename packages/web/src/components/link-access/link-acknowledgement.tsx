import { DOCTOR_ACKNOWLEDGEMENT } from '@preauth/shared';
import { useState } from 'react';
import { clearLinkSession, type LinkAddress, readLinkSession } from '../../lib/link-session';
import { Button } from '../ui/button';
import { CloseWindowButton } from './close-window-button';
import { useDownloadLiaForm } from './download-lia-form';
import { LinkPage } from './link-page';

/**
 * A link's acknowledgement after its submit (001 §2): `submitted` (who got a copy), `next` (what
 * happens to a panel request), the insurer's processing and the payment warning; with
 * `download`, the LIA form's Download (busy while it loads) and its note. "Close this window"
 * asks first, then ends the tab's link session.
 */
export function LinkAcknowledgement({
  address,
  paId,
  submitted,
  next,
  download: offersDownload,
}: {
  address: LinkAddress;
  paId: string;
  submitted: string;
  next?: string;
  download: boolean;
}) {
  const token = readLinkSession(address)?.accessToken ?? '';
  const download = useDownloadLiaForm(token);
  const [closed, setClosed] = useState(false);
  const T = DOCTOR_ACKNOWLEDGEMENT;

  return (
    <LinkPage title={T.title} erefNo={address.erefNo}>
      <section className="card acknowledgement">
        <p>{submitted}</p>
        {next && <p>{next}</p>}
        <p>{T.processing}</p>
        {offersDownload && (
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
            <CloseWindowButton
              title="Close this window"
              question={T.closeQuestion}
              onClose={() => {
                clearLinkSession(address);
                setClosed(true);
              }}
            >
              Close this window
            </CloseWindowButton>
          </div>
        )}
      </section>
    </LinkPage>
  );
}
