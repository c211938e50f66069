-- Single sign-on (issue 4): accounts of other identity providers, and the
-- sign-ins under way.

-- An identity at another provider (institution OIDC issuer, CARSI IdP, WeChat,
-- CKRSC) is keyed by (provider, subject) and belongs to exactly one user. It is
-- never matched to a user by an e-mail or phone claim: a new identity makes a
-- new user (without phone; the code 201 flow asks for one).
CREATE TABLE external_accounts (
  id              bigserial PRIMARY KEY,
  provider        text NOT NULL,          -- 'oidc:<issuer>', 'carsi:<idp entity id>', 'wechat', 'ckrsc'
  subject         text NOT NULL,          -- sub, NameID / eduPersonTargetedID, unionid/openid, partner account
  platform_id     smallint NOT NULL,      -- spec §7 platformId of the option (ours: 2 wx, 3 ckrsc, 4 sso, 5 carsi)
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id bigint REFERENCES organizations(id) ON DELETE SET NULL,
  display_name    text NOT NULL DEFAULT '',
  attributes      jsonb NOT NULL DEFAULT '{}'::jsonb,  -- last claims / attributes seen (oauth/third-info)
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX external_accounts_user ON external_accounts (user_id, platform_id);

-- A sign-in under way: the OAuth state (the browser's session-storage guid,
-- spec §4) with its PKCE verifier and nonce, a SAML AuthnRequest id, or the
-- one-time code handed to the browser after a SAML assertion. Only hashes of
-- the state and of the browser-binding cookie are kept; each row is used once.
CREATE TABLE sso_authorizations (
  id               bigserial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('oidc', 'saml-request', 'saml-ticket', 'wechat')),
  state_hash       text NOT NULL UNIQUE,
  binding_hash     text,
  organization_id  bigint REFERENCES organizations(id) ON DELETE CASCADE,
  code_verifier    text,
  nonce            text,
  user_id          bigint REFERENCES users(id) ON DELETE CASCADE,
  expires_at       timestamptz NOT NULL,
  consumed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_authorizations_expiry ON sso_authorizations (expires_at);
