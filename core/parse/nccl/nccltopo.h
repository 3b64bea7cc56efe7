// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/machine.h"
#include "model/pci.h"

#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <optional>

/// NCCL's topology XML: what `NCCL_TOPO_DUMP_FILE` writes and `NCCL_TOPO_FILE` reads
/// (`<system version="1">` → `<cpu>` → nested `<pci>` → `<gpu>` → `<nvlink>`, and `<nic>` →
/// `<net>`). Cloud providers ship such files for their VMs; NCCL's own parser is small and
/// strict, so besides reading the file this module says where NCCL would refuse or misread it.
/// The parser of format nccl-topo-xml is nccltopoxml.cpp; nccltopo.cpp holds the value's walks,
/// NCCL's link speed names and the Machine a topology stands for.
namespace Topo {

/// NCCL's parser limits (src/graph/xml.h, src/graph/topo.h, NCCL 2.2x–2.30).
namespace NcclLimits {
inline constexpr int maxXmlNodes = 256;      // NCCL_TOPO_XML_MAX_NODES: every element counts
inline constexpr int maxAttributes = 16;     // MAX_ATTR_COUNT per element
inline constexpr int maxStringLength = 255;  // MAX_STR_LEN: its buffers, terminator included
/// The longest name or value NCCL's reader takes: its buffer also holds the closing quote
/// (or the character after a name) and the terminator.
inline constexpr int maxValueLength = maxStringLength - 2;
inline constexpr int maxChildren = 640;      // MAX_SUBS per element (128 before 2.27)
} // namespace NcclLimits

/// The attributes of one element in file order, as written (NCCL does not decode entities).
using NcclAttributes = QList<QPair<QString, QString>>;

struct NcclNvLink
{
    QString target;  // bus id of the peer: a GPU, an NVSwitch, or "fffffff:ff:ff.0" in VMs
    int count = 0;   // links bonded towards that target
    QString tclass;  // PCI class of the target: 0x068000 NVSwitch, 0x0302.. GPU, 0x068001 CPU
    int line = 0;
    NcclAttributes attributes;

    bool targetIsNvSwitch() const { return tclass == u"0x068000"; }
};

struct NcclGpu
{
    int dev = -1;   // CUDA device index of the dumping process
    int rank = -1;
    int sm = 0;     // compute capability ×10 (90 = Hopper)
    int gdr = -1;   // GPUDirect RDMA supported
    QList<NcclNvLink> nvlinks;
    int line = 0;
    NcclAttributes attributes;
};

struct NcclNet
{
    QString name; // remote text ("mlx5_0", "eth0"), cleaned
    int dev = -1;
    QString speed; // Mbit/s as written
    int gdr = -1;
    int line = 0;
    NcclAttributes attributes;
};

struct NcclNic
{
    QList<NcclNet> nets;
    int line = 0;
};

struct NcclPci
{
    QString busId;          // as written ("0000:17:00.0", "ffff:ff:01.0")
    std::optional<Bdf> bdf; // parsed; NCCL's made-up bridge ids parse too
    QString classText;      // "0x030200", "0x060400"; may be absent in hand-made files
    quint32 classCode = 0;
    quint16 vendorId = 0;
    quint16 deviceId = 0;
    quint16 subsystemVendorId = 0;
    quint16 subsystemDeviceId = 0;
    QString linkSpeedText;  // "32.0 GT/s PCIe", "8 GT/s", "" (unknown: NCCL assumes Gen3)
    LinkState link;         // from link_speed and link_width (0 = NCCL assumes x16)
    std::optional<NcclGpu> gpu;
    std::optional<NcclNic> nic;
    QList<NcclPci> children; // devices behind this bridge (NCCL keeps every second level)
    int line = 0;
    NcclAttributes attributes;

    bool isBridge() const { return (classCode >> 8) == 0x0604; }
};

struct NcclCpu
{
    std::optional<int> numaId; // -1 when the dumping machine reported none
    QString affinity;          // cpumask "0000ffff,ffffffff"
    QString arch;              // "x86_64"
    QString vendor;            // "GenuineIntel", "AuthenticAMD"
    QString familyId;
    QString modelId;
    QList<NcclPci> pcis;
    std::optional<NcclNic> nic; // NICs NCCL could not place in the PCI tree
    int line = 0;
    NcclAttributes attributes;

    /// Every <pci> below this cpu, depth first, with its depth (0 = directly under the cpu).
    QList<QPair<const NcclPci*, int>> allPci() const;
};

struct NcclTopology
{
    int version = 0;
    NcclAttributes systemAttributes;
    QList<NcclCpu> cpus;
    int elementCount = 0; // every element, as NCCL counts them against its 256-node limit

    /// Every <pci> element, depth first, with its depth below <cpu> (0 = directly under it).
    QList<QPair<const NcclPci*, int>> allPci() const;
    int gpuCount() const;
};

/// Reads NCCL topology XML. Never throws. A graph file (`<graphs>`, NCCL_GRAPH_DUMP_FILE), a
/// cut-off file or anything that is not `<system>` gives an error naming the line; DTDs are
/// refused outright (NCCL never writes one, and no entity is ever resolved). Beyond XML, it
/// warns where NCCL's own parser would fail or misread the file: more than 256 elements, over
/// 16 attributes or 255-character values, tabs between elements, an XML declaration, entity
/// references (NCCL does not decode them), unknown link speeds.
ParseResult<NcclTopology> parseNcclTopology(QByteArrayView data);
int sniffNcclTopology(QByteArrayView data);

/// "32.0 GT/s PCIe" / "8 GT/s" / "32 GT/s PCIe/s" → GT/s; 0 when empty or unknown.
double ncclLinkSpeedGTs(QStringView text);
/// Whether NCCL's own table (kvDictPciGen, a prefix match) knows the text; otherwise NCCL
/// falls back to 8 GT/s (Gen3), which halves or quarters modern links in its model.
bool ncclKnowsLinkSpeed(QStringView text);
/// The text NCCL ≥ 2.x and kernels ≥ 5.7 write for a rate: 32 → "32.0 GT/s PCIe"; empty when
/// the rate is not a PCIe one.
QString ncclLinkSpeedText(double gts);

/// A machine model drawn from an NCCL topology, so the layout and views can show it next to
/// one collected with lspci: each top-level <pci> under a <cpu> becomes a root bus, nested
/// <pci> elements become switch ports and endpoints with their link speed and width, NUMA
/// comes from the cpu's numaid, GPUs from <gpu> (numbered by dev), NVLink from <nvlink> as a
/// topology matrix (NV# between GPUs on one NVSwitch fabric or linked directly). NCCL leaves
/// out root ports and every other switch level, so the tree is shallower than lspci's.
Machine machineFromNcclTopology(const NcclTopology& topology);

} // namespace Topo
