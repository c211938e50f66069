import { createHash } from 'node:crypto';
import { SpecialMessages, type XsdLinkData } from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import type { UserOrganization } from '@moyue/contracts/api/accounts';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationState } from '@moyue/contracts/rules';
import { formatSignTimestamp } from '@moyue/contracts/signing';
import { AppError } from '../../platform/errors.ts';

/** What the link needs of the organizations module. */
export interface CertificationSource {
  currentOfUser(userId: number): Promise<UserOrganization | null>;
}

/** spec §9: sign = sha256 hex of timestamp, user and secret, joined by '|'. */
export function xsdSign(timestamp: string, userId: string, secret: string): string {
  return createHash('sha256').update(`${timestamp}|${userId}|${secret}`).digest('hex');
}

/**
 * The new-era learning platform (xsd, spec §2.7, §6, §9): the reader leaves
 * with a link signed with a timestamp and a hash of the configured secret,
 * only while certified by an institution (spec §8.9 texts otherwise).
 */
export class XsdService {
  constructor(
    private readonly config: { url: string; secret: string | undefined },
    private readonly certifications: CertificationSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get configured(): boolean {
    return Boolean(this.config.secret);
  }

  async link(userId: number): Promise<XsdLinkData> {
    const secret = this.config.secret;
    if (!secret) throw new AppError(Code.NotFound, SpecialMessages.XsdNotConfigured, 404);
    const organization = await this.certifications.currentOfUser(userId);
    const state = certificationState(organization);
    if (!organization || state.kind === 'none')
      throw new AppError(Code.NeedsInstitution, CertificationMessages.NoOrganization);
    if (state.kind === 'expired')
      throw new AppError(Code.NeedsInstitution, CertificationMessages.Expired);
    const timestamp = formatSignTimestamp(this.now());
    const url = new URL(this.config.url);
    url.searchParams.set('timestamp', timestamp);
    url.searchParams.set('uid', String(userId));
    url.searchParams.set('org', organization.ExternalId);
    url.searchParams.set('sign', xsdSign(timestamp, String(userId), secret));
    return { Url: url.toString() };
  }
}
