import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SpecialConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { loadBookMasterKey } from '../reading/index.ts';
import { CollectionsRepository } from './collections.repository.ts';
import { CollectionsService, type PassageLocks } from './collections.service.ts';
import { ElectionRepository } from './election.repository.ts';
import { electionRoutes } from './election.routes.ts';
import { ElectionService, type InstitutionSource } from './election.service.ts';
import { OuterWebService, outerWebSecret } from './outer-web.service.ts';
import { SelfCheckService, type NetworkRecognition } from './self-check.service.ts';
import { specialRoutes } from './special.routes.ts';
import { XsdService, type CertificationSource } from './xsd.service.ts';

export interface SpecialModuleDeps {
  db: Db;
  config: SpecialConfig;
  signatureWindowSeconds: number;
  /** where the master key is (the transfer signature's key derives from it) */
  keys: { dataDir: string; bookMasterKey: string | undefined };
  /** organizations: the viewer's institution, network recognition, certification */
  organizations: InstitutionSource & NetworkRecognition & CertificationSource;
  /** reading: passages beyond the trial */
  passageLocks: PassageLocks;
  now?: (() => Date) | undefined;
}

export interface SpecialModule {
  routes: FastifyPluginAsyncZod;
}

/** The special pages of issue 20 (paperElect, electPrecedence, topicBank, …, the xsd link). */
export async function createSpecialModule(deps: SpecialModuleDeps): Promise<SpecialModule> {
  const now = deps.now ?? (() => new Date());
  const election = new ElectionService(new ElectionRepository(deps.db), deps.organizations);
  const collections = new CollectionsService(
    new CollectionsRepository(deps.db),
    deps.organizations,
    deps.passageLocks,
    now,
  );
  const outerWeb = new OuterWebService(
    deps.config.outerResources,
    outerWebSecret(await loadBookMasterKey(deps.keys)),
    deps.config.outerLinkTtlSeconds,
    now,
  );
  const selfCheck = new SelfCheckService(deps.organizations, deps.signatureWindowSeconds, now);
  const xsd = new XsdService(deps.config.xsd, deps.organizations, now);
  return {
    routes: async (app, options) => {
      await electionRoutes(election)(app, options);
      await specialRoutes({ collections, outerWeb, selfCheck, xsd })(app, options);
    },
  };
}
