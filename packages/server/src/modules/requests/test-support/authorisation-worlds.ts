// The authorisation tests' fixtures: a request an insurance agent raised for the policyholder's
// patient, waiting in PEN for the policyholder (logged in, or reached by its verification link),
// and the calls of the authorisation screens.
import {
  OTP_POLICY,
  type AuthorisationDecision,
  type PinAuthMethod,
  type SubmitAuthMethod,
} from '@preauth/shared';
import { and, desc, eq } from 'drizzle-orm';
import * as t from '../../../core/db/schema';
import { app, db, policyholderWorld, type Login, type World } from './request-worlds';

/** Who calls: a logged-in policyholder, or a link session's bearer token. */
export type Authoriser = Login | string;

const authorisation = (as: Authoriser) =>
  typeof as === 'string' ? `Bearer ${as}` : as.authorization;

/** The policyholder world with a request its consultant raised, waiting for authorisation. */
export async function authorisationWorld() {
  const world = await policyholderWorld();
  const pending = await world.request({
    statusCode: 'PEN',
    creatorRole: 'insurance-agent',
    createdByName: world.consultant.name,
  });
  return { ...world, pending };
}

export type AuthorisationWorld = Awaited<ReturnType<typeof authorisationWorld>>;

/** Another PEN request of the world's policyholder, for a patient of its own. */
export const anotherPending = (world: World) =>
  world.requestForNewPatient({ statusCode: 'PEN', creatorRole: 'insurance-agent' });

export function sendPin(
  as: Authoriser,
  userId: string,
  paId: string,
  authMethod: PinAuthMethod,
  decision: AuthorisationDecision = 'accept',
) {
  return app.inject({
    method: 'POST',
    url: `/api/users/${userId}/send`,
    headers: { authorization: authorisation(as) },
    payload: { authMethod, paId, decision },
  });
}

export function verifyPin(as: Authoriser, paId: string, authMethod: PinAuthMethod, otp: string) {
  return app.inject({
    method: 'POST',
    url: `/api/authorise-request/${paId}/verify`,
    headers: { authorization: authorisation(as) },
    payload: { otp, authMethod, paId },
  });
}

export interface Declaration {
  insurerCode: string;
  type?: 'accept' | 'reject';
  authMethod?: SubmitAuthMethod;
  fcNeedstobeNotified?: boolean;
  hasRecommendedbyServiceprovider?: boolean;
}

export function submitDeclaration(
  as: Authoriser,
  paId: string,
  declaration: Declaration,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/requests/${paId}/submit`,
    headers: { authorization: authorisation(as), ...headers },
    payload: {
      paId,
      type: 'accept',
      authMethod: 'EMAIL',
      terms: true,
      fcNeedstobeNotified: false,
      hasRecommendedbyServiceprovider: false,
      ...declaration,
    },
  });
}

/** The newest authorisation PIN message of the request by that channel, and its PIN. */
export async function sentPin(paId: string, authMethod: PinAuthMethod) {
  const [message] = await db
    .select()
    .from(t.outbox)
    .where(
      and(
        eq(t.outbox.paId, paId),
        eq(t.outbox.kind, 'authorisation-pin'),
        eq(t.outbox.channel, authMethod === 'EMAIL' ? 'email' : 'sms'),
      ),
    )
    .orderBy(desc(t.outbox.id))
    .limit(1);
  const pin = message?.text.match(new RegExp(` is (\\d{${OTP_POLICY.length}})\\.`))?.[1];
  if (!message || !pin) throw new Error(`No ${authMethod} PIN message`);
  return { message, pin };
}

/** Sends and verifies a PIN by that method: the proof the declaration's submit needs. */
export async function verifiedPin(
  as: Authoriser,
  userId: string,
  paId: string,
  authMethod: PinAuthMethod,
) {
  const sent = await sendPin(as, userId, paId, authMethod);
  if (sent.statusCode !== 200) throw new Error(`PIN send: ${sent.statusCode}`);
  const verified = await verifyPin(as, paId, authMethod, (await sentPin(paId, authMethod)).pin);
  if (verified.statusCode !== 200) throw new Error(`PIN check: ${verified.statusCode}`);
  return verified;
}
