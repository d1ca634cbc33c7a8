import { useMemo } from 'react';
import { LinkPage } from '../../../components/link-access/link-page';
import {
  LinkSessionEnded,
  WithVerifiedSession,
} from '../../../components/link-access/verified-session';
import type { LinkAddress, StoredLinkSession } from '../../../lib/link-session';
import { DoctorFormScreen } from '../components/doctor-form-screen';
import { DOCTOR_PAGE_TITLE } from '../lib/doctor-texts';
import type { DoctorWayIn } from '../lib/doctor-way-in';
import { doctorPaths, useDoctorAddress } from '../lib/link-address';

/**
 * `/{insurerCode}/{eRefNo}/doctor-input/{step}` (001 §2): without a verified link session, back to
 * verification; otherwise the doctor's form through the link session.
 */
export function DoctorInputRoute() {
  const address = useDoctorAddress();
  return (
    <WithVerifiedSession address={address} verification={doctorPaths.verification(address)}>
      {(session) => <LinkDoctorForm address={address} session={session} />}
    </WithVerifiedSession>
  );
}

function LinkDoctorForm({
  address,
  session,
}: {
  address: LinkAddress;
  session: StoredLinkSession;
}) {
  const wayIn = useMemo<DoctorWayIn>(
    () => ({
      paId: session.paId,
      bearerToken: session.accessToken,
      link: address,
      input: doctorPaths.input(address),
      step: (step) => doctorPaths.step(address, step),
      afterSubmit: (answer) => ({
        to: doctorPaths.acknowledgment(address, answer.paId, answer.isNonPanel),
      }),
    }),
    [address, session.paId, session.accessToken],
  );
  return (
    <DoctorFormScreen
      wayIn={wayIn}
      frame={(content) => (
        <LinkPage title={DOCTOR_PAGE_TITLE} erefNo={address.erefNo}>
          {content}
        </LinkPage>
      )}
      // The link session ended (idle, expired, revoked): forget it and verify again.
      sessionEnded={
        <LinkSessionEnded address={address} verification={doctorPaths.verification(address)} />
      }
    />
  );
}
