#!/usr/bin/env bash
# Runs Playwright journeys against a private build: scripts/e2e-private.sh NAME PORT [spec files...]
# (several developers can run it side by side in one checkout without clobbering dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"; port="$2"; shift 2
out="/tmp/rima-e2e-build-$name"
NODE_ENV=production npx vite build apps/web --outDir "$out" --emptyOutDir --logLevel warn
# the server entry next to it ($out-ssr), as `npm run build` does (server-rendered pages)
NODE_ENV=production npx vite build apps/web --ssr src/entry-server.tsx --outDir "$out-ssr" --emptyOutDir --logLevel warn
E2E_WEB_DIST="$out" E2E_PORT="$port" E2E_OUTPUT_DIR="/tmp/rima-e2e-results-$name" npx playwright test "$@"
