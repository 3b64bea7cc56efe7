#!/bin/sh
# How fast TopoLens takes in a fleet: N hosts' bundles imported, fingerprinted, grouped and
# their drift computed (`topolens fleet import` then `fleet report --json`), against the peer
# people use to group a fleet's outputs today: ClusterShell's `clubak -b`, gathering the same raw
# outputs ("node: line" form) into groups of identical output. Memory is the peak resident set
# of each, from GNU time.
#
# The bundles are real captures (tests/fixtures/captures: the 4-GPU H200 guest, the 1-GPU
# sysfs-only one, the QEMU lab guests), copied N times with their #host line changed, and one
# in fifty with a GPU's link trained to x8 in its lspci -vvv: synthetic in number and in that
# planted drift only. Usage: bench/run-fleet.sh [BINARY] [HOSTS]
set -eu
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/dev/bin/topolens}")
hosts=${2:-1000}
command -v clubak >/dev/null || { echo "run-fleet.sh: needs clubak (clustershell)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/bundles" "$hosts" <<'PY'
import os, re, sys
out, count = sys.argv[1], int(sys.argv[2])
os.makedirs(out)
sources = ['tests/fixtures/captures/h200-x4.bundle'] * 6 + [
    'tests/fixtures/captures/h200-x1-sysfs-only.bundle',
    'tests/fixtures/captures/qemu-q35-lab-lspci.bundle',
    'tests/fixtures/captures/qemu-q35-lab-sysfs-only.bundle']
texts = [open(s, 'rb').read() for s in sources]
def narrow(data):
    # One GPU's LnkSta to x8, byte counts kept true: the capture header carries stdout=BYTES.
    head, sep, rest = data.partition(b'@capture lspci-verbose ')
    if not sep:
        return data
    m = re.match(rb'(exit=\S+(?: ms=\d+)? stdout=)(\d+)', rest)
    new = rest.replace(b'Speed 32GT/s, Width x16', b'Speed 32GT/s, Width x8 (downgraded)', 1)
    delta = len(new) - len(rest)
    return head + sep + m.group(1) + str(int(m.group(2)) + delta).encode() + new[m.end():]
for i in range(count):
    data = texts[i % len(texts)]
    if i % 50 == 7:
        data = narrow(data)
    name = 'node%04d' % (i + 1)
    data = re.sub(rb'^#host .*$', b'#host ' + name.encode(), data, count=1, flags=re.M)
    data = re.sub(rb'^#label .*$', b'#label ' + name.encode(), data, count=1, flags=re.M)
    open(os.path.join(out, name + '.bundle'), 'wb').write(data)
PY
# The peer's input: every node's bundle as "node: line" lines, the way clush prints them.
for f in "$work"/bundles/*.bundle; do
    n=$(basename "$f" .bundle)
    sed "s/^/$n: /" "$f"
done >"$work/clush-lines.txt"
measure() {
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
    cat "$work/time"
}
set -- $(measure "$bin" fleet import "$work"/bundles -o "$work/run")
import_s=$1 import_kb=$2
set -- $(measure "$bin" fleet report "$work/run" --json)
report_s=$1 report_kb=$2
set -- $(measure sh -c "clubak -b <'$work/clush-lines.txt'")
peer_s=$1 peer_kb=$2
groups=$("$bin" fleet report "$work/run" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["groups"]), sum(1 for h in d["hosts"] if h["drift"]))')
total=$(awk "BEGIN { print $import_s + $report_s }")
echo "| what | TopoLens | clubak -b | ratio |"
echo "|---|---|---|---|"
echo "| $hosts hosts: import + fingerprint + group + drift (groups, hosts with drift: $groups) | ${total} s ($(( import_kb / 1024 )) / $(( report_kb / 1024 )) MiB peak) | ${peer_s} s ($(( peer_kb / 1024 )) MiB) | $(awk "BEGIN { printf \"%.2f\", $total / ($peer_s > 0 ? $peer_s : 0.01) }")× |"
