import { Button, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsType } from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { SMS_COUNTDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@moyue/contracts/limits';
import { SmsMessages } from '@moyue/contracts/messages';
import { stripWhitespace, validateSmsRequest } from '@moyue/contracts/validators';
import { ApiError } from '../../../api/api-error';
import { useSendSmsCode } from '../api/send-sms-code';
import { useCountdown } from './use-countdown';

export interface PhoneCodeFieldsProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  type: SmsType;
  code: string;
  onCodeChange: (code: string) => void;
  /** A problem to show (null clears it). */
  onError: (message: string | null) => void;
  /** The code went out (Code 200). */
  onSent: () => void;
}

/**
 * The phone, the code input and its SMS button, shared by the code login,
 * register and password reset. Whitespace is stripped from the phone (spec §5); spec §4/§8 — Code 200 starts a 120 s countdown; Code 22
 * shows Description; anything else '请输入正确手机号' with the button enabled again.
 */
export function PhoneCodeFields({
  phone,
  onPhoneChange,
  type,
  code,
  onCodeChange,
  onError,
  onSent,
}: PhoneCodeFieldsProps) {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const sendCode = useSendSmsCode(type);

  const requestCode = () => {
    const problem = validateSmsRequest(phone);
    onError(problem);
    if (problem) return;
    sendCode.mutate(phone, {
      onSuccess: () => {
        countdown.start();
        onSent();
      },
      onError: (failure) => {
        countdown.reset();
        onError(
          failure instanceof ApiError && failure.code === Code.SmsRefused
            ? failure.description
            : SmsMessages.WrongPhone,
        );
      },
    });
  };

  return (
    <>
      <Input
        size="large"
        prefix={<MobileOutlined />}
        placeholder="手机号"
        aria-label="手机号"
        autoComplete="tel"
        inputMode="numeric"
        value={phone}
        onChange={(event) => onPhoneChange(stripWhitespace(event.target.value))}
      />
      <div className="login-form__code-row">
        <Input
          size="large"
          prefix={<SafetyOutlined />}
          placeholder="短信验证码"
          aria-label="验证码"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
        />
        <Button
          size="large"
          className="login-form__sms"
          onClick={requestCode}
          disabled={sendCode.isPending || countdown.left > 0}
          data-testid="sms-button"
        >
          {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </>
  );
}
