#!/usr/bin/env bash
# Builds everything and runs every test and gate:
#   format   clang-format --dry-run -Werror over our C/C++ (ci/check-format.sh)
#   tidy     clang-tidy with .clang-tidy over every native unit (ci/clang-tidy.sh)
#   ui-lint, ui-format   ESLint and Prettier over ui/ (its lint, format:check scripts)
#   ctest    unit tests (shared/ vectors, HTTP, config, crypto) and API tests
#            against the real server and a real PostgreSQL the fixture starts
#   vitest   the same vectors through the wasm modules, the native-vs-wasm
#            differential, UI units, generated API types up to date
#   interop  the wasm crypto checks and interop with hpke-js
#   fuzz     each libFuzzer target for PANALO_FUZZ_SECONDS (default 20)
#   asan, tsan  the unit and API tests built with ASan+UBSan and with TSan
#            (ci/sanitize.sh, build/asan and build/tsan)
#   cluster-faults  faults against the production shape under load: kill -9 of an
#            instance, a rolling restart, a PostgreSQL restart, the replica
#            stopped (ci/cluster-faults.sh, tests/cluster/faults.mjs)
#   journey  browser journeys in Chromium, in parallel workers, each against its
#            own production-shaped site: API instances behind nginx with TLS, on
#            a PostgreSQL primary with a streaming replica (ci/run-journey.sh with
#            PANALO_JOURNEY_TARGET=cluster; =server for one plain server each)
# PANALO_SLOW_GATES=0 leaves out tidy, asan and tsan for a quick local run; CI runs
# them. A cold pass of the three is two more builds and a clang-tidy pass over
# every unit (about 25 CPU-minutes for tidy alone); ccache and the tidy cache make
# a warm one much shorter.
# Each step's time is in the summary (and build/reports/times.txt).
# Ends with one line "N passed, N failed" and exits non-zero if anything failed.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

bash ci/build.sh

mkdir -p build/reports
total_passed=0
total_failed=0
summary=()

step_start=$SECONDS
record() {  # name passed failed
  total_passed=$((total_passed + $2))
  total_failed=$((total_failed + $3))
  summary+=("$(printf '%-16s %4d passed, %d failed  (%ds)' "$1" "$2" "$3" $((SECONDS - step_start)))")
  step_start=$SECONDS
}

# Runs a command whose output ends with "N passed, N failed" (tee'd to
# build/reports/NAME.log) and records that line; no such line counts one failure.
record_counted() {  # name command...
  local name=$1 log="build/reports/$1.log" status=0 line
  shift
  "$@" 2>&1 | tee "$log" || status=$?
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n1 || true)
  if [ -n "$line" ]; then
    record "$name" "$(cut -d' ' -f1 <<<"$line")" "$(cut -d' ' -f3 <<<"$line")"
    [ "$status" -ne 0 ] && [ "$(cut -d' ' -f3 <<<"$line")" -eq 0 ] && record "$name-run" 0 1
  else
    record "$name" 0 1
  fi
  return 0
}

# Runs a command that passes or fails as a whole (exit status).
record_status() {  # name command...
  local name=$1
  shift
  if "$@" 2>&1 | tee "build/reports/$name.log"; then record "$name" 1 0; else record "$name" 0 1; fi
}

# ctest's "N tests passed, N tests failed out of N" in LOG, recorded as NAME.
record_ctest() {  # name log
  local line failed total
  line=$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$2" | tail -n1 || true)
  if [ -n "$line" ]; then
    failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
    total=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
    record "$1" $((total - failed)) "$failed"
  else
    record "$1" 0 1
  fi
}

say "format (clang-format)"
record_counted format bash ci/check-format.sh

slow_gates=${PANALO_SLOW_GATES:-1}
if [ "$slow_gates" = 1 ]; then
  say "tidy (clang-tidy)"
  record_counted tidy bash ci/clang-tidy.sh
fi

say "UI lint and format"
record_status ui-lint npm --prefix ui run --silent lint
record_status ui-format npm --prefix ui run --silent format:check

say "ctest"
ctest_log=build/reports/ctest.log
(cd build/native && ctest --output-on-failure -j "$PANALO_JOBS" --timeout 300) 2>&1 | tee "$ctest_log" || true
record_ctest ctest "$ctest_log"

say "vitest"
# The lobby filter's million-query differential runs on its own after the rest:
# beside them it would take the CPU the timed UI tests (5 s limits) need.
lobby_differential=src/lib/wasm/lobby-differential.test.ts
vitest_json="$PANALO_ROOT/build/reports/vitest.json"
lobby_json="$PANALO_ROOT/build/reports/vitest-lobby-differential.json"
rm -f "$vitest_json" "$lobby_json"
PANALO_VALIDATE_DRIVER="$PANALO_ROOT/build/native/tests/panalo_validate_driver" \
  npm --prefix ui run --silent test -- --exclude "$lobby_differential" \
  --reporter=default --reporter=json --outputFile="$vitest_json" || true
PANALO_LOBBY_DRIVER="$PANALO_ROOT/build/native/tests/panalo_lobby_driver" \
  npm --prefix ui run --silent test -- "$lobby_differential" \
  --reporter=default --reporter=json --outputFile="$lobby_json" || true
if [ -f "$vitest_json" ] && [ -f "$lobby_json" ]; then
  read -r v_passed v_failed < <(node -e '
    let passed = 0, failed = 0;
    for (const file of process.argv.slice(1)) {
      const r = require(file);
      const suiteErrors = r.testResults.filter(s => s.status === "failed" && s.assertionResults.length === 0).length;
      passed += r.numPassedTests;
      failed += r.numFailedTests + suiteErrors;
    }
    console.log(passed, failed);' "$vitest_json" "$lobby_json")
  record vitest "$v_passed" "$v_failed"
else
  record vitest 0 1
fi

say "wasm crypto checks and interop with hpke-js"
bash ci/npm-install.sh tests/interop/hpke
interop_passed=0
interop_failed=0
for script in wasm-check.mjs interop.mjs; do
  if (cd tests/interop/hpke && PANALO_INTEROP_OUT="$PANALO_ROOT/build/reports/interop-hpke-js.json" node "$script"); then
    interop_passed=$((interop_passed + 1))
  else
    interop_failed=$((interop_failed + 1))
  fi
done
record interop "$interop_passed" "$interop_failed"

say "fuzzing (short runs; the issue notes report longer ones)"
fuzz_passed=0
fuzz_failed=0
if bash ci/build-fuzzers.sh; then
  for fuzzer in build/fuzz/tests/fuzz/*_fuzz; do
    corpus="build/fuzz/corpus/$(basename "$fuzzer")"
    mkdir -p "$corpus"
    if "$fuzzer" -max_total_time="${PANALO_FUZZ_SECONDS:-20}" -max_len=4096 -print_final_stats=1 "$corpus" \
        >"build/reports/$(basename "$fuzzer").log" 2>&1; then
      fuzz_passed=$((fuzz_passed + 1))
      echo "ok - $(basename "$fuzzer"): $(grep -m1 'stat::number_of_executed_units' "build/reports/$(basename "$fuzzer").log" | awk '{print $2}') runs"
    else
      fuzz_failed=$((fuzz_failed + 1))
      echo "not ok - $(basename "$fuzzer"): see build/reports/$(basename "$fuzzer").log"
      tail -n 30 "build/reports/$(basename "$fuzzer").log"
    fi
  done
else
  fuzz_failed=1
fi
record fuzz "$fuzz_passed" "$fuzz_failed"

if [ "$slow_gates" = 1 ]; then
  say "sanitizers: ASan+UBSan, then TSan"
  bash ci/sanitize.sh asan 2>&1 | tee build/reports/asan.log || true
  record_ctest asan build/reports/asan.log
  bash ci/sanitize.sh tsan 2>&1 | tee build/reports/tsan.log || true
  record_ctest tsan build/reports/tsan.log
fi

say "cluster faults: kill -9, rolling restart, PostgreSQL restart, replica stop, under load"
record_counted cluster-faults bash ci/cluster-faults.sh

say "browser journey"
journey_status=0
PANALO_JOURNEY_TARGET=${PANALO_JOURNEY_TARGET:-cluster} bash ci/run-journey.sh 2>&1 | tee build/reports/journey.log ||
  journey_status=$?
# Each journey file ends with its own "N passed, N failed" line: add them up.
read -r j_passed j_failed j_files < <(awk '/^[0-9]+ passed, [0-9]+ failed$/ {p += $1; f += $3; n++} END {print p+0, f+0, n+0}' build/reports/journey.log)
if [ "$j_files" -gt 0 ]; then
  record journey "$j_passed" "$j_failed"
  [ "$journey_status" -ne 0 ] && [ "$j_failed" -eq 0 ] && record journey-run 0 1
else
  record journey 0 1
fi

echo
echo "Summary"
for line in "${summary[@]}"; do echo "  $line"; done | tee build/reports/times.txt
echo "  total time $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
