import { Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import type { SmsType } from '@moyue/contracts/api/accounts';
import { SmsMessages } from '@moyue/contracts/messages';
import { stripWhitespace, validateSmsRequest } from '@moyue/contracts/validators';
import { useSendSmsCode } from '../api/send-sms-code';
import { CodeInputRow } from './CodeInputRow';

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
  const sendCode = useSendSmsCode(type);
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
      <CodeInputRow
        code={code}
        onCodeChange={onCodeChange}
        send={() => sendCode.mutateAsync(phone)}
        validate={() => validateSmsRequest(phone)}
        onError={onError}
        fallbackError={SmsMessages.WrongPhone}
        onSent={onSent}
      />
    </>
  );
}
