import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'info' | 'error' | 'success' | 'warning';
  title?: string;
  children?: ReactNode;
}

/** A message in the page; errors are announced at once (role alert), the rest politely. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  );
}
