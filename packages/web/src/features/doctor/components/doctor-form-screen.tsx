import {
  type DoctorDraftResponse,
  type DoctorParams,
  type DoctorStep,
  statusLabel,
  waitsForDoctor,
} from '@preauth/shared';
import { type ReactNode, useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { LeavePagePrompt } from '../../../components/form/leave-page-prompt';
import { RestoredDraftNote } from '../../../components/form/restored-draft-note';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { clearErrorNotices } from '../../../lib/notify';
import { useDoctorDraft, useDoctorParams } from '../api/doctor-input';
import { type DoctorInput, DoctorInputContext } from '../lib/doctor-input-context';
import { isDoctorStep } from '../lib/doctor-steps';
import type { DoctorWayIn } from '../lib/doctor-way-in';
import { useDoctorFormState } from '../lib/use-doctor-form-state';
import { AmendmentNotice } from './amendment-notice';
import { StepContent } from './step-content';
import { StepShell } from './step-shell';

/**
 * The doctor's five steps, whichever way the doctor came in (record 084): the request's params
 * and the saved draft, then the step; a request that no longer waits for the doctor says so.
 * `frame` holds what shows before the step's own frame; `sessionEnded` is shown once a call says
 * the session ended (the link's: verify again; the login's is the app's to handle).
 */
export function DoctorFormScreen({
  wayIn,
  frame,
  sessionEnded,
}: {
  wayIn: DoctorWayIn;
  frame: (content: ReactNode) => ReactNode;
  sessionEnded: ReactNode;
}) {
  const params = useDoctorParams(wayIn.paId, wayIn.bearerToken);
  const draft = useDoctorDraft(wayIn.paId, wayIn.bearerToken);
  const error = params.error ?? draft.error;
  if (isApiError(error) && error.status === 401) return sessionEnded;
  if (error) {
    return (
      <LoadError
        wholeScreen
        error={error}
        onRetry={() => void Promise.all([params.refetch(), draft.refetch()])}
      />
    );
  }
  if (!params.data || !draft.data) return frame(<PageLoading />);
  const { statusCode } = params.data;
  if (!waitsForDoctor(statusCode)) {
    return frame(
      <p className="card" role="status">
        This request no longer waits for your details: it is {statusLabel(statusCode)}.
      </p>,
    );
  }
  return (
    <DoctorForm
      wayIn={wayIn}
      params={params.data}
      draft={draft.data}
      readDraftAgain={() => draft.refetch().then((result) => result.data)}
      sessionEnded={sessionEnded}
    />
  );
}

function DoctorForm({
  wayIn,
  params,
  draft,
  readDraftAgain,
  sessionEnded,
}: {
  wayIn: DoctorWayIn;
  params: DoctorParams;
  draft: DoctorDraftResponse;
  readDraftAgain: () => Promise<DoctorDraftResponse | undefined>;
  sessionEnded: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const step = pathname.split('/').at(-1);
  const form = useDoctorFormState(wayIn.paId, params, draft);
  const [ended, setEnded] = useState(false);
  const endSession = useCallback(() => setEnded(true), []);
  const { values, commit, draftVersion, keep, saved, clear, reopen } = form;

  const goTo = useCallback((to: DoctorStep) => void navigate(wayIn.step(to)), [wayIn, navigate]);
  const loadNewerDraft = useCallback(async () => {
    const newer = await readDraftAgain();
    if (!newer) return;
    reopen(newer);
    // The refused save's toast goes with the refusal.
    clearErrorNotices();
    if (newer.draftJson) goTo(newer.draftJson.currentStep);
  }, [goTo, readDraftAgain, reopen]);
  // "Start over" on the restored typing: the form as the server keeps it, on this step.
  const restoredNote = {
    restored: form.restored,
    startOver: () => void readDraftAgain().then((stored) => stored && reopen(stored)),
  };

  // Not memoised: this renders again only when the form, the step or the request changes,
  // which every step reads anyway.
  const input: DoctorInput = {
    wayIn,
    params,
    values,
    commit,
    draftVersion,
    keep,
    saved,
    clear,
    loadNewerDraft,
    goTo,
    endSession,
  };

  // Before the prompt for unsaved typing could ask: that typing is kept for after verification.
  if (ended) return sessionEnded;
  // Opening the form (from the OTP page, the home, or the link again): the step of the typing
  // this tab kept, else the one the draft was saved on.
  if (!isDoctorStep(step)) {
    const savedStep = form.restoredStep ?? draft.draftJson?.currentStep ?? 'request-details';
    return <Navigate to={wayIn.step(savedStep)} replace />;
  }
  return (
    <DoctorInputContext value={input}>
      <LeavePagePrompt hasUnsavedChanges={form.hasUnsavedChanges} staysWithin={wayIn.input} />
      <StepShell wayIn={wayIn} erefNo={params.erefNo} step={step}>
        <AmendmentNotice amendment={params.amendment} />
        <RestoredDraftNote draft={restoredNote} />
        <StepContent key={`${step}:${form.generation}`} step={step} />
      </StepShell>
    </DoctorInputContext>
  );
}
