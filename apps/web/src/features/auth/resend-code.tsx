import Button from 'react-bootstrap/Button';
import { OTP_RESEND_SECONDS } from '@rima/shared/constants';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { authMessages } from './i18n/messages';
import { formatCountdown, useCountdown } from './use-countdown';

/**
 * spec §4: a 2-minute countdown; the resend link 'here' is active only at 0 seconds.
 * `sentAt` is when the last code went out (epoch ms).
 */
export function ResendCode({
  sentAt,
  onResend,
  isSending,
}: {
  sentAt: number;
  onResend: () => void;
  isSending: boolean;
}) {
  const t = useT(authMessages);
  const secondsLeft = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const canResend = secondsLeft === 0 && !isSending;
  const message = secondsLeft > 0 ? t('resendCountdown', { time: formatCountdown(secondsLeft) }) : t('resendNow');
  return (
    <p className="small text-muted mb-0">
      {rich(message, {
        button: (text) => (
          <Button variant="link" className="p-0 align-baseline text-dark" disabled={!canResend} onClick={onResend}>
            {text}
          </Button>
        ),
        timer: (text) => <span role="timer">{text}</span>,
      })}
    </p>
  );
}
