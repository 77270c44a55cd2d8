#!/usr/bin/env bash
# The unit and API tests once more, built with sanitizers, in their own build
# folder (tests and the binaries they run only: no benchmarks, no fuzzers):
#   ci/sanitize.sh asan   AddressSanitizer + UndefinedBehaviorSanitizer, build/asan
#   ci/sanitize.sh tsan   ThreadSanitizer, build/tsan (the pools, caches and workers)
# Extra arguments go to ctest (e.g. -R 'SlowRoutes'). Reports from the Debian
# libraries are suppressed in tests/sanitizers/*.supp, each with its reason; any
# other report fails the test it happens in.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

kind=${1:-}
shift || true
case "$kind" in
  asan) sanitize=address,undefined ;;
  tsan) sanitize=thread ;;
  *) echo "usage: ci/sanitize.sh asan|tsan [ctest arguments]" >&2; exit 2 ;;
esac

say "$kind build"
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(dirname "$PANALO_ROOT")} CCACHE_NOHASHDIR=1
cmake -S . -B "build/$kind" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPANALO_SANITIZE="$sanitize" \
  -DPANALO_BUILD_BENCHMARKS=OFF -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache >/dev/null
cmake --build "build/$kind" -j "$PANALO_JOBS" --target panalo_unit_tests panalo_api_tests panaloctl

say "$kind tests"
supp="$PANALO_ROOT/tests/sanitizers"
# A report makes the program exit non-zero (UBSan at once, ASan at once, TSan at
# the end with exit code 66), so ctest counts the test failed.
export ASAN_OPTIONS="detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$supp/ubsan.supp"
export TSAN_OPTIONS="suppressions=$supp/tsan.supp:second_deadlock_stack=1:print_suppressions=0"
cd "build/$kind"
ctest --output-on-failure -j "$PANALO_JOBS" --timeout 600 "$@"
