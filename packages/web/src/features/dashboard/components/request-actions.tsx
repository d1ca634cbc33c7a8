import {
  type Actor,
  type PolicyholderAction,
  policyholderActions,
  type RequestListItem,
} from '@preauth/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDownloadCertificate } from '../../../lib/download-file';
import { isRemoteAuthoriserSession } from '../../../lib/session-storage';

type ScreenAction = Exclude<PolicyholderAction, 'certificate'>;

/** Each action's button text and the request screen it opens (000 §2.3). */
const SCREEN_ACTIONS: Record<ScreenAction, { label: string; screen: string }> = {
  resend: { label: 'Resend', screen: 'resend' },
  'resend-office': { label: 'Resend to business office', screen: 'resend-office' },
  'resend-authorisation': { label: 'Resend authorisation link', screen: 'resend-authorisation' },
  authorise: { label: 'Authorise', screen: 'authorise' },
  amend: { label: 'Amend', screen: 'amend' },
  cancel: { label: 'Cancel', screen: 'cancel' },
  view: { label: 'View', screen: 'review' },
};

/** What the remote authoriser may do with its one request (the server refuses it the rest). */
const REMOTE_AUTHORISER_ACTIONS: readonly PolicyholderAction[] = ['authorise', 'view'];

/** How screen readers tell one row's "Cancel" from the next: by the request's reference. */
function requestReference(item: RequestListItem): string {
  return item.erefNo || `the request for ${item.patientName}`;
}

/**
 * Exactly the actions the request's status allows this actor (the policyholder, or the agent on
 * its clients' requests), from the one lifecycle table in shared; of those, the remote
 * authoriser's session gets Authorise and View only.
 */
export function RequestActions({ item, actor }: { item: RequestListItem; actor: Actor }) {
  const reference = requestReference(item);
  // The remote authoriser acts as the policyholder in the lifecycle, for its decision only.
  const actions = policyholderActions(item.statusCode, actor).filter(
    (action) => !isRemoteAuthoriserSession() || REMOTE_AUTHORISER_ACTIONS.includes(action),
  );
  return (
    <ul className="inline-list request-actions" aria-label={`Actions for ${reference}`}>
      {actions.map((action) => (
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
