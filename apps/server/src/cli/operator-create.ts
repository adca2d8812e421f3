import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { emailSchema } from '@rima/shared/api/auth';
import { OPERATOR_SETUP_PATH } from '@rima/shared/api/auth';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { createOperatorAccount, SETUP_LINK_HOURS } from '../modules/auth/operator-auth';

const USAGE = 'Usage: npm run operator:create -- --email ops@example.com [--name "Full Name"]';

/**
 * `npm run operator:create -- --email …` makes an operator account (docs/decisions/014) (registration never does) and
 * prints a one-time link to choose the password and add the authenticator app. Run again for the same e-mail
 * to issue a new link (setup starts over). On the embedded database, stop the server first: PGlite's data
 * directory is opened by one process at a time.
 */
export async function operatorCreate(argv: string[], config: Config, print: (line: string) => void): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new Error(`${email.error.issues[0]?.message ?? 'Enter an e-mail'}\n${USAGE}`);
  const db = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    await migrate(db);
    const { token, isNew } = await createOperatorAccount(db, {
      email: email.data,
      ...(values.name ? { name: values.name } : {}),
    });
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    const link = `${origin}${OPERATOR_SETUP_PATH}?token=${token}`;
    print(`${isNew ? 'Created' : 'Reset'} operator ${email.data}.`);
    print(`One-time setup link (valid ${SETUP_LINK_HOURS} hours): ${link}`);
    print('Open it to choose a password, add the authenticator app and save the recovery codes.');
    return link;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // eslint-disable-next-line no-restricted-properties -- a command's entry point reads the environment once
    const config = loadConfig(process.env);
    await operatorCreate(process.argv.slice(2), config, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
