import type { FieldIssue } from '@preauth/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { randomUuid } from '../../../../lib/random-uuid';
import { type DecisionRequest, useDecision } from '../../api/decide';
import { adjudicationCaseQueryOptions } from '../../api/get-case';
import { casePath } from './case-path';
import { decisionDoneText } from './decision-texts';

type Options = {
  paId: string;
  /** The server's field issues (400): the form puts them on its fields. */
  onIssues: (issues: FieldIssue[]) => void;
  /** The server's refusal (409: the case is held, or no longer in Processing), for the page. */
  onConflict: (message: string) => void;
};

/**
 * A decision page's Submit: `ask` holds the validated body until the confirmation's Yes, which
 * sends it once (one Idempotency-Key per page visit, so a double click or a retry decides once);
 * on success the case page opens with a toast naming who was told. A refusal closes the dialog
 * and keeps the form as typed: field issues go on the fields, a 409's message to the page (and the
 * case is read again, so the page shows who holds it or its new status).
 */
export function useDecisionSubmit({ paId, onIssues, onConflict }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(randomUuid);
  const [asked, setAsked] = useState<DecisionRequest | null>(null);
  const mutation = useDecision({
    onSuccess: ({ notified }, { decision }) => {
      toast.success(decisionDoneText(decision, notified));
      return navigate(casePath(paId));
    },
    onError: (error) => {
      setAsked(null);
      if (!isApiError(error)) return;
      if (error.status === 400) onIssues(error.body?.issues ?? []);
      if (error.status === 409) {
        onConflict(error.message);
        void queryClient.invalidateQueries({
          queryKey: adjudicationCaseQueryOptions(paId).queryKey,
        });
      }
    },
  });
  return {
    /** What Yes would send, while the confirmation is open. */
    asked,
    ask: setAsked,
    cancel: () => setAsked(null),
    /** Yes: the dialog waits for the answer, so Yes acts once. */
    confirm: () => asked && mutation.mutateAsync({ ...asked, paId, idempotencyKey }),
    isSending: mutation.isPending,
  };
}
