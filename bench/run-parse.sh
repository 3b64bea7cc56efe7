#!/bin/sh
# How fast TopoLens reads a PCI configuration space dump against the peer that reads the same
# dump: pciutils' `lspci -F DUMP -vvv`. The dump is the QEMU lab's real `lspci -xxxx`
# (tests/fixtures/pci-config-space/qemu-q35-lab-lspci-xxxx.txt, 17 functions), renumbered onto
# 60 buses (1020 functions): synthetic in size only, to time something larger than a VM.
# Both run as whole processes, best of N. lspci also looks up names in pci.ids and prints
# everything it decodes; TopoLens decodes what its model holds (ids, class, bus numbers,
# PCIe port type, links, serial number, ACS).
# Second row: hwloc XML against hwloc itself loading the same file (`hwloc-info --input`), on a
# synthetic topology hwloc writes (8 packages, 32 NUMA nodes, 8192 PUs: about 4.5 MB of XML);
# synthetic because no real machine here is that large.
# Usage: bench/run-parse.sh [BINARY] [RUNS]
set -eu
cd "$(dirname "$0")/.."
bin=${1:-build/dev/bin/topolens}
runs=${2:-10}
command -v lspci >/dev/null || { echo "run-parse.sh: needs lspci (pciutils)" >&2; exit 1; }
dump=$(mktemp)
xml=$(mktemp)
trap 'rm -f "$dump" "$xml"' EXIT
python3 - "$dump" <<'PY'
import re, sys
src = open('tests/fixtures/pci-config-space/qemu-q35-lab-lspci-xxxx.txt').read()
blocks = [b for b in src.split('\n\n') if re.match(r'^(?:[0-9a-f]{4}:)?[0-9a-f]{2}:', b)]
out = []
for bus in range(0x80, 0x80 + 60):
    for slot, block in enumerate(blocks):
        lines = block.split('\n')
        rest = re.sub(r'^(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\.[0-7]', '', lines[0])
        out.append('%02x:%02x.0%s\n' % (bus, slot, rest) + '\n'.join(lines[1:]))
open(sys.argv[1], 'w').write('\n\n'.join(out) + '\n')
PY
best() {
    best_ms=
    i=0
    while [ $i -lt "$runs" ]; do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        if [ -z "$best_ms" ] || [ "$ms" -lt "$best_ms" ]; then best_ms=$ms; fi
        i=$((i + 1))
    done
    echo "$best_ms"
}
functions=$(grep -c '^[0-9a-f][0-9a-f]:[0-9a-f][0-9a-f]\.' "$dump")
topolens_ms=$(best "$bin" parse "$dump" --format pci-config-space)
lspci_ms=$(best lspci -F "$dump" -vvv)
echo "| what | TopoLens | peer | ratio |"
echo "|---|---|---|---|"
echo "| config space dump, $functions functions (best of $runs; peer: lspci -F -vvv) | $topolens_ms ms | $lspci_ms ms | $(awk "BEGIN { printf \"%.2f\", $topolens_ms / ($lspci_ms > 0 ? $lspci_ms : 1) }")× |"
if command -v hwloc-info >/dev/null && command -v lstopo-no-graphics >/dev/null; then
    lstopo-no-graphics --input "pack:8 numa:4 l3:4 core:16 pu:4" --of xml >"$xml"
    topolens_ms=$(best "$bin" parse "$xml" --format hwloc-xml)
    hwloc_ms=$(best hwloc-info --input "$xml")
    echo "| hwloc XML, $(( $(wc -c <"$xml") / 1024 )) KiB (best of $runs; peer: hwloc-info --input) | $topolens_ms ms | $hwloc_ms ms | $(awk "BEGIN { printf \"%.2f\", $topolens_ms / ($hwloc_ms > 0 ? $hwloc_ms : 1) }")× |"
else
    echo "(hwloc XML row skipped: needs hwloc's lstopo-no-graphics and hwloc-info)" >&2
fi
