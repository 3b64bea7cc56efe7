// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo {

/// nvidia-smi's connection classes, best first, with AMD's XGMI (Infinity Fabric between GPUs,
/// from rocm-smi / amd-smi) beside NVLink. The legacy `SOC` label is read as Sys.
enum class LinkClass { Self, NVLink, Xgmi, PIX, PXB, PHB, Node, Sys, Unknown };

/// The classes a GPU pair can have, best first: what legends list.
inline constexpr LinkClass pairLinkClasses[] = { LinkClass::NVLink, LinkClass::Xgmi, LinkClass::PIX, LinkClass::PXB,
    LinkClass::PHB, LinkClass::Node, LinkClass::Sys };

/// One cell of `nvidia-smi topo -m`: its class and, for NV#, the number of bonded links.
struct LinkClassCell
{
    LinkClass linkClass = LinkClass::Unknown;
    int nvlinks = 0;

    /// "X", "NV12", "PIX", …, "SYS"; what nvidia-smi prints today.
    QString toString() const;
    /// Reads a printed cell; "SOC" → Sys; anything unknown → Unknown.
    static LinkClassCell parse(QStringView text);
    friend bool operator==(const LinkClassCell&, const LinkClassCell&) = default;
};

QString linkClassName(LinkClass linkClass);
/// How a class is explained to a user ("Connection traversing …" in nvidia-smi's own words).
QString linkClassDescription(LinkClass linkClass);

/// `nvidia-smi topo -p2p` cell values.
enum class P2pStatus { Self, Ok, NotSupported, ChipsetNotSupported, GpuNotSupported,
    TopologyNotSupported, DisabledByRegkey, Unknown };

QString p2pStatusCode(P2pStatus status); // "OK", "NS", "CNS", …
P2pStatus p2pStatusFromCode(QStringView code);
QString p2pStatusDescription(P2pStatus status);

/// Which `nvidia-smi topo -p2p X` matrix: read, write, nvlink, atomics, prop.
enum class P2pCapability { Read, Write, NvLink, Atomics, Prop };
QChar p2pCapabilityLetter(P2pCapability capability);
std::optional<P2pCapability> p2pCapabilityFromLetter(QChar letter);
QString p2pCapabilityName(P2pCapability capability);

/// A square matrix as a tool printed it: the row/column labels (GPU0, NIC0, mlx5_0) and the
/// cells, row-major, trimmed, escape sequences removed. Parsers keep the printed text; typed
/// views (class, status) are computed from it, so nothing the tool said is lost.
struct PrintedMatrix
{
    QStringList labels;
    QList<QStringList> cells; // cells[row][column]

    int size() const { return int(labels.size()); }
    QString cell(int row, int column) const;
    int indexOf(const QString& label) const { return int(labels.indexOf(label)); }
};

/// Extra per-row columns of `topo -m`.
struct TopoAffinity
{
    QString label;      // row label
    QString cpuAffinity; // "0-23,48-71"
    QString numaAffinity; // "0", "N/A"
    QString gpuNumaId;   // "N/A"
    friend bool operator==(const TopoAffinity&, const TopoAffinity&) = default;
};

/// `nvidia-smi topo -m` (or `-mp`): GPU/NIC link classes plus affinity and the NIC legend.
struct TopoMatrix
{
    PrintedMatrix matrix;
    QStringList extraColumns;          // the header names after the matrix columns, as printed
    QList<TopoAffinity> affinity;      // one per row that had them
    QList<QPair<QString, QString>> nicLegend; // NIC0 → mlx5_0, in printed order
    QList<QPair<QString, QString>> legend;    // "PIX" → "Connection traversing at most …"

    LinkClassCell linkClass(int row, int column) const;
    /// The GPU rows: labels that start with "GPU".
    QList<int> gpuIndices() const;
    /// Resolves NICn to its device name if the legend says so.
    QString nicDeviceName(const QString& label) const;
};

/// `nvidia-smi topo -p2p r|w|n|a|p`.
struct P2pMatrix
{
    std::optional<P2pCapability> capability; // from the command or the legend, if known
    PrintedMatrix matrix;
    QList<QPair<QString, QString>> legend;

    P2pStatus status(int row, int column) const;
};

/// A GPU as the driver reports it (nvidia-smi -q / -q -x / --query-gpu). Fields a source
/// does not give stay empty or at -1.
struct Gpu
{
    int index = -1;
    std::optional<int> amdIndex; // the number AMD's tools give it (rocm-smi's GPU[n]), when they list it
    std::optional<Bdf> bdf;
    QString name;
    QString uuid;
    QString serial;
    QString uniqueId;  // AMD's unique id (rocm-smi --showuniqueid, amd-smi's ASIC serial): "0x18d3a0c1c7a1e4b2"
    QString vbiosVersion;
    QString driverVersion;
    QString productArchitecture;
    std::optional<int> numaNode;
    int linkGenCurrent = 0;
    int linkGenMax = 0;
    int linkWidthCurrent = 0;
    int linkWidthMax = 0;
    /// The link's replays since the driver last reset the count, and how often that count
    /// wrapped (nvidia-smi -q): each replay is a packet the link layer sent again after a
    /// receiver error, so a count that grows under load is a link losing packets.
    std::optional<qint64> pcieReplays;
    std::optional<qint64> pcieReplayRollovers;
    quint64 bar1TotalMiB = 0;
    quint64 memoryTotalMiB = 0;
    QString virtualizationMode; // "Pass-Through", "None", …
    QString addressingMode;
};

} // namespace Topo
