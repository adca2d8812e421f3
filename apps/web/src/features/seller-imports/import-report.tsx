import type { ImportJob } from '@rima/shared/endpoints/seller-imports';
import { DataTable, type Column } from '../../components/data-table';
import { useT } from '../../lib/i18n';
import { importsMessages } from './i18n/messages';

type Row = ImportJob['errors'][number];

/** A checked file: how many rows are fine, and each problem with its row and column. */
export function ImportReport({ job }: { job: ImportJob }) {
  const t = useT(importsMessages);
  const columns: Column<Row>[] = [
    { key: 'row', header: t('row'), className: 'text-nowrap', cell: (e) => e.row },
    { key: 'column', header: t('column'), className: 'text-break', cell: (e) => e.column },
    { key: 'message', header: t('problem'), className: 'text-break', cell: (e) => e.message },
  ];
  const isFine = job.errors.length === 0;
  return (
    <div className="mb-4">
      <p role="status" className={isFine ? 'text-success' : 'text-danger'}>
        {isFine
          ? t('allValid', { rows: job.rows })
          : t('someInvalid', { rows: job.rows, valid: job.valid, errors: job.errors.length })}
      </p>
      {!isFine && (
        <DataTable
          rows={job.errors}
          columns={columns}
          rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
          className="import-report"
          regionLabel={t('problems')}
        />
      )}
    </div>
  );
}
