// The insurer's side's test fixtures: an insurer with two adjudicators, its requests and holidays.
import { SINGAPORE_UTC_OFFSET, type InsurerClocks } from '@preauth/shared';
import {
  createHospital,
  createInsurer,
  createRequest,
  createRequestDetails,
  type RequestDetailsOverrides,
  type RequestOverrides,
} from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import { app, db, loginAs, type Login } from './request-worlds';

export { app, auditOf, clock, db, loginAs } from './request-worlds';

/** An instant in Singapore time, e.g. sgt('2026-11-02T10:00'). */
export const sgt = (local: string) => new Date(`${local}${SINGAPORE_UTC_OFFSET}`);

/**
 * A new insurer (its clocks the defaults unless `clocks` says otherwise) with two logged-in
 * adjudicators (Tan Mei Ling and Lim Wei Jie), requests in Processing unless told otherwise, and
 * holidays on demand.
 */
export async function adjudicatorWorld(clocks: Partial<InsurerClocks> = {}) {
  const insurer = await createInsurer(db, {}, clocks);
  const adjudicator = await loginAs(insurer.id, {
    userType: 'insurer-adjudicator',
    name: 'Tan Mei Ling',
  });
  const colleague = await loginAs(insurer.id, {
    userType: 'insurer-adjudicator',
    name: 'Lim Wei Jie',
  });

  /** A request of the insurer (its own new patient), in PRO unless overridden. */
  const request = (overrides: RequestOverrides = {}) =>
    createRequest(db, { insurerId: insurer.id, statusCode: 'PRO', ...overrides });

  /** A request in PRO since `receivedAt`, submitted at a hospital of the insurer. */
  const submitted = async (
    receivedAt: Date,
    overrides: RequestOverrides = {},
    details: RequestDetailsOverrides = {},
  ) => {
    const created = await request({ statusChangedAt: receivedAt, ...overrides });
    const detail = await createRequestDetails(db, created.id, details);
    return { ...created, hospitalId: detail.hospitalId, detailId: detail.id };
  };

  /** A request in PRO since `receivedAt`, marked urgent by its policyholder when it was raised. */
  const urgent = (receivedAt: Date, reason = 'Admission for suspected appendicitis tomorrow') =>
    request({
      statusChangedAt: receivedAt,
      urgent: true,
      urgentReason: reason,
      urgentMarkedBy: 'policy-holder',
      urgentMarkedAt: new Date(receivedAt.getTime() - 60 * 60_000),
    });

  const hospital = (isPanel: boolean, name = isPanel ? 'Panel Hospital' : 'Other Hospital') =>
    createHospital(db, insurer.id, { isPanel, name });

  const holidays = (...dates: string[]) =>
    db
      .insert(t.insurerHolidays)
      .values(dates.map((date) => ({ insurerId: insurer.id, date, name: 'Public holiday' })));

  return { insurer, adjudicator, colleague, request, submitted, urgent, hospital, holidays };
}

export type AdjudicatorWorld = Awaited<ReturnType<typeof adjudicatorWorld>>;

/** A call of the adjudicator's API as `login`. */
export function call(
  login: Login,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: login.authorization },
    ...(payload ? { payload } : {}),
  });
}
