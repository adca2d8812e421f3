import Button from 'react-bootstrap/Button';
import { OTP_RESEND_SECONDS } from '@rima/shared/constants';
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
  const secondsLeft = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const canResend = secondsLeft === 0 && !isSending;
  return (
    <p className="small text-muted mb-0">
      Didn&apos;t get the code? Click{' '}
      <Button variant="link" className="p-0 align-baseline text-dark" disabled={!canResend} onClick={onResend}>
        here
      </Button>{' '}
      to send a new one
      {secondsLeft > 0 && (
        <>
          {' '}
          in <span role="timer">{formatCountdown(secondsLeft)}</span>
        </>
      )}
      .
    </p>
  );
}
