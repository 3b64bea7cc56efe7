// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"
#include "model/gpu.h"

#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// How AMD's tools name the link between two GPUs (rocm-smi's "Link Type between two GPUs",
/// amd-smi's LINK TYPE): XGMI (Infinity Fabric between GPUs) or PCIE.
enum class AmdLinkType { Self, Xgmi, Pcie, Unknown };

/// "XGMI", "PCIE", "X" (self); anything else is Unknown.
AmdLinkType amdLinkTypeFromText(QStringView text);
QString amdLinkTypeName(AmdLinkType type);

/// What AMD's tools print between two GPUs, each field as printed, trimmed ("" where no tool
/// of the snapshot said). Typed views are computed from the text, so nothing printed is lost.
struct AmdGpuLink
{
    QString linkType;      // "XGMI", "PCIE", "0"/"X" on the diagonal
    QString hops;          // "1", "2"
    QString weight;        // "15", "40", "72"
    QString bandwidth;     // "50000-50000" (rocm-smi --shownodesbw, amd-smi BW, MB/s min-max)
    QString accessible;    // amd-smi's ACCESS / link_status: "ENABLED", "DISABLED" (P2P access)
    QString cacheCoherent; // amd-smi 26.x tables: "C" / "NC" / "SELF" …
    QString atomics32;
    QString atomics64;
    QString dma;
    QString bidirectional;

    AmdLinkType type() const { return amdLinkTypeFromText(linkType); }
    std::optional<int> hopCount() const;
    std::optional<int> weightValue() const;
    /// What the vendor's tools call this link, for a label: "XGMI", "PCIE 2 hops", "PCIE".
    QString vendorText() const;
    bool isEmpty() const;
    friend bool operator==(const AmdGpuLink&, const AmdGpuLink&) = default;
};

/// One GPU as an AMD topology tool names it.
struct AmdTopologyGpu
{
    int index = -1;                  // rocm-smi's GPU[n], amd-smi's GPU n (the HIP/KFD order)
    std::optional<Bdf> bdf;          // amd-smi keys its tables by PCI address
    std::optional<int> numaNode;     // "(Topology) Numa Node"
    std::optional<int> numaAffinity; // "(Topology) Numa Affinity" (-1: none)
    int line = 0;                    // where the GPU was first named (1-based)
    friend bool operator==(const AmdTopologyGpu&, const AmdTopologyGpu&) = default;
};

/// AMD's GPU-to-GPU topology: rocm-smi --showtopo (or any of its sections) and amd-smi
/// topology, text or JSON. `links[a][b]` holds the pair of `gpus[a]` and `gpus[b]`.
struct AmdTopology
{
    QList<AmdTopologyGpu> gpus;
    QList<QList<AmdGpuLink>> links;

    bool isEmpty() const { return gpus.isEmpty(); }
    int size() const { return int(gpus.size()); }
    /// The position in `gpus` of GPU `index`, or -1.
    int positionOf(int index) const;
    int positionOf(const Bdf& bdf) const;
    /// The link between two GPUs by index; nullptr when either is unknown.
    const AmdGpuLink* link(int indexA, int indexB) const;
    /// Adds a GPU (keeping `links` square) or gives the one already there, by index.
    int ensureGpu(int index, int line = 0);
    AmdGpuLink& linkAt(int positionA, int positionB);
    /// Fills what is still empty from `other` (another section or another tool), by GPU index,
    /// or by PCI address where both name one; never overwrites.
    void mergeFrom(const AmdTopology& other);
};

/// The GPUs AMD's tools list (rocm-smi --showbus --showuniqueid --showproductname,
/// amd-smi list, amd-smi static --bus): index, PCI address, unique id, product name; and the
/// driver / ROCm version where printed.
struct AmdGpuInventory
{
    QString driverVersion;
    QString rocmVersion;
    QList<Gpu> gpus; // Gpu::uniqueId holds the unique id; uuid amd-smi's UUID
};

} // namespace Topo
