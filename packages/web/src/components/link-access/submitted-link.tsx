import { SUBMITTED_LINK_TEXTS as T } from '@preauth/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';
import { type LinkAddress, readLinkSession } from '../../lib/link-session';
import { Button } from '../ui/button';
import { useDownloadLiaForm } from './download-lia-form';

/**
 * A link its holder already submitted through, opened again (issue 25, record 082): when and by
 * whom, and what follows (the server's `message`); then either the identity check again, or,
 * once this tab's re-visit is verified, the LIA form's Download. Nothing can be changed.
 */
export function SubmittedLink({
  address,
  message,
  identityForm,
}: {
  address: LinkAddress;
  message: string;
  identityForm: ReactNode;
}) {
  const session = readLinkSession(address);
  const revisit = session?.stage === 'verified' && session.readOnly ? session : null;
  const download = useDownloadLiaForm(revisit?.accessToken ?? '');
  return (
    <>
      <div className="alert alert--success" role="status">
        {message}
      </div>
      {revisit ? (
        <section className="card">
          <p>{T.readOnly}</p>
          {download.isError && (
            <div className="alert alert--error" role="alert">
              {errorMessage(download.error, 'read')}
            </div>
          )}
          <Button
            variant="outline"
            onClick={() => download.mutateAsync(revisit.paId).catch(() => undefined)}
          >
            {T.download}
          </Button>
        </section>
      ) : (
        <>
          <p>{T.revisit}</p>
          {identityForm}
        </>
      )}
    </>
  );
}
