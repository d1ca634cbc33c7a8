import { type Actor, policyholderActions, type RequestDetail, statusLabel } from '@preauth/shared';
import { useState } from 'react';
import type { RequestCommand } from '../api/put-request-command';
import { COMMAND_TEXTS, commandNotAllowed, commandOvertaken } from '../command-texts';
import { BackToHomepage } from './back-to-homepage';
import { RequestCommandForm } from './request-command-form';
import { RequestKeyFacts } from '../../../components/request/request-key-facts';
import './request-review.css';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * Resend, cancel or amend (000 §2.7): the request's key facts and the command's form, or, when
 * its status does not allow the command (000 §4, the shared lifecycle), why not. When the command
 * was refused because the request had changed meanwhile (409), the screen says so above the
 * request, which the query layer has read again, so its status is the current one.
 */
export function RequestCommandScreen({
  command,
  detail,
  actor = 'policy-holder',
}: {
  command: RequestCommand;
  detail: RequestDetail;
  /** Whose screen: the agent may cancel its request while PEN, and do nothing else here. */
  actor?: Actor;
}) {
  const allowed = policyholderActions(detail.statusCode, actor).includes(command);
  const [overtaken, setOvertaken] = useState(false);
  return (
    <article className="request-command" aria-labelledby="request-command-title">
      <PageHeading id="request-command-title" title={COMMAND_TEXTS[command].title} />
      {overtaken && (
        <p className="alert alert--warning" role="alert">
          {commandOvertaken(statusLabel(detail.statusCode), command)}
        </p>
      )}
      <RequestKeyFacts detail={detail} />
      {allowed ? (
        <div className="review-section">
          <RequestCommandForm
            command={command}
            detail={detail}
            onOvertaken={() => setOvertaken(true)}
          />
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
