import type { CodePurpose } from '@rima/shared/api/auth';
import { apiMessage } from '@rima/shared/api-messages';
import { OTP_RESEND_SECONDS } from '@rima/shared/constants';
import { tooManyRequests } from '../../http/errors';
import { addressKey, limitError, type Bucket, type RateBuckets } from '../../http/rate-limit';

export const CODE_RESEND_SECONDS = OTP_RESEND_SECONDS; // 120
export const CODES_PER_EMAIL_PER_HOUR = 5;
export const CODE_EMAILS_PER_IP_PER_HOUR = 20;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_IP = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 50;
/** Failures of one account from any addresses before its logins pause for the cool-down (owner is e-mailed). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 30;
export const LOGIN_COOLDOWN_MINUTES = 15;

/**
 * The login and code-mail limits of the auth module, on the database buckets of http/rate-limit.ts. Every
 * attempt is counted BEFORE the password is checked or the mail is sent (one atomic upsert per bucket), so
 * parallel requests can never be checked more often than the limit; what turns out not to count is given back.
 */
export function createAuthThrottle(rate: RateBuckets) {
  const loginBuckets = (account: string, clientIp: string): Bucket[] => {
    const ip = addressKey(clientIp);
    return [
      {
        key: `login:account-ip:${account}:${ip}`,
        limit: LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
        windowSeconds: LOGIN_WINDOW_MINUTES * 60,
      },
      { key: `login:ip:${ip}`, limit: LOGIN_MAX_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_MINUTES * 60 },
      {
        key: `login:account:${account}`,
        limit: LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowSeconds: LOGIN_COOLDOWN_MINUTES * 60,
      },
    ];
  };

  const codeBuckets = (email: string, purpose: CodePurpose, ip: string): Bucket[] => [
    { key: `code:resend:${purpose}:${email}`, limit: 1, windowSeconds: CODE_RESEND_SECONDS },
    { key: `code:email:${email}`, limit: CODES_PER_EMAIL_PER_HOUR, windowSeconds: 3600 },
    { key: `code:ip:${addressKey(ip)}`, limit: CODE_EMAILS_PER_IP_PER_HOUR, windowSeconds: 3600 },
  ];

  return {
    /**
     * Counts a login attempt as a failure in advance (429 when a limit is full). Returns whether this attempt
     * is the one that fills the per-account limit (the owner is told) and how to settle a success.
     */
    async beginLogin(
      account: string,
      ip: string,
    ): Promise<{ tripsAccount: boolean; succeeded: () => Promise<void>; givenBack: () => Promise<void> }> {
      const buckets = loginBuckets(account, ip);
      const taken = await rate.take(buckets);
      if (!taken.ok) {
        throw limitError(taken.bucket === buckets[2] ? 'tooManyLoginsAccount' : 'tooManyLogins', taken.retryAfter);
      }
      const [accountIp, byIp, byAccount] = buckets as [Bucket, Bucket, Bucket];
      return {
        tripsAccount: taken.hits[2] === LOGIN_MAX_FAILURES_PER_ACCOUNT,
        // A success is no failure: the account+address budget starts again, the others get their hit back.
        succeeded: async () => {
          await rate.clear(accountIp.key);
          await rate.refund(byIp.key);
          await rate.refund(byAccount.key);
        },
        // Not a failure, not a success either (an operator's right password before the second factor): the
        // hits go back, but the budget of wrong codes is not reset.
        givenBack: async () => {
          await rate.refund(accountIp.key);
          await rate.refund(byIp.key);
          await rate.refund(byAccount.key);
        },
      };
    },

    /** True once per cool-down: the lockout mail is sent only by the caller that gets it. */
    async claimLockoutMail(account: string): Promise<boolean> {
      const result = await rate.hit({
        key: `login:lockout-mail:${account}`,
        limit: 1,
        windowSeconds: LOGIN_COOLDOWN_MINUTES * 60,
      });
      return result.allowed;
    },

    /** Ends the per-account cool-down (after the owner proved themselves with a reset code). */
    async clearAccount(account: string): Promise<void> {
      await rate.clear(`login:account:${account}`);
    },

    /** Counts a code mail against the resend and hourly limits (429 when full); `release` gives it back. */
    async beginCodeMail(email: string, purpose: CodePurpose, ip: string): Promise<{ release: () => Promise<void> }> {
      const buckets = codeBuckets(email, purpose, ip);
      const taken = await rate.take(buckets);
      if (!taken.ok) {
        const wait = taken.retryAfter;
        if (taken.bucket === buckets[0]) {
          throw tooManyRequests(apiMessage('codeTooSoon', { seconds: wait }), wait);
        }
        if (taken.bucket === buckets[1]) throw limitError('tooManyCodesEmail', wait);
        throw limitError('tooManyCodesNetwork', wait);
      }
      return {
        release: async () => {
          for (const bucket of buckets) await rate.refund(bucket.key);
        },
      };
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
