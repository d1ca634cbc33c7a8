import { defineContract, errorResponses, pascalCase } from '../api/contract';
import { ANY_LINK, PIN_STEP } from '../api/caller-sets';
import { PUBLIC } from '../api/callers';
import {
  LINK_ROLES,
  LINK_TOKEN_HEADER,
  type LinkRole,
  linkCheckResponseSchema,
  linkHolderResponseSchema,
  linkIdentitySchemas,
  linkParamsSchema,
  linkSessionResponseSchema,
  otpBodySchema,
  otpResendBodySchema,
  otpResendResponseSchema,
} from './link-access';
import { pinStateSchema } from './one-time-pin';

const linkAddressParams = linkParamsSchema.omit({ role: true });

/** A role's link check and identity check (`checkDoctorLink`, `verifyDoctorLinkIdentity`, …). */
// The paths are typed by the role names rather than R, so their parameters can be checked.
const roleContracts = <R extends LinkRole>(role: R) => ({
  check: defineContract({
    operationId: `check${pascalCase(role)}Link`,
    method: 'GET',
    path: `/api/links/${role}/:insurerCode/:erefNo` as `/api/links/${LinkRole}/:insurerCode/:erefNo`,
    callers: PUBLIC,
    schema: {
      tags: ['links'],
      summary: `Check a ${role} link (the emailed token in the ${LINK_TOKEN_HEADER} header)`,
      params: linkAddressParams,
      response: { 200: linkCheckResponseSchema, ...errorResponses(404) },
    },
  }),
  verify: defineContract({
    operationId: `verify${pascalCase(role)}LinkIdentity`,
    method: 'POST',
    path: `/api/links/${role}/:insurerCode/:erefNo/verification` as `/api/links/${LinkRole}/:insurerCode/:erefNo/verification`,
    callers: PUBLIC,
    schema: {
      tags: ['links'],
      summary: `Identity check of a ${role} link; opens a link session`,
      params: linkAddressParams,
      body: linkIdentitySchemas[role],
      response: { 200: linkSessionResponseSchema, ...errorResponses(400, 403, 404, 429) },
    },
  }),
});

/** Each role's link check and identity check, by role. */
export const linkRoleContracts = Object.fromEntries(
  LINK_ROLES.map((role) => [role, roleContracts(role)]),
) as { [R in LinkRole]: ReturnType<typeof roleContracts<R>> };

export const verifyLinkPin = defineContract({
  operationId: 'verifyLinkPin',
  method: 'POST',
  path: '/api/links/otp/verify',
  callers: PIN_STEP,
  schema: {
    tags: ['links'],
    summary: "Check the link session's emailed PIN; answers a verified session",
    body: otpBodySchema,
    response: { 200: linkSessionResponseSchema, ...errorResponses(400, 401, 403) },
  },
});

export const resendLinkPin = defineContract({
  operationId: 'resendLinkPin',
  method: 'POST',
  path: '/api/links/otp/resend',
  callers: PIN_STEP,
  schema: {
    tags: ['links'],
    summary: 'Send the link session another PIN, voiding the earlier one',
    body: otpResendBodySchema,
    response: { 200: otpResendResponseSchema, ...errorResponses(400, 401, 403, 429) },
  },
});

export const getLinkPin = defineContract({
  operationId: 'getLinkPin',
  method: 'GET',
  path: '/api/links/otp',
  callers: { ...ANY_LINK, pinPending: true },
  schema: {
    tags: ['links'],
    summary: "The link session's PIN: where it went, its countdowns, whether its email went",
    response: { 200: pinStateSchema, ...errorResponses(401, 403, 404) },
  },
});

export const getLinkSession = defineContract({
  operationId: 'getLinkSession',
  method: 'GET',
  path: '/api/links/session',
  callers: ANY_LINK,
  schema: {
    tags: ['links'],
    summary: 'Who the verified link session stands for',
    response: { 200: linkHolderResponseSchema, ...errorResponses(401, 403) },
  },
});
