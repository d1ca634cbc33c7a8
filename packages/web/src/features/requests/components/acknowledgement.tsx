import type { Acknowledgement as AcknowledgementTexts, Told } from '../acknowledgement-texts';
import { BackToHomepage } from './back-to-homepage';
import './acknowledgement.css';
import { PageHeading } from '../../../components/layouts/page-heading';

/** An outcome's title and body, the request's ref no and 'Back to homepage' (000 §2.10). */
export function Acknowledgement({
  acknowledgement: { title, body, declined = false },
  refNo,
  told,
}: {
  acknowledgement: AcknowledgementTexts;
  refNo: string;
  told: Told;
}) {
  return (
    <section className="card acknowledgement" aria-labelledby="acknowledgement-title">
      <span
        className={`acknowledgement__icon acknowledgement__icon--${declined ? 'declined' : 'done'}`}
        role="img"
        aria-label={declined ? 'Declined' : 'Done'}
      >
        {declined ? '✕' : '✓'}
      </span>
      <PageHeading id="acknowledgement-title" title={title} />
      <p className="acknowledgement__ref">
        Pre-Authorisation Ref No.: <strong>{refNo}</strong>
      </p>
      {body(told).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <BackToHomepage variant="primary" />
    </section>
  );
}
