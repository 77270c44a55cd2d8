#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/*_fuzz.cpp) with clang, ASan and UBSan,
# shared/ instrumented too, in build/fuzz. Run one with e.g.
#   build/fuzz/tests/fuzz/hpke_open_fuzz -max_total_time=600 build/fuzz/corpus/hpke_open_fuzz
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"
cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DPANALO_FUZZ=ON -DPANALO_BUILD_TESTS=OFF -DPANALO_BUILD_BENCHMARKS=OFF >/dev/null
targets=$(find tests/fuzz -name '*_fuzz.cpp' -exec basename {} .cpp \;)
# shellcheck disable=SC2086
cmake --build build/fuzz -j "$PANALO_JOBS" --target $targets
