import type { BusinessOfficeParams } from '@preauth/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { LinkPage } from '../../../components/link-access/link-page';
import {
  LinkSessionEnded,
  WithVerifiedSession,
} from '../../../components/link-access/verified-session';
import { DetailList } from '../../../components/ui/detail-list';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import {
  clearLinkSession,
  type LinkAddress,
  type StoredLinkSession,
} from '../../../lib/link-session';
import { randomUuid } from '../../../lib/random-uuid';
import { useBusinessOfficeParams, useSubmitBusinessOffice } from '../api/business-office';
import { OfficeFeeForm } from '../components/office-fee-form';
import { type OfficeFormValues, toSubmission } from '../lib/office-form-values';
import { officePaths, useOfficeAddress } from '../lib/office-paths';
import { OFFICE_TEXTS } from '../lib/office-texts';

/**
 * `/{insurerCode}/{eRefNo}/bo/input` (001 §2): without a verified link session, back to
 * verification; otherwise the request's details and the fee form.
 */
export function OfficeInputRoute() {
  const address = useOfficeAddress();
  return (
    <WithVerifiedSession address={address} verification={officePaths.verification(address)}>
      {(session) => <OfficeInput address={address} session={session} />}
    </WithVerifiedSession>
  );
}

function OfficeInput({ address, session }: { address: LinkAddress; session: StoredLinkSession }) {
  const params = useBusinessOfficeParams(session.paId, session.accessToken);
  const [ended, setEnded] = useState(false);
  if (ended || (isApiError(params.error) && params.error.status === 401)) {
    return <LinkSessionEnded address={address} verification={officePaths.verification(address)} />;
  }
  if (params.error) {
    return <LoadError wholeScreen error={params.error} onRetry={() => void params.refetch()} />;
  }
  return (
    <LinkPage title={OFFICE_TEXTS.inputTitle} erefNo={address.erefNo} logoutOf={address}>
      {params.data ? (
        <OfficeInputForm
          address={address}
          session={session}
          params={params.data}
          onSessionEnd={() => setEnded(true)}
        />
      ) : (
        <PageLoading />
      )}
    </LinkPage>
  );
}

function OfficeInputForm({
  address,
  session,
  params,
  onSessionEnd,
}: {
  address: LinkAddress;
  session: StoredLinkSession;
  params: BusinessOfficeParams;
  onSessionEnd: () => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitBusinessOffice(session.accessToken);
  // One per visit of the form: a double click or a retry submits once.
  const [idempotencyKey] = useState(randomUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const { paDetail } = params.details;

  const onSubmit = async (values: OfficeFormValues, done: () => void) => {
    setProblem(null);
    try {
      const answer = await submit.mutateAsync({
        insurerCode: address.insurerCode,
        paId: session.paId,
        body: toSubmission(values),
        idempotencyKey,
      });
      done();
      await navigate(officePaths.acknowledgment(address, answer.paId), { replace: true });
    } catch (error) {
      // The typing stays kept in the tab for after the office verifies again.
      if (isApiError(error) && error.status === 401) onSessionEnd();
      else setProblem(errorMessage(error, 'write'));
    }
  };

  const cancel = () => {
    clearLinkSession(address);
    setCancelled(true);
  };

  if (cancelled) return <p role="status">{OFFICE_TEXTS.cancelled}</p>;
  return (
    <>
      <section className="card" aria-label="Request">
        <DetailList
          items={[
            { label: 'Pre-Authorisation Ref No.', value: params.erefNo },
            { label: 'Service provider', value: params.clinicName },
            ...[paDetail.icdDesc1, paDetail.icdDesc2, paDetail.icdDesc3]
              .filter((text): text is string => Boolean(text?.trim()))
              .map((text, i) => ({ label: `Diagnosis ${i + 1} (ICD-10)`, value: text })),
            { label: 'Policyholder name', value: paDetail.policyHolderName },
            { label: 'Policyholder NRIC/FIN/Passport', value: paDetail.policyHolderNric },
          ]}
        />
      </section>
      <OfficeFeeForm
        params={params}
        bearerToken={session.accessToken}
        onSubmit={onSubmit}
        onCancel={cancel}
        problem={problem}
      />
    </>
  );
}
