#!/usr/bin/env bash
# The static-analysis gate: clang-tidy (Debian's, 14) with .clang-tidy over every
# native translation unit of api/ shared/ tests/ benchmarks/ listed in
# build/native/compile_commands.json (wasm/ is Emscripten-only and has none).
# Runs PANALO_JOBS at a time. A clean result is remembered in
# ~/.cache/panalo/clang-tidy, keyed by the tool's version, the config, the
# compile command, the file and every header of ours it includes, so a second
# run (or a fresh clone on the same machine) re-checks only what changed.
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

# The tool and its configuration go into every key.
common_key=$( {
  clang-tidy --version
  cat .clang-tidy
} | sha256sum | cut -c1-64)

# FILE<TAB>KEY for each unit of ours (not generated sources in build/). The key
# hashes the compile command (the clone's path taken out, so another clone on this
# machine reuses it), the file and every header of ours it includes: the build's
# depfile (CMAKE_BUILD_DIR/...o.d) names them; a unit without one (not built yet)
# takes all our headers.
node -e '
  const fs = require("fs"), path = require("path"), crypto = require("crypto");
  const [root, db, common, ...only] = process.argv.slice(1);
  const wanted = new Set(only);
  const ours = (file) => /^(api|shared|tests|benchmarks|wasm)\//.test(file) && /\.(h|hpp)$/.test(file);
  let allHeaders;
  const everyHeader = () => (allHeaders ??= require("child_process")
      .execFileSync("git", ["ls-files", "api", "shared", "tests", "benchmarks"], { cwd: root, encoding: "utf8" })
      .split("\n").filter(ours).sort());
  for (const e of require(db)) {
    const rel = path.relative(root, e.file);
    if (!/^(api|shared|tests|benchmarks)\//.test(rel)) continue;
    if (wanted.size && !wanted.has(rel)) continue;
    const command = e.command ?? e.arguments.join(" ");
    const object = command.match(/ -o (\S+)/)?.[1];
    let headers = everyHeader();
    const depfile = object && path.resolve(e.directory, object + ".d");
    if (depfile && fs.existsSync(depfile)) {
      headers = [...new Set(fs.readFileSync(depfile, "utf8").replace(/\\\n/g, " ").split(/\s+/)
          .map((entry) => path.relative(root, path.resolve(e.directory, entry))).filter(ours))].sort();
    }
    // -Werror (CI builds only) does not change what tidy reports (see check_unit),
    // so a local run and CI share the cached results.
    const keyed = command.split(root).join(".").replace(/ -Werror(?= |$)/g, "");
    const hash = crypto.createHash("sha256").update(common).update(keyed);
    for (const file of [rel, ...headers]) {
      hash.update("\0" + file + "\0");
      if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)));
    }
    console.log(rel + "\t" + hash.digest("hex"));
  }' "$PANALO_ROOT" "$PANALO_ROOT/$db" "$common_key" "$@" | sort -u >"$out/units.tsv"

check_unit() {  # FILE KEY
  local file=$1 key=$2 log
  [ -f "$cache/$key" ] && { echo "ok - $file (cached)"; return 0; }
  log="$out/$(tr '/' '_' <<<"$file").log"
  # -Wno-error: the compiler's warnings are GCC's to judge (-Werror in CI builds).
  # Clang's own warnings differ from GCC's, and under the CI build's -Werror they
  # would become clang-diagnostic-error findings that no local run shows.
  if clang-tidy -p build/native --quiet --extra-arg=-Wno-error "$file" >"$log" 2>&1; then
    touch "$cache/$key"
    echo "ok - $file"
  else
    echo "not ok - $file $log"
  fi
}
export -f check_unit
export cache out

# Tab-separated pairs to xargs: each line becomes FILE and KEY.
tr '\t' '\n' <"$out/units.tsv" | tr '\n' '\0' |
  xargs -0 -n2 -P "$PANALO_JOBS" bash -c 'check_unit "$1" "$2"' _ >"$out/results.txt" || true
# One line per unit from the workers; the findings of each failed one after it.
# (grep finds nothing when all passed: that must not end the script under pipefail.)
{ grep '^not ok - ' "$out/results.txt" || true; } | while read -r _ _ _ file log; do
  echo "not ok - $file"
  grep -E '(error|warning):' "$log" | sort -u | sed 's/^/    /'
done
passed=$(grep -c '^ok - ' "$out/results.txt" || true)
failed=$(grep -c '^not ok - ' "$out/results.txt" || true)
units=$(wc -l <"$out/units.tsv")
[ $((passed + failed)) -eq "$units" ] || failed=$((failed + units - passed - failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
