// The insured patient's test fixtures (record 084): the policyholder's spouse, insured under a
// policy of the policyholder's and logged in, who raises a request for themselves.
import type { CreateRequestPayload } from '@preauth/shared';
import { linkConsultant } from '../../../../test/factories';
import { createVia, db, loginAs, policyholderWorld, type Login } from './request-worlds';

/**
 * A policyholder world (its child insured too) whose spouse has a policy of the policyholder's
 * and logs in as the insured patient.
 */
export async function patientWorld() {
  const world = await policyholderWorld();
  const spouse = await world.familyMember('Wang Mei Ling', 'SPOUSE');
  await linkConsultant(db, spouse.policy.id, world.consultant.id);
  const patientLogin = await loginAs(world.insurer.id, {
    userType: 'insured-patient',
    name: spouse.patient.name,
    patientId: spouse.patient.id,
  });
  /** What the patient's form sends: themselves, their policy, the world's doctor and clinic. */
  const ownPayload = (overrides: Partial<CreateRequestPayload> = {}) =>
    spouse.payload({
      creatorRole: 'insured-patient',
      patientEmailaddress: 'mei.ling@example.sg',
      ...overrides,
    });
  return {
    ...world,
    spouse: spouse.patient,
    spousePolicy: spouse.policy,
    patientLogin,
    ownPayload,
  };
}

export type PatientWorld = Awaited<ReturnType<typeof patientWorld>>;

/** The insured patient raises a request (for themselves, unless the payload says otherwise). */
export const raiseOwn = (
  world: PatientWorld,
  payload: unknown = world.ownPayload(),
  patient: Login = world.patientLogin,
) => createVia(patient, world.insurer.code, payload);
