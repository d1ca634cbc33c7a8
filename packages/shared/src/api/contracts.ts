/**
 * Every operation of the API, each exported under its operation id: what the server registers and
 * the web calls, as `contracts.<operationId>`. A namespace of named exports rather than one object,
 * so a page's bundle keeps only the contracts (and schemas) it calls. The operations made per lookup
 * and per link role are `lookupContracts` and `linkRoleContracts`.
 */
export {
  countAdjudicationQueue,
  deleteHoliday,
  downgradeUrgency,
  downloadAdjudicationQueueCsv,
  downloadTurnaroundCsv,
  getAdjudicationCase,
  getTurnaround,
  listAdjudicationQueue,
  listCaseAudit,
  listHolidays,
  putHoliday,
  releaseAdjudicationCase,
  takeAdjudicationCase,
} from '../adjudication/adjudication.contracts';
export {
  addCaseNote,
  assignAdjudicationCase,
  emailAdjudicationDigest,
  listCaseNotes,
  listColleagues,
} from '../adjudication/case-work.contracts';
export { getInsurerPolicy, putInsurerPolicy } from '../adjudication/insurer-policy';
export { downloadAccessReport } from '../adjudication/access-report';
export {
  approveCase,
  listDecisionReasons,
  rejectCase,
  requestCaseAmendment,
  verifyCertificate,
} from '../adjudication/decisions.contracts';
export {
  getDecisionRules,
  previewDecisionRules,
  proposeDecisionRules,
  approveRuleProposal,
  declineRuleProposal,
  reverseAutomaticApproval,
} from '../adjudication/decision-rules.contracts';
export {
  getBusinessOfficeParams,
  submitBusinessOfficeInput,
} from '../business-office/business-office.contracts';
export { getCurrentUser, login, logout } from '../auth/auth.contracts';
export {
  getAuthorisationPin,
  getAuthorize,
  getDigitalIdentityState,
  getSingpassJwks,
  listAuthModes,
  remoteAuthenticate,
  remoteAuthoriseRequest,
  sendAuthorisationPin,
  singpassAuthorize,
  submitAuthorisation,
  verifyAuthorisationPin,
  verifyPolicyholderPayload,
} from '../authorisation/authorisation.contracts';
export {
  getDoctorDraft,
  getDoctorParams,
  saveDoctorDraft,
  submitDoctorInput,
} from '../doctor/doctor.contracts';
export { listDoctorRequests } from '../doctor/doctor-home.contracts';
export { getHealth } from '../health/health.contracts';
export {
  getLinkPin,
  getLinkSession,
  resendLinkPin,
  verifyLinkPin,
} from '../links/link-access.contracts';
export { listStatuses } from '../lookups/lookups.contracts';
export {
  getOwnPolicyholder,
  listAgentClientPatients,
  listAgentClients,
  listOwnPatients,
  searchDoctors,
} from '../policyholders/policyholders.contracts';
export {
  amendRequest,
  cancelRequest,
  createRequest,
  resendAuthorisationLink,
  resendOfficeLink,
  resendRequest,
} from '../requests/request-commands.contracts';
export { downloadLiaForm } from '../requests/lia-form.contracts';
export { downloadCertificate, getRequest } from '../requests/request-detail.contracts';
export { getMainFlow, listRequestTotals, listRequests } from '../requests/request-list.contracts';
export { downloadUpload, uploadFile } from '../uploads/uploads.contracts';
