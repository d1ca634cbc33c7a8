import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/screens/not-found';
import { ACKNOWLEDGMENT_QUERY } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { acknowledgementOf } from '../acknowledgement-texts';
import { notifiedOf } from '../notified-query';
import { Acknowledgement } from '../components/acknowledgement';

/**
 * /acknowledgment/{id}/{refNo} (000 §2.10). The flow it ends is over, so the authorisation method
 * it may have stored is forgotten; an unknown outcome is not found.
 */
export function AcknowledgementRoute() {
  const { id, refNo = '' } = useParams();
  const [search] = useSearchParams();
  const acknowledgement = acknowledgementOf(id);
  const user = useCurrentUser();

  useEffect(() => {
    sessionStorage.removeItem(SESSION_KEYS.authMethod);
  }, []);

  if (!acknowledgement) return <NotFound />;
  return (
    <Acknowledgement
      acknowledgement={acknowledgement}
      refNo={refNo}
      told={{
        notified: notifiedOf(search),
        fc: search.get(ACKNOWLEDGMENT_QUERY.fc) === 'true',
        byAgent: user.userType === 'insurance-agent',
      }}
    />
  );
}
