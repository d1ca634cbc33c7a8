import { and, asc, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { clock, config, db, loginAs, type Login } from '../test-support/request-worlds';
import {
  RULES,
  approveProposal,
  declineProposal,
  proposeRules,
  straightThroughWorld,
} from '../test-support/straight-through-worlds';
import { RULE_EMAIL_SUBJECTS as SUBJECT } from './rule-proposal-emails';

// Rule changes under four eyes tell whoever can act: a proposal every other adjudicator of the
// insurer, an approval or a colleague's decline its proposer.

/** RULES (version 1 in force) with straight-through off and a lower total limit. */
const LOWER_LIMIT = {
  straightThrough: false,
  rules: RULES.rules.map((rule) =>
    rule.kind === 'total-limit' ? { ...rule, limit: '15000.00' } : rule,
  ),
};
const CHANGES =
  'What changes: Straight-through approval: on → off; Total under a limit: Changed: limit S$ 20,000.00 → limit S$ 15,000.00';
const RULES_PAGE = `${config.publicUrl}/adjudication/decision-rules`;

/** The rule-change emails to these users, oldest first. */
const ruleEmailsTo = (...logins: Login[]) =>
  db
    .select({
      kind: t.outbox.kind,
      recipient: t.outbox.recipient,
      subject: t.outbox.subject,
      text: t.outbox.text,
      html: t.outbox.html,
      paId: t.outbox.paId,
    })
    .from(t.outbox)
    .where(
      and(
        inArray(
          t.outbox.recipient,
          logins.map((login) => login.user.email),
        ),
        like(t.outbox.kind, 'rule-change-%'),
      ),
    )
    .orderBy(asc(t.outbox.id));

/**
 * An insurer whose version 1 is in force, proposed by Grace Ong and approved by a colleague (who
 * told her), with two more adjudicators and another insurer's adjudicator beside it.
 */
async function fourEyesWorld() {
  const world = await straightThroughWorld();
  const adjudicator = (insurerId: string, name: string) =>
    loginAs(insurerId, { userType: 'insurer-adjudicator', name });
  const marcus = await adjudicator(world.insurer.id, 'Marcus Tan');
  const siti = await adjudicator(world.insurer.id, 'Siti Nurhaliza');
  const elsewhere = await adjudicator((await straightThroughWorld()).insurer.id, 'Lee Mei Ling');
  const everyone = [world.adjudicator, marcus, siti, elsewhere, world.login];
  const before = (await ruleEmailsTo(...everyone)).length;
  /** The rule-change emails sent since the world was made. */
  const sent = async () => (await ruleEmailsTo(...everyone)).slice(before);
  const propose = async (idempotencyKey?: string) => {
    const proposed = await proposeRules(world.adjudicator, LOWER_LIMIT, {
      basedOnVersion: 1,
      idempotencyKey,
    });
    expect(proposed.statusCode).toBe(201);
    return proposed.json<{ id: string }>().id;
  };
  return { ...world, grace: world.adjudicator, marcus, siti, elsewhere, sent, propose };
}

describe('who is told of a rule change', () => {
  it('tells every other adjudicator of the insurer of a proposal, not its proposer nor anyone else', async () => {
    const world = await fourEyesWorld();

    await world.propose();

    const sent = await world.sent();
    expect(sent.map((email) => email.recipient).sort()).toEqual(
      [world.marcus.user.email, world.siti.user.email].sort(),
    );
    for (const email of sent) {
      expect(email).toMatchObject({
        kind: 'rule-change-proposed',
        subject: SUBJECT.proposed,
        paId: null,
      });
      expect(email.text.split('\n\n')).toEqual([
        'Grace Ong has proposed a change to the straight-through decision rules. Once another adjudicator approves it, it comes into force as version 2.',
        CHANGES,
        'You can see it in full, with its preview over past requests, and approve or decline it on the decision rules page:',
        RULES_PAGE,
      ]);
      expect(email.html).toContain(`<a href="${RULES_PAGE}">`);
    }
  });

  it('tells nobody when the proposer is the only adjudicator', async () => {
    const world = await straightThroughWorld({ rules: null });
    const policyholder = world.login;

    const proposed = await proposeRules(world.adjudicator, LOWER_LIMIT);

    expect(proposed.statusCode).toBe(201);
    expect(await ruleEmailsTo(world.adjudicator, policyholder)).toEqual([]);
  });

  it('tells the proposer who approved it and the version in force, and nobody else', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose();
    const proposalEmails = (await world.sent()).length;

    expect((await approveProposal(world.marcus, id)).statusCode).toBe(201);

    const sent = (await world.sent()).slice(proposalEmails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'rule-change-approved',
      recipient: world.grace.user.email,
      subject: 'Decision rules: version 2 is in force',
    });
    expect(sent[0]?.text.split('\n\n')).toEqual([
      'Marcus Tan has approved your proposed change to the straight-through decision rules. It is in force now as version 2.',
      RULES_PAGE,
    ]);
  });

  it('tells the proposer who declined it and why, the reason escaped in the HTML', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose();
    const proposalEmails = (await world.sent()).length;
    const reason = 'Keep <b>straight-through</b> on & the limit at "20,000".';

    expect((await declineProposal(world.siti, id, reason)).statusCode).toBe(200);

    const sent = (await world.sent()).slice(proposalEmails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'rule-change-declined',
      recipient: world.grace.user.email,
      subject: SUBJECT.declined,
    });
    expect(sent[0]?.text).toContain('Siti Nurhaliza has declined your proposed change');
    expect(sent[0]?.text).toContain(`Reason: ${reason}`);
    expect(sent[0]?.html).toContain(
      '<p>Reason: Keep &lt;b&gt;straight-through&lt;/b&gt; on &amp; the limit at &quot;20,000&quot;.</p>',
    );
    expect(sent[0]?.html).not.toContain('<b>');
  });

  it('tells nobody of a withdrawal by its proposer', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose();
    const proposalEmails = (await world.sent()).length;

    expect((await declineProposal(world.grace, id, 'Not needed after all.')).statusCode).toBe(200);

    expect((await world.sent()).slice(proposalEmails)).toEqual([]);
  });

  it('tells nobody of a refused call', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose();
    const proposalEmails = (await world.sent()).length;

    expect((await approveProposal(world.grace, id)).statusCode).toBe(403);
    expect((await approveProposal(world.elsewhere, id)).statusCode).toBe(404);
    expect((await declineProposal(world.elsewhere, id, 'Not ours.')).statusCode).toBe(404);
    // Another proposal while this one waits, and one from a version no longer in force.
    expect((await proposeRules(world.marcus, LOWER_LIMIT, { basedOnVersion: 1 })).statusCode).toBe(
      409,
    );
    expect((await approveProposal(world.marcus, id)).statusCode).toBe(201);
    const afterApproval = (await world.sent()).length;
    expect((await approveProposal(world.siti, id)).statusCode).toBe(409);
    expect((await declineProposal(world.siti, id, 'Too late.')).statusCode).toBe(409);
    expect((await proposeRules(world.marcus, LOWER_LIMIT, { basedOnVersion: 1 })).statusCode).toBe(
      409,
    );

    expect(afterApproval).toBe(proposalEmails + 1);
    expect(await world.sent()).toHaveLength(afterApproval);
  });

  it('tells once of a call sent again with its Idempotency-Key', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose('propose-1');
    const again = await proposeRules(world.grace, LOWER_LIMIT, {
      basedOnVersion: 1,
      idempotencyKey: 'propose-1',
    });
    expect(again.json()).toMatchObject({ id });
    expect(await world.sent()).toHaveLength(2);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      clock.advance(1_000);
      const declined = await declineProposal(world.marcus, id, 'Too strict.', 'decline-1');
      expect(declined.statusCode).toBe(200);
    }

    const sent = await world.sent();
    expect(sent.map((email) => email.kind)).toEqual([
      'rule-change-proposed',
      'rule-change-proposed',
      'rule-change-declined',
    ]);
  });

  it('tells the proposer once of an approval sent twice with its Idempotency-Key', async () => {
    const world = await fourEyesWorld();
    const id = await world.propose();

    const first = await approveProposal(world.siti, id, 'approve-1');
    const second = await approveProposal(world.siti, id, 'approve-1');

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await world.sent()).filter((email) => email.kind === 'rule-change-approved')).toEqual([
      expect.objectContaining({ recipient: world.grace.user.email }),
    ]);
  });
});
