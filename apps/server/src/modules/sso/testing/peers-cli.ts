// Starts the SSO peers for the end-to-end run: an OpenID provider and a CARSI
// IdP on local ports. Prints one JSON line with what the server must be told
// (SSO_OIDC_CLIENTS, CARSI_*), then serves until stopped.
// Usage: node --import tsx apps/server/src/modules/sso/testing/peers-cli.ts <site origin>
import { startOidcPeer } from './oidc-peer.ts';
import { createTestIdp } from './saml-idp.ts';
import { startSamlIdpPeer } from './saml-idp-peer.ts';

const site = process.argv[2];
if (!site) throw new Error('usage: peers-cli.ts <site origin>');
const client = { clientId: 'moyue-e2e', clientSecret: 'e2e-peer-secret' };
const oidc = await startOidcPeer({
  ...client,
  redirectUri: `${site}/ssoLogin`,
  accounts: {
    'stu-e2e-01': { name: '林同学' },
  },
});
const idp = createTestIdp();
const saml = await startSamlIdpPeer(idp);
process.stdout.write(
  `${JSON.stringify({
    SSO_OIDC_CLIENTS: JSON.stringify([
      { organization: 'org-demo-college', issuer: oidc.issuer, ...client },
    ]),
    CARSI_IDP_SSO_URL: saml.ssoUrl,
    CARSI_IDP_ENTITY_ID: idp.entityId,
    CARSI_IDP_CERT: idp.publicKeyPem,
  })}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.all([oidc.close(), saml.close()]).then(() => process.exit(0));
  });
