#!/usr/bin/env bash
# The static-analysis gate: clang-tidy (Debian's, 14) with .clang-tidy over every
# native translation unit of api/ shared/ tests/ benchmarks/ listed in
# build/native/compile_commands.json (wasm/ is Emscripten-only and has none).
# Runs PANALO_JOBS at a time. A clean result is remembered in
# ~/.cache/panalo/clang-tidy, keyed by the tool's version, the config, the
# compile command, the file and every header of ours, so a second run (or a
# fresh clone on the same machine) re-checks only what changed.
# Prints "not ok - FILE" with the findings and ends with "N passed, N failed".
#   ci/clang-tidy.sh [FILE...]   only those (paths relative to the repository)
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

db=build/native/compile_commands.json
[ -f "$db" ] || { echo "clang-tidy: $db missing (run ci/build.sh first)" >&2; exit 1; }
cache=${PANALO_TIDY_CACHE:-$HOME/.cache/panalo/clang-tidy}
out=build/reports/clang-tidy
rm -rf "$out"
mkdir -p "$cache" "$out"

# Our headers change what many units see: one hash of all of them goes into every key.
common_key=$( {
  clang-tidy --version
  cat .clang-tidy
  git ls-files 'api/*' 'shared/*' 'tests/*' 'benchmarks/*' | grep -E '\.(h|hpp)$' | sort | xargs cat
} | sha256sum | cut -c1-64)

# file<TAB>command for each unit of ours (not generated sources in build/).
node -e '
  const root = process.argv[1];
  const only = new Set(process.argv.slice(3));
  for (const e of require(process.argv[2])) {
    const rel = require("path").relative(root, e.file);
    if (!/^(api|shared|tests|benchmarks)\//.test(rel)) continue;
    if (only.size && !only.has(rel)) continue;
    console.log(rel + "\t" + (e.command ?? e.arguments.join(" ")));
  }' "$PANALO_ROOT" "$PANALO_ROOT/$db" "$@" | sort -u >"$out/units.tsv"

check_unit() {  # FILE COMMAND
  local file=$1 key log
  key=$( { echo "$common_key"; echo "$2"; cat "$file"; } | sha256sum | cut -c1-64)
  [ -f "$cache/$key" ] && { echo "ok - $file (cached)"; return 0; }
  log="$out/$(tr '/' '_' <<<"$file").log"
  if clang-tidy -p build/native --quiet "$file" >"$log" 2>&1; then
    touch "$cache/$key"
    echo "ok - $file"
  else
    echo "not ok - $file $log"
  fi
}
export -f check_unit
export common_key cache out

# Tab-separated pairs to xargs: each line becomes FILE and COMMAND.
tr '\t' '\n' <"$out/units.tsv" | tr '\n' '\0' |
  xargs -0 -n2 -P "$PANALO_JOBS" bash -c 'check_unit "$1" "$2"' _ >"$out/results.txt" || true
# One line per unit from the workers; the findings of each failed one after it.
grep '^not ok - ' "$out/results.txt" | while read -r _ _ _ file log; do
  echo "not ok - $file"
  grep -E '(error|warning):' "$log" | sort -u | sed 's/^/    /'
done
passed=$(grep -c '^ok - ' "$out/results.txt" || true)
failed=$(grep -c '^not ok - ' "$out/results.txt" || true)
units=$(wc -l <"$out/units.tsv")
[ $((passed + failed)) -eq "$units" ] || failed=$((failed + units - passed - failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
