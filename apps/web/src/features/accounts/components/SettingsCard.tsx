import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import './login.css';
import './settings.css';

/** The frame of the account-setting pages: title, a back link to 账号设置, the form, and a problem line. */
export function SettingsCard(props: {
  testId: string;
  title: string;
  intro?: ReactNode;
  error?: string | null;
  children: ReactNode;
  /** The buttons, under the problem line. */
  actions?: ReactNode;
  back?: boolean;
  /** Lists and long forms use the card's whole width (forms of a few fields stay narrow). */
  wide?: boolean;
}) {
  return (
    <section className="account-settings" data-testid={props.testId}>
      <header className="account-settings__head">
        <h2>{props.title}</h2>
        {props.back !== false && <Link to={paths.accountSetting}>返回账号设置</Link>}
      </header>
      {props.intro && <p className="account-settings__intro">{props.intro}</p>}
      <div
        className={`account-settings__body login-form${props.wide ? ' account-settings__body--wide' : ''}`}
      >
        {props.children}
        <p className="login-form__error" role="alert" data-testid="settings-error">
          {props.error ?? ''}
        </p>
        {props.actions}
      </div>
    </section>
  );
}
