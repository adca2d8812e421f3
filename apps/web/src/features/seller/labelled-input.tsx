import type { InputHTMLAttributes, ReactNode } from 'react';

/** A small label around its square input, for the seller pages' rows of dates and times. */
export function LabelledInput({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="small">
      {label}
      <input className="form-control rounded-0" {...input} />
    </label>
  );
}
