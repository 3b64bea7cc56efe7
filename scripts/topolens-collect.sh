#!/bin/sh
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
if [ "$sample" = 1 ]; then
run pci-links 'cd /sys/bus/pci/devices && grep -H . */current_link_speed */current_link_width */max_link_speed */max_link_width */aer_dev_correctable */aer_dev_nonfatal */aer_dev_fatal */aer_rootport_total_err_cor */aer_rootport_total_err_nonfatal */aer_rootport_total_err_fatal 2>/dev/null | sed '\''s|^|/sys/bus/pci/devices/|'\''; true'
run dmesg-pcie '{ dmesg 2>/dev/null || journalctl -k -b -q --no-pager 2>/dev/null; } | grep -E '\''AER|PCIe Bus Error|error status/mask|\[ ?[0-9]+\] [A-Za-z]|Link Down|Link Up|PCIe bandwidth|DPC: containment|fallen off the bus|NVRM: The NVIDIA GPU'\'' | tail -n 2000'
[ "$gpu_counters" = 1 ] && run gpu-replays 'nvidia-smi -q -x 2>/dev/null | grep -E '\''^(<[?]xml|[[:space:]]*</?(nvidia_smi_log|pci|pci_gpu_link_info|pcie_gen|link_widths)>|[[:space:]]*<gpu id=|[[:space:]]*</gpu>|[[:space:]]*<(pci_bus_id|max_link_gen|current_link_gen|max_link_width|current_link_width|replay_counter|replay_rollover_counter)>)'\''; true'
else
run identity 'uname -a; cat /etc/hostname 2>/dev/null; cat /sys/class/dmi/id/board_vendor /sys/class/dmi/id/board_name /sys/class/dmi/id/product_name 2>/dev/null || true'
run machine-identity 'grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/sys_vendor /sys/class/dmi/id/product_name /sys/class/dmi/id/product_uuid /sys/class/net/*/address 2>/dev/null; true'
run net-devices 'ls -l /sys/class/net/ /sys/class/infiniband/ 2>/dev/null; true'
run ibstat 'ibstat'
run ibv-devinfo 'ibv_devinfo'
run lspci-tree 'lspci -tvnn'
run lspci-verbose 'lspci -nnvvv'
[ "$use_sudo" = 1 ] && run lspci-verbose-sudo 'sudo -n lspci -nnvvv'
run sysfs-pci 'cd /sys/bus/pci/devices && { for d in *; do p=$(readlink -f "$d" 2>/dev/null); [ -n "$p" ] || p=/sys/bus/pci/devices/$d; for a in class vendor device subsystem_vendor subsystem_device revision numa_node local_cpulist current_link_speed current_link_width max_link_speed max_link_width secondary_bus_number subordinate_bus_number aer_rootport_total_err_cor aer_rootport_total_err_nonfatal aer_rootport_total_err_fatal; do [ -r "$d/$a" ] && v=$(cat "$d/$a" 2>/dev/null) && printf '\''%s/%s:%s\n'\'' "$p" "$a" "$v"; done; for a in aer_dev_correctable aer_dev_nonfatal aer_dev_fatal; do [ -r "$d/$a" ] || continue; while read -r k n; do printf '\''%s/%s:%s %s\n'\'' "$p" "$a" "$k" "$n"; done < "$d/$a"; done 2>/dev/null; for l in driver iommu_group; do [ -L "$d/$l" ] && printf '\''%s/%s:%s\n'\'' "$p" "$l" "$(basename "$(readlink "$d/$l")")"; done; done; true; }'
run pci-config 'cd /sys/bus/pci/devices && { for d in *; do [ -r "$d/config" ] || continue; printf '\''==> /sys/bus/pci/devices/%s/config <==\n'\'' "$d"; od -Ax -tx1 -v "$d/config"; done; true; }'
run iommu-groups 'find /sys/kernel/iommu_groups/ -type l | sort -V'
run numa 'numactl -H'
run numa-sysfs 'grep -H . /sys/devices/system/node/node*/cpulist /sys/devices/system/node/node*/distance'
run hwloc-topology 'lstopo-no-graphics --of xml'
run cmdline 'cat /proc/cmdline'
run nvidia-topo 'nvidia-smi topo -m'
run nvidia-p2p-r 'nvidia-smi topo -p2p r'
run nvidia-p2p-w 'nvidia-smi topo -p2p w'
run nvidia-p2p-n 'nvidia-smi topo -p2p n'
run nvidia-p2p-a 'nvidia-smi topo -p2p a'
run nvidia-xml 'nvidia-smi -q -x'
run nvidia-csv 'nvidia-smi --query-gpu=index,pci.bus_id,name,uuid,serial,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv'
run rocm-topo 'rocm-smi --showtopo'
run rocm-bus 'rocm-smi --showbus --showuniqueid --showproductname'
run amd-smi-topology 'amd-smi topology'
run amd-smi-list 'amd-smi list'
run dmesg-pci 'dmesg 2>/dev/null | grep -iE '\''BAR [0-9]|bridge window|pci=realloc|no space|failed to assign|can.t assign|AMD-Vi|DMAR|iommu'\'' | tail -n 400'
run dmesg-pcie '{ dmesg 2>/dev/null || journalctl -k -b -q --no-pager 2>/dev/null; } | grep -E '\''AER|PCIe Bus Error|error status/mask|\[ ?[0-9]+\] [A-Za-z]|Link Down|Link Up|PCIe bandwidth|DPC: containment|fallen off the bus|NVRM: The NVIDIA GPU'\'' | tail -n 2000'
run qemu-processes 'for p in /proc/[0-9]*; do a=$(tr '\''\000'\'' '\''\n'\'' 2>/dev/null <"$p/cmdline" | head -n 1); case ${a##*/} in qemu-system-*|qemu-kvm|kvm) printf '\''==> %s/cmdline <==\n'\'' "$p"; tr '\''\000\n'\'' '\''\n\001'\'' 2>/dev/null <"$p/cmdline"; printf '\''\n'\'';; esac; done; true'
run virsh-domains 'for u in $(virsh -r -c qemu:///system list --uuid 2>/dev/null); do printf '\''==> %s <==\n'\'' "$u"; virsh -r -c qemu:///system dumpxml "$u"; done; true'
if [ -n "$vmid" ]; then
    run qm-config 'qm config '"$vmid"''
    run qm-showcmd 'qm showcmd '"$vmid"' --pretty'
    run pve-pci-mapping 'cat /etc/pve/mapping/pci.cfg'
fi
fi
if [ "$to_stdout" = 1 ]; then
    # Progress first: where an engine merges the two streams, it stays outside the block.
    echo "topolens-collect.sh: done" >&2
    if [ "$armour" = 1 ]; then armoured; else cat "$bundle"; fi
elif [ "$armour" = 1 ]; then
    armoured >"$out" && echo "topolens-collect.sh: done; $out holds the armoured bundle" >&2
else
    echo "topolens-collect.sh: done; open $out in TopoLens" >&2
fi
