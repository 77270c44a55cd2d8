#!/usr/bin/env bash
# Loads the demo data into the database DATABASE_URL names (already migrated),
# with PANALOCTL. Every load is safe to repeat. One list for every caller:
#   ci/demo-data.sh PANALOCTL           the local product (ci/start.sh, ci/cluster.sh)
#   ci/demo-data.sh PANALOCTL journeys  the template the browser journeys clone
#                                       (ci/pg.sh template ... demo): no popup list,
#                                       no agent contracts, lottery results or PVP rooms
set -euo pipefail

if [ $# -lt 1 ] || [ -z "${DATABASE_URL:-}" ]; then
  echo "usage: DATABASE_URL=... ci/demo-data.sh PANALOCTL [journeys]" >&2
  exit 2
fi
ctl=$1
journeys=false
[ "${2:-}" = journeys ] && journeys=true

"$ctl" demo load
# The demo games catalogue (vendors, 3,000+ games); a second run adds nothing.
"$ctl" games demo
# Notices, announcements (the popup list) and banners in EN and TY; a second run
# replaces the demo's own. The journeys go without the popup list: it would open
# over every journey's first page (tests/browser/announcements.mjs adds its own).
if [ "$journeys" = true ]; then "$ctl" content demo --without-popups; else "$ctl" content demo; fi
# The demo help center, license, installation guide, news, mirrors and representatives.
"$ctl" support demo
# The demo promotions (every status, EN/TY/PT); a second run adds nothing.
"$ctl" promotions demo
# The demo points mall (cash, bonus and physical rewards in EN, TY, PT); a second run adds nothing.
"$ctl" rewards demo
# Demo platform messages for everyone, and invite friends open to all with its reward rule.
"$ctl" messages demo
"$ctl" referral demo
# Demo missions, VIP levels and leaderboard players with today's bets (after the
# games demo: their bets need its vendors); a second run the same day adds nothing.
"$ctl" missions demo
# Every agent contract kind for the demo agent, with the operator's contracts; a second run adds nothing.
[ "$journeys" = true ] || "$ctl" agents demo
# The demo mini game wheel, switched on daily in Asia/Manila; safe to repeat.
"$ctl" minigame demo
# A week of lottery results (house draws from committed seeds) and the demo PVP rooms; safe to repeat.
if [ "$journeys" = false ]; then
  "$ctl" lottery demo
  "$ctl" pvp demo
fi
