#!/usr/bin/env bash
# Random differential test of loop detection and schema normalisation against OpenClaw 2026.9.6.
#   ORACLE_DIR=<oracle checkout> tests/differential/ls-diff.sh loops|schema [--seed N]
#       [--count K] [--cli PATH] [--work DIR] [--jsonl FILE] [--thresholds]
# Generates K cases (loops-gen.mjs / schema-gen.mjs), asks the oracle (loop-oracle.mjs /
# schema-oracle.mjs) and `toolgate-cli loops replay` / `schema normalize`, and compares every
# field (ls-compare.mjs); the last line is "N passed, M failed". --jsonl writes the cases with
# OpenClaw's answers (the committed sets in tests/data/differential/).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="${1:?loops or schema}"; shift
seed=1 count=1000 cli="$here/../../build/test/app/cli/toolgate-cli" work="" jsonl="" gen=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --count) count="$2"; shift 2 ;;
    --cli) cli="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --jsonl) jsonl="$2"; shift 2 ;;
    --thresholds) gen+=(--thresholds); shift ;;
    *) echo "ls-diff.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
: "${ORACLE_DIR:?set ORACLE_DIR to the directory holding run.sh and the oracle scripts}"
case "$mode" in
  loops) oracle=loop-oracle.mjs cmd=(loops replay) ;;
  schema) oracle=schema-oracle.mjs cmd=(schema normalize) ;;
  *) echo "ls-diff.sh: mode must be loops or schema" >&2; exit 2 ;;
esac
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
node "$here/$mode-gen.mjs" --seed "$seed" --count "$count" --out "$work/cases" "${gen[@]}"
status=0
"$ORACLE_DIR/run.sh" "$oracle" "$work/cases" "$work/exp" >"$work/oracle.log" 2>&1 || status=$?
expect_answers "$work/exp" "the oracle" "$status"
tail -1 "$work/oracle.log" >&2
status=0
"$cli" "${cmd[@]}" "$work/cases" --out "$work/act" >/dev/null 2>"$work/cli.log" || status=$?
expect_answers "$work/act" "toolgate-cli" "$status"
args=("$mode" "$work/cases" "$work/exp" "$work/act")
[ -z "$jsonl" ] || args+=(--jsonl "$jsonl")
node "$here/ls-compare.mjs" "${args[@]}" | tee "$work/compare.log" | tail -1
