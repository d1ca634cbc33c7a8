import type { DecisionReason, DecisionReasonKind } from '@preauth/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/errors/load-error';
import { PageLoading } from '../../../../components/ui/page-loading';
import { useDecisionReasons } from '../../api/get-reasons';

/** Renders `children` with the insurer's active reasons of `kind`, once they are loaded. */
export function ReasonsGate({
  kind,
  children,
}: {
  kind: DecisionReasonKind;
  children: (reasons: DecisionReason[]) => ReactNode;
}) {
  const reasons = useDecisionReasons(kind);
  if (reasons.isPending) return <PageLoading label="Loading the insurer's reasons…" />;
  if (reasons.isError) {
    return <LoadError error={reasons.error} onRetry={() => void reasons.refetch()} />;
  }
  return children(reasons.data);
}
