// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/shellcollector.h"

#include "collect/commandplan.h"
#include "collect/shellquote.h"

namespace Topo {

namespace {

/// The commands the script runs: a watch's sample with --watch-sample, else the plan (and the
/// Proxmox commands with --vmid).
QByteArray commandSection()
{
    QByteArray plan;
    for (const PlannedCommand& c : commandPlan()) {
        const QByteArray when = c.onlyWithSudo ? "[ \"$use_sudo\" = 1 ] && " : "";
        plan += when + "run " + c.id.toUtf8() + ' ' + shellQuote(c.command).toUtf8() + '\n';
    }
    // The Proxmox commands take the VM id, which the script has validated as digits; the plan
    // is asked with a sample id whose text is then swapped for the variable.
    constexpr qint64 sampleVmid = 987654321;
    QByteArray proxmox;
    for (const PlannedCommand& c : proxmoxCommands(sampleVmid)) {
        QByteArray command = shellQuote(c.command).toUtf8();
        command.replace(QByteArray::number(sampleVmid), "'\"$vmid\"'");
        proxmox += "    run " + c.id.toUtf8() + ' ' + command + '\n';
    }
    // A watch's sample (`topolens fleet watch`): the link-health commands alone, each time.
    QByteArray sample;
    for (const PlannedCommand& c : watchSamplePlan())
        sample += "run " + c.id.toUtf8() + ' ' + shellQuote(c.command).toUtf8() + '\n';
    const PlannedCommand& gpu = gpuCountersSampleCommand();
    sample += "[ \"$gpu_counters\" = 1 ] && run " + gpu.id.toUtf8() + ' ' + shellQuote(gpu.command).toUtf8() + '\n';
    return "if [ \"$sample\" = 1 ]; then\n" + sample + "else\n" + plan + "if [ -n \"$vmid\" ]; then\n" + proxmox + "fi\nfi\n";
}

} // namespace

QByteArray standaloneCollectorScript()
{
    return QByteArray(R"SH(#!/bin/sh
# topolens-collect.sh: TopoLens's read-only command plan for machines where TopoLens itself
# can't run, or can't reach over SSH. It changes nothing on the machine: it only reads (lspci,
# /sys, /proc, nvidia-smi, numactl, lstopo, dmesg) and writes one bundle file that TopoLens opens
# (File > Open, or `topolens import BUNDLE -o SNAPSHOT.json`). With --armour it writes the
# bundle to standard output instead, gzip'ed and base64'ed between BEGIN and END lines with its
# sha256, for fan-out engines (clush, pdsh, ansible, srun) whose output TopoLens then reads.
#
# GENERATED from core/collect/commandplan.cpp by `topolens collector-script`; do not edit by
# hand (a test checks the two agree).
#
# Usage: sh topolens-collect.sh [--role host|guest|bare-metal] [--label TEXT] [--sudo]
#                               [--vmid N] [--timeout SECONDS] [--watch-sample [--gpu-counters]]
#                               [--armour] [-o BUNDLE|-]
#   --sudo     also run `sudo -n lspci -nnvvv` (never asks for a password)
#   --vmid N   on a Proxmox host, also `qm config N` and the PCI resource mappings
#   --watch-sample  only a watch's sample: the links' state and AER counters, and the kernel
#              log's PCIe lines (what `topolens fleet watch` runs between its collections);
#              with --gpu-counters also the NVIDIA GPUs' replay counters (nvidia-smi)
#   --armour   the armoured bundle on standard output (or into -o BUNDLE); needs gzip,
#              base64 and sha256sum (coreutils or busybox). Progress stays on standard error.
#   -o -       the plain bundle on standard output
set -u
role=host
label=
use_sudo=0
vmid=
limit=60
out=
armour=0
sample=0
gpu_counters=0
while [ $# -gt 0 ]; do
    case $1 in
        --role) role=$2; shift 2 ;;
        --label) label=$2; shift 2 ;;
        --sudo) use_sudo=1; shift ;;
        --vmid) vmid=$2; shift 2 ;;
        --timeout) limit=$2; shift 2 ;;
        -o) out=$2; shift 2 ;;
        --armour) armour=1; shift ;;
        --watch-sample) sample=1; shift ;;
        --gpu-counters) gpu_counters=1; shift ;;
        -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
        *) echo "topolens-collect.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
case $role in host|guest|bare-metal) ;; *) echo "topolens-collect.sh: --role must be host, guest or bare-metal" >&2; exit 2 ;; esac
case $vmid in '') ;; *[!0-9]*) echo "topolens-collect.sh: --vmid must be a number" >&2; exit 2 ;; esac
case $limit in ''|*[!0-9]*) echo "topolens-collect.sh: --timeout must be a number of seconds" >&2; exit 2 ;; esac
if [ "$armour" = 1 ]; then
    for tool in gzip base64 sha256sum; do
        command -v "$tool" >/dev/null 2>&1 && continue
        echo "topolens-collect.sh: --armour needs $tool (coreutils or busybox), which is not installed" >&2
        exit 1
    done
fi
host=$(cat /etc/hostname 2>/dev/null || uname -n)
[ -n "$label" ] || label=$host
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT INT TERM
# The bundle is written to a file first; armoured or on standard output, to one in $work.
to_stdout=0
[ "$out" = - ] && to_stdout=1
[ "$armour" = 1 ] && [ -z "$out" ] && to_stdout=1
if [ "$armour" = 1 ] || [ "$to_stdout" = 1 ]; then
    bundle=$work/bundle
else
    [ -n "$out" ] || out="topolens-$host-$(date -u +%Y%m%dT%H%M%SZ).bundle"
    bundle=$out
fi

# Milliseconds from some fixed point, or nothing when no clock finer than a second is there:
# date +%N (GNU, recent busybox), else the centiseconds of /proc/uptime (busybox's date prints
# "%N" as is). A capture without a fine clock gets no ms= at all rather than whole seconds.
now_ms() {
    t=$(date +%s%N 2>/dev/null)
    case $t in
        ''|*[!0-9]*) ;;
        *) echo $(( t / 1000000 )); return ;;
    esac
    up=
    { read -r up _ </proc/uptime; } 2>/dev/null
    case $up in
        [0-9]*.[0-9][0-9])
            cs=${up#*.}
            echo $(( ${up%.*} * 1000 + ${cs#0} * 10 )) ;;
    esac
}

# Runs one command of the plan and appends it to the bundle, outputs byte for byte.
run() {
    id=$1
    command=$2
    start=$(now_ms)
    if command -v timeout >/dev/null 2>&1; then
        timeout "$limit" sh -c "$command" >"$work/out" 2>"$work/err" </dev/null
    else
        sh -c "$command" >"$work/out" 2>"$work/err" </dev/null
    fi
    rc=$?
    end=$(now_ms)
    ms=
    [ -n "$start" ] && [ -n "$end" ] && ms=$(( end - start ))
    printf '@capture %s exit=%s%s stdout=%s stderr=%s\n' "$id" "$rc" "${ms:+ ms=$ms}" \
        "$(wc -c <"$work/out" | tr -d ' ')" "$(wc -c <"$work/err" | tr -d ' ')" >>"$bundle"
    printf '@command %s\n' "$command" >>"$bundle"
    cat "$work/out" "$work/err" >>"$bundle"
    printf '\n@end %s\n' "$id" >>"$bundle"
    echo "  $id: exit $rc${ms:+, $ms ms}" >&2
}

{
    printf '#topolens-bundle 1\n'
    printf '#role %s\n' "$role"
    printf '#label %s\n' "$(printf '%s' "$label" | tr -d '\n')"
    printf '#host %s\n' "$host"
    printf '#time %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
} >"$bundle"
where=$out
[ "$to_stdout" = 1 ] && where="standard output"
[ "$armour" = 1 ] && where="$where, armoured"
echo "topolens-collect.sh: collecting from $host into $where" >&2

# The armoured form (core/io/armour.h): sha256 and size of the plain bundle, then its gzip in
# base64 lines of 76 columns, so that CRLF, line prefixes and re-buffering leave it readable.
armoured() {
    sum=$(sha256sum <"$bundle") || return 1
    printf '%s\n' '-----BEGIN TOPOLENS BUNDLE v1-----'
    printf 'host=%s sha256=%s bytes=%s\n' "$(printf '%s' "$host" | tr -c 'A-Za-z0-9._-' '_')" "${sum%% *}" \
        "$(wc -c <"$bundle" | tr -d ' ')"
    gzip -c <"$bundle" | base64
    printf '%s\n' '-----END TOPOLENS BUNDLE v1-----'
}
)SH") + commandSection() + QByteArray(R"SH(if [ "$to_stdout" = 1 ]; then
    # Progress first: where an engine merges the two streams, it stays outside the block.
    echo "topolens-collect.sh: done" >&2
    if [ "$armour" = 1 ]; then armoured; else cat "$bundle"; fi
elif [ "$armour" = 1 ]; then
    armoured >"$out" && echo "topolens-collect.sh: done; $out holds the armoured bundle" >&2
else
    echo "topolens-collect.sh: done; open $out in TopoLens" >&2
fi
)SH");
}

} // namespace Topo
