// The insurance agent's test fixtures (issue 13): a policyholder world whose policy the agent
// serves, with the agent logged in, and the agent's calls.
import { LINK_TOKEN_HEADER } from '@preauth/shared';
import { createConsultant, createInsurer, linkConsultant } from '../../../../test/factories';
import { app, createVia, db, loginAs, policyholderWorld, type Login } from './request-worlds';

/**
 * A policyholder world whose policy's consultant is a logged-in insurance agent, and a second
 * consultant of the same insurer, also an agent, who serves none of its policies.
 */
export async function agentWorld() {
  const world = await policyholderWorld();
  const agent = await loginAs(world.insurer.id, {
    userType: 'insurance-agent',
    name: 'Rachel Lim',
    consultantId: world.consultant.id,
  });
  const stranger = await createConsultant(db, world.insurer.id, { name: 'Daniel Koh' });
  const otherAgent = await loginAs(world.insurer.id, {
    userType: 'insurance-agent',
    name: 'Daniel Koh',
    consultantId: stranger.id,
  });
  /**
   * Another patient of the same policyholder whose policy the other agent serves, and the
   * payload that raises a request on it.
   */
  const othersPolicy = async () => {
    const { patient, policy, payload } = await world.familyMember('Lee Mei Ling', 'SPOUSE');
    await linkConsultant(db, policy.id, stranger.id);
    return { patient, policy, payload: payload({ creatorRole: 'insurance-agent' }) };
  };
  return { ...world, agent, otherAgent, stranger, othersPolicy };
}

export type AgentWorld = Awaited<ReturnType<typeof agentWorld>>;

/** An agent of another insurer, with a consultant of its own there. */
export async function foreignAgent(): Promise<Login> {
  const insurer = await createInsurer(db);
  const consultant = await createConsultant(db, insurer.id);
  return loginAs(insurer.id, { userType: 'insurance-agent', consultantId: consultant.id });
}

/** The agent raises a request for the world's policyholder (the form's payload unless given). */
export const raiseFor = (
  world: AgentWorld,
  payload: unknown = world.payload({ creatorRole: 'insurance-agent' }),
  agent: Login = world.agent,
) => createVia(agent, world.insurer.code, payload);

/** The token of the emailed verification link `…/verify?payload=…`. */
export function tokenInVerificationLink(text: string): string {
  const match = text.match(/\/verify\?payload=([A-Za-z0-9%_-]+)/);
  if (!match?.[1]) throw new Error('No verification link in the email');
  return decodeURIComponent(match[1]);
}

/** The remote authoriser's link check of the request, with this token. */
export const checkAuthoriserLink = (insurerCode: string, erefNo: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/links/remote-authoriser/${insurerCode}/${erefNo}`,
    headers: { [LINK_TOKEN_HEADER]: token },
  });

export const asUser = (login: Login, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: login.authorization } });
