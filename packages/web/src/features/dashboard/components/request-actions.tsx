import {
  type Actor,
  type PolicyholderAction,
  policyholderActions,
  type RequestListItem,
} from '@preauth/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDownloadCertificate } from '../../../lib/download-file';

type ScreenAction = Exclude<PolicyholderAction, 'certificate'>;

/** Each action's button text and the request screen it opens (000 §2.3). */
const SCREEN_ACTIONS: Record<ScreenAction, { label: string; screen: string }> = {
  resend: { label: 'Resend', screen: 'resend' },
  authorise: { label: 'Authorise', screen: 'authorise' },
  amend: { label: 'Amend', screen: 'amend' },
  cancel: { label: 'Cancel', screen: 'cancel' },
  view: { label: 'View', screen: 'review' },
};

/** How screen readers tell one row's "Cancel" from the next: by the request's reference. */
function requestReference(item: RequestListItem): string {
  return item.erefNo || `the request for ${item.patientName}`;
}

/**
 * Exactly the actions the request's status allows this actor (the policyholder, or the agent on
 * its clients' requests), from the one lifecycle table in shared.
 */
export function RequestActions({ item, actor }: { item: RequestListItem; actor: Actor }) {
  const reference = requestReference(item);
  return (
    <ul className="inline-list request-actions" aria-label={`Actions for ${reference}`}>
      {policyholderActions(item.statusCode, actor).map((action) => (
        <li key={action}>
          {action === 'certificate' ? (
            <CertificateButton paId={item.paId} reference={reference} />
          ) : (
            <Button
              variant={action === 'view' ? 'outline' : 'secondary'}
              to={paths.request(item.paId, SCREEN_ACTIONS[action].screen)}
              aria-label={`${SCREEN_ACTIONS[action].label} ${reference}`}
            >
              {SCREEN_ACTIONS[action].label}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function CertificateButton({ paId, reference }: { paId: string; reference: string }) {
  const download = useDownloadCertificate();
  return (
    <Button
      variant="primary"
      isLoading={download.isPending}
      aria-label={`Download certificate ${reference}`}
      onClick={() => download.mutate(paId)}
    >
      Download certificate
    </Button>
  );
}
