import type { ReactNode } from 'react';
import { ReasonModal } from '../../components/reason-modal';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';

/** Asks for the reason of an operator action (and any extra fields), then runs it. */
export function ReasonDialog({
  title,
  confirmLabel,
  onConfirm,
  onHide,
  children,
  isBusy = false,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  children?: ReactNode;
  isBusy?: boolean;
}) {
  const t = useT(opsMessages);
  return (
    <ReasonModal
      id="ops-reason"
      texts={{ title, reason: t('reason'), help: t('reasonHelp'), cancel: t('cancel'), confirm: confirmLabel }}
      onConfirm={onConfirm}
      onHide={onHide}
      isBusy={isBusy}
      isValidated
    >
      {children}
    </ReasonModal>
  );
}
