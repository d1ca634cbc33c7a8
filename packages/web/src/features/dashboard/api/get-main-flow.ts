import { type MainFlowStep, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `GET /api/main-flow`: the boxes of the Main Flow chart. */
export function getMainFlow({ signal }: { signal?: AbortSignal } = {}): Promise<MainFlowStep[]> {
  return callApi(contracts.getMainFlow, { signal });
}

export const getMainFlowQueryOptions = () =>
  queryOptions({
    queryKey: ['main-flow'],
    queryFn: ({ signal }) => getMainFlow({ signal }),
  });

/** Asked only once the chart is opened (`enabled`): most visits never open it. */
export function useMainFlow({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMainFlowQueryOptions(), enabled });
}
