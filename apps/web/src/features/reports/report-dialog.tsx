import type { CreateReportBody } from '@rima/shared/api/ops';
import { ReasonModal } from '../../components/reason-modal';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { reportsMessages } from './i18n/messages';
import { useCreateReportMutation } from './reports-api';

/** The report form (loaded when someone first presses "Report"). */
export default function ReportDialog({
  target,
  onHide,
}: {
  target: Pick<CreateReportBody, 'target_type' | 'target_id'>;
  onHide: () => void;
}) {
  const t = useT(reportsMessages);
  const errorText = useErrorText();
  const [create, { isLoading }] = useCreateReportMutation();
  async function send(reason: string) {
    try {
      await create({ ...target, reason }).unwrap();
      notify.success(t('thanks'));
      onHide();
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  return (
    <ReasonModal
      id="report-reason"
      texts={{
        title: t('title', { what: target.target_type }),
        reason: t('reason'),
        cancel: t('cancel'),
        confirm: t('send'),
      }}
      onConfirm={(reason) => void send(reason)}
      onHide={onHide}
      isBusy={isLoading}
    />
  );
}
