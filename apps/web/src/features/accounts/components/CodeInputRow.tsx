import { useState } from 'react';
import { Button, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { Code } from '@moyue/contracts/codes';
import { VERIFICATION_CODE_LENGTH } from '@moyue/contracts/limits';
import { SMS_COUNTDOWN_SECONDS } from '@moyue/contracts/ui-constants';
import { ApiError } from '../../../api/api-error';
import { useCountdown } from './use-countdown';

export interface CodeInputRowProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** Asks the server for a code; resolves when it went out (Code 200). */
  send: () => Promise<unknown>;
  /** A problem that stops the request before it is sent (e.g. the phone), or null. */
  validate?: () => string | null;
  /** A problem to show (null clears it). */
  onError: (message: string | null) => void;
  /** What to say when the refusal is neither Code 22 nor a business answer. */
  fallbackError: string;
  onSent?: () => void;
  placeholder?: string;
}

/**
 * The code input and its button (spec §4/§8): Code 200 starts the 120 s
 * countdown; Code 22 shows Description; anything else the fallback text, with
 * the button enabled again.
 */
export function CodeInputRow(props: CodeInputRowProps) {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [pending, setPending] = useState(false);

  const request = () => {
    const problem = props.validate?.() ?? null;
    props.onError(problem);
    if (problem) return;
    setPending(true);
    props
      .send()
      .then(() => {
        countdown.start();
        props.onSent?.();
      })
      .catch((failure: unknown) => {
        countdown.reset();
        props.onError(
          failure instanceof ApiError && failure.code === Code.SmsRefused
            ? failure.description
            : props.fallbackError,
        );
      })
      .finally(() => setPending(false));
  };

  return (
    <div className="login-form__code-row">
      <Input
        size="large"
        prefix={<SafetyOutlined />}
        placeholder={props.placeholder ?? '短信验证码'}
        aria-label="验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={VERIFICATION_CODE_LENGTH}
        value={props.code}
        onChange={(event) => props.onCodeChange(event.target.value)}
      />
      <Button
        size="large"
        className="login-form__sms"
        onClick={request}
        disabled={pending || countdown.left > 0}
        data-testid="sms-button"
      >
        {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
      </Button>
    </div>
  );
}
