import { policyholderActions, type RequestDetail, statusLabel } from '@preauth/shared';
import type { RequestCommand } from '../api/put-request-command';
import { COMMAND_TEXTS, commandNotAllowed } from '../command-texts';
import { BackToHomepage } from './back-to-homepage';
import { RequestCommandForm } from './request-command-form';
import { RequestKeyFacts } from './request-key-facts';
import './request-review.css';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * Resend, cancel or amend (000 §2.7): the request's key facts and the command's form, or, when
 * its status does not allow the command (000 §4, the shared lifecycle), why not.
 */
export function RequestCommandScreen({
  command,
  detail,
}: {
  command: RequestCommand;
  detail: RequestDetail;
}) {
  const allowed = policyholderActions(detail.statusCode).includes(command);
  return (
    <article className="request-command" aria-labelledby="request-command-title">
      <PageHeading id="request-command-title" title={COMMAND_TEXTS[command].title} />
      <RequestKeyFacts detail={detail} />
      {allowed ? (
        <div className="review-section">
          <RequestCommandForm command={command} detail={detail} />
        </div>
      ) : (
        <>
          <p className="alert alert--error" role="status">
            {commandNotAllowed(statusLabel(detail.statusCode), command)}
          </p>
          <div className="screen-actions">
            <BackToHomepage />
          </div>
        </>
      )}
    </article>
  );
}
