import { requestParamsSchema } from '@preauth/shared';
import { useParams } from 'react-router';
import { RequestDetailGate } from '../../../components/request/request-detail-gate';
import { NotFound } from '../../../components/screens/not-found';
import { AuthoriseScreen } from '../components/authorise-screen';
import { DeclarationScreen } from '../components/declaration-screen';

/** /request/{id}/authorise, /declaration-accept and /declaration-reject (000 §2.3, §2.8, §2.9). */
export function AuthorisationActionRoute() {
  const { id = '', action } = useParams();
  if (!requestParamsSchema.safeParse({ paId: id }).success) return <NotFound />;
  if (action === 'authorise') {
    return (
      <RequestDetailGate paId={id}>
        {(detail) => <AuthoriseScreen detail={detail} />}
      </RequestDetailGate>
    );
  }
  if (action === 'declaration-accept' || action === 'declaration-reject') {
    const decision = action === 'declaration-accept' ? 'accept' : 'reject';
    return (
      <RequestDetailGate paId={id}>
        {(detail) => <DeclarationScreen detail={detail} decision={decision} />}
      </RequestDetailGate>
    );
  }
  return <NotFound />;
}
