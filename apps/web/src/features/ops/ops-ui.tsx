import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import type en from './i18n/en.json';
import { opsMessages } from './i18n/messages';
import { ListPlaceholder } from '../../components/list-states';
import { ListView } from '../../components/list-view';
import type { Page } from './ops-api';

/** A page of the console: its title and content. */
export function OpsPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="ops-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 fw-light m-0">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A search box that submits on Enter. */
export function SearchBox({ onSearch, label }: { onSearch: (q: string) => void; label?: string }) {
  const t = useT(opsMessages);
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <Form onSubmit={submit} className="d-flex gap-2 mb-3 ops-search" role="search">
      <Form.Control
        aria-label={label ?? t('search')}
        placeholder={t('searchPlaceholder')}
        className="rounded-0"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="dark" className="rounded-0">
        {t('search')}
      </Button>
    </Form>
  );
}

type OpsKey = keyof typeof en;
/** A filter's choices: [value, the console text that names it]. */
export type FilterOptions = readonly (readonly [string, OpsKey])[];

/** A list's filter: a labelled select. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: FilterOptions;
}) {
  const t = useT(opsMessages);
  return (
    <Form.Select
      aria-label={label}
      className="rounded-0 w-auto"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map(([v, key]) => (
        <option key={v} value={v}>
          {t(key)}
        </option>
      ))}
    </Form.Select>
  );
}

/** Placeholder rows of the final table's size while a list loads. */
export function Loading({ rows = 5 }: { rows?: number }) {
  const t = useT(opsMessages);
  return <ListPlaceholder label={t('loading')} rows={rows} />;
}

type PagedResult<T> = { data?: Page<T>; error?: unknown; refetch: () => unknown };

/** A console list: its loading, error (with retry) and empty states, the rows, and the pager. */
export function OpsList<T>({
  result,
  onPage,
  children,
}: {
  result: PagedResult<T>;
  onPage: (page: number) => void;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const t = useT(opsMessages);
  const { data, error, refetch } = result;
  return (
    <ListView
      items={data?.data}
      error={error ? getErrorMessage(error) : null}
      onRetry={() => void refetch()}
      loadingLabel={t('loading')}
      empty={<p className="text-muted">{t('empty')}</p>}
      footer={data && <Pager page={data.page} totalPage={data.totalPage} onPage={onPage} />}
    >
      {children}
    </ListView>
  );
}

/** Runs a mutation, toasts its outcome. */
export async function run(promise: Promise<unknown>, success: string): Promise<boolean> {
  try {
    await promise;
    notify.success(success);
    return true;
  } catch (error) {
    notify.error(getErrorMessage(error));
    return false;
  }
}

export function Pager({ page, totalPage, onPage }: { page: number; totalPage: number; onPage: (p: number) => void }) {
  const t = useT(opsMessages);
  if (totalPage <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="d-flex gap-2 align-items-center">
      <Button
        size="sm"
        variant="outline-dark"
        className="rounded-0"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </Button>
      <span className="small">{t('pageOf', { page, total: totalPage })}</span>
      <Button
        size="sm"
        variant="outline-dark"
        className="rounded-0"
        disabled={page >= totalPage}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
