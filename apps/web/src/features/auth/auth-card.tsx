import type { ReactNode } from 'react';

/** The narrow, centred frame of the account screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="auth-page container py-5">
      <div className="auth-card mx-auto">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="text-muted mb-4">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/** A validation or server message under a form (announced to screen readers). */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-card__message text-danger small" role="alert">
      {message}
    </p>
  );
}
