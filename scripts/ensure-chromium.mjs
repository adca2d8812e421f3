// Browser tests drive Debian's chromium (no downloaded browsers): install it when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
console.log('chromium is missing: installing it from Debian packages (apt-get) ...');
const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error('Could not install chromium. Install it with: apt-get install chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} is missing`);
  process.exit(1);
}
