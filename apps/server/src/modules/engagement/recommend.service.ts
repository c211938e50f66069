import type { UserOrganization } from '@moyue/contracts/api/accounts';
import type { MyRecommendListData } from '@moyue/contracts/api/center';
import {
  RecommendDataJsonSchema,
  type RecommendCreateData,
  type RecommendDataJson,
  type RecommendFormData,
  type RecommendReasonListData,
  type RecommendReasonListParams,
  type RecommendTipsData,
  type RecommendedParams,
} from '@moyue/contracts/api/engagement';
import { Code } from '@moyue/contracts/codes';
import { OrganizationMessages, RecommendMessages, SocialStatus } from '@moyue/contracts/messages';
import {
  recommendPayload,
  validateRecommendForm,
  type RecommendFormInput,
} from '@moyue/contracts/recommend-form';
import { certificationState } from '@moyue/contracts/rules';
import { AppError, badRequest } from '../../platform/errors.ts';
import { BAD_PARAMETERS_MESSAGE } from '../../platform/error-handler.ts';
import type { ContentRefs } from './content.repository.ts';
import { plainText } from './plain-text.ts';
import {
  presentMyRecommend,
  presentRecommendForm,
  presentRecommendReason,
  recommendRulesOf,
} from './recommend.presenter.ts';
import type { RecommendRepository, RecommendSettingsRow } from './recommend.repository.ts';

/** The organisation service's answer this module needs: the reader's binding and its certification. */
export interface BindingSource {
  currentOfUser(userId: number): Promise<UserOrganization | null>;
}

/** The single sign-on module's answer: the name the reader's institution vouches for, if any. */
export interface IdentitySource {
  institutionIdentityName(userId: number, organizationId: number): Promise<string | null>;
}

const NO_IDENTITIES: IdentitySource = { institutionIdentityName: () => Promise.resolve(null) };

const needsInstitution = () => new AppError(Code.NeedsInstitution, OrganizationMessages.BindFirst);

/** Recommend-to-buy (spec §2 strip and dialog, §5 form rules, §6, §7, §8 code 36). */
export class RecommendService {
  constructor(
    private readonly repository: RecommendRepository,
    private readonly contents: ContentRefs,
    private readonly bindings: BindingSource,
    private readonly now: () => Date = () => new Date(),
    private readonly identities: IdentitySource = NO_IDENTITIES,
  ) {}

  async reasons(params: RecommendReasonListParams): Promise<RecommendReasonListData> {
    const content = await this.contents.require(params.objectId);
    const { total, items } = await this.repository.reasons(content.id, params.ps);
    return { ItemList: items.map(presentRecommendReason), RecordCount: total };
  }

  /** spec §7 recommend/recommended: false for anonymous readers. */
  async recommended(userId: number | null, params: RecommendedParams): Promise<boolean> {
    const content = await this.contents.require(params.objectId);
    if (userId === null) return false;
    const organization = params.organizationExternalId?.trim() || null;
    return this.repository.exists(userId, content.id, organization);
  }

  /** spec §3 recommend tips Message: the reminder of the named institution, else of the reader's. */
  async tips(userId: number | null, organizationExternalId?: string): Promise<RecommendTipsData> {
    let settings: RecommendSettingsRow | null = null;
    const named = organizationExternalId?.trim();
    if (named) settings = await this.repository.settingsByExternalId(named);
    if (!settings && userId !== null) {
      const bound = await this.bindings.currentOfUser(userId);
      if (bound) settings = await this.repository.settingsById(bound.Id);
    }
    return {
      Message: settings?.recommendReminder.trim() || RecommendMessages.DefaultTips,
      IsRecommendBuy: settings?.recommendBuy ?? false,
    };
  }

  /** The reader's verified institution with its form settings, or code 36. */
  private async institutionOf(userId: number): Promise<RecommendSettingsRow> {
    const bound = await this.bindings.currentOfUser(userId);
    const kind = certificationState(bound).kind;
    if (!bound || (kind !== 'valid' && kind !== 'expiring')) throw needsInstitution();
    const settings = await this.repository.settingsById(bound.Id);
    if (!settings) throw needsInstitution();
    return settings;
  }

  async form(userId: number): Promise<RecommendFormData> {
    const settings = await this.institutionOf(userId);
    const identityName = await this.identities.institutionIdentityName(userId, Number(settings.id));
    return presentRecommendForm(settings, await this.repository.profile(userId), identityName);
  }

  /**
   * spec §7 recommend/create: the institution first (36), then the dataJson,
   * the item, and the form rules of spec §5 in their order. Only configured
   * fields are stored; the institution's title is the binding's.
   */
  async create(
    userId: number,
    dataJson: string,
  ): Promise<{ data: RecommendCreateData; description: string }> {
    const settings = await this.institutionOf(userId);
    const data = parseDataJson(dataJson);
    // The form may name the institution by id or external id; 0 or '' names none.
    const named = String(data.organizationId ?? '').trim();
    if (
      named !== '' &&
      named !== '0' &&
      named !== String(settings.id) &&
      named !== settings.externalId
    )
      throw new AppError(Code.Forbidden, RecommendMessages.OtherOrganization);
    const content = await this.contents.require(data.ObjectId);
    const { fields, required, isLibrary } = recommendRulesOf(settings);
    // spec §6: members of a library are students or teachers; everyone else an ordinary reader.
    const status = isLibrary ? data.SocialStatus : SocialStatus.Reader;
    const identityName = await this.identities.institutionIdentityName(userId, Number(settings.id));
    const input: RecommendFormInput = {
      ...textFields(data),
      // spec §5: the name the institution's sign-on gives is read-only.
      ...(identityName !== null ? { RecommendName: identityName } : {}),
      ...(status !== undefined ? { SocialStatus: status } : {}),
      ...(data.Reason !== undefined ? { Reason: data.Reason } : {}),
      // spec §5: fields given by the verified identity (READ_ONLY_FIELDS) are read-only.
      OrganizationTitle: settings.title,
    };
    const refused = validateRecommendForm(input, {
      fields: new Set(fields),
      required: new Set(required),
      isLibrary,
      today: this.now(),
    });
    if (refused) throw badRequest(refused);
    const form = recommendPayload(input, new Set(fields), String(content.id));
    const saved = await this.repository.save({
      userId,
      organizationId: settings.id,
      contentId: content.id,
      reason: Number(form.Reason),
      remark: String(form.Remark ?? ''),
      form,
    });
    return {
      data: { Id: saved.id, ObjectId: content.id, RecordCount: saved.total },
      description: RecommendMessages.Success,
    };
  }

  /** myRecommend: the reader's recommendations with their states, latest first. */
  async mine(userId: number, page: { cp: number; ps: number }): Promise<MyRecommendListData> {
    const { total, items } = await this.repository.mine(userId, (page.cp - 1) * page.ps, page.ps);
    return { ItemList: items.map(presentMyRecommend), RecordCount: total };
  }
}

function parseDataJson(dataJson: string): RecommendDataJson {
  let raw: unknown;
  try {
    raw = JSON.parse(dataJson);
  } catch {
    throw badRequest(`${BAD_PARAMETERS_MESSAGE}：dataJson`);
  }
  const parsed = RecommendDataJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw badRequest(`${BAD_PARAMETERS_MESSAGE}：dataJson${field ? `.${field}` : ''}`);
  }
  return parsed.data;
}

const TEXT_FIELDS = [
  'DepartmentName',
  'Education',
  'SchoolYear',
  'SocialStatusNumber',
  'RecommendName',
  'RecommendPhone',
  'RecommendEmail',
  'Remark',
] as const;

/** The text fields of the form as plain text (control characters dropped, ends trimmed). */
function textFields(data: RecommendDataJson): RecommendFormInput {
  const input: RecommendFormInput = {};
  for (const field of TEXT_FIELDS) {
    const value = data[field];
    if (value !== undefined) input[field] = plainText(value);
  }
  return input;
}
