import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/ui/page-loading';

type ReadsGateProps = {
  reads: readonly UseQueryResult[];
  loadingLabel: string;
  /** Rendered once every read has answered. */
  children: () => ReactNode;
};

/**
 * What a screen shows until its reads have answered: a loading line, or the failure (the same
 * text as the error toast) with a way to try again.
 */
export function ReadsGate({ reads, loadingLabel, children }: ReadsGateProps) {
  const failed = reads.find((read) => read.isError);
  if (failed) {
    const retry = () => reads.filter((read) => read.isError).forEach((read) => void read.refetch());
    return <LoadError error={failed.error} onRetry={retry} />;
  }
  if (reads.some((read) => read.isPending)) return <PageLoading label={loadingLabel} />;
  return <>{children()}</>;
}
