import type { ReactNode } from 'react';
import './login.css';

/** The card of /login, /register and /findpassword: a brand aside and the form. */
export function AuthCard(props: {
  testId: string;
  heading: string;
  intro: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="login-page" data-testid={props.testId}>
      <div className="login-page__card">
        <aside className="login-page__aside">
          <h2>{props.heading}</h2>
          <p>{props.intro}</p>
        </aside>
        <div className="login-page__main">
          {props.title && <h3 className="login-page__title">{props.title}</h3>}
          {props.children}
        </div>
      </div>
    </div>
  );
}
