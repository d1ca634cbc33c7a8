import {
  LINK_ROLES,
  LOOKUP_NAMES,
  amendRequestBodySchema,
  cancelRequestBodySchema,
  createRequestPayloadSchema,
  createRequestResponseSchema,
  doctorClinicSchema,
  doctorSchema,
  errorEnvelopeSchema,
  fieldIssueSchema,
  financialConsultantSchema,
  linkCheckResponseSchema,
  linkHolderResponseSchema,
  linkIdentitySchemas,
  linkSessionResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  lookupItemSchemas,
  mainFlowStepSchema,
  otpBodySchema,
  otpResendBodySchema,
  otpResendResponseSchema,
  patientPolicySchema,
  policyRiderSchema,
  policyholderInfoSchema,
  policyholderPatientSchema,
  requestClinicalDetailsSchema,
  requestCommandResponseSchema,
  requestDetailSchema,
  requestListItemSchema,
  requestListResponseSchema,
  requestTotalItemSchema,
  resendRequestBodySchema,
  statusHistoryEntrySchema,
  statusOptionSchema,
  uploadResponseSchema,
  userInfoSchema,
} from '@preauth/shared';
import { z } from 'zod';

/** PascalCase of a kebab-case name: `admission-types` gives `AdmissionTypes`. */
const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/**
 * The names of the shared payload schemas in the OpenAPI document: each appears once under
 * `components.schemas` (a request body's with the suffix `Input`) and is referenced from the
 * operations. Bodies and answers only: Fastify's swagger expands params and queries inline.
 */
export const apiSchemas = z.registry<{ id: string }>();

const named: [z.ZodType, string][] = [
  [errorEnvelopeSchema, 'ErrorEnvelope'],
  [fieldIssueSchema, 'FieldIssue'],
  [loginBodySchema, 'LoginBody'],
  [loginResponseSchema, 'LoginResponse'],
  [userInfoSchema, 'UserInfo'],
  [statusOptionSchema, 'StatusOption'],
  ...LOOKUP_NAMES.map((name): [z.ZodType, string] => [
    lookupItemSchemas[name],
    `${pascal(name)}LookupItem`,
  ]),
  [policyholderInfoSchema, 'PolicyholderInfo'],
  [policyholderPatientSchema, 'PolicyholderPatient'],
  [patientPolicySchema, 'PatientPolicy'],
  [policyRiderSchema, 'PolicyRider'],
  [financialConsultantSchema, 'FinancialConsultant'],
  [doctorSchema, 'Doctor'],
  [doctorClinicSchema, 'DoctorClinic'],
  [createRequestPayloadSchema, 'CreateRequestPayload'],
  [createRequestResponseSchema, 'CreateRequestResponse'],
  [resendRequestBodySchema, 'ResendRequestBody'],
  [cancelRequestBodySchema, 'CancelRequestBody'],
  [amendRequestBodySchema, 'AmendRequestBody'],
  [requestCommandResponseSchema, 'RequestCommandResponse'],
  [requestListItemSchema, 'RequestListItem'],
  [requestListResponseSchema, 'RequestListResponse'],
  [requestTotalItemSchema, 'RequestTotalItem'],
  [mainFlowStepSchema, 'MainFlowStep'],
  [requestDetailSchema, 'RequestDetail'],
  [statusHistoryEntrySchema, 'StatusHistoryEntry'],
  [requestClinicalDetailsSchema, 'RequestClinicalDetails'],
  [linkCheckResponseSchema, 'LinkCheckResponse'],
  ...LINK_ROLES.map((role): [z.ZodType, string] => [
    linkIdentitySchemas[role],
    `${pascal(role)}LinkIdentity`,
  ]),
  [linkSessionResponseSchema, 'LinkSessionResponse'],
  [linkHolderResponseSchema, 'LinkHolderResponse'],
  [otpBodySchema, 'OtpBody'],
  [otpResendBodySchema, 'OtpResendBody'],
  [otpResendResponseSchema, 'OtpResendResponse'],
  [uploadResponseSchema, 'UploadResponse'],
];
for (const [schema, id] of named) apiSchemas.add(schema, { id });
