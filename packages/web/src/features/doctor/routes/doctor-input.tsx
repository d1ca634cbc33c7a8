import type { DoctorDraftResponse, DoctorParams, DoctorStep } from '@preauth/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useDoctorDraft, useDoctorParams } from '../api/doctor-input';
import { DoctorPage } from '../components/doctor-page';
import { StepContent } from '../components/step-content';
import { StepShell } from '../components/step-shell';
import { type DoctorInput, DoctorInputContext } from '../lib/doctor-input-context';
import { type DoctorFormValues, openingValues } from '../lib/doctor-form-values';
import { isDoctorStep } from '../lib/doctor-steps';
import { doctorPaths, useLinkAddress } from '../lib/link-address';
import {
  clearLinkSession,
  type LinkAddress,
  readLinkSession,
  type StoredLinkSession,
} from '../lib/link-session';

/**
 * `/{insurerCode}/{eRefNo}/doctor-input/{step}` (001 §2): without a verified link session, back to
 * verification; otherwise the request's params and the saved draft, then the step.
 */
export function DoctorInputRoute() {
  const address = useLinkAddress();
  const session = readLinkSession(address);
  if (session?.stage !== 'verified') {
    return <Navigate to={doctorPaths.verification(address)} replace />;
  }
  return <DoctorInputLoader address={address} session={session} />;
}

/** The link session ended (idle, expired, revoked): forget it and verify again. */
function SessionEnded({ address }: { address: LinkAddress }) {
  useEffect(() => clearLinkSession(address), [address]);
  return <Navigate to={doctorPaths.verification(address)} replace />;
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
      <DoctorPage erefNo={address.erefNo}>
        <PageLoading />
      </DoctorPage>
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
  const [values, setValues] = useState<DoctorFormValues>(() =>
    openingValues(params, draft.draftJson),
  );
  const [draftVersion, setDraftVersion] = useState(draft.version);
  // A newer draft loaded: the step's form opens again on it.
  const [generation, setGeneration] = useState(0);

  const goTo = useCallback(
    (to: DoctorStep) => void navigate(doctorPaths.step(address, to)),
    [address, navigate],
  );
  const commit = useCallback(
    (stepValues: DoctorFormValues) => setValues((current) => ({ ...current, ...stepValues })),
    [],
  );
  const loadNewerDraft = useCallback(async () => {
    const newer = await readDraftAgain();
    if (!newer) return;
    setValues(openingValues(params, newer.draftJson));
    setDraftVersion(newer.version);
    setGeneration((g) => g + 1);
    if (newer.draftJson) goTo(newer.draftJson.currentStep);
  }, [goTo, params, readDraftAgain]);

  const input = useMemo<DoctorInput>(
    () => ({
      address,
      session,
      params,
      values,
      commit,
      draftVersion,
      setDraftVersion,
      loadNewerDraft,
      goTo,
    }),
    [address, session, params, values, commit, draftVersion, loadNewerDraft, goTo],
  );

  // Opening the form (from the OTP page, or the link again): the step the draft was saved on.
  if (!isDoctorStep(step)) {
    const saved = draft.draftJson?.currentStep ?? 'request-details';
    return <Navigate to={doctorPaths.step(address, saved)} replace />;
  }
  return (
    <DoctorInputContext value={input}>
      <StepShell address={address} step={step}>
        <StepContent key={`${step}:${generation}`} step={step} />
      </StepShell>
    </DoctorInputContext>
  );
}
