import { useMemo, useState } from 'react';
import { Button, Cascader, DatePicker, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { AccountMessages, PROFILE_LIMITS, type UserInfo } from '@moyue/contracts/api/accounts';
import { EDUCATION_CHOICES, SOCIAL_STATUS_LABELS } from '@moyue/contracts/messages';
// The region data (all of China incl. HK, Macau, Taiwan) is bundled with this lazy page only.
import { REGION_SEPARATOR, parseRegion, regionOptions } from '@moyue/contracts/regions';
import { ApiError } from '../../../api/api-error';
import { useUserDetail } from '../api/get-user-detail';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsCard } from '../components/SettingsCard';

const SCHOOL_YEAR_FORMAT = 'YYYY-MM';

interface ProfileValues {
  NickName: string;
  RealName: string;
  SocialStatus: number;
  DepartmentName: string;
  Education: string | undefined;
  SchoolYear: Dayjs | null;
  SocialStatusNumber: string;
  Region: string[] | undefined;
}

const valuesOf = (user: UserInfo): ProfileValues => ({
  NickName: user.NickName,
  RealName: user.RealName,
  SocialStatus: user.SocialStatus,
  DepartmentName: user.DepartmentName,
  Education: user.Education || undefined,
  SchoolYear: user.SchoolYear ? dayjs(user.SchoolYear, SCHOOL_YEAR_FORMAT) : null,
  SocialStatusNumber: user.SocialStatusNumber,
  Region: parseRegion(user.Region),
});

/** spec §5: the school year is not in the future. */
const isFutureMonth = (month: Dayjs) => month.isAfter(dayjs(), 'month');

/**
 * EditPersonaInfo: nickname, real name, status, department, education, school
 * year (yyyy-MM, not in the future), number and region (province, city,
 * district — spec §2 region picker), saved by user/update (spec §7); a
 * refusal shows its Description (spec §8).
 */
export function EditPersonaInfoPage() {
  const { message } = useFeedback();
  const detail = useUserDetail();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(() => regionOptions(), []);
  const user = detail.data;
  if (!user) return <Skeleton active />;

  const save = (values: ProfileValues) => {
    setError(null);
    update.mutate(
      {
        NickName: values.NickName,
        RealName: values.RealName,
        socialStatus: String(values.SocialStatus),
        DepartmentName: values.DepartmentName,
        education: values.Education ?? '',
        schoolYear: values.SchoolYear ? values.SchoolYear.format(SCHOOL_YEAR_FORMAT) : '',
        socialStatusNumber: values.SocialStatusNumber,
        region: (values.Region ?? []).join(REGION_SEPARATOR),
      },
      {
        onSuccess: () => void message.success(AccountMessages.ProfileUpdated),
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.description : '保存失败，请稍后再试'),
      },
    );
  };

  return (
    <SettingsCard testId="edit-persona-info-page" title="编辑个人信息" error={error} wide>
      <Form<ProfileValues>
        className="profile-form"
        layout="horizontal"
        labelCol={{ flex: '92px' }}
        initialValues={valuesOf(user)}
        onFinish={save}
      >
        <Form.Item
          label="昵称"
          name="NickName"
          rules={[{ required: true, whitespace: true, message: AccountMessages.NickNameBlank }]}
        >
          <Input maxLength={PROFILE_LIMITS.nickName} aria-label="昵称" />
        </Form.Item>
        <Form.Item label="真实姓名" name="RealName">
          <Input maxLength={PROFILE_LIMITS.realName} aria-label="真实姓名" />
        </Form.Item>
        <Form.Item label="身份" name="SocialStatus">
          <Radio.Group
            options={Object.entries(SOCIAL_STATUS_LABELS).map(([value, label]) => ({
              value: Number(value),
              label,
            }))}
          />
        </Form.Item>
        <Form.Item label="院/系" name="DepartmentName">
          <Input maxLength={PROFILE_LIMITS.departmentName} aria-label="院/系" />
        </Form.Item>
        <Form.Item label="学历" name="Education">
          <Select
            allowClear
            aria-label="学历"
            placeholder="请选择学历"
            options={EDUCATION_CHOICES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="入校时间" name="SchoolYear">
          <DatePicker
            picker="month"
            format={SCHOOL_YEAR_FORMAT}
            disabledDate={isFutureMonth}
            placeholder="请选择入校时间"
            aria-label="入校时间"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="工/学号" name="SocialStatusNumber">
          <Input maxLength={PROFILE_LIMITS.socialStatusNumber} aria-label="工/学号" />
        </Form.Item>
        <Form.Item label="所在地区" name="Region">
          <Cascader
            options={options}
            placeholder="请选择省/市/区"
            aria-label="所在地区"
            showSearch
            allowClear
            data-testid="region-picker"
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </SettingsCard>
  );
}
