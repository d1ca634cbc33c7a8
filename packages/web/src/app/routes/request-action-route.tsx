import { useCallback } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useLoadedWhenReachable } from '../lazy-screen';

/** The request actions of the authorisation feature; the others are the requests feature's. */
const AUTHORISATION_ACTIONS: readonly string[] = [
  'authorise',
  'declaration-accept',
  'declaration-reject',
];

const requests = () =>
  import('../../features/requests/routes/request-route').then((m) => <m.RequestRoute />);
const authorisation = () =>
  import('../../features/authorisation/routes/authorisation-routes').then((m) => (
    <m.AuthorisationActionRoute />
  ));

/**
 * /request/{id}/{action} (000 §2.3): one path, two features. The action picks whose screen it
 * is, loaded when first needed (and, like any screen, once the portal answers again when it could
 * not be fetched); the key starts afresh when the action moves to the other feature.
 */
export function RequestActionRoute() {
  const { action = '' } = useParams();
  const feature = AUTHORISATION_ACTIONS.includes(action) ? 'authorisation' : 'requests';
  return <FeatureScreen key={feature} feature={feature} />;
}

function FeatureScreen({ feature }: { feature: 'authorisation' | 'requests' }) {
  const load = useCallback(
    () => (feature === 'authorisation' ? authorisation() : requests()),
    [feature],
  );
  return useLoadedWhenReachable(load) ?? <PageLoading />;
}
