import { LOGIN_POLICY, MESSAGES } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../core/db/schema';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, db, clock } = await createTestApp();

const P = LOGIN_POLICY;
const SECOND = 1000;

async function login(username: string, password: string, ip: string, server = app) {
  return server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

// Each attempt that needs an address of its own gets a fresh one, so the per-IP limit (30 a
// minute, whatever the account) never decides a test here.
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.${20 + Math.floor(ipCounter / 62500)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** What a caller can tell of an answer: its status, body and Retry-After. */
const seen = (response: Awaited<ReturnType<typeof login>>) => ({
  status: response.statusCode,
  body: response.json(),
  retryAfter: response.headers['retry-after'],
});

const WRONG = {
  status: 401,
  body: { code: 'INVALID_CREDENTIALS', detailMessage: MESSAGES.invalidCredentials },
  retryAfter: undefined,
};

/** Failed logins whose password was checked (counted against the account). */
async function checkedFailures(userId: string) {
  const [row] = await db
    .select({ count: users.failedLoginCount })
    .from(users)
    .where(eq(users.id, userId));
  return row?.count;
}

async function auditCount(userId: string, action: string) {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)));
  return rows.length;
}

/** `count` wrong passwords for the account, each from an address of its own, one after another. */
async function failFromManyAddresses(email: string, count: number) {
  for (let i = 0; i < count; i++)
    expect(seen(await login(email, 'wrong', freshIp()))).toEqual(WRONG);
}

describe('login throttling per account and address', () => {
  it(`refuses an address after ${P.perAddressMaxFailures} failures on an account until its window ends, while other addresses still log in`, async () => {
    const user = await createUser(db);
    const attacker = freshIp();
    for (let i = 0; i < P.perAddressMaxFailures; i++) {
      expect(seen(await login(user.email, 'wrong', attacker))).toEqual(WRONG);
    }

    // The right password from that address is not even checked: the same answer as a wrong one.
    expect(seen(await login(user.email, user.password, attacker))).toEqual(WRONG);
    expect(await auditCount(user.id, 'auth.login-throttled')).toBe(1);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);

    clock.advance(P.perAddressWindowMs - SECOND);
    expect(seen(await login(user.email, user.password, attacker))).toEqual(WRONG);
    clock.advance(SECOND);
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(200);
  });

  it('the owner keeps logging in from its own address while another address hammers the account', async () => {
    const user = await createUser(db);
    const owner = freshIp();
    const attacker = freshIp();

    // Below the per-IP limit of all logins, so only the account-and-address limit is at work.
    for (let i = 0; i < 25; i++) await login(user.email, `guess-${i}`, attacker);

    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    // Only the attacker's own budget was spent checking passwords.
    expect(await auditCount(user.id, 'auth.login-failed')).toBe(P.perAddressMaxFailures);
    expect(await auditCount(user.id, 'auth.login-throttled')).toBe(25 - P.perAddressMaxFailures);
  });

  it('counts parallel tries from one address exactly: no more passwords are checked than its limit', async () => {
    const user = await createUser(db);
    const attacker = freshIp();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `guess-${i}`, attacker)),
    );

    expect(answers.map(seen)).toEqual(Array.from({ length: 20 }, () => WRONG));
    expect(await auditCount(user.id, 'auth.login-failed')).toBe(P.perAddressMaxFailures);
    expect(await checkedFailures(user.id)).toBe(P.perAddressMaxFailures);
  });

  it('counts one IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const user = await createUser(db);
    for (let i = 0; i < P.perAddressMaxFailures; i++) {
      await login(user.email, 'wrong', `2001:db8:7:1::${i + 1}`);
    }

    expect(seen(await login(user.email, user.password, '2001:db8:7:1::ffff'))).toEqual(WRONG);
    expect((await login(user.email, user.password, '2001:db8:7:2::1')).statusCode).toBe(200);

    const other = await createUser(db);
    for (let i = 0; i < P.perAddressMaxFailures; i++) {
      await login(other.email, 'wrong', '::ffff:10.99.0.1');
    }
    expect(seen(await login(other.email, other.password, '10.99.0.1'))).toEqual(WRONG);
  });

  it('is shared by every server process on the same database', async () => {
    const second = await createTestApp({ db, clock });
    const user = await createUser(db);
    const attacker = freshIp();
    for (let i = 0; i < P.perAddressMaxFailures; i++) {
      await login(user.email, 'wrong', attacker, i % 2 === 0 ? app : second.app);
    }

    expect(seen(await login(user.email, user.password, attacker, second.app))).toEqual(WRONG);
    expect(seen(await login(user.email, user.password, attacker, app))).toEqual(WRONG);
  });
});

describe('one answer whatever refused the login', () => {
  it('a wrong password, an unknown account and a throttled login answer alike, step by step', async () => {
    const user = await createUser(db);
    const known = freshIp();
    const unknown = freshIp();
    const steps = P.perAddressMaxFailures + 3;

    const knownAnswers = [];
    const unknownAnswers = [];
    for (let i = 0; i < steps; i++) {
      knownAnswers.push(seen(await login(user.email, 'wrong', known)));
      unknownAnswers.push(seen(await login('nobody-here@example.sg', 'wrong', unknown)));
    }
    // Throttled now: the right password answers as the wrong ones did.
    knownAnswers.push(seen(await login(user.email, user.password, known)));

    expect(knownAnswers).toEqual(Array.from({ length: steps + 1 }, () => WRONG));
    expect(unknownAnswers).toEqual(Array.from({ length: steps }, () => WRONG));
  });

  it('an account past its delays answers a new address as a wrong password, without Retry-After', async () => {
    const user = await createUser(db);
    await failFromManyAddresses(user.email, P.accountFreeFailures);

    expect(seen(await login(user.email, user.password, freshIp()))).toEqual(WRONG);
    expect(seen(await login('nobody-at-all@example.sg', 'wrong', freshIp()))).toEqual(WRONG);
    expect(await auditCount(user.id, 'auth.login-throttled')).toBe(1);
  });
});

describe('login throttling per account', () => {
  it(`lets ${P.accountFreeFailures} failures through, then makes new addresses wait 30 s, 60 s, … after each`, async () => {
    const user = await createUser(db);
    await failFromManyAddresses(user.email, P.accountFreeFailures);

    clock.advance(P.accountDelayBaseMs - SECOND);
    expect(seen(await login(user.email, user.password, freshIp()))).toEqual(WRONG);
    clock.advance(SECOND);
    expect(seen(await login(user.email, 'wrong', freshIp()))).toEqual(WRONG);
    expect(await checkedFailures(user.id)).toBe(P.accountFreeFailures + 1);

    clock.advance(2 * P.accountDelayBaseMs - SECOND);
    expect(seen(await login(user.email, user.password, freshIp()))).toEqual(WRONG);
    clock.advance(SECOND);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);

    // A success starts the count again.
    expect(await checkedFailures(user.id)).toBe(0);
    await failFromManyAddresses(user.email, P.accountFreeFailures - 1);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  it(`holds its ceiling of ${P.accountCeiling} under parallel guesses from many addresses, far below 100, and its owner still logs in from a known address`, async () => {
    const user = await createUser(db);
    const owner = freshIp();
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);

    const burst = (size: number) =>
      Promise.all(Array.from({ length: size }, (_, i) => login(user.email, `g${i}`, freshIp())));

    // A first burst: exactly the free failures are checked, the rest refused unchecked.
    expect((await burst(30)).map(seen)).toEqual(Array.from({ length: 30 }, () => WRONG));
    expect(await checkedFailures(user.id)).toBe(P.accountFreeFailures);

    // Then one check per delay at most, however many addresses try at once: a second before the
    // delay ends nothing is checked, at its end one guess is.
    let waitedMs = 0;
    for (let n = P.accountFreeFailures; n < P.accountCeiling; n++) {
      const delay = Math.min(
        P.accountDelayBaseMs * 2 ** (n - P.accountFreeFailures),
        P.accountDelayMaxMs,
      );
      // A second early is refused while the delay grows and for a few hours at its longest.
      if (n < P.accountFreeFailures + 10) {
        clock.advance(delay - SECOND);
        await burst(2);
        expect(await checkedFailures(user.id)).toBe(n);
        clock.advance(SECOND);
      } else {
        clock.advance(delay);
      }
      await burst(2);
      expect(await checkedFailures(user.id)).toBe(n + 1);
      waitedMs += delay;
    }
    // Reaching the ceiling takes more than 30 hours of guessing.
    expect(waitedMs).toBeGreaterThan(30 * 60 * 60 * SECOND);

    // Past the ceiling, time alone opens nothing to a new address.
    clock.advance(7 * 24 * 60 * 60 * SECOND);
    await burst(10);
    expect(seen(await login(user.email, user.password, freshIp()))).toEqual(WRONG);
    expect(await checkedFailures(user.id)).toBe(P.accountCeiling);
    expect(await auditCount(user.id, 'auth.login-failed')).toBe(P.accountCeiling);
    expect(P.accountCeiling).toBeLessThan(100);

    // The owner's address is known: it logs in, and that ends the count.
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    expect(await checkedFailures(user.id)).toBe(0);
  });

  it(`stops every address, known ones too, at ${P.accountMaxFailures} consecutive failures`, async () => {
    const user = await createUser(db);
    const owner = freshIp();
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    await db
      .update(users)
      .set({ failedLoginCount: P.accountMaxFailures - 1 })
      .where(eq(users.id, user.id));

    expect(seen(await login(user.email, 'wrong', owner))).toEqual(WRONG);
    expect(await checkedFailures(user.id)).toBe(P.accountMaxFailures);
    expect(seen(await login(user.email, user.password, owner))).toEqual(WRONG);
    clock.advance(30 * 24 * 60 * 60 * SECOND);
    expect(seen(await login(user.email, user.password, owner))).toEqual(WRONG);
  });

  it(`forgets a known address ${P.knownAddressMs / (24 * 60 * 60 * SECOND)} days after its last login`, async () => {
    const user = await createUser(db);
    const owner = freshIp();
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    clock.advance(P.knownAddressMs);
    await failFromManyAddresses(user.email, P.accountFreeFailures);

    expect(seen(await login(user.email, user.password, owner))).toEqual(WRONG);
  });
});
