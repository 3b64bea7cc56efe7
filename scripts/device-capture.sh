#!/bin/sh
# One-off capture of real outputs on the lent GPU machine, for test fixtures.
# Writes $OUT/capture.tar.gz holding one file per command (stdout, stderr, exit code).
set -u
dir=$(mktemp -d)/capture
mkdir -p "$dir"
run() { # id, command...
  id=$1; shift
  start=$(date +%s%N)
  sh -c "$*" >"$dir/$id.out" 2>"$dir/$id.err"
  echo $? >"$dir/$id.rc"
  end=$(date +%s%N)
  echo "$id $(( (end-start)/1000000 )) ms: $*" >>"$dir/MANIFEST"
}
run uname 'uname -a'
run os_release 'cat /etc/os-release'
run proc_cmdline 'cat /proc/cmdline'
run lspci_tv 'lspci -tv'
run lspci_tvnn 'lspci -tvnn'
run lspci_nn 'lspci -nn'
run lspci_D_nn 'lspci -D -nn'
run lspci_vvv 'lspci -vvv'
run lspci_nnvvv 'lspci -nnvvv'
run lspci_xxxx 'lspci -xxxx'
run lspci_vmm 'lspci -vmm -nn -D'
run iommu_find 'find /sys/kernel/iommu_groups/ -type l | sort -V'
run iommu_script 'for g in $(find /sys/kernel/iommu_groups/* -maxdepth 0 -type d | sort -V); do echo "IOMMU Group ${g##*/}:"; for d in $g/devices/*; do echo -e "\t$(lspci -nns ${d##*/})"; done; done'
run sysfs_pci 'cd /sys/bus/pci/devices && for d in *; do for a in class vendor device subsystem_vendor subsystem_device revision numa_node local_cpulist current_link_speed current_link_width max_link_speed max_link_width; do [ -r "$d/$a" ] && v=$(cat "$d/$a" 2>/dev/null) && printf "/sys/bus/pci/devices/%s/%s:%s\n" "$d" "$a" "$v"; done; for l in driver iommu_group; do [ -L "$d/$l" ] && printf "/sys/bus/pci/devices/%s/%s:%s\n" "$d" "$l" "$(basename "$(readlink "$d/$l")")"; done; done'
run numactl_H 'numactl -H'
run sysfs_node 'grep -H . /sys/devices/system/node/node*/cpulist /sys/devices/system/node/node*/distance'
run smi_topo_m 'nvidia-smi topo -m'
run smi_topo_mp 'nvidia-smi topo -mp'
for c in r w n a p; do run smi_p2p_$c "nvidia-smi topo -p2p $c"; done
run smi_q 'nvidia-smi -q'
run smi_qx 'nvidia-smi -q -x'
run smi_query 'nvidia-smi --query-gpu=index,pci.bus_id,name,uuid,serial,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv'
run smi_query_nh 'nvidia-smi --query-gpu=index,pci.bus_id,name,uuid,serial,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv,noheader,nounits'
run smi_L 'nvidia-smi -L'
run smi 'nvidia-smi'
run dmesg_bar 'dmesg | grep -iE "BAR |pci=realloc|resource|NVRM|iommu|DMAR|AMD-Vi" | head -400'
run lstopo 'lstopo-no-graphics --of xml 2>/dev/null || echo no-lstopo'
run virt 'systemd-detect-virt; cat /sys/class/dmi/id/sys_vendor /sys/class/dmi/id/product_name 2>/dev/null'
run tools 'for t in lspci nvidia-smi numactl lstopo nvcc python3 dmesg; do printf "%s: " $t; command -v $t || echo missing; done'
# NCCL topology dump from a one-rank NCCL communicator (PyTorch's NCCL).
run nccl_dump 'cd /tmp && NCCL_TOPO_DUMP_FILE=/tmp/nccl_topo.xml NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,GRAPH NCCL_NVLS_ENABLE=0 MASTER_ADDR=127.0.0.1 MASTER_PORT=29533 timeout 120 python3 -c "import torch,torch.distributed as d; d.init_process_group(\"nccl\",rank=0,world_size=1); t=torch.ones(1,device=\"cuda\"); d.all_reduce(t); torch.cuda.synchronize(); d.destroy_process_group(); print(\"ok\")"; cat /tmp/nccl_topo.xml > '"$dir"'/nccl_topo_dump.xml 2>/dev/null'
(cd /tmp && nvcc -O2 -o copybench "$OLDPWD/tools/copybench/copybench.cu" && ./copybench > "$dir/copybench.csv" 2> "$dir/copybench.err"; echo "copybench rc=$?")
tar -C "$(dirname "$dir")" -czf "$OUT/capture.tar.gz" capture
ls -la "$dir" | head -80
cat "$dir/MANIFEST"; cat "$dir/tools.out"
