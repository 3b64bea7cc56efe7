#!/bin/sh
# How much `topolens fleet collect --via clush` costs over the engine itself: N loopback "hosts"
# (bench/fleetlab.sh: a real sshd on 127.0.0.1, every host this machine) collected with the same
# fan-out by TopoLens riding clush, and by clush running the bare collector (the same generated
# script sent inline, writing its plain bundle to stdout instead of the armoured one). TopoLens
# adds gzip + base64 + sha256 on each node, splitting and decoding, and the run folder.
# Best of RUNS. Usage: bench/run-fleetcollect.sh [BINARY] [HOSTS] [FANOUT] [RUNS]
set -eu
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/dev/bin/topolens}")
hosts=${2:-64}
fanout=${3:-16}
runs=${4:-3}
command -v clush >/dev/null || { echo "run-fleetcollect.sh: needs clush (clustershell)" >&2; exit 1; }
. bench/fleetlab.sh
work=$(mktemp -d)
trap 'fleetlab_stop "$work/lab"; rm -rf "$work"' EXIT
fleetlab_start "$work/lab" "$hosts"
nodes="node[01-$(printf '%02d' "$hosts")]"
script=$("$bin" collector-script)
quoted=$(printf '%s' "$script" | sed "s/'/'\\\\''/g")
best() {
    best_ms=
    i=0
    while [ $i -lt "$runs" ]; do
        rm -rf "$work/runs"
        start=$(date +%s%N)
        "$@" >"$work/out" 2>"$work/err" || true
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        if [ -z "$best_ms" ] || [ "$ms" -lt "$best_ms" ]; then best_ms=$ms; fi
        i=$((i + 1))
    done
    echo "$best_ms"
}
ours=$(best "$bin" fleet collect "$nodes" --via clush --fanout "$fanout" --ssh-option "-F $FLEETLAB_CONFIG" -o "$work/runs")
ok=$(python3 -c 'import json,glob,sys; r=json.load(open(glob.glob(sys.argv[1]+"/*/run.json")[0])); print(sum(1 for n in r["nodes"] if n["outcome"]=="ok"))' "$work/runs")
peer=$(best clush -w "$nodes" -f "$fanout" -o "-F $FLEETLAB_CONFIG" "sh -c '$quoted' topolens-collect -o -")
peer_bundles=$(grep -c ': #topolens-bundle 1$' "$work/out" || true)
echo "| what | topolens fleet collect --via clush | clush + bare collector | ratio |"
echo "|---|---|---|---|"
echo "| $hosts loopback hosts, fan-out $fanout (nodes ok: $ok / bundles: $peer_bundles; best of $runs) | $ours ms | $peer ms | $(awk "BEGIN { printf \"%.2f\", $ours / ($peer > 0 ? $peer : 1) }")× |"
