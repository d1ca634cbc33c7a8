// The parts of oidc-provider (which ships no types) that the FAPI 2.0 tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): { sub: string };
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: object[] };
    features: Record<string, object>;
    enabledJWA: Record<string, string[]>;
    findAccount(ctx: unknown, accountId: string): Account;
    interactions: { url(ctx: unknown, interaction: { uid: string }): string };
    fetch(url: URL | string, options: RequestInit & { dispatcher?: unknown }): Promise<Response>;
  }

  class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): RequestListener;
    on(event: string, listener: (...args: never[]) => void): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<object>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: object,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
