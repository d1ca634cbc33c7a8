import {
  type AssignCaseBody,
  type CaseHold,
  type CaseNote,
  type CaseNoteBody,
  type CaseNotes,
  type CaseView,
  type Colleagues,
  contracts,
} from '@preauth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adjudicationCaseQueryOptions } from './get-case';

/** Under the case's key, so whatever refreshes the case refreshes its notes. */
export const caseNotesQueryOptions = (paId: string) =>
  queryOptions({
    queryKey: [...adjudicationCaseQueryOptions(paId).queryKey, 'notes'],
    queryFn: ({ signal }): Promise<CaseNotes> =>
      callApi(contracts.listCaseNotes, { params: { paId }, signal }),
  });

/** `GET /api/adjudication/cases/{paId}/notes`: the case's internal notes, oldest first. */
export const useCaseNotes = (paId: string) => useQuery(caseNotesQueryOptions(paId));

/** `POST /api/adjudication/cases/{paId}/notes`; the notes are read again after it. */
export function useAddCaseNote(paId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseNoteBody): Promise<CaseNote> =>
      callApi(contracts.addCaseNote, { params: { paId }, body }),
    onSuccess: () => queryClient.invalidateQueries(caseNotesQueryOptions(paId)),
  });
}

/** `GET /api/adjudication/colleagues`: the insurer's adjudicators, to assign a case to. */
export const useColleagues = () =>
  useQuery({
    queryKey: ['adjudication', 'colleagues'],
    queryFn: ({ signal }): Promise<Colleagues> => callApi(contracts.listColleagues, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * `POST /api/adjudication/cases/{paId}/assign`: the answer is the colleague's hold, put into the
 * case's cached view (as a take's is); the notes and the queue are read again.
 */
export function useAssignCase(paId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = adjudicationCaseQueryOptions(paId);
  return useMutation({
    mutationFn: (body: AssignCaseBody): Promise<CaseHold> =>
      callApi(contracts.assignAdjudicationCase, { params: { paId }, body }),
    onSuccess: (hold) => {
      queryClient.setQueryData(queryKey, (view: CaseView | undefined) => view && { ...view, hold });
      void queryClient.invalidateQueries(caseNotesQueryOptions(paId));
      void queryClient.invalidateQueries({
        queryKey: ['adjudication', 'queue'],
        refetchType: 'none',
      });
    },
  });
}
