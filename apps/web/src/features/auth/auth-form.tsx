import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { FormProblem } from './auth-card';
import { authStatusReset } from './auth-slice';
import type en from './i18n/en.json';
import { authMessages } from './i18n/messages';

/**
 * What every account screen starts from: its document title, the auth status of an earlier screen cleared, and
 * the message under its form.
 */
export function useAuthForm(title: keyof typeof en) {
  const t = useT(authMessages);
  useDocumentTitle(t(title));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const [message, setMessage] = useState<FormProblem>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  return { t, dispatch, navigate, isLoading, message, setMessage };
}

/**
 * An account form's full-width submit button, busy while the auth call runs. `announcesLoading` makes its spinner
 * a status that screen readers read out; otherwise it is decoration.
 */
export function AuthSubmit({
  isLoading,
  announcesLoading = false,
  children,
}: {
  isLoading: boolean;
  announcesLoading?: boolean;
  children: string;
}) {
  const t = useT(authMessages);
  return (
    <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
      {isLoading &&
        (announcesLoading ? (
          <Spinner animation="border" size="sm" className="me-2" role="status">
            <span className="visually-hidden">{t('loading')}</span>
          </Spinner>
        ) : (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ))}
      {children}
    </Button>
  );
}
