/**
 * What `NODE_ENV=production` refuses to start with, one line per problem (config.ts adds them to its list).
 * A shop that takes real customers must not run the sandbox payment provider (every order "paid" for free),
 * build links on whatever Host a request names (password-reset links an attacker chooses), keep a secret
 * everyone can read in this repository, or hand out mailed codes through the development outbox.
 */

/**
 * Values of secret variables that anyone can read here: the placeholders of `.env.example` and the README,
 * and the usual stand-ins. A deployment that copied one of them has no secret.
 */
const PUBLISHED_SECRETS = new Set([
  'a-long-random-secret',
  'changeme',
  'change-me',
  'secret',
  'password',
  'test-outbox-token-0123456789',
  'S3RVER',
  'SB-Mid-server-xxxxxxxx',
]);

/** Secret variables checked against PUBLISHED_SECRETS. */
const SECRET_VARIABLES = ['METRICS_TOKEN', 'DEV_OUTBOX_TOKEN', 'S3_SECRET_ACCESS_KEY', 'MIDTRANS_SERVER_KEY'] as const;

/** The example SMTP server of `.env.example`, with its example password. */
const EXAMPLE_SMTP_URL = 'smtp://user:pass@smtp.example.com:587';

export type ProductionInput = {
  /** The raw environment (PAYMENT_PROVIDER is read here until config.ts parses it itself). */
  raw: Record<string, string | undefined>;
  publicUrl: string | undefined;
  seedDemo: boolean;
  devOutbox: boolean;
  legacyClientMode: boolean;
  smtpUrl: string | undefined;
  rehearsal: boolean;
};

export type ProductionProblem = { variable: string; message: string };

/**
 * The problems of a production start. `PRODUCTION_REHEARSAL=true` (benchmarks, Lighthouse, a staging copy that
 * takes no real customers) lets the sandbox payments, the demo accounts and a missing PUBLIC_URL through, never
 * the outbox, legacy mode or a published secret.
 */
export function productionProblems(input: ProductionInput): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const refuse = (variable: string, message: string) => problems.push({ variable, message });
  if (input.legacyClientMode) {
    refuse('LEGACY_CLIENT_MODE', 'must not be enabled when NODE_ENV=production (it puts codes in responses)');
  }
  if (input.devOutbox) {
    refuse(
      'DEV_OUTBOX',
      'must not be enabled when NODE_ENV=production (it hands out login codes; `npm start` enables it for ' +
        'the demo: start the built server with `node apps/server/dist/server.js` instead)',
    );
  }
  for (const name of SECRET_VARIABLES) {
    const value = input.raw[name]?.trim();
    if (value && PUBLISHED_SECRETS.has(value)) {
      refuse(name, 'is a published example value, not a secret: set a long random one when NODE_ENV=production');
    }
  }
  if (input.smtpUrl === EXAMPLE_SMTP_URL) {
    refuse('SMTP_URL', "is .env.example's example server and password: set your mail server when NODE_ENV=production");
  }
  if (input.rehearsal) return problems;
  // Another provider is chosen by PAYMENT_PROVIDER; without it the built-in sandbox answers every payment.
  const provider = input.raw.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider === 'sandbox') {
    refuse(
      'PAYMENT_PROVIDER',
      'the sandbox payment provider marks orders paid without money: choose a real provider when ' +
        'NODE_ENV=production (PRODUCTION_REHEARSAL=true allows it for a run that takes no real customers)',
    );
  }
  if (!input.publicUrl) {
    refuse(
      'PUBLIC_URL',
      "must be set when NODE_ENV=production: links in e-mails (password reset) would otherwise use the request's " +
        'Host header, which anyone can choose',
    );
  }
  if (input.seedDemo) {
    refuse(
      'SEED_DEMO',
      'must not be enabled when NODE_ENV=production: the demo accounts have the published password ' +
        'and operator TOTP secret of the README',
    );
  }
  return problems;
}
