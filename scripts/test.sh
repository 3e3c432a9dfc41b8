#!/usr/bin/env bash
# The whole test suite: lint, format, types, unit, integration (PGlite, then PostgreSQL when
# TEST_DATABASE_URL is set), and the e2e journeys in Chromium against the production build.
# Every tier runs even when an earlier one fails; the end is one line per tier and a total,
# `N passed, N failed`, and the exit status is 1 if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
export TEST_RESULTS_DIR="$results"
summary=()
failed_tiers=0

# tier NAME COUNTS-FILE COMMAND...: runs the command, then records its time and counts (read
# by scripts/test-counts.ts from the runner's JSON report, or 1 check for a tool without one).
tier() {
  local name="$1" counts="$2"
  shift 2
  echo
  echo "== $name"
  local started=$SECONDS status=0
  "$@" || status=$?
  local seconds=$((SECONDS - started))
  local line
  line="$(node scripts/test-counts.ts "$counts" "$status")"
  summary+=("$(printf '%-44s %5ss  %s' "$name" "$seconds" "$line")")
  if [[ $status -ne 0 ]]; then failed_tiers=$((failed_tiers + 1)); fi
}

vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$results/$1.json"; }

tier "lint and format (biome)" - npx biome ci .
tier "dependency rules (dependency-cruiser)" - npm run lint:deps
tier "typecheck" - npm run typecheck
# shellcheck disable=SC2046
tier "unit tests" "$results/unit.json" npx vitest run --project unit $(vitest_json unit)
# shellcheck disable=SC2046
tier "integration tests on PGlite" "$results/pglite.json" \
  env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project 'integration*' $(vitest_json pglite)
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # shellcheck disable=SC2046
  tier "integration tests on PostgreSQL" "$results/postgres.json" \
    npx vitest run --project 'integration*' $(vitest_json postgres)
else
  summary+=("$(printf '%-44s %6s  %s' "integration tests on PostgreSQL" "-" "skipped: TEST_DATABASE_URL not set")")
fi
tier "build" - npm run build
tier "e2e (Playwright, Chromium)" "$results/e2e.json" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json

echo
echo "== summary"
for line in "${summary[@]}"; do echo "$line"; done
node scripts/test-counts.ts --total "$results"
[[ $failed_tiers -eq 0 ]]
