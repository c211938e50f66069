import { useEffect, useState } from 'react';
import { DatePicker, Input, Modal, Radio, Select, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { dayjs } from '../../../lib/dayjs';
import { useQueryClient } from '@tanstack/react-query';
import type { RecommendFormData } from '@moyue/contracts/api/engagement';
import { RECOMMEND_REMARK_MAX_LENGTH } from '@moyue/contracts/limits';
import {
  EDUCATION_CHOICES,
  RECOMMEND_REASONS,
  RecommendMessages,
  SOCIAL_STATUS_LABELS,
  SocialStatus,
} from '@moyue/contracts/messages';
import {
  recommendPayload,
  validateRecommendForm,
  type RecommendField,
  type RecommendFormInput,
} from '@moyue/contracts/recommend-form';
import { useCreateRecommend } from '../api/recommend';
import { needsInstitution, useBindInstitutionPrompt } from '../bind-institution';
import { failureText } from '../failure';
import './recommend.css';

type TextField = Exclude<RecommendField, 'SocialStatus'>;

const TEXT_LABELS: Record<TextField, { label: string; placeholder: string }> = {
  OrganizationTitle: { label: '机构名称', placeholder: '请填写机构名称' },
  DepartmentName: { label: '院/系', placeholder: '请输入院/系名称' },
  Education: { label: '学历', placeholder: '专科、本科、硕士研究生或博士研究生' },
  SchoolYear: { label: '入校时间', placeholder: '入校年月' },
  SocialStatusNumber: { label: '工/学号', placeholder: '请输入工/学号' },
  RecommendName: { label: '真实姓名', placeholder: '请填写真实姓名' },
  RecommendPhone: { label: '手机号', placeholder: '请填写手机号' },
  RecommendEmail: { label: '邮箱', placeholder: '请填写邮箱' },
};

/** The form's start: the institution's prefill of the configured fields; an ordinary reader (3) outside libraries. */
function initialInput(form: RecommendFormData): RecommendFormInput {
  const values = form.Values;
  const input: RecommendFormInput = { Remark: '' };
  for (const field of form.Fields) {
    if (field === 'SocialStatus') {
      const status = values.SocialStatus;
      input.SocialStatus = form.Organization.IsLibrary
        ? status === SocialStatus.Student || status === SocialStatus.Teacher
          ? status
          : undefined
        : SocialStatus.Reader;
    } else if (values[field]) input[field] = values[field];
  }
  return input;
}

/**
 * spec §2/§5 recommend-to-buy dialog: only the configured fields, checked in
 * the spec's order (first failing message shown), third-party fields
 * read-only, reasons 5..1, remark ≤ 50 with a counter (required for reason 1);
 * a refusal with code 36 asks the reader to bind an institution (spec §8).
 */
export function RecommendDialog({
  objectId,
  form,
  open,
  onClose,
}: {
  objectId: number;
  form: RecommendFormData | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const create = useCreateRecommend();
  const bindInstitution = useBindInstitutionPrompt();
  const [input, setInput] = useState<RecommendFormInput>({});

  useEffect(() => {
    if (open && form) setInput(initialInput(form));
  }, [open, form]);

  const set = (patch: RecommendFormInput) => setInput((current) => ({ ...current, ...patch }));
  const readOnly = (field: RecommendField) => Boolean(form?.ReadOnlyFields.includes(field));

  const submit = () => {
    if (!form) return;
    const fields = new Set(form.Fields);
    const problem = validateRecommendForm(input, {
      fields,
      required: new Set(form.RequiredFields),
      isLibrary: form.Organization.IsLibrary,
      today: new Date(),
    });
    if (problem) {
      void message.warning(problem);
      return;
    }
    const send = (): void =>
      create.mutate(recommendPayload(input, fields, String(objectId)), {
        onSuccess: () => {
          void message.success(RecommendMessages.Success);
          onClose();
          void queryClient.invalidateQueries({ queryKey: ['details', 'recommended', objectId] });
          void queryClient.invalidateQueries({
            queryKey: ['details', 'recommend-reasons', objectId],
          });
        },
        onError: (error) => {
          // spec §8: code 36 (no institution, or its certification ran out) → bind one.
          if (needsInstitution(error)) {
            onClose();
            bindInstitution();
            return;
          }
          const text = failureText(error, send);
          if (text) void message.error(text);
        },
      });
    send();
  };

  const textField = (field: TextField) => {
    const { label, placeholder } = TEXT_LABELS[field];
    const value = input[field] ?? '';
    let control;
    if (field === 'Education')
      control = (
        <Select
          aria-label={label}
          placeholder={placeholder}
          value={value || undefined}
          disabled={readOnly(field)}
          options={EDUCATION_CHOICES.map((choice) => ({ value: choice, label: choice }))}
          onChange={(choice: string) => set({ Education: choice })}
        />
      );
    else if (field === 'SchoolYear')
      control = (
        <DatePicker
          picker="month"
          aria-label={label}
          placeholder={placeholder}
          value={value ? dayjs(`${value}-01`) : null}
          disabled={readOnly(field)}
          // spec §5: the school year is not in the future.
          disabledDate={(date) => date.isAfter(dayjs(), 'month')}
          onChange={(date) => set({ SchoolYear: date ? date.format('YYYY-MM') : '' })}
        />
      );
    else
      control = (
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={value}
          readOnly={readOnly(field)}
          disabled={readOnly(field)}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      );
    return (
      <label key={field} className="recommend-form__row">
        <span>{label}</span>
        {control}
      </label>
    );
  };

  return (
    <Modal
      title="荐购"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="提交荐购"
      cancelText="取消"
      confirmLoading={create.isPending}
      width={560}
    >
      {!form ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <div className="recommend-form" data-testid="recommend-form">
          {form.Fields.map((field) =>
            field === 'SocialStatus'
              ? form.Organization.IsLibrary && (
                  <div key={field} className="recommend-form__row">
                    <span>身份</span>
                    <Radio.Group
                      aria-label="身份"
                      value={input.SocialStatus}
                      disabled={readOnly(field)}
                      onChange={(event) => set({ SocialStatus: Number(event.target.value) })}
                      options={[SocialStatus.Student, SocialStatus.Teacher].map((status) => ({
                        value: status,
                        label: SOCIAL_STATUS_LABELS[status],
                      }))}
                    />
                  </div>
                )
              : textField(field),
          )}
          <div className="recommend-form__row">
            <span>推荐理由</span>
            <Radio.Group
              aria-label="推荐理由"
              className="recommend-form__reasons"
              value={input.Reason}
              onChange={(event) => set({ Reason: Number(event.target.value) })}
              options={RECOMMEND_REASONS.map((reason) => ({
                value: reason.value,
                label: reason.label,
              }))}
            />
          </div>
          <label className="recommend-form__row">
            <span>荐购说明</span>
            <Input.TextArea
              aria-label="荐购说明"
              placeholder={input.Reason === 1 ? '请填写荐购理由' : '选填'}
              value={input.Remark ?? ''}
              maxLength={RECOMMEND_REMARK_MAX_LENGTH}
              showCount
              rows={3}
              onChange={(event) => set({ Remark: event.target.value })}
            />
          </label>
        </div>
      )}
    </Modal>
  );
}
