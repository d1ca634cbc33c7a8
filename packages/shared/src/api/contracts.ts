import { getCurrentUser, login, logout } from '../auth/auth.contracts';
import { getHealth } from '../health/health.contracts';
import { getLinkSession, resendLinkPin, verifyLinkPin } from '../links/link-access.contracts';
import { listStatuses } from '../lookups/lookups.contracts';
import {
  getOwnPolicyholder,
  listOwnPatients,
  searchDoctors,
} from '../policyholders/policyholders.contracts';
import {
  amendRequest,
  cancelRequest,
  createRequest,
  resendRequest,
} from '../requests/request-commands.contracts';
import { downloadCertificate, getRequest } from '../requests/request-detail.contracts';
import { getMainFlow, listRequestTotals, listRequests } from '../requests/request-list.contracts';
import { downloadUpload, uploadFile } from '../uploads/uploads.contracts';
import { byOperationId } from './contract';

export { linkRoleContracts } from '../links/link-access.contracts';
export { lookupContracts } from '../lookups/lookups.contracts';

/**
 * Every operation of the API by operation id, what the server registers and the web calls; those
 * made per lookup and per link role are `lookupContracts` and `linkRoleContracts`.
 */
export const contracts = byOperationId(
  login,
  logout,
  getCurrentUser,
  getHealth,
  listStatuses,
  getOwnPolicyholder,
  listOwnPatients,
  searchDoctors,
  listRequests,
  listRequestTotals,
  getMainFlow,
  getRequest,
  downloadCertificate,
  createRequest,
  resendRequest,
  cancelRequest,
  amendRequest,
  uploadFile,
  downloadUpload,
  verifyLinkPin,
  resendLinkPin,
  getLinkSession,
);
