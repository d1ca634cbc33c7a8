import type { StatusCode } from '@preauth/shared';
import { expect } from 'vitest';
import { createInsurer, createPolicyholder, createRequest } from '../../../../test/factories';
import { sessionToken, type SessionUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';

/** The list tests' server on the file's database, their callers and their calls. */
export const { app, db } = await createTestApp();

export const tokenFor = (insurerId: string, caller: SessionUser = {}) =>
  sessionToken(app, db, insurerId, caller);

export const get = (url: string, bearer: string | null) =>
  app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

export interface Item {
  erefNo: string;
  patientName: string;
  statusCode: StatusCode;
  createdBy: string;
  createdOn: string;
  paId: string;
  policyholderName: string;
  hospitalName: string | null;
  approvedTotal: string | null;
  respondBy: string | null;
}

export async function list(url: string, bearer: string) {
  const response = await get(url, bearer);
  expect(response.statusCode).toBe(200);
  return response.json() as { list: Item[]; total: number };
}

/** A policyholder of a new insurer, with a session, and the insurer's adjudicator. */
export async function tenant() {
  const insurer = await createInsurer(db);
  const holder = await createPolicyholder(db, insurer.id);
  const token = await tokenFor(insurer.id, { policyholderId: holder.id });
  const adjudicator = await tokenFor(insurer.id, { userType: 'insurer-adjudicator' });
  const request = (overrides: Parameters<typeof createRequest>[1] = {}) =>
    createRequest(db, { insurerId: insurer.id, policyholderId: holder.id, ...overrides });
  return { insurer, holder, token, adjudicator, request };
}

export const at = (iso: string) => new Date(iso);
