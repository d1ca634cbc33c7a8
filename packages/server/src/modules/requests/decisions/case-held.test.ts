import { ADJUDICATION_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { app } from '../test-support/request-worlds';
import { decide, decisionWorld } from '../test-support/decision-worlds';

const take = (authorization: string, paId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/adjudication/cases/${paId}/take`,
    headers: { authorization },
    payload: {},
  });

describe('a case another adjudicator holds', () => {
  it('is refused with the same message whether one takes it or decides it', async () => {
    const world = await decisionWorld();
    const colleague = await world.colleague();
    const held = await take(colleague.authorization, world.request.id);
    expect(held.statusCode).toBe(200);

    const taking = await take(world.adjudicator.authorization, world.request.id);
    const deciding = await decide(world.adjudicator, world.request.id, 'approve');

    expect(taking.statusCode).toBe(409);
    expect(deciding.statusCode).toBe(409);
    // 09:00 UTC is 17:00 in Singapore; the hold lasts 30 minutes.
    const message = ADJUDICATION_MESSAGES.heldByOther('Marcus Tan', '17:30');
    expect(taking.json()).toEqual({ code: 'CONFLICT', detailMessage: message });
    expect(deciding.json()).toEqual(taking.json());
  });
});
