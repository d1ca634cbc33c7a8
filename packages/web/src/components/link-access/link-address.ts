import type { LinkRole } from '@preauth/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { LinkAddress } from '../../lib/link-session';

/** The request a link's pages are about, from their path `/{insurerCode}/{eRefNo}/…`. */
export function useLinkAddress(role: LinkRole): LinkAddress {
  const { insurerCode = '', eRefNo = '' } = useParams();
  return useMemo(() => ({ role, insurerCode, erefNo: eRefNo }), [role, insurerCode, eRefNo]);
}

/** A link's own pages, by name: where the identity check, the PIN and the form are. */
export interface LinkPaths {
  verification: (address: LinkAddress) => string;
  otp: (address: LinkAddress) => string;
  input: (address: LinkAddress) => string;
}
