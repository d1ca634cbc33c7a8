import { DOCUMENT_KIND_LABELS, type DoctorParams } from '@preauth/shared';
import { useId } from 'react';

/**
 * Why the request is back with the doctor, on every step: the insurer's "what must change" and
 * the documents it asks for (an amendment request), or the policyholder's reason for amending.
 */
export function AmendmentNotice({ amendment }: { amendment: DoctorParams['amendment'] }) {
  const titleId = useId();
  if (!amendment) return null;
  const { changesRequired, requiredDocumentKinds, policyholderReason } = amendment;
  const fromInsurer = changesRequired !== null || requiredDocumentKinds.length > 0;
  return (
    <section className="alert alert--warning amendment-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="amendment-notice__title">
        {fromInsurer ? 'What must change' : 'The policyholder amended this request'}
      </h2>
      {changesRequired && <p className="amendment-notice__text">{changesRequired}</p>}
      {requiredDocumentKinds.length > 0 && (
        <p>
          Documents to attach on the Patient Diagnosis step:{' '}
          {requiredDocumentKinds.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ')}.
        </p>
      )}
      {policyholderReason && (
        <p className="amendment-notice__text">
          The policyholder's reason for amending: {policyholderReason}
        </p>
      )}
    </section>
  );
}
