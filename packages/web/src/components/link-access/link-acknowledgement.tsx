import { DOCTOR_ACKNOWLEDGEMENT } from '@preauth/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { clearLinkSession, type LinkAddress, readLinkSession } from '../../lib/link-session';
import { Button } from '../ui/button';
import { CloseWindowButton } from './close-window-button';
import { useDownloadLiaForm } from './download-lia-form';
import { LinkPage } from './link-page';

/**
 * A link's acknowledgement after its submit (001 §2): `submitted` (who got a copy), `next` (what
 * happens to a panel request), the insurer's processing and the payment warning; with
 * `download`, the LIA form's Download (busy while it loads) and its note. "Close this window"
 * asks first, then ends the tab's link session. Shown only to this tab's session of the request
 * it names; any other address goes to the link's identity check.
 */
export function LinkAcknowledgement({
  address,
  paId,
  submitted,
  next,
  download: offersDownload,
  verification,
}: {
  address: LinkAddress;
  paId: string;
  submitted: string;
  next?: string;
  download: boolean;
  /** The link's identity check, where an address of another request's acknowledgement goes. */
  verification: string;
}) {
  // Read once: "Close this window" ends the session, and the page must stay as it is then.
  const [session] = useState(() => readLinkSession(address));
  const token = session?.accessToken ?? '';
  const download = useDownloadLiaForm(token);
  const [closed, setClosed] = useState(false);
  const T = DOCTOR_ACKNOWLEDGEMENT;
  // Only this tab's session of this request is acknowledged: any other id says nothing.
  if (session?.paId !== paId) return <Navigate to={verification} replace />;

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
