import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A notice or help article that was not named or no longer exists: a friendly
 * page that says so and offers the latest entries instead of an empty area.
 */
export function MissingEntry(props: {
  title: string;
  hint: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="editorial-page" data-testid="missing-entry">
      <Result
        status="info"
        title={props.title}
        subTitle={props.hint}
        extra={
          <Link to={props.back.to}>
            <Button type="primary">{props.back.label}</Button>
          </Link>
        }
      />
      {props.children}
    </div>
  );
}
