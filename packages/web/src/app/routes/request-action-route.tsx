import type { ReactNode } from 'react';
import { useParams } from 'react-router';

/** The request actions of the authorisation feature; the others are the requests feature's. */
const AUTHORISATION_ACTIONS: readonly string[] = [
  'authorise',
  'declaration-accept',
  'declaration-reject',
];

/**
 * /request/{id}/{action} (000 §2.3): one path, two features' screens. The action picks whose:
 * authorise and the declarations are the authorisation feature's, any other the requests one's.
 */
export function RequestActionRoute({
  requests,
  authorisation,
}: {
  requests: ReactNode;
  authorisation: ReactNode;
}) {
  const { action = '' } = useParams();
  return AUTHORISATION_ACTIONS.includes(action) ? authorisation : requests;
}
