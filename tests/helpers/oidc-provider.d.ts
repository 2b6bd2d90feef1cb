// oidc-provider 9 ships no type declarations (DefinitelyTyped lags behind its releases), so this
// declares only the part of its API the interoperability test relies on.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    /** The claims of the account; the provider filters them by the granted scopes. */
    claims(use: 'id_token' | 'userinfo', scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    application_type?: 'web' | 'native';
    redirect_uris?: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    /** `context` is the provider's Koa context, which the test never needs. */
    findAccount?: (context: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    scopes?: string[];
    /** Scope name → the claims it releases; a claim name mapped to null is released on its own. */
    claims?: Record<string, string[] | null>;
    jwks?: { keys: JWK[] };
    cookies?: { keys?: string[] };
    /** Lifetimes in seconds. */
    ttl?: Partial<Record<'Grant' | 'IdToken' | 'Interaction' | 'Session', number>>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** A Node request listener serving every endpoint of the provider. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }

  export default Provider;
}
