import { randomBytes } from 'node:crypto';
import { CONTENT_NOT_FOUND_MESSAGE, splitMediaSuffix } from '@moyue/contracts/api/catalog';
import {
  AUTHORIZE_URL,
  BOOK_FILE_PATH,
  LICENCE_TTL_SECONDS,
  ReadingMessages,
  parseAuthorizeParameters,
  type AuthorizeData,
  type AuthorizeParams,
  type LicenceCreateData,
  type LicenceCreateParams,
} from '@moyue/contracts/api/reading';
import { trialUnitCount } from '@moyue/contracts/reading-trial';
import { Code } from '@moyue/contracts/codes';
import { AppError, badRequest } from '../../platform/errors.ts';
import { formatWireDateTime } from '../catalog/index.ts';
import type { BookFileStore, BookMediaType, ContentFileRecord } from './book-file.store.ts';
import { readDevicePublicKey, wrapKey } from './device-key.ts';
import type { EditionDelivery } from './edition-delivery.ts';
import {
  presentRights,
  type Entitlement,
  type EntitlementService,
  type Viewer,
} from './entitlement.service.ts';
import {
  decodeLicenceToken,
  encodeLicenceToken,
  readLicenceToken,
  type LicenceClaims,
} from './licence-token.ts';
import type { ReadingRepository } from './reading.repository.ts';

const contentNotFound = () => new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);
const noEdition = () => new AppError(Code.NotFound, ReadingMessages.NoEdition, 404);
const licenceInvalid = () => new AppError(Code.Forbidden, ReadingMessages.LicenceInvalid, 403);
const refused = (message: string) => new AppError(Code.Forbidden, message, 403);

/** The secrets of the two signed tokens: LicenceIds and book-file Urls. */
export interface LicenceSecrets {
  licenceId: Buffer;
  fileToken: Buffer;
}

/** A licence for one edition: what the reader may receive of it. */
interface EditionGrant {
  entitlement: Entitlement;
  file: ContentFileRecord;
  /** null: the full edition */
  trialUnits: number | null;
}

/**
 * Licences and delivery of encrypted books (spec §7 /Licence/Create and the
 * POST to AuthorizeUrl, §9 RSA; reading design): the server decides the
 * edition and signs a LicenceId bound to user, device, content, file, edition
 * and expiry; the authorisation accepts only such a licence of the same reader,
 * wraps the edition's key for the device key and signs a Url bound the same way.
 */
export class LicenceService {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
    private readonly files: BookFileStore,
    private readonly delivery: EditionDelivery,
    private readonly secrets: LicenceSecrets,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** spec §7 POST /Licence/Create: the reader's rights on one edition, and where to authorise it. */
  async create(params: LicenceCreateParams, viewer: Viewer): Promise<LicenceCreateData> {
    const grant = await this.grant(params.contentId, viewer, (contentId) =>
      this.files.findEdition(contentId, params.mediaType),
    );
    const expiresAt = this.expiresAt();
    const licenceId = encodeLicenceToken(this.secrets.licenceId, {
      licenceId: randomBytes(16).toString('hex'),
      userId: viewer.userId,
      deviceId: viewer.deviceId ?? 0,
      contentId: params.contentId,
      fileId: grant.file.id,
      edition: grant.trialUnits ?? 'full',
      expiresAt,
    });
    return {
      ...this.rightsOf(grant),
      LicenceId: licenceId,
      ExpireTime: formatWireDateTime(expiresAt * 1000),
      AuthorizeUrl: AUTHORIZE_URL,
      FileExternalId: grant.file.externalId,
    };
  }

  /**
   * spec §7 POST {AuthorizeUrl}: only with a LicenceId of /Licence/Create made
   * for this user, device, content and edition, unexpired; then the edition's
   * key wrapped for the device key, and its signed Url. Nothing is issued otherwise.
   */
  async authorize(params: AuthorizeParams, viewer: Viewer): Promise<AuthorizeData> {
    const parsed = parseAuthorizeParameters(params.authorzieParameters);
    if (!parsed.ok) throw badRequest(parsed.message);
    const asked = parsed.value.contentexternalid ?? '';
    if (asked === '') throw badRequest(ReadingMessages.MissingContent);
    const publicKey = readDevicePublicKey(parsed.value.device?.PublicKey);
    const licence = this.licenceOf(parsed.value.LicenceId ?? '', viewer);
    const contentId = await this.contentIdOf(asked);
    if (contentId === null) throw contentNotFound();
    if (licence.contentId !== contentId) throw refused(ReadingMessages.LicenceOtherContent);
    const fileExternalId = parsed.value.DataFileExternalId ?? '';
    const grant = await this.grant(contentId, viewer, async (id) => {
      if (fileExternalId === '') return this.fileOfContent(id, licence.fileId);
      const file = await this.files.findByExternalId(fileExternalId);
      if (file?.contentId !== id)
        throw new AppError(Code.NotFound, ReadingMessages.FileNotFound, 404);
      return file;
    });
    if (licence.fileId !== grant.file.id) throw refused(ReadingMessages.LicenceOtherContent);
    const edition = grant.trialUnits ?? 'full';
    if (licence.edition !== edition)
      throw refused(
        licence.edition === 'full' ? ReadingMessages.RightsGone : ReadingMessages.LicenceStale,
      );
    const key =
      edition === 'full'
        ? this.delivery.fullKey(grant.file)
        : this.delivery.trialKey(grant.file, edition);
    const token = encodeLicenceToken(this.secrets.fileToken, {
      licenceId: licence.licenceId,
      userId: viewer.userId,
      deviceId: licence.deviceId,
      contentId,
      fileId: grant.file.id,
      edition,
      expiresAt: licence.expiresAt,
    });
    return {
      ...this.rightsOf(grant),
      Url: `${BOOK_FILE_PATH}/${token}`,
      WrappedKey: wrapKey(publicKey, key),
      FileExternalId: grant.file.externalId,
      LicenceId: parsed.value.LicenceId ?? '',
      ExpireTime: formatWireDateTime(licence.expiresAt * 1000),
      RequireAccessToken: viewer.userId !== null,
    };
  }

  /** The claims of a LicenceId made for this viewer (user and device), unexpired; refused otherwise. */
  private licenceOf(licenceId: string, viewer: Viewer): LicenceClaims {
    if (licenceId === '') throw badRequest(ReadingMessages.MissingLicence);
    const reading = readLicenceToken(this.secrets.licenceId, licenceId, this.nowSeconds());
    if (reading.status === 'invalid') throw refused(ReadingMessages.LicenceIdInvalid);
    if (reading.status === 'expired') throw refused(ReadingMessages.LicenceExpired);
    const { claims } = reading;
    if (claims.userId !== viewer.userId || claims.deviceId !== (viewer.deviceId ?? 0))
      throw refused(ReadingMessages.LicenceIdNotYours);
    return claims;
  }

  /**
   * GET {Url}: the encrypted edition the token names, to the device and user
   * it was made for; a full edition only while the reader still holds the item.
   */
  async bookFile(
    token: string,
    viewer: Viewer,
  ): Promise<{ bytes: Buffer; mediaType: BookMediaType }> {
    const claims = decodeLicenceToken(this.secrets.fileToken, token, this.nowSeconds());
    if (!claims) throw licenceInvalid();
    if (claims.deviceId !== viewer.deviceId || claims.userId !== viewer.userId)
      throw new AppError(Code.Forbidden, ReadingMessages.LicenceNotYours, 403);
    const record = await this.fileOfContent(claims.contentId, claims.fileId);
    if (!record) throw licenceInvalid();
    if (claims.edition === 'full') {
      const entitlement = await this.entitlements.decide(claims.contentId, viewer);
      if (!entitlement || entitlement.isTrial)
        throw new AppError(Code.Forbidden, ReadingMessages.RightsGone, 403);
      return { bytes: await this.delivery.fullEdition(record), mediaType: record.mediaType };
    }
    return {
      bytes: await this.delivery.trialEdition(record, claims.edition),
      mediaType: record.mediaType,
    };
  }

  /** The item's edition chosen by `find`, and what of it this reader may receive. */
  private async grant(
    contentId: number,
    viewer: Viewer,
    find: (contentId: number) => Promise<ContentFileRecord | null>,
  ): Promise<EditionGrant> {
    const entitlement = await this.entitlements.decide(contentId, viewer);
    if (!entitlement) throw contentNotFound();
    const file = await find(contentId);
    if (!file) throw noEdition();
    // The primary edition's trial is the entitlement's (counted by text); another edition's by its units.
    const trialUnits = !entitlement.isTrial
      ? null
      : file.id === entitlement.rights.fileId
        ? entitlement.trialUnits
        : trialUnitCount(file.unitCount, entitlement.rights.allowReadPercentage);
    return { entitlement, file, trialUnits };
  }

  /** The rights of the wire for the chosen edition (its units, not the primary edition's). */
  private rightsOf(grant: EditionGrant) {
    const { TrialTextPercent, ...rights } = presentRights(grant.entitlement);
    const primary = grant.file.id === grant.entitlement.rights.fileId;
    return {
      ...rights,
      ...(primary && TrialTextPercent !== undefined ? { TrialTextPercent } : {}),
      TrialUnits: grant.trialUnits ?? grant.file.unitCount,
      UnitCount: grant.file.unitCount,
      MediaType: grant.file.mediaType,
    };
  }

  private async fileOfContent(
    contentId: number,
    fileId: number,
  ): Promise<ContentFileRecord | null> {
    for (const mediaType of ['epub', 'pdf'] as const) {
      const file = await this.files.findEdition(contentId, mediaType);
      if (file?.id === fileId) return file;
    }
    return null;
  }

  /** An ExternalId as asked (with its -Pdf / -Epub suffix or not) → the content id. */
  private async contentIdOf(asked: string): Promise<number | null> {
    const { externalId, mediaType } = splitMediaSuffix(asked);
    if (mediaType) {
      const id = await this.reading.contentIdByExternalId(externalId);
      if (id !== null) return id;
    }
    return this.reading.contentIdByExternalId(asked);
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private expiresAt(): number {
    return this.nowSeconds() + LICENCE_TTL_SECONDS;
  }
}
