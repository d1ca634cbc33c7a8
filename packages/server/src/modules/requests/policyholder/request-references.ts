import { REQUEST_MESSAGES as M, type CreateRequestParsed, type FieldIssue } from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { ValidationError } from '../../../core/http/errors';
import {
  findAttachableUpload,
  findClinic,
  findDoctor,
  findLinkedPatient,
  findPatientPolicy,
  findPolicyholder,
  findRider,
  isServedPolicyholder,
  policyConsultantId,
  type Owner,
} from './create-request.repository';
import { ForbiddenError, NotFoundError } from '../../../core/http/errors';

/**
 * Resolves the references of a create payload to the caller's own records. Every reference that
 * resolves to nothing is reported on its field, all at once: 400 VALIDATION_FAILED.
 */
export async function resolveReferences(db: Executor, owner: Owner, body: CreateRequestParsed) {
  const issues: FieldIssue[] = [];
  const fail = (path: string, message: string) => void issues.push({ path, message });

  const policyholder = await findPolicyholder(db, owner);
  if (owner.servedBy) {
    // An agent's request names its client: anyone else (or another insurer's) is not found.
    if (!policyholder || !(await isServedPolicyholder(db, owner))) throw new NotFoundError();
  }
  // A session whose policyholder is not of its insurer may not create anything.
  if (!policyholder) throw new ForbiddenError();
  const linked = await findLinkedPatient(db, owner, body.lifeAssuredClntNo);
  // The insured patient raises a request for themselves only, never for a family member.
  if (owner.patientId && linked && linked.patient.id !== owner.patientId) {
    throw new ForbiddenError();
  }
  if (!linked) fail('lifeAssuredClntNo', M.selectPatient);
  const policy = linked
    ? await findPatientPolicy(db, owner, linked.patient.id, body.policyNumber)
    : null;
  if (linked && !policy) fail('policyNumber', M.selectPolicy);
  const rider =
    policy && body.policyRiderNumber
      ? await findRider(db, policy.id, body.policyRiderNumber)
      : null;
  if (policy && body.policyRiderNumber && !rider) fail('policyRiderNumber', M.selectPolicy);

  const doctor = body.doctorId ? await findDoctor(db, owner.insurerId, body.doctorId) : null;
  if (body.doctorId && !doctor) fail('doctorId', M.selectDoctor);
  const clinic = body.clinicId ? await findClinic(db, owner.insurerId, body.clinicId) : null;
  if (body.clinicId && !clinic) fail('clinicId', M.selectClinic);

  const epLetter = body.epLetter ? await findAttachableUpload(db, owner, body.epLetter) : null;
  if (body.epLetter && !epLetter) fail('epLetter', M.chooseFile);
  if (linked?.patient.foreigner && !body.epLetter) fail('epLetter', M.chooseFile);

  if (issues.length > 0 || !linked || !policy) {
    throw new ValidationError(issues[0]?.message ?? M.selectPatient, issues);
  }
  // The agent raising it is the policy's consultant the request records (it serves the policy),
  // so the request is in its list; a policyholder's records the policy's first consultant.
  const consultantId = owner.servedBy ?? (await policyConsultantId(db, policy.id));
  return {
    policyholder,
    patient: linked.patient,
    relationship: linked.relationship,
    policy,
    rider,
    consultantId,
    riderConsultantId: rider?.consultantId ?? null,
    doctor,
    clinic,
    epLetterId: epLetter?.id ?? null,
  };
}

export type ResolvedReferences = Awaited<ReturnType<typeof resolveReferences>>;
