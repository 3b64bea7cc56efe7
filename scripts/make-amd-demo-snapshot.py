#!/usr/bin/env python3
"""Writes resources/demo/amd-mi300x-snapshot.json: the AMD Instinct demo snapshot.

The snapshot is SYNTHETIC: a RECONSTRUCTION of a host and a guest that nobody captured with
TopoLens (no AMD machine was at hand). It is the case told in docs/demo-amd.md: a 2-socket AMD
EPYC 9004 (Genoa) Proxmox host with 8 AMD Instinct MI300X OAM in one XGMI hive, of which GPUs
4-7 (socket 1) are bound to vfio-pci and passed through to the q35 VM 128 ("mi300x-vm") and
GPUs 0-3 (socket 0) stay on the host with amdgpu. This script writes the raw outputs a capture
of that host and guest would hold, in the exact layout of the real tools, so the demo goes
through the same parsers as a real snapshot:

- lspci -tvnn / -nnvvv, sysfs-pci, iommu-groups, numactl -H, /proc/cmdline and qm config are
  written by the same emulation as scripts/make-demo-snapshot.py (the NVIDIA demo), whose
  layouts were checked against the real captures in tests/fixtures/.
- rocm-smi --showtopo and --showbus --showuniqueid --showproductname follow rocm_smi.py's own
  printing (ROCm/rocm_smi_lib python_smi_tools/rocm_smi.py at a1295714: 90-column banners,
  'GPU[n]\\t\\t: ' lines, '%-6s '/'%-12s ' table cells with their trailing blanks) and the
  real ROCm 7.x outputs in tests/fixtures/rocm-smi-topo/ (mi300a-4apu-rocm7.1.1.txt: two empty
  lines, the banner, an empty line, the sections separated by empty lines, the footer and an
  empty line) and tests/fixtures/rocm-smi-bus/ (mi300x-4gpu-sriov-vm-showall.txt: the MI300X
  names and values).

What is taken from public real outputs: the MI300X PCI id and names (1002:74a1, "Processing
accelerators [1200]", "Aqua Vanjaram [Instinct MI300X]", "AMD Instinct MI300X OAM"), the host
GPU bus numbers 05, 26, 46, 65, 85, a6, c6, e5 (AMD's MI300X health-check docs), the five-deep
path root port / switch upstream / switch downstream / upstream / downstream / GPU (AMD's
`lspci -d 1002:74a1 -PP` example), the Broadcom PEX890xx switch name, the Genoa functions'
ids as the real ASUS ESC8000A-E12 tree in tests/fixtures/lspci-tree/ names them ("Device
14a4": its pci.ids predates them), XGMI weight 15 / hops 1 between MI300X on the host, and
qemu-server's q35 layout (hostpciN with pcie=1 behind ich9-pcie-port-(N+1) at 00:1c.N, a
pcie-root-port with x-speed=16,x-width=32; tests/fixtures/qm-config/). Everything else is
plausible filler and says so in the snapshot's note: the AMD 1002:14a0/14a1 port pair under
each switch, serial numbers, unique ids, GUIDs, sizes, IRQs, BAR addresses, and above all that
a GPU's PCIe Device Serial Number carries the bytes of its rocm-smi Unique ID (the link the
demo uses to tell which host GPU each guest GPU is; not a documented MI300X property). That
the guest's rocm-smi sees PCIE links with weight 40 and hops 2 and no XGMI between the four
passed-through GPUs (the hypervisor does not expose the hive) is the reconstruction's premise.

Run it again after changing it; the output is deterministic.
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "resources", "demo", "amd-mi300x-snapshot.json")

# The NVIDIA demo's emulation of the tools' layouts (lspci -tv art, the tree walk, link
# fields, captures), shared rather than copied.
_spec = importlib.util.spec_from_file_location("nvidia_demo", os.path.join(HERE, "make-demo-snapshot.py"))
nvidia_demo = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nvidia_demo)
h, lspci_tree, walk, lnk, numa_of_bus, cap = (nvidia_demo.h, nvidia_demo.lspci_tree, nvidia_demo.walk,
                                              nvidia_demo.lnk, nvidia_demo.numa_of_bus, nvidia_demo.cap)

# ---------------------------------------------------------------- lspci -tv emulation
# The same port of pciutils' tree.c as in make-demo-snapshot.py: after each printed line, '+'
# and '|' become '|' and everything else a space.
def number_buses(bus, devs):
    """Gives every bridge its secondary and subordinate bus the way the firmware enumerates them:
    depth first, in slot order, the next free number each. Returns the last bus used."""
    last = bus
    for d in devs:
        if "children" in d:
            sec = last + 1
            sub = number_buses(sec, d["children"])
            d["bridge"] = (sec, sub)
            last = sub
    return last

def place_gpu_bars(devices, first, step=512 << 30):
    """Gives each GPU its 256G BAR 0 (and the 2M BAR 2 above it) at first + k * step, and every
    bridge above it the prefetchable window that holds them."""
    by_bdf = {bdf: (d, parent) for bdf, d, parent in devices}
    k = 0
    for bdf, d, parent in devices:
        if d.get("kind") != "gpu":
            continue
        d["bar"] = first + k * step
        k += 1
        while parent:
            up, parent = by_bdf[parent]
            up["window"] = d["bar"]

def ids_of(d):
    name = d["name"]
    return name[name.rfind("[") + 1:name.rfind("]")].split(":")

# ---------------------------------------------------------------- machine descriptions
AMD = "Advanced Micro Devices, Inc. [AMD]"
ATI = "Advanced Micro Devices, Inc. [AMD/ATI]"
GPU_NAME = ATI + " Aqua Vanjaram [Instinct MI300X] [1002:74a1]"
GPU_CLASS = "Processing accelerators [1200]"
GPU_SERIES = "AMD Instinct MI300X OAM"

# Host GPU i, i = 0..7: its bus (AMD's MI300X health-check example), root bus and NUMA node.
HOST_GPU_BUSES = [0x05, 0x26, 0x46, 0x65, 0x85, 0xA6, 0xC6, 0xE5]
PASSED_THROUGH = [4, 5, 6, 7]       # bound to vfio-pci, hostpci0-3 of VM 128
ON_HOST = [0, 1, 2, 3]              # bound to amdgpu, what the host's rocm-smi lists
VMID = 128

def unique_id(gpu):
    """rocm-smi's Unique ID of host GPU `gpu`: 64 bits, top bit set so hex() keeps 16 digits."""
    return int(h("mi300x-unique-id-%d" % gpu, 16), 16) | (1 << 63)

def dsn_of(value):
    # lspci prints the 64-bit Device Serial Number high byte first, dash separated.
    x = "%016x" % value
    return "-".join(x[i:i + 2] for i in range(0, 16, 2))

def board_serial(gpu):
    return "6923470%05d" % (5800 + gpu * 37)

def genoa(dev_id, slot, cls="Host bridge [0600]"):
    return dict(slot=slot, name=AMD + " Device [1022:%s]" % dev_id, cls=cls)

def gpu_chain(gpu):
    """The switch and ports above one MI300X: Broadcom upstream port, its downstream port, the
    AMD upstream/downstream pair, the GPU."""
    g = dict(slot="00.0", name=GPU_NAME, cls=GPU_CLASS, kind="gpu", gpu=gpu, dsn=dsn_of(unique_id(gpu)))
    amd_down = dict(slot="00.0", name=ATI + " Device [1002:14a1]", cls="PCI bridge [0604]", kind="down", children=[g])
    amd_up = dict(slot="00.0", name=ATI + " Device [1002:14a0]", cls="PCI bridge [0604]", kind="up", rev="01",
                  children=[amd_down])
    return amd_up

def pex(slot, kind, children, physical_slot=None):
    d = dict(slot=slot, name="Broadcom / LSI PEX890xx PCIe Gen 5 Switch [1000:c030]", cls="PCI bridge [0604]",
             kind=kind, rev="b0", children=children)
    if physical_slot:
        d["pslot"] = physical_slot
    return d

def host_root_buses():
    """Eight Genoa root complexes (00, 20, 40, 60 on socket 0; 80, a0, c0, e0 on socket 1), one
    MI300X each behind a PEX890xx switch on root port xx:01.1. The switches of 20 and a0 also
    carry a ConnectX-7, those of 40 and c0 an NVMe drive, on the downstream port before the
    GPU's, so the GPUs land on the bus numbers of AMD's example. The BMC hangs off 60."""
    roots = []
    for gpu, gbus in enumerate(HOST_GPU_BUSES):
        rb = gbus & 0xE0
        downs = []
        extra = rb & 0x60
        if extra == 0x20:
            downs.append(pex("00.0", "down", [
                dict(slot="00.0", name="Mellanox Technologies MT2910 Family [ConnectX-7] [15b3:1021]",
                     cls="Infiniband controller [0207]", kind="nic")]))
        elif extra == 0x40:
            downs.append(pex("00.0", "down", [
                dict(slot="00.0", name="Samsung Electronics Co Ltd NVMe SSD Controller PM9A1/PM9A3/980PRO [144d:a80a]",
                     cls="Non-Volatile memory controller [0108]", kind="nvme")]))
        downs.append(pex("%02x.0" % len(downs), "down", [gpu_chain(gpu)], physical_slot=gpu + 1))
        devs = [genoa("14a4", "00.0"), genoa("149e", "00.2", "IOMMU [0806]"),
                genoa("14a6", "00.3", "Generic system peripheral [0807]"), genoa("149f", "01.0"),
                dict(slot="01.1", name=AMD + " Device [1022:14ab]", cls="PCI bridge [0604]", kind="root",
                     children=[pex("00.0", "up", downs)]),
                genoa("149f", "02.0"), genoa("149f", "03.0"), genoa("149f", "04.0"), genoa("149f", "05.0")]
        if rb == 0x60:
            devs.append(dict(slot="05.2", name=AMD + " Device [1022:14aa]", cls="PCI bridge [0604]", kind="root",
                             children=[dict(slot="00.0", name="ASPEED Technology, Inc. AST1150 PCI-to-PCI Bridge [1a03:1150]",
                                            cls="PCI bridge [0604]", kind="pcibridge", rev="06",
                                            children=[dict(slot="00.0", name="ASPEED Technology, Inc. ASPEED Graphics Family [1a03:2000]",
                                                           cls="VGA compatible controller [0300]", kind="vga", rev="52")])]))
        devs.append(genoa("149f", "07.0"))
        devs.append(dict(slot="07.1", name=AMD + " Device [1022:14a7]", cls="PCI bridge [0604]", kind="internal",
                         children=[genoa("14ac", "00.0", "Non-Essential Instrumentation [1300]"),
                                   genoa("14dc", "00.1", "System peripheral [0880]")]))
        if rb == 0x00:
            devs += [dict(slot="14.0", name=AMD + " FCH SMBus Controller [1022:790b]", cls="SMBus [0c05]", rev="71"),
                     dict(slot="14.3", name=AMD + " FCH LPC Bridge [1022:790e]", cls="ISA bridge [0601]", rev="51")]
            for dev in (0x18, 0x19):
                devs += [genoa("%04x" % (0x14ad + f), "%02x.%d" % (dev, f)) for f in range(8)]
        number_buses(rb, devs)
        roots.append((0, rb, devs))
    return roots

# ---------------------------------------------------------------- lspci -nnvvv
PORT_TYPES = {"root": "Root Port (Slot+)", "up": "Upstream Port", "down": "Downstream Port (Slot+)",
              "internal": "Root Port (Slot-)", "pcibridge": "PCI-Express to PCI/PCI-X Bridge"}

def verbose_block(bdf, d, numa, iommu, driver=None, guest=False, port_link=("32", 16), gpu_sta=("32", 16, False)):
    """One device of lspci -nnvvv, in the layout of make-demo-snapshot.py's blocks."""
    short = bdf[5:]
    kind = d.get("kind", "")
    # lspci prints a revision only where it is not 0 (the MI300X's is 0x00)
    lines = ["%s %s: %s%s" % (short, d["cls"], d["name"], " (rev %s)" % d["rev"] if d.get("rev") else "")]
    if kind == "gpu":
        lines.append("\tSubsystem: %s Device [1002:74a1]" % ATI)
    lines.append("\tControl: I/O- Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop- ParErr- Stepping- SERR+ FastB2B- DisINTx+")
    lines.append("\tStatus: Cap+ 66MHz- UDF- FastB2B- ParErr- DEVSEL=fast >TAbort- <TAbort- <MAbort- >SERR- <PERR- INTx-")
    if d.get("bridge"):
        sec, sub = d["bridge"]
        lines.append("\tLatency: 0, Cache Line Size: 64 bytes")
        if d.get("pslot") and not guest:
            lines.append("\tPhysical Slot: %d" % d["pslot"])
        if numa is not None:
            lines.append("\tNUMA node: %d" % numa)
        if iommu is not None:
            lines.append("\tIOMMU group: %d" % iommu)
        lines.append("\tBus: primary=%s, secondary=%02x, subordinate=%02x, sec-latency=0" % (short[:2], sec, sub))
        if d.get("window"):
            lo = d["window"]
            lines.append("\tPrefetchable memory behind bridge: %016x-%016x [size=%dG] [64-bit]"
                         % (lo, lo + (258 << 30) - 1, 258))
        if guest and kind == "pcibridge":
            # QEMU's pci-bridge is conventional PCI: no Express capability.
            lines.append("\tCapabilities: [4c] MSI: Enable- Count=1/1 Maskable+ 64bit+")
            lines.append("\tCapabilities: [48] Slot ID: 0 slots, First+, chassis 01")
            lines.append("\tCapabilities: [40] Hot-plug capable")
            lines.append("\tKernel modules: shpchp")
            return "\n".join(lines) + "\n"
        port = "Root Port (Slot+)" if guest else PORT_TYPES.get(kind, "Root Port (Slot+)")
        lines.append("\tCapabilities: [%s] Express (v2) %s, MSI 00" % ("48" if guest else "58", port))
        lines.append("\t\tDevCap:\tMaxPayload %d bytes, PhantFunc 0" % (128 if guest else 512))
        if guest:
            # qemu-server's pcie-root-port with x-speed=16,x-width=32
            lines.append("\t\tLnkCap:\tPort #%d, Speed 16GT/s, Width x32, ASPM L0s, Exit Latency L0s <64ns" % d["port"])
            lines.append("\t\tLnkSta:\tSpeed 16GT/s, Width x32")
            lines.append("\t\t\tTrErr- Train- SlotClk- DLActive+ BWMgmt- ABWMgmt-")
        elif kind != "pcibridge":
            speed, width = port_link
            lines.append("\t\tLnkCap:\tPort #0, %s, ASPM L1, Exit Latency L1 <64us" % lnk(speed, width))
            lines.append("\t\t\tClockPM- Surprise- LLActRep+ BwNot+ ASPMOptComp+")
            lines.append("\t\tLnkSta:\t%s" % lnk(speed, width))
            lines.append("\t\t\tTrErr- Train- SlotClk+ DLActive+ BWMgmt- ABWMgmt-")
            lines.append("\t\tLnkCap2: Supported Link Speeds: 2.5-%sGT/s, Crosslink- Retimer+ 2Retimers+ DRS-" % speed)
            if kind in ("root", "down"):
                lines.append("\tCapabilities: [2a0 v1] Access Control Services")
                lines.append("\t\tACSCap:\tSrcValid+ TransBlk+ ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans+")
                lines.append("\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-")
        lines.append("\tKernel driver in use: pcieport")
    elif kind == "gpu":
        lines.append("\tLatency: 0, Cache Line Size: 64 bytes")
        lines.append("\tInterrupt: pin A routed to IRQ %d" % (60 + int(short[:2], 16) % 90))
        if numa is not None:
            lines.append("\tNUMA node: %d" % numa)
        if iommu is not None:
            lines.append("\tIOMMU group: %d" % iommu)
        base = d["bar"]
        lines.append("\tRegion 0: Memory at %x (64-bit, prefetchable) [size=256G]" % base)
        lines.append("\tRegion 2: Memory at %x (64-bit, prefetchable) [size=2M]" % (base + (256 << 30)))
        lines.append("\tRegion 5: Memory at %x (32-bit, non-prefetchable) [size=512K]"
                     % ((0xc1000000 + (int(short[:2], 16) << 20)) if guest else (0xa0000000 + (int(short[:2], 16) << 20))))
        lines.append("\tCapabilities: [48] Vendor Specific Information: Len=08 <?>")
        lines.append("\tCapabilities: [50] Power Management version 3")
        lines.append("\t\tFlags: PMEClk- DSI- D1- D2- AuxCurrent=0mA PME(D0-,D1-,D2-,D3hot-,D3cold-)")
        lines.append("\tCapabilities: [64] Express (v2) Endpoint, MSI 00")
        lines.append("\t\tDevCap:\tMaxPayload 512 bytes, PhantFunc 0, Latency L0s <4us, L1 unlimited")
        lines.append("\t\tLnkCap:\tPort #0, %s, ASPM L1, Exit Latency L1 <1us" % lnk("32", 16))
        speed, width, down = gpu_sta
        lines.append("\t\tLnkSta:\tSpeed %sGT/s%s, Width x%d" % (speed, " (downgraded)" if down else "", width))
        lines.append("\t\t\tTrErr- Train- SlotClk+ DLActive- BWMgmt- ABWMgmt-")
        lines.append("\t\tLnkCap2: Supported Link Speeds: 2.5-32GT/s, Crosslink- Retimer+ 2Retimers+ DRS-")
        lines.append("\t\tLnkSta2: Current De-emphasis Level: -3.5dB, EqualizationComplete+ EqualizationPhase1+")
        lines.append("\tCapabilities: [a0] MSI: Enable- Count=1/1 Maskable- 64bit+")
        lines.append("\tCapabilities: [c0] MSI-X: Enable+ Count=256 Masked-")
        lines.append("\tCapabilities: [100 v1] Vendor Specific Information: ID=0001 Rev=1 Len=010 <?>")
        lines.append("\tCapabilities: [150 v2] Advanced Error Reporting")
        lines.append("\tCapabilities: [200 v1] Physical Resizable BAR")
        lines.append("\t\tBAR 0: current size: 256GB, supported: 256MB 512MB 1GB 2GB 4GB 8GB 16GB 32GB 64GB 128GB 256GB")
        lines.append("\tCapabilities: [240 v1] Power Budgeting <?>")
        lines.append("\tCapabilities: [270 v1] Secondary PCI Express")
        lines.append("\tCapabilities: [2a0 v1] Access Control Services")
        lines.append("\tCapabilities: [2d0 v1] Process Address Space ID (PASID)")
        lines.append("\tCapabilities: [320 v1] Latency Tolerance Reporting")
        lines.append("\tCapabilities: [410 v1] Physical Layer 16.0 GT/s <?>")
        lines.append("\tCapabilities: [450 v1] Lane Margining at the Receiver <?>")
        lines.append("\tCapabilities: [500 v1] Physical Layer 32.0 GT/s <?>")
        lines.append("\tCapabilities: [580 v1] Device Serial Number %s" % d["dsn"])
        lines.append("\tKernel driver in use: %s" % driver)
        lines.append("\tKernel modules: amdgpu")
    else:
        lines.append("\tLatency: 0")
        if numa is not None and not d["cls"].startswith("Host bridge"):
            lines.append("\tNUMA node: %d" % numa)
        if iommu is not None:
            lines.append("\tIOMMU group: %d" % iommu)
        if kind == "nvme":
            lines.append("\tRegion 0: Memory at b8500000 (64-bit, non-prefetchable) [size=16K]")
            lines.append("\tCapabilities: [70] Express (v2) Endpoint, MSI 00")
            lines.append("\t\tLnkCap:\tPort #0, Speed 16GT/s, Width x4, ASPM L1, Exit Latency L1 <64us")
            lines.append("\t\tLnkSta:\tSpeed 16GT/s, Width x4")
            lines.append("\tKernel driver in use: nvme")
        elif kind == "nic":
            lines.append("\tRegion 0: Memory at 2fffc000000 (64-bit, prefetchable) [size=32M]")
            lines.append("\tCapabilities: [60] Express (v2) Endpoint, MSI 00")
            lines.append("\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x16, ASPM not supported")
            lines.append("\t\tLnkSta:\tSpeed 32GT/s, Width x16")
            lines.append("\tCapabilities: [1c0 v1] Device Serial Number %s" % dsn_of(int(h("cx7" + short, 16), 16)))
            lines.append("\tKernel driver in use: mlx5_core")
        elif kind == "vga":
            lines.append("\tRegion 0: Memory at %s (32-bit, non-prefetchable) [size=64M]" % ("c4000000" if not guest else "c0000000"))
            lines.append("\tKernel driver in use: %s" % ("bochs-drm" if guest else "ast"))
        elif d.get("driver"):
            lines.append("\tKernel driver in use: %s" % d["driver"])
    return "\n".join(lines) + "\n"

# ---------------------------------------------------------------- rocm-smi emulation
# rocm_smi.py: printLogSpacer centres ' Title ' in 90 '=' (an odd title gets one '=' more on
# the right); printLog writes 'GPU[n]\t\t: name: value'; tables are '%-6s ' and '%-12s ' cells.
def spacer(title=None):
    if not title:
        return "=" * 90
    if len(title) % 2:
        title += "="
    side = "=" * ((90 - len(title)) // 2)
    return side + title + side

HEADER = spacer(" ROCm System Management Interface ")
FOOTER = spacer(" End of ROCm SMI Log ")

def rocm_table(title, n, cell):
    rows = [spacer(" %s " % title), "       " + "".join("%-12s " % ("GPU%d" % j) for j in range(n))]
    for i in range(n):
        rows.append("%-6s " % ("GPU%d" % i) + "".join("%-12s " % ("0" if i == j else cell(i, j)) for j in range(n)))
    return rows

def rocm_showtopo(n, weight, hops, linktype, numa_node, numa_affinity):
    """rocm-smi --showtopo as ROCm 7.1.1 prints it (tests/fixtures/rocm-smi-topo/mi300a-4apu-rocm7.1.1.txt)."""
    out = ["", "", HEADER, ""]
    out += rocm_table("Weight between two GPUs", n, lambda i, j: str(weight)) + [""]
    out += rocm_table("Hops between two GPUs", n, lambda i, j: str(hops)) + [""]
    out += rocm_table("Link Type between two GPUs", n, lambda i, j: linktype) + [""]
    out.append(spacer(" Numa Nodes "))
    for i in range(n):
        out.append("GPU[%d]\t\t: (Topology) Numa Node: %d" % (i, numa_node))
        out.append("GPU[%d]\t\t: (Topology) Numa Affinity: %d" % (i, numa_affinity))
    out += [FOOTER, ""]
    return "\n".join(out) + "\n"

def rocm_showbus(gpus):
    """rocm-smi --showbus --showuniqueid --showproductname: rocm_smi.py prints the sections in
    its own order (Unique ID, PCI Bus ID, Product Info) whatever the order of the options.
    gpus: list of (host gpu index, bdf as the machine sees it, KFD node id)."""
    out = ["", "", HEADER, spacer(" Unique ID ")]
    out += ["GPU[%d]\t\t: Unique ID: %s" % (i, hex(unique_id(g))) for i, (g, bdf, node) in enumerate(gpus)]
    out += [spacer(), spacer(" PCI Bus ID ")]
    out += ["GPU[%d]\t\t: PCI Bus: %s" % (i, bdf) for i, (g, bdf, node) in enumerate(gpus)]
    out += [spacer(), spacer(" Product Info ")]
    for i, (g, bdf, node) in enumerate(gpus):
        out += ["GPU[%d]\t\t: Card Series: \t\t%s" % (i, GPU_SERIES),
                "GPU[%d]\t\t: Card Model: \t\t0x74a1" % i,
                "GPU[%d]\t\t: Card Vendor: \t\t%s" % (i, ATI),
                "GPU[%d]\t\t: Card SKU: \t\tM3000100" % i,
                "GPU[%d]\t\t: Subsystem ID: \t0x74a1" % i,
                "GPU[%d]\t\t: Device Rev: \t\t0x00" % i,
                "GPU[%d]\t\t: Node ID: \t\t%d" % (i, node),
                "GPU[%d]\t\t: GUID: \t\t%d" % (i, 10000 + int(h("guid%d" % g, 4), 16)),
                "GPU[%d]\t\t: GFX Version: \t\tgfx942" % i]
    out += [spacer(), FOOTER]
    return "\n".join(out) + "\n"

# ---------------------------------------------------------------- sysfs-pci, as make-demo-snapshot.py writes it
def sysfs_lines(bdf, d, numa, cpulist, link, driver, group):
    ids = ids_of(d)
    p = "/sys/bus/pci/devices/%s/" % bdf
    out = [p + "class:0x%s00" % d["cls"][-5:-1], p + "vendor:0x%s" % ids[0], p + "device:0x%s" % ids[1],
           p + "numa_node:%d" % numa, p + "local_cpulist:%s" % cpulist]
    if link:
        (cs, cw), (ms, mw) = link
        out += [p + "current_link_speed:%s GT/s PCIe" % cs, p + "current_link_width:%d" % cw,
                p + "max_link_speed:%s GT/s PCIe" % ms, p + "max_link_width:%d" % mw]
    if d.get("bridge"):
        out += [p + "secondary_bus_number:%d" % d["bridge"][0], p + "subordinate_bus_number:%d" % d["bridge"][1]]
    if driver:
        out.append(p + "driver:%s" % driver)
    if group is not None:
        out.append(p + "iommu_group:%d" % group)
    return out

# ---------------------------------------------------------------- host captures
HOST_CPUS = {0: "0-95,192-287", 1: "96-191,288-383"}

def host_driver(d):
    kind = d.get("kind", "")
    if kind == "gpu":
        return "vfio-pci" if d["gpu"] in PASSED_THROUGH else "amdgpu"
    if d.get("bridge"):
        return "pcieport"
    return {"nvme": "nvme", "nic": "mlx5_core", "vga": "ast"}.get(kind)

def host_captures():
    roots = host_root_buses()
    devices = list(walk(roots))
    for bdf, d, parent in devices:
        if d.get("kind") == "gpu":
            assert int(bdf[5:7], 16) == HOST_GPU_BUSES[d["gpu"]], bdf
    # IOMMU groups in enumeration order; with ACS on every root and downstream port each GPU,
    # switch port and endpoint is alone; the IOMMU functions themselves are in none.
    groups = {}
    for bdf, d, parent in devices:
        if not d["cls"].startswith("IOMMU"):
            groups[bdf] = len(groups)
    place_gpu_bars(devices, 0x100000000000)
    tree = lspci_tree(roots)
    verbose = ""
    sysfs = []
    for bdf, d, parent in devices:
        numa = numa_of_bus(int(bdf[5:7], 16))
        drv = host_driver(d)
        verbose += verbose_block(bdf, d, numa, groups.get(bdf), driver=drv) + "\n"
        link = (("32.0", 16), ("32.0", 16)) if d.get("kind") == "gpu" or (d.get("bridge") and d.get("kind") != "pcibridge") else None
        sysfs += sysfs_lines(bdf, d, numa, HOST_CPUS[numa], link, drv, groups.get(bdf))
    iommu = "\n".join("/sys/kernel/iommu_groups/%d/devices/%s" % (g, b)
                      for b, g in sorted(groups.items(), key=lambda kv: (kv[1], kv[0]))) + "\n"
    numactl = ("available: 2 nodes (0-1)\n"
               "node 0 cpus: " + " ".join(map(str, list(range(0, 96)) + list(range(192, 288)))) + "\n"
               "node 0 size: 773515 MB\nnode 0 free: 752806 MB\n"
               "node 1 cpus: " + " ".join(map(str, list(range(96, 192)) + list(range(288, 384)))) + "\n"
               "node 1 size: 774094 MB\nnode 1 free: 231477 MB\n"
               "node distances:\nnode   0   1 \n  0:  10  32 \n  1:  32  10 \n")
    cmdline = "BOOT_IMAGE=/boot/vmlinuz-6.8.12-4-pve root=/dev/mapper/pve-root ro quiet amd_iommu=on iommu=pt\n"
    identity = ("Linux pve-mi300 6.8.12-4-pve #1 SMP PREEMPT_DYNAMIC PMX 6.8.12-4 (2024-11-06T15:04Z) x86_64 GNU/Linux\n"
                "pve-mi300\nSupermicro\nH13DSG-OM\nAS -8125GS-TNMR2\n")
    dmesg = ("[    0.000000] Command line: " + cmdline +
             "[    2.913404] pci 0000:00:00.2: AMD-Vi: IOMMU performance counters supported\n"
             "[    2.987110] AMD-Vi: Interrupt remapping enabled\n"
             "[    2.987214] AMD-Vi: X2APIC enabled\n"
             "[    3.104425] iommu: Default domain type: Passthrough (set via kernel command line)\n"
             + "".join("[   %d.%06d] vfio-pci 0000:%02x:00.0: vfio_ecap_init: hiding ecap 0x19@0x410\n"
                       % (14 + g, 201733 + g * 1117, HOST_GPU_BUSES[g]) for g in PASSED_THROUGH))
    # The host's rocm-smi sees only the amdgpu-bound GPUs 0-3, as its GPU[0]..GPU[3]: still one
    # XGMI hive, on NUMA node 0. KFD node ids: 0 and 1 are the CPUs.
    host_rocm = [(g, "0000:%02x:00.0" % HOST_GPU_BUSES[g], 2 + i) for i, g in enumerate(ON_HOST)]
    topo = rocm_showtopo(len(ON_HOST), 15, 1, "XGMI", 0, 0)
    bus = rocm_showbus(host_rocm)
    qm = ("agent: 1\nballoon: 0\nbios: ovmf\nboot: order=scsi0\ncores: 96\ncpu: host\n"
          "efidisk0: local-zfs:vm-128-disk-1,efitype=4m,pre-enrolled-keys=1,size=1M\n" +
          "".join("hostpci%d: 0000:%02x:00.0,pcie=1\n" % (i, HOST_GPU_BUSES[g]) for i, g in enumerate(PASSED_THROUGH)) +
          "machine: q35\nmemory: 524288\nmeta: creation-qemu=9.0.2,ctime=1733140800\nname: mi300x-vm\n"
          "net0: virtio=BC:24:11:7D:42:A9,bridge=vmbr0,firewall=1\nnuma: 0\nostype: l26\n"
          "scsi0: local-zfs:vm-128-disk-0,iothread=1,size=1T\nscsihw: virtio-scsi-single\n"
          "smbios1: uuid=6b1e2f4c-3a7d-4e58-9c21-8d0f5a6e3b74\nsockets: 1\n"
          "vmgenid: 2c9d4e71-5b8a-4f36-a0e2-7f1c3d9b6a05\n")
    return [
        cap("identity", "uname -a; cat /etc/hostname 2>/dev/null; cat /sys/class/dmi/id/board_vendor /sys/class/dmi/id/board_name /sys/class/dmi/id/product_name 2>/dev/null", "", identity),
        cap("lspci-tree", "lspci -tvnn", "lspci-tree", tree),
        cap("lspci-verbose", "lspci -nnvvv", "lspci-verbose", verbose),
        cap("sysfs-pci", "(plan: sysfs-pci)", "sysfs-pci", "\n".join(sysfs) + "\n"),
        cap("iommu-groups", "find /sys/kernel/iommu_groups/ -type l | sort -V", "iommu-groups", iommu),
        cap("numa", "numactl -H", "numactl", numactl),
        cap("cmdline", "cat /proc/cmdline", "proc-cmdline", cmdline),
        cap("rocm-topo", "rocm-smi --showtopo", "rocm-smi-topo", topo,
            note="lists only the 4 GPUs bound to amdgpu (host GPUs 0-3); GPUs 4-7 are bound to vfio-pci"),
        cap("rocm-bus", "rocm-smi --showbus --showuniqueid --showproductname", "rocm-smi-bus", bus,
            note="lists only the 4 GPUs bound to amdgpu (host GPUs 0-3); GPUs 4-7 are bound to vfio-pci"),
        cap("dmesg-pci", "dmesg | grep …", "", dmesg),
        cap("qm-config", "qm config %d" % VMID, "", qm),
    ]

# ---------------------------------------------------------------- guest captures
def guest_captures():
    # q35 under qemu-server: hostpciN with pcie=1 sits behind ich9-pcie-port-(N+1), a
    # pcie-root-port at 00:1c.N; the guest numbers those ports' buses 01-04 in slot order.
    devs = [
        dict(slot="00.0", name="Intel Corporation 82G33/G31/P35/P31 Express DRAM Controller [8086:29c0]", cls="Host bridge [0600]"),
        dict(slot="01.0", name="Device [1234:1111]", cls="VGA compatible controller [0300]", kind="vga", rev="02"),
        dict(slot="12.0", name="Red Hat, Inc. Virtio network device [1af4:1000]", cls="Ethernet controller [0200]", driver="virtio-pci"),
        dict(slot="1a.0", name="Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #4 [8086:2937]", cls="USB controller [0c03]", rev="03",
             driver="uhci_hcd"),
    ]
    for i, g in enumerate(PASSED_THROUGH):
        gpu = dict(slot="00.0", name=GPU_NAME, cls=GPU_CLASS, kind="gpu", gpu=g, dsn=dsn_of(unique_id(g)))
        devs.append(dict(slot="1c.%d" % i, name="Red Hat, Inc. QEMU PCIe Root port [1b36:000c]", cls="PCI bridge [0604]",
                         kind="root", port=i + 1, children=[gpu]))
    devs += [
        dict(slot="1e.0", name="Red Hat, Inc. QEMU PCI-PCI bridge [1b36:0001]", cls="PCI bridge [0604]", kind="pcibridge",
             children=[dict(slot="01.0", name="Red Hat, Inc. Virtio SCSI [1af4:1004]", cls="SCSI storage controller [0100]",
                            driver="virtio-pci")]),
        dict(slot="1f.0", name="Intel Corporation 82801IB (ICH9) LPC Interface Controller [8086:2918]", cls="ISA bridge [0601]", rev="02",
             driver="lpc_ich"),
        dict(slot="1f.2", name="Intel Corporation 82801IR/IO/IH (ICH9R/DO/DH) 6 port SATA Controller [AHCI mode] [8086:2922]",
             cls="SATA controller [0106]", rev="02", driver="ahci"),
        dict(slot="1f.3", name="Intel Corporation 82801I (ICH9 Family) SMBus Controller [8086:2930]", cls="SMBus [0c05]", rev="02",
             driver="i801_smbus"),
    ]
    number_buses(0, devs)
    roots = [(0, 0, devs)]
    tree = lspci_tree(roots)
    verbose = ""
    sysfs = []
    gpus = []
    place_gpu_bars(list(walk(roots)), 0x38000000000)  # the dmesg lines below say the same
    for bdf, d, parent in walk(roots):
        kind = d.get("kind", "")
        drv = "amdgpu" if kind == "gpu" else "pcieport" if kind == "root" else d.get("driver")
        # The guest GPU's link reads as its virtual port's, 16 GT/s, capped at its own x16.
        verbose += verbose_block(bdf, d, None, None, driver=drv, guest=True, gpu_sta=("16", 16, True)) + "\n"
        link = ((("16.0", 16), ("32.0", 16)) if kind == "gpu" else (("16.0", 32), ("16.0", 32)) if kind == "root" else None)
        sysfs += sysfs_lines(bdf, d, -1, "0-95", link, drv, None)
        if kind == "gpu":
            gpus.append((d["gpu"], bdf))
    guest_rocm = [(g, bdf, 1 + i) for i, (g, bdf) in enumerate(gpus)]
    # No XGMI seen between the passed-through GPUs: PCIe through the guest's one CPU node,
    # weight 40 and 2 hops; node 0, and affinity -1 as the devices' sysfs numa_node reads.
    topo = rocm_showtopo(len(gpus), 40, 2, "PCIE", 0, -1)
    bus = rocm_showbus(guest_rocm)
    numactl = ("available: 1 nodes (0)\n"
               "node 0 cpus: " + " ".join(map(str, range(0, 96))) + "\n"
               "node 0 size: 515864 MB\nnode 0 free: 498113 MB\n"
               "node distances:\nnode   0 \n  0:  10 \n")
    cmdline = "BOOT_IMAGE=/vmlinuz-6.8.0-60-generic root=LABEL=cloudimg-rootfs ro console=tty1 console=ttyS0\n"
    identity = ("Linux mi300x-vm 6.8.0-60-generic #63-Ubuntu SMP PREEMPT_DYNAMIC Tue Apr 15 19:04:15 UTC 2025 x86_64 GNU/Linux\n"
                "mi300x-vm\nQEMU\nStandard PC (Q35 + ICH9, 2009)\n")
    first = 0x38000000000
    dmesg = ("[    0.000000] Command line: " + cmdline +
             "[    0.498211] pci 0000:00:1c.0: bridge window [mem 0x%x-0x%x 64bit pref]: assigned\n" % (first, first + (258 << 30) - 1) +
             "[    0.498406] pci 0000:01:00.0: BAR 0 [mem 0x%x-0x%x 64bit pref]: assigned\n" % (first, first + (256 << 30) - 1))
    return [
        cap("identity", "uname -a; …", "", identity),
        cap("lspci-tree", "lspci -tvnn", "lspci-tree", tree),
        cap("lspci-verbose", "lspci -nnvvv", "lspci-verbose", verbose),
        cap("sysfs-pci", "(plan: sysfs-pci)", "sysfs-pci", "\n".join(sysfs) + "\n"),
        cap("iommu-groups", "find /sys/kernel/iommu_groups/ -type l | sort -V", "iommu-groups", "",
            note="no vIOMMU in this guest: nothing to list"),
        cap("numa", "numactl -H", "numactl", numactl),
        cap("cmdline", "cat /proc/cmdline", "proc-cmdline", cmdline),
        cap("rocm-topo", "rocm-smi --showtopo", "rocm-smi-topo", topo),
        cap("rocm-bus", "rocm-smi --showbus --showuniqueid --showproductname", "rocm-smi-bus", bus),
        cap("dmesg-pci", "dmesg | grep …", "", dmesg),
    ]

def main():
    host = host_captures()
    guest = guest_captures()
    snapshot = {
        "topolens": "snapshot",
        "version": 1,
        "title": "Demo: 8x AMD Instinct MI300X, 4 passed through to a Proxmox VM (2x EPYC 9654)",
        "note": ("SYNTHETIC RECONSTRUCTION, not a capture. Written by scripts/make-amd-demo-snapshot.py (see "
                 "docs/demo-amd.md in the TopoLens sources); no AMD machine was captured. Host: 2x EPYC 9654, 8 MI300X "
                 "OAM at 05, 26, 46, 65 (NUMA 0) and 85, a6, c6, e5 (NUMA 1), each behind its own PEX890xx switch "
                 "and an AMD port pair on its own root port; GPUs 4-7 bound to vfio-pci and passed to VM 128 "
                 "(hostpci0-3, pcie=1, q35), GPUs 0-3 on amdgpu, which the host's rocm-smi lists as GPU[0]-GPU[3] in "
                 "one XGMI hive (weight 15, 1 hop). Guest \"mi300x-vm\": the 4 GPUs behind root ports 00:1c.0-3 at "
                 "01-04:00.0; its rocm-smi sees PCIE links only (weight 40, 2 hops), one NUMA node, no IOMMU. The "
                 "GPUs' PCIe Device Serial Numbers are written as the bytes of their rocm-smi Unique IDs (an "
                 "assumption of this reconstruction); serial numbers, unique ids, GUIDs, the AMD port pair, sizes "
                 "and link details are plausible filler in the real tools' output layout."),
        "reconstruction": True,
        "createdAt": "2025-06-02T10:00:00Z",
        "machines": [
            {"role": "host", "label": "pve-mi300 (2x EPYC 9654, 8x MI300X OAM)", "address": "root@pve-mi300",
             "collectedAt": "2025-06-02T09:40:00Z", "collector": "reconstruction", "captures": host},
            {"role": "guest", "label": "mi300x-vm (VM %d)" % VMID, "address": "ubuntu@mi300x-vm",
             "collectedAt": "2025-06-02T09:45:00Z", "collector": "reconstruction", "captures": guest},
        ],
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        json.dump(snapshot, f, indent="\t", ensure_ascii=False)
        f.write("\n")
    print("wrote", os.path.normpath(OUT))

if __name__ == "__main__":
    sys.exit(main())
