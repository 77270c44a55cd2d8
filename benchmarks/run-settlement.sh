#!/usr/bin/env bash
# Agent settlement at scale (issue 16): a day's dividend settlement of 100,000
# settled bets over 1,000 agents (10 top agents, 9 sub-agents each, 10 under
# each of those; 10 members per agent), then the same with the data doubled.
# The peer, measured in the same run on the same database: PostgreSQL's own
# GROUP BY of that day's bets per member (the least any settlement must read),
# timed inside the server (EXPLAIN ANALYZE), best of 3.
# For each scale it prints and records:
#   compute      the settlement's reads, the tree walk and writing the lines
#   payments     one ledger journal per agent earning (idempotency key, balance locks)
#   replay       the same command again: reads the stored lines, pays nothing
#   ratio        compute / peer
# and the growth from 1x to 2x. Writes build/reports/settlement.json.
#   SCALES (default "1 2")
# Needs ci/build.sh serve (panaloctl) first. Not part of ci/test.sh.
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"

ctl_bin=build/native/api/panaloctl
[ -x "$ctl_bin" ] || { echo "build first: bash ci/build.sh serve" >&2; exit 1; }
scales=${SCALES:-1 2}
pg_dir=build/bench-settlement-postgres
admin_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir")
base=${admin_url%/*}
trap 'bash ci/pg.sh stop "$pg_dir"' EXIT
mkdir -p build/reports
export PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(openssl rand -base64 32)

# $1 the scale: agents 1000*S, members 10000*S, bets 100000*S, all settled
# yesterday (report time zone), contracts with decreasing rates down the tree.
load_data() {
  psql -qX -v ON_ERROR_STOP=1 -v scale="$1" "$DATABASE_URL" <<'SQL' >/dev/null
INSERT INTO game_vendors (code, name) VALUES ('PG', 'PG Soft') ON CONFLICT DO NOTHING;
CREATE TEMP TABLE tiers_of_level (level int, rate int, next_rate int);
INSERT INTO tiers_of_level VALUES (1, 3000, 4000), (2, 2000, 3000), (3, 1000, 2000);
-- Level 1: 10*S top agents; level 2: 9 under each; level 3: 10 under each level 2.
INSERT INTO members (account, nickname, type_code, password_hash)
  SELECT 'b1x' || g, 'b1x' || g, 1, '!bench' FROM generate_series(1, 10 * :scale) g;
INSERT INTO members (account, nickname, type_code, password_hash, upline_id)
  SELECT 'b2x' || u.id || 'x' || g, 'b2', 1, '!bench', u.id
    FROM members u CROSS JOIN generate_series(1, 9) g WHERE u.account LIKE 'b1x%';
INSERT INTO members (account, nickname, type_code, password_hash, upline_id)
  SELECT 'b3x' || u.id || 'x' || g, 'b3', 1, '!bench', u.id
    FROM members u CROSS JOIN generate_series(1, 10) g WHERE u.account LIKE 'b2x%';
INSERT INTO members (account, nickname, type_code, password_hash, upline_id)
  SELECT 'bmx' || u.id || 'x' || g, 'bm', 0, '!bench', u.id
    FROM members u CROSS JOIN generate_series(1, 10) g WHERE u.type_code = 1 AND u.account LIKE 'b_x%';
WITH agents AS (SELECT id, upline_id, substr(account, 2, 1)::int AS level FROM members WHERE account ~ '^b[123]x'),
     made AS (INSERT INTO agent_contracts (holder_id, grantor_id, kind, period, status, accepted_at, created_at)
              SELECT id, upline_id, 'dividend', 'daily', 'active', now() - interval '3 days', now() - interval '3 days'
                FROM agents RETURNING id, holder_id)
INSERT INTO agent_contract_tiers (contract_id, tier, rate_bp, min_active_members, min_valid_bet_minor)
  SELECT made.id, t.tier, CASE t.tier WHEN 1 THEN l.rate ELSE l.next_rate END, CASE t.tier WHEN 1 THEN 0 ELSE 50 END,
         CASE t.tier WHEN 1 THEN 0 ELSE 100000000 END
    FROM made JOIN agents a ON a.id = made.holder_id JOIN tiers_of_level l ON l.level = a.level
    CROSS JOIN (VALUES (1), (2)) t (tier);
-- Bets: members chosen at random, stakes 1.00-1,000.00, payouts 0-2x, settled yesterday (Manila).
WITH players AS (SELECT array_agg(id) AS ids FROM members WHERE account LIKE 'bmx%'),
     day AS (SELECT ((now() AT TIME ZONE 'Asia/Manila')::date - 1)::timestamp AT TIME ZONE 'Asia/Manila' AS start)
INSERT INTO bets (member_id, vendor_code, game_category, game_code, vendor_bet_ref, bet_minor, valid_bet_minor,
                  payout_minor, status, placed_at, settled_at)
SELECT p.ids[1 + floor(random() * array_length(p.ids, 1))::int], 'PG', 'RNG', 'G1', 'bench-' || g, s.stake, s.stake,
       floor(random() * 2 * s.stake)::bigint, 'settled', d.start + make_interval(secs => g % 86000),
       d.start + make_interval(secs => g % 86000 + 10)
  FROM generate_series(1, 100000 * :scale) g CROSS JOIN players p CROSS JOIN day d
  CROSS JOIN LATERAL (SELECT (100 + floor(random() * 99900))::bigint + g * 0 AS stake) s;
ANALYZE;
SQL
}

# The peer: the per-member GROUP BY of that day's settled bets, best of 3 (ms).
peer_ms() {
  local best=""
  for _ in 1 2 3; do
    local ms
    ms=$(psql -qAtX "$DATABASE_URL" -c "EXPLAIN (ANALYZE, FORMAT JSON) SELECT member_id, count(*), sum(valid_bet_minor), \
      sum(win_loss_minor) FROM bets WHERE status = 'settled' AND settled_at >= \
      ((now() AT TIME ZONE 'Asia/Manila')::date - 1)::timestamp AT TIME ZONE 'Asia/Manila' AND settled_at < \
      ((now() AT TIME ZONE 'Asia/Manila')::date)::timestamp AT TIME ZONE 'Asia/Manila' GROUP BY member_id" |
      node -e 'const p=JSON.parse(require("fs").readFileSync(0,"utf8"))[0];console.log(Math.round(p["Execution Time"]))')
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

results="[]"
for scale in $scales; do
  db=panalo_bench_settlement_$scale
  psql -qX "$base/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
  export DATABASE_URL="$base/$db"
  "$ctl_bin" migrate >/dev/null
  say "scale ${scale}x: loading $((1000 * scale)) agents, $((10000 * scale)) members, $((100000 * scale)) bets"
  load_data "$scale"
  yesterday_noon=$(psql -qAtX "$DATABASE_URL" -c \
    "SELECT (((now() AT TIME ZONE 'Asia/Manila')::date - 1) + time '12:00')::timestamp AT TIME ZONE 'Asia/Manila'")
  peer=$(peer_ms)
  say "settling (load $(cut -d' ' -f1-3 /proc/loadavg))"
  started=$(date +%s%N)
  first=$("$ctl_bin" agents settle --kind dividend --period daily --at "$yesterday_noon")
  wall_ms=$(( ($(date +%s%N) - started) / 1000000 ))
  started=$(date +%s%N)
  replay=$("$ctl_bin" agents settle --kind dividend --period daily --at "$yesterday_noon")
  replay_ms=$(( ($(date +%s%N) - started) / 1000000 ))
  compute_ms=$(sed -n 's/^time: compute \([0-9]*\) ms.*/\1/p' <<<"$first")
  pay_ms=$(sed -n 's/.*payments \([0-9]*\) ms$/\1/p' <<<"$first")
  payments=$(sed -n 's/.*, \([0-9]*\) payment(s) made now.*/\1/p' <<<"$first")
  replayed=$(sed -n 's/.*, \([0-9]*\) payment(s) made now.*/\1/p' <<<"$replay")
  lines=$(sed -n 's/^\([0-9]*\) line(s).*/\1/p' <<<"$first")
  echo "scale ${scale}x: lines $lines, payments $payments (replay paid $replayed), compute $compute_ms ms," \
    "payments $pay_ms ms, wall $wall_ms ms, replay $replay_ms ms, peer GROUP BY $peer ms," \
    "ratio compute/peer $(awk -v a="$compute_ms" -v b="$peer" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')"
  results=$(node -e 'const r=JSON.parse(process.argv[1]);r.push({scale:+process.argv[2],agents:1000*process.argv[2],
    bets:100000*process.argv[2],lines:+process.argv[3],payments:+process.argv[4],replayPayments:+process.argv[5],
    computeMs:+process.argv[6],paymentsMs:+process.argv[7],wallMs:+process.argv[8],replayMs:+process.argv[9],
    peerGroupByMs:+process.argv[10]});console.log(JSON.stringify(r))' "$results" "$scale" "$lines" "$payments" \
    "$replayed" "$compute_ms" "$pay_ms" "$wall_ms" "$replay_ms" "$peer")
  psql -qX "$base/postgres" -c "DROP DATABASE $db WITH (FORCE)" >/dev/null
done
node -e 'const r=JSON.parse(process.argv[1]);const out={measuredAt:new Date().toISOString(),
  load:require("fs").readFileSync("/proc/loadavg","utf8").trim(),runs:r};
if(r.length>1){out.growth={compute:r[1].computeMs/r[0].computeMs,payments:r[1].paymentsMs/r[0].paymentsMs,
  wall:r[1].wallMs/r[0].wallMs,peer:r[1].peerGroupByMs/r[0].peerGroupByMs};
  console.log("growth 1x -> 2x: compute x"+out.growth.compute.toFixed(2)+", payments x"+out.growth.payments.toFixed(2)+
  ", wall x"+out.growth.wall.toFixed(2)+", peer x"+out.growth.peer.toFixed(2));}
require("fs").writeFileSync("build/reports/settlement.json",JSON.stringify(out,null,2));' "$results"
