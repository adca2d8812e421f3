import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import type { ImportJob } from '@rima/shared/endpoints/seller-imports';
import { PageBanner } from '../../components/layout/page-banner';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { downloadFile } from './download';
import { ImportReport } from './import-report';
import { PhotoZipUpload } from './photo-zip-upload';
import { useCreateImportMutation, useGetImportQuery } from './seller-imports-api';
import { importsMessages } from './i18n/messages';

const isRunning = (job: ImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** /seller/import-export: the template, an upload checked first (dry run), the import's progress, the export. */
export default function ImportExportPage() {
  const t = useT(importsMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('title'));
  const token = useAppSelector((s) => s.auth.userInfo?.token);
  const [search, setSearch] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportJob | null>(null);
  const [upload, { isLoading: isUploading }] = useCreateImportMutation();
  // The running import's id is in the URL: a reload finds its progress again.
  const jobId = Number(search.get('job')) || 0;
  const [isPolling, setIsPolling] = useState(true);
  const { data: job } = useGetImportQuery(jobId, {
    skip: jobId === 0,
    pollingInterval: isPolling ? 1000 : 0,
  });
  if (job && !isRunning(job) && isPolling) setIsPolling(false);

  const send = (dryRun: boolean) => {
    if (!file) return;
    const body = new FormData();
    body.append('dry_run', String(dryRun));
    body.append('file', file);
    upload(body)
      .unwrap()
      .then((result) => {
        if (dryRun || result.status === 'invalid') {
          setPreview(result);
          return;
        }
        setPreview(null);
        setIsPolling(true);
        setSearch({ job: String(result.id) }, { replace: true });
      })
      .catch((e: unknown) => notify.error(errorText(e)));
  };
  const download = (path: string, name: string) =>
    void downloadFile(path, token, name).catch(() => notify.error(t('downloadFailed')));

  const progress = job && job.rows > 0 ? Math.round((job.processed / job.rows) * 100) : 0;
  const canImport = preview !== null && preview.errors.length === 0 && preview.rows > 0;

  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-5 import-export">
        <SellerTabs />
        <h2 className="h5 fw-light">{t('templateTitle')}</h2>
        <p className="text-muted small">{t('templateHelp')}</p>
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button
            variant="outline-dark"
            className="rounded-0"
            onClick={() => download('/seller/imports/template?format=xlsx', 'rima-template.xlsx')}
          >
            {t('templateXlsx')}
          </Button>
          <Button
            variant="outline-dark"
            className="rounded-0"
            onClick={() => download('/seller/imports/template?format=csv', 'rima-template.csv')}
          >
            {t('templateCsv')}
          </Button>
        </div>

        <h2 className="h5 fw-light">{t('uploadTitle')}</h2>
        <Form.Group controlId="import-file" className="mb-3">
          <Form.Label>{t('fileLabel')}</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile((e.target as HTMLInputElement).files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button
            variant="outline-dark"
            className="rounded-0"
            disabled={!file || isUploading}
            onClick={() => send(true)}
          >
            {isUploading && <Spinner animation="border" size="sm" className="me-2" />}
            {t('check')}
          </Button>
          <Button variant="dark" className="rounded-0" disabled={!canImport || isUploading} onClick={() => send(false)}>
            {t('import')}
          </Button>
        </div>
        {preview && <ImportReport job={preview} />}

        {job && (
          <div className="mb-4" aria-live="polite">
            <ProgressBar
              now={progress}
              label={`${progress}%`}
              variant={job.status === 'failed' ? 'danger' : job.status === 'done' ? 'success' : undefined}
              aria-label={t('progress')}
            />
            <p className="small mt-2" role="status">
              {job.status === 'done'
                ? t('done', { created: job.created, updated: job.updated })
                : job.status === 'failed'
                  ? t('failed', { processed: job.processed })
                  : t('running', { processed: job.processed, rows: job.rows })}
            </p>
          </div>
        )}

        <PhotoZipUpload />

        <h2 className="h5 fw-light mt-4">{t('exportTitle')}</h2>
        <p className="text-muted small">{t('exportHelp')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-dark"
            className="rounded-0"
            onClick={() => download('/seller/products/export?format=xlsx', 'rima-produk.xlsx')}
          >
            {t('exportXlsx')}
          </Button>
          <Button
            variant="outline-dark"
            className="rounded-0"
            onClick={() => download('/seller/products/export?format=csv', 'rima-produk.csv')}
          >
            {t('exportCsv')}
          </Button>
        </div>
      </section>
    </>
  );
}
