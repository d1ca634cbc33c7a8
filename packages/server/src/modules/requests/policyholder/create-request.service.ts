import {
  REQUEST_MESSAGES,
  initialStatus,
  singaporeDate,
  type CreateRequestParsed,
  type CreateRequestResponse,
  type NotifiedParty,
} from '@preauth/shared';
import { userActor } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import { violatedUniqueIndex } from '../../../core/db/errors';
import { coveringPolicyholderId } from '../../../core/db/patient-cover';
import {
  ownConsultantId,
  ownPatientId,
  ownPolicyholderId,
  type AppDeps,
  type AuthenticatedUser,
  type CallerContext,
} from '../../../core/http/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../core/http/errors';
import { bodyFingerprint, IdempotencyKeyReusedError } from '../../../core/http/idempotency';
import {
  attachUpload,
  findByIdempotencyKey,
  hasOpenRequest,
  insertRequest,
  isUuid,
  type Owner,
} from './create-request.repository';
import { notifiedAtCreation } from '../notifications/notified-parties';
import { resolveReferences, type ResolvedReferences } from './request-references';
import { isSecondOpenRequest, PatientHasOpenRequestError } from '../lifecycle/lifecycle.errors';
import { nextErefNo, type RequestRow } from '../lifecycle/request.repository';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { urgentMarkColumns } from '../lifecycle/urgency';

// The unique index a concurrent create with the same Idempotency-Key runs into.
const ONE_PER_IDEMPOTENCY_KEY = 'pa_requests_idempotency_uq';

const responseOf = (row: RequestRow, notified: NotifiedParty[]): CreateRequestResponse => ({
  erefNo: row.erefNo,
  fcNotifyFlag: row.consultantsNotified,
  paId: row.id,
  notified,
});

export interface CreateCommand {
  user: AuthenticatedUser;
  body: CreateRequestParsed;
  idempotencyKey: string | undefined;
  caller: CallerContext;
}

/** The key and the fingerprint of the body it came with, when the create carries a key. */
const idempotencyOf = (command: CreateCommand) =>
  command.idempotencyKey
    ? { key: command.idempotencyKey, bodyHash: bodyFingerprint(command.body) }
    : null;

/**
 * Who may raise a request: the policyholder for itself, an agent for a client, the insured
 * patient for themselves (record 084).
 */
type Raiser = 'policy-holder' | 'insurance-agent' | 'insured-patient';

function raiserOf(user: AuthenticatedUser): Raiser {
  if (
    user.userType === 'policy-holder' ||
    user.userType === 'insurance-agent' ||
    user.userType === 'insured-patient'
  ) {
    return user.userType;
  }
  throw new Error(`A ${user.userType} cannot raise a request`);
}

/**
 * Whose records the request is made from. A policyholder's own; for the insured patient, the
 * policyholder covering them, with their own record the only patient it may name; for an agent,
 * the client the payload names (`policyHolderId`), whose references then resolve only to
 * policies it serves. The payload's `policyHolderId` is believed for the agent alone.
 */
async function ownerOf(db: Executor, { user, body }: CreateCommand): Promise<Owner> {
  const base = { insurerId: user.insurerId, userId: user.userId };
  const raiser = raiserOf(user);
  if (raiser === 'policy-holder') {
    return { ...base, policyholderId: ownPolicyholderId(user) };
  }
  if (raiser === 'insured-patient') {
    const patientId = ownPatientId(user);
    const policyholderId = await coveringPolicyholderId(db, user.insurerId, patientId);
    if (!policyholderId) throw new ForbiddenError();
    return { ...base, policyholderId, patientId };
  }
  const servedBy = ownConsultantId(user);
  if (!body.policyHolderId) {
    throw new ValidationError(REQUEST_MESSAGES.selectPolicyholder, [
      { path: 'policyHolderId', message: REQUEST_MESSAGES.selectPolicyholder },
    ]);
  }
  // Not a record id: no such policyholder, as for one the agent does not serve.
  if (!isUuid(body.policyHolderId)) throw new NotFoundError();
  return { ...base, policyholderId: body.policyHolderId, servedBy };
}

/**
 * A new request (000 §2.5). The policyholder's starts in SUB and the doctor is emailed a link; an
 * agent's, or the insured patient's own, starts in PEN and the policyholder is asked to authorise
 * it first.
 */
export function createRequestCreation(deps: AppDeps) {
  const { db } = deps;
  const engine = createTransitionEngine(deps);

  /** The request row, built from the caller's records; the payload supplies only typed values. */
  async function insert(
    tx: Executor,
    now: Date,
    command: CreateCommand,
    refs: ResolvedReferences,
    owner: Owner,
  ) {
    const { user, body } = command;
    const { policyholder, patient, policy, rider, doctor, clinic } = refs;
    const raiser = raiserOf(user);
    const idempotency = idempotencyOf(command);
    const hasConsultant = refs.consultantId !== null || refs.riderConsultantId !== null;
    // The consultants' copy is the policyholder's choice: on a request raised for them it is made
    // at the declaration that authorises it, so the agent's or the patient's form sets no flag.
    const byPolicyholder = raiser === 'policy-holder';
    const row = await insertRequest(tx, {
      insurerId: user.insurerId,
      erefNo: await nextErefNo(tx, Number(singaporeDate(now).slice(0, 4))),
      statusCode: initialStatus(raiser),
      statusChangedAt: now,
      creatorRole: raiser,
      createdByUserId: user.userId,
      createdByName: user.name,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyBodyHash: idempotency?.bodyHash ?? null,
      policyholderId: policyholder.id,
      policyholderName: policyholder.name,
      policyholderNric: policyholder.nric,
      policyholderPhone: policyholder.contactNo,
      policyholderEmail: policyholder.email,
      patientId: patient.id,
      patientName: patient.name,
      patientNric: patient.nric,
      patientDateOfBirth: patient.dob,
      patientEmail: body.patientEmailaddress,
      relationship: refs.relationship,
      foreigner: patient.foreigner,
      policyId: policy.id,
      policyName: policy.policyName,
      policyNumber: policy.policyNo,
      riderId: rider?.id ?? null,
      riderName: rider?.riderName ?? null,
      riderNumber: rider?.riderNo ?? null,
      consultantId: refs.consultantId,
      riderConsultantId: refs.riderConsultantId,
      consultantsNotified: byPolicyholder && body.fcNeedstobeNotified && hasConsultant,
      riderConsultantsNotified:
        byPolicyholder && body.riderFcNotifyFlag && refs.riderConsultantId !== null,
      recommendedByServiceProvider: body.hasRecommendedbyServiceprovider,
      doctorId: doctor?.id ?? null,
      doctorName: doctor?.name ?? body.doctorName,
      doctorMcrNumber: doctor?.mcrNo ?? body.doctorMcrno,
      clinicId: clinic?.id ?? null,
      clinicName: clinic?.name ?? body.clinicName,
      clinicCode: clinic?.code ?? body.clinicCode,
      doctorEmail: body.clinicdoctorEmailaddress,
      epLetterUploadId: refs.epLetterId,
      ...urgentMarkColumns(body, raiser, now),
      createdAt: now,
      updatedAt: now,
    });
    if (refs.epLetterId && !(await attachUpload(tx, owner, refs.epLetterId, row.id))) {
      // Another request took the letter between the check and now.
      throw new ValidationError(REQUEST_MESSAGES.chooseFile, [
        { path: 'epLetter', message: REQUEST_MESSAGES.chooseFile },
      ]);
    }
    return row;
  }

  /**
   * The first answer again when this user already created a request with this key and this
   * body; 422 when the key came with another body. A request kept before bodies were
   * fingerprinted (no hash) answers as it always did.
   */
  async function replay(command: CreateCommand) {
    const idempotency = idempotencyOf(command);
    if (!idempotency) return null;
    const first = await findByIdempotencyKey(db, command.user.userId, idempotency.key);
    if (!first) return null;
    if (first.idempotencyBodyHash !== null && first.idempotencyBodyHash !== idempotency.bodyHash) {
      throw new IdempotencyKeyReusedError();
    }
    return responseOf(first, await notifiedAtCreation(db, first.id));
  }

  /**
   * The patient already has an open request. When it is this very create, sent again with the
   * same key while the first was still being written, its first answer (422 if the body
   * differs); otherwise 409.
   */
  async function lostRace(command: CreateCommand) {
    const first = await replay(command);
    if (first) return first;
    throw new PatientHasOpenRequestError();
  }

  return {
    async create(command: CreateCommand): Promise<CreateRequestResponse> {
      const owner = await ownerOf(db, command);
      const replayed = await replay(command);
      if (replayed) return replayed;
      const refs = await resolveReferences(db, owner, command.body);
      if (await hasOpenRequest(db, refs.patient.id)) return lostRace(command);
      try {
        const mover = { ...userActor(command.user, command.caller), actor: raiserOf(command.user) };
        return await engine.create(
          command.user.insurerId,
          (tx, now) => insert(tx, now, command, refs, owner),
          mover,
          ({ row, notified }) => responseOf(row, notified),
        );
      } catch (error) {
        // A concurrent create got there first; the unique indexes decide who. Either index may
        // fire first when both sends carry the same key, since both rows are the same patient's.
        if (isSecondOpenRequest(error) || violatedUniqueIndex(error) === ONE_PER_IDEMPOTENCY_KEY) {
          return lostRace(command);
        }
        throw error;
      }
    },
  };
}
