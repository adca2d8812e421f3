// The JavaScript each route of the built web app loads, against the budget: the mandated libraries' floor +
// 15 kB gzip (docs/decisions/003).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { env, log, root } from './options.mjs';

/** Prints the route sizes and the stack floor; returns their figures and the home page's verdict line. */
export function webJavaScript() {
  const floor = execSync(`node ${path.join(root, 'scripts', 'stack-floor.mjs')}`, { encoding: 'utf8' });
  const stackFloorKb = [...floor.matchAll(/([\d.]+) kB gzip {2}(.*)/g)].map((m) => ({
    kb: Number(m[1]),
    variant: m[2],
  }));
  const floorKb = Math.max(...stackFloorKb.map((f) => f.kb));
  log('\n== JavaScript each route loads (gzip), from the build');
  const sizes = execSync(
    `node ${path.join(root, 'scripts', 'route-sizes.mjs')} ${path.join(root, 'apps', 'web', 'dist')}`,
    { encoding: 'utf8', env: { ...env, STACK_FLOOR_KB: String(floorKb) } },
  );
  log(sizes.trimEnd());
  log(floor.trimEnd());
  const home = /home page initial JavaScript: ([\d.]+) kB/.exec(sizes);
  const homeInitialJsKb = home ? Number(home[1]) : null;
  const verdicts = [];
  if (homeInitialJsKb !== null) {
    const budget = floorKb + 15;
    const over = homeInitialJsKb > budget;
    verdicts.push(
      `${'web'.padEnd(10)} ${'home initial JavaScript'.padEnd(26)} ${over ? `MISSES: ${homeInitialJsKb} kB > ${budget.toFixed(1)} kB gzip (stack floor + 15, docs/decisions/003)` : `meets target (${homeInitialJsKb} kB <= stack floor ${floorKb} + 15 kB)`}`,
    );
  }
  return { stackFloorKb, homeInitialJsKb, verdicts };
}
