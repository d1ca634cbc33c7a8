import type { DoctorDraftResponse, DoctorParams, DoctorStep } from '@preauth/shared';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { LeavePagePrompt } from '../../../components/form/leave-page-prompt';
import { RestoredDraftNote } from '../../../components/form/restored-draft-note';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { clearErrorNotices } from '../../../lib/notify';
import { useDoctorDraft, useDoctorParams } from '../api/doctor-input';
import { LinkPage } from '../../../components/link-access/link-page';
import {
  LinkSessionEnded,
  WithVerifiedSession,
} from '../../../components/link-access/verified-session';
import { AmendmentNotice } from '../components/amendment-notice';
import { StepContent } from '../components/step-content';
import { StepShell } from '../components/step-shell';
import { type DoctorInput, DoctorInputContext } from '../lib/doctor-input-context';
import { useDoctorFormState } from '../lib/use-doctor-form-state';
import { isDoctorStep } from '../lib/doctor-steps';
import { DOCTOR_PAGE_TITLE } from '../lib/doctor-texts';
import { doctorPaths, useDoctorAddress } from '../lib/link-address';
import { type LinkAddress, type StoredLinkSession } from '../../../lib/link-session';

/**
 * `/{insurerCode}/{eRefNo}/doctor-input/{step}` (001 §2): without a verified link session, back to
 * verification; otherwise the request's params and the saved draft, then the step.
 */
export function DoctorInputRoute() {
  const address = useDoctorAddress();
  return (
    <WithVerifiedSession address={address} verification={doctorPaths.verification(address)}>
      {(session) => <DoctorInputLoader address={address} session={session} />}
    </WithVerifiedSession>
  );
}

/** The link session ended (idle, expired, revoked): forget it and verify again. */
function SessionEnded({ address }: { address: LinkAddress }) {
  return <LinkSessionEnded address={address} verification={doctorPaths.verification(address)} />;
}

function DoctorInputLoader({
  address,
  session,
}: {
  address: LinkAddress;
  session: StoredLinkSession;
}) {
  const params = useDoctorParams(session.paId, session.accessToken);
  const draft = useDoctorDraft(session.paId, session.accessToken);
  const error = params.error ?? draft.error;
  if (isApiError(error) && error.status === 401) return <SessionEnded address={address} />;
  if (error) {
    return (
      <LoadError
        wholeScreen
        error={error}
        onRetry={() => void Promise.all([params.refetch(), draft.refetch()])}
      />
    );
  }
  if (!params.data || !draft.data) {
    return (
      <LinkPage title={DOCTOR_PAGE_TITLE} erefNo={address.erefNo}>
        <PageLoading />
      </LinkPage>
    );
  }
  return (
    <DoctorForm
      address={address}
      session={session}
      params={params.data}
      draft={draft.data}
      readDraftAgain={() => draft.refetch().then((result) => result.data)}
    />
  );
}

function DoctorForm({
  address,
  session,
  params,
  draft,
  readDraftAgain,
}: {
  address: LinkAddress;
  session: StoredLinkSession;
  params: DoctorParams;
  draft: DoctorDraftResponse;
  readDraftAgain: () => Promise<DoctorDraftResponse | undefined>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const step = pathname.split('/').at(-1);
  const form = useDoctorFormState(session.paId, params, draft);
  const [ended, setEnded] = useState(false);
  const endSession = useCallback(() => setEnded(true), []);
  const { values, commit, draftVersion, keep, saved, clear, reopen } = form;

  const goTo = useCallback(
    (to: DoctorStep) => void navigate(doctorPaths.step(address, to)),
    [address, navigate],
  );
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
    address,
    session,
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
  if (ended) return <SessionEnded address={address} />;
  // Opening the form (from the OTP page, or the link again): the step of the typing this tab
  // kept, else the one the draft was saved on.
  if (!isDoctorStep(step)) {
    const savedStep = form.restoredStep ?? draft.draftJson?.currentStep ?? 'request-details';
    return <Navigate to={doctorPaths.step(address, savedStep)} replace />;
  }
  return (
    <DoctorInputContext value={input}>
      <LeavePagePrompt
        hasUnsavedChanges={form.hasUnsavedChanges}
        staysWithin={doctorPaths.input(address)}
      />
      <StepShell address={address} step={step}>
        <AmendmentNotice amendment={params.amendment} />
        <RestoredDraftNote draft={restoredNote} />
        <StepContent key={`${step}:${form.generation}`} step={step} />
      </StepShell>
    </DoctorInputContext>
  );
}
