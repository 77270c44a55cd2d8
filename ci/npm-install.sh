#!/usr/bin/env bash
# `npm ci` in a folder, skipped when node_modules already matches its lock file.
source "$(dirname "$0")/lib.sh"
dir="$PANALO_ROOT/$1"
stamp="$dir/node_modules/.panalo-lock-sha256"
want=$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
say "npm ci in $1"
(cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
echo "$want" > "$stamp"
