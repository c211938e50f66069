import { Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_RULE_HINT } from '@moyue/contracts/api/accounts';

/** A new password and its confirmation (register, reset, accountSetPwd). */
export function NewPasswordFields(props: {
  label: string;
  confirmLabel: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
}) {
  return (
    <>
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder={`${props.label}（${PASSWORD_RULE_HINT}）`}
        aria-label={props.label}
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder={props.confirmLabel}
        aria-label={props.confirmLabel}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.target.value)}
      />
    </>
  );
}
