#!/usr/bin/env bash
# The whole test suite: lint, format, types, unit, integration (PGlite, then PostgreSQL when
# TEST_DATABASE_URL is set), and the e2e journeys in Chromium against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint and format (biome)"
npx biome ci .
npm run lint:deps
echo "== typecheck"
npm run typecheck
echo "== unit tests"
npx vitest run --project unit
echo "== integration tests on embedded PostgreSQL (PGlite)"
env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project integration
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  echo "== integration tests on PostgreSQL server"
  npx vitest run --project integration
else
  echo "== (TEST_DATABASE_URL not set: skipping the PostgreSQL server run)"
fi
echo "== build"
npm run build
echo "== e2e (Playwright, Chromium)"
npx playwright test
