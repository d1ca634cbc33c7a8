import { PAYMENT_GUARANTEE_NOTE } from '@preauth/shared';
import { Button } from '../../../components/ui/button';
import { useDownloadCertificate } from '../../../lib/download-file';

/**
 * The note of an approved request (000 §2.6), with its certificate (000 §4: download on APP) and
 * the insurer's conditions, when it set any.
 */
export function ApprovalNote({ paId, conditions }: { paId: string; conditions: string | null }) {
  const download = useDownloadCertificate();
  return (
    <aside className="approval-note" aria-labelledby="approval-note-title">
      <h2 id="approval-note-title">Approved</h2>
      {/* The certificate prints the same note. */}
      <p>{PAYMENT_GUARANTEE_NOTE}</p>
      {conditions && (
        <p className="decision-note__text">
          <strong>The insurer's conditions: </strong>
          {conditions}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => download.mutate(paId)}
        isLoading={download.isPending}
      >
        {download.isPending ? 'Downloading certificate…' : 'Download certificate'}
      </Button>
    </aside>
  );
}
