import { decisionRuleSetBodySchema } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../core/db/database';
import * as t from '../core/db/schema';
import {
  DEMO_AUTH_MODES,
  DEMO_CLINICS,
  DEMO_DOCTORS,
  DEMO_HOSPITALS,
  DEMO_INSURERS,
  DEMO_PASSWORD_HASH,
} from './demo-people';
import type { DemoInsurer } from './demo-people';
import { DEMO_DECISION_REASONS } from './demo-decision-reasons';
import { DEMO_DECISION_RULES } from './demo-decision-rules';
import { SINGAPORE_HOLIDAYS } from './data/singapore-holidays';
import { TOSP_PROCEDURES } from './data/tosp-procedures';
import {
  awaitingAuthorisation,
  demoHistory,
  insertDemoRequests,
  waitingRequest,
  type DemoRequest,
} from './demo-requests';
import { seedReferenceData } from './seed-reference';

export interface DemoAccount {
  login: string;
  userType: string;
  insurerCode: string;
}

/** Loads the demo data when the database has no insurer yet; answers the accounts it created. */
export async function seedDemoDataIfEmpty(db: Database, now: Date): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(t.insurers);
  if ((existing?.count ?? 0) > 0) return null;
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const accounts: DemoAccount[] = [];
    for (const insurer of DEMO_INSURERS) {
      accounts.push(...(await seedInsurer(tx, insurer, DEMO_PASSWORD_HASH, now)));
    }
    return accounts;
  });
}

async function insertOne<T>(promise: Promise<T[]>): Promise<T> {
  const [row] = await promise;
  if (!row) throw new Error('Seed insert returned no row');
  return row;
}

async function seedInsurer(tx: Executor, demo: DemoInsurer, passwordHash: string, now: Date) {
  const insurer = await insertOne(
    tx
      .insert(t.insurers)
      .values({
        code: demo.code,
        name: demo.name,
        notificationEmail: `preauth@${demo.emailDomain}`,
      })
      .returning(),
  );
  const insurerId = insurer.id;
  await tx.insert(t.insurerSettings).values({ insurerId });
  const consultants = await tx
    .insert(t.financialConsultants)
    .values(demo.consultants.map((c) => ({ ...c, insurerId })))
    .returning();
  const providers = await seedProviders(tx, insurerId, demo.emailDomain);
  await tx.insert(t.tospAgreedPrices).values(
    TOSP_PROCEDURES.map((p) => ({
      insurerId,
      tospCode: p.code,
      surgeonPrice: p.surgeonAgreedPrice,
      anaesthetistPrice: p.anaesthetistAgreedPrice,
    })),
  );
  await tx
    .insert(t.decisionReasons)
    .values(DEMO_DECISION_REASONS.map((reason) => ({ ...reason, insurerId })));
  const rules = DEMO_DECISION_RULES[demo.code];
  if (rules) {
    const { straightThrough, rules: parsed } = decisionRuleSetBodySchema.parse(rules);
    await tx
      .insert(t.decisionRuleVersions)
      .values({ insurerId, version: 1, straightThrough, rules: parsed, publishedAt: now });
  }
  await tx
    .insert(t.insurerHolidays)
    .values(SINGAPORE_HOLIDAYS.map((holiday) => ({ insurerId, observed: false, ...holiday })));
  await tx.insert(t.insurerAuthModes).values(
    DEMO_AUTH_MODES.map((mode, position) => ({
      insurerId,
      userType: 'policy-holder',
      ...mode,
      position,
    })),
  );
  const accounts: DemoAccount[] = [];
  const patientIds: Record<string, string>[] = [];
  const requests: DemoRequest[] = [];
  let policySeq = 1;
  for (const holder of demo.policyholders) {
    const policyholder = await insertOne(
      tx
        .insert(t.policyholders)
        .values({
          insurerId,
          clientNo: `${demo.policyPrefix}C${String(policySeq).padStart(5, '0')}`,
          name: holder.name,
          nric: holder.nric,
          dob: holder.dob,
          contactNo: holder.contactNo,
          email: holder.login,
        })
        .returning(),
    );
    const byRelationship: Record<string, string> = {};
    for (const demoPatient of holder.patients) {
      const patient = await insertOne(
        tx
          .insert(t.patients)
          .values({
            insurerId,
            lifeAssuredClntNo: `${demo.policyPrefix}L${String(policySeq).padStart(5, '0')}`,
            name: demoPatient.name,
            nric: demoPatient.nric,
            dob: demoPatient.dob,
            email: demoPatient.email,
            foreigner: demoPatient.foreigner,
          })
          .returning(),
      );
      byRelationship[demoPatient.relationship] = patient.id;
      await tx.insert(t.policyholderPatients).values({
        policyholderId: policyholder.id,
        patientId: patient.id,
        relationship: demoPatient.relationship,
      });
      const consultant = consultants[demoPatient.consultantIndex ?? policySeq % consultants.length];
      const policy = await insertOne(
        tx
          .insert(t.policies)
          .values({
            insurerId,
            policyNo: `${demo.policyPrefix}${String(10_000_000 + policySeq)}`,
            policyName: demo.planName,
            policyholderId: policyholder.id,
            patientId: patient.id,
          })
          .returning(),
      );
      if (consultant) {
        await tx
          .insert(t.policyConsultants)
          .values({ policyId: policy.id, consultantId: consultant.id });
      }
      const rider = await insertOne(
        tx
          .insert(t.riders)
          .values({
            policyId: policy.id,
            riderNo: `${policy.policyNo}R1`,
            riderName: demo.riderName,
            consultantId: consultant?.id ?? null,
          })
          .returning(),
      );
      policySeq += 1;
      const parties = {
        insurerId,
        holder,
        policyholderId: policyholder.id,
        demoPatient,
        patientId: patient.id,
        policy,
        rider,
        consultantId: consultant?.id ?? null,
        ...providers.forRequests,
      };
      const pastRequests = holder.patients.indexOf(demoPatient);
      if (pastRequests < 2) requests.push(...demoHistory(parties, now, pastRequests));
      if (demoPatient.hasActiveRequest) {
        requests.push({ parties, path: ['SUB'], createdAt: now, variant: 0 });
      }
      if (demoPatient.inProcessingForHours !== undefined) {
        requests.push(waitingRequest(parties, now, demoPatient.inProcessingForHours));
      }
      if (demoPatient.awaitingAuthorisationForHours !== undefined && consultant) {
        requests.push(
          awaitingAuthorisation(parties, now, demoPatient.awaitingAuthorisationForHours, {
            consultantId: consultant.id,
            name: consultant.name,
          }),
        );
      }
    }
    patientIds.push(byRelationship);
    await tx.insert(t.users).values({
      insurerId,
      username: holder.login,
      email: holder.login,
      name: holder.name,
      userType: 'policy-holder',
      passwordHash,
      policyholderId: policyholder.id,
    });
    accounts.push({ login: holder.login, userType: 'policy-holder', insurerCode: demo.code });
  }
  let adjudicatorId: string | null = null;
  /** Each agent's user by its consultant: who raised the demo requests an agent raised. */
  const agentUserIds = new Map<string, string>();
  for (const staff of demo.staff) {
    const patientId = staff.patientOf
      ? patientIds[staff.patientOf.policyholderIndex]?.[staff.patientOf.relationship]
      : undefined;
    const consultantId =
      staff.consultantIndex === undefined ? null : (consultants[staff.consultantIndex]?.id ?? null);
    const user = await insertOne(
      tx
        .insert(t.users)
        .values({
          insurerId,
          username: staff.login,
          email: staff.login,
          name: staff.name,
          userType: staff.userType,
          passwordHash,
          consultantId,
          patientId: patientId ?? null,
          doctorId: providers.doctors.find((d) => d.mcrNo === staff.doctorMcrNo)?.id ?? null,
        })
        .returning({ id: t.users.id }),
    );
    if (staff.userType === 'insurer-adjudicator') adjudicatorId ??= user.id;
    if (staff.userType === 'insurance-agent' && consultantId) {
      agentUserIds.set(consultantId, user.id);
    }
    accounts.push({ login: staff.login, userType: staff.userType, insurerCode: demo.code });
  }
  // The insurer's adjudicator made the demo's past decisions.
  if (!adjudicatorId) throw new Error(`Demo insurer ${demo.code} has no adjudicator`);
  await insertDemoRequests(tx, requests, adjudicatorId, agentUserIds);
  return accounts;
}

async function seedProviders(tx: Executor, insurerId: string, emailDomain: string) {
  const doctors = await tx
    .insert(t.doctors)
    .values(DEMO_DOCTORS.map((d) => ({ ...d, insurerId })))
    .returning();
  const clinics = await tx
    .insert(t.clinics)
    .values(
      DEMO_CLINICS.map((c) => ({
        ...c,
        insurerId,
        email: `${c.code.toLowerCase()}.clinic@${emailDomain}`,
      })),
    )
    .returning();
  // Each doctor practises at two clinics, reachable at a per-clinic address.
  await tx.insert(t.doctorClinics).values(
    doctors.flatMap((doctor, i) =>
      [clinics[i % clinics.length], clinics[(i + 1) % clinics.length]].flatMap((clinic) =>
        clinic
          ? [
              {
                doctorId: doctor.id,
                clinicId: clinic.id,
                email: `${doctor.mcrNo.toLowerCase()}.${clinic.code.toLowerCase()}@${emailDomain}`,
              },
            ]
          : [],
      ),
    ),
  );
  const hospitals = await tx
    .insert(t.hospitals)
    .values(
      DEMO_HOSPITALS.map((h) => ({
        ...h,
        insurerId,
        businessOfficeEmail: h.isPanel
          ? `business-office.${h.code.toLowerCase()}@${emailDomain}`
          : null,
      })),
    )
    .returning();
  const [doctor, clinic, hospital] = [doctors[0], clinics[0], hospitals.find((h) => !h.isPanel)];
  if (!doctor || !clinic || !hospital) throw new Error('Demo providers missing');
  // The demo requests name the first doctor and clinic and a non-panel hospital.
  return { doctors, forRequests: { doctor, clinic, hospital } };
}
