// The insured patient's test fixtures (record 084): the policyholder's spouse, insured under a
// policy of the policyholder's and logged in, who raises a request for themselves.
import type { CreateRequestPayload } from '@preauth/shared';
import {
  createPatient,
  createPolicy,
  linkConsultant,
  linkPatient,
} from '../../../../test/factories';
import { createVia, db, loginAs, policyholderWorld, type Login } from './request-worlds';

/**
 * A policyholder world (its child insured too) whose spouse has a policy of the policyholder's
 * and logs in as the insured patient.
 */
export async function patientWorld() {
  const world = await policyholderWorld();
  const spouse = await createPatient(db, world.insurer.id, { name: 'Wang Mei Ling' });
  await linkPatient(db, world.holder.id, spouse.id, 'SPOUSE');
  const spousePolicy = await createPolicy(db, {
    insurerId: world.insurer.id,
    policyholderId: world.holder.id,
    patientId: spouse.id,
  });
  await linkConsultant(db, spousePolicy.id, world.consultant.id);
  const patientLogin = await loginAs(world.insurer.id, {
    userType: 'insured-patient',
    name: spouse.name,
    patientId: spouse.id,
  });
  /** What the patient's form sends: themselves, their policy, the world's doctor and clinic. */
  const ownPayload = (overrides: Partial<CreateRequestPayload> = {}) =>
    world.payload({
      creatorRole: 'insured-patient',
      patientName: spouse.name,
      patientNric: spouse.id,
      lifeAssuredClntNo: spouse.lifeAssuredClntNo,
      patientEmailaddress: 'mei.ling@example.sg',
      policyName: spousePolicy.policyName,
      policyNumber: spousePolicy.policyNo,
      ...overrides,
    });
  return { ...world, spouse, spousePolicy, patientLogin, ownPayload };
}

export type PatientWorld = Awaited<ReturnType<typeof patientWorld>>;

/** The insured patient raises a request (for themselves, unless the payload says otherwise). */
export const raiseOwn = (
  world: PatientWorld,
  payload: unknown = world.ownPayload(),
  patient: Login = world.patientLogin,
) => createVia(patient, world.insurer.code, payload);
