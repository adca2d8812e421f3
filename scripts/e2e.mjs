// The browser tests: the journeys and the layout audit side by side, each with its own server, data directory
// and port (playwright.config.ts), so that the audit's long walk over every route does not wait for the
// journeys. The audit runs on the embedded database only (e2e/mobile-audit.spec.ts says why): with
// DATABASE_URL set, only the journeys run. Extra arguments go to both Playwright runs.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const runs = [{ name: 'journeys', env: {} }];
if (!process.env.DATABASE_URL) {
  runs.push({
    name: 'audit',
    env: { E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 1), E2E_OUTPUT_DIR: 'test-results-audit' },
  });
}

function run({ name, env }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--project', name, '--pass-with-no-tests', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // each line says which run it comes from: the two outputs interleave
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ name, code: code ?? 1 }));
  });
}

const results = await Promise.all(runs.map(run));
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
