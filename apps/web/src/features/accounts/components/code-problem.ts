import { SmsCodeSchema } from '@moyue/contracts/validation-schemas';

/** spec §5: '验证码不能为空', then '验证码为6位数'; null when the code is fine. */
export function codeProblem(code: string): string | null {
  const result = SmsCodeSchema.safeParse(code);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
