import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { PhotoFileResult, PhotoMatchResult } from '@rima/shared/endpoints/seller-imports';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useImportPhotosMutation } from './seller-imports-api';
import { importsMessages } from './i18n/messages';

const resultKey = (result: PhotoFileResult) => `photoResult.${result}` as const;

/** Photos by ZIP: names like SKU123.jpg and SKU123-2.jpg, matched to the store's SKUs; a line per file. */
export function PhotoZipUpload() {
  const t = useT(importsMessages);
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PhotoMatchResult | null>(null);
  const [upload, { isLoading }] = useImportPhotosMutation();

  const send = () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    upload(body)
      .unwrap()
      .then(setReport)
      .catch((e: unknown) => notify.error(errorText(e)));
  };

  return (
    <>
      <h2 className="h5 fw-light mt-4">{t('photosTitle')}</h2>
      <p className="text-muted small">{t('photosHelp')}</p>
      <Form.Group controlId="import-photos" className="mb-3">
        <Form.Label>{t('photosLabel')}</Form.Label>
        <Form.Control
          type="file"
          accept=".zip,application/zip"
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setReport(null);
          }}
        />
      </Form.Group>
      <Button variant="dark" className="rounded-0 mb-3" disabled={!file || isLoading} onClick={send}>
        {isLoading && <Spinner animation="border" size="sm" className="me-2" />}
        {t('photosUpload')}
      </Button>
      {report && (
        <section aria-label={t('photosReport')} className="mb-4">
          <p role="status">{t('photosSummary', { matched: report.matched.length, files: report.files.length })}</p>
          <ul className="list-unstyled small photo-zip-report">
            {report.files.map((f) => (
              <li key={f.file} className={f.result === 'matched' ? '' : 'text-danger'}>
                <span className="text-break">{f.file}</span>: {t(resultKey(f.result))}
                {f.result === 'matched' && f.position !== null && ` (${t('photoN', { n: f.position + 1 })})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
