// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"
#include "util/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

/// A machine's normalised topology: what must be the same on every healthy machine of one
/// hardware class, with everything that tells machines apart left out (bus numbers, serials,
/// UUIDs, host names, MACs, boot ids). Its canonical JSON (sorted keys, compact) and the hash of
/// that text are the fleet's fingerprint; docs/fleet.md is the contract.
namespace Topo {

/// One PCI function in tree terms: where it sits, not what its bus number is.
struct FingerprintDevice
{
    QString position;   // "rc2/rp01.1/usp00.0/dsp10.0/ep00.0" (see treePosition())
    QString model;      // "10de:2335": vendor and device id, which no tool version renames
    PcieLink link;      // towards its port: capability and negotiated status
    std::optional<int> numaNode;

    // Not part of the fingerprint: how this machine names the device, for drift and reports.
    Bdf bdf;
    QString displayName; // "NVIDIA H200" or the PCI device name
};

/// A GPU slot: its device plus what it sees of every other GPU and NIC, keyed by their
/// positions so that one device missing does not shift the others.
struct GpuSlot
{
    FingerprintDevice device;
    std::optional<int> iommuGroupSize; // devices sharing its IOMMU group; absent with IOMMU off
    QString acs;                       // the ports above it, root first: "rp:on,dsp:off"; "" when none reports ACS
    QMap<QString, QString> pathTo;     // other GPU or NIC position → "NV18", "PIX", "PXB", "PHB", "NODE", "SYS"
    QMap<QString, QString> p2pTo;      // other GPU position → "OK", "NS", "CNS", … (nvidia-smi topo -p2p r)
    int gpuIndex = -1;                 // not in the fingerprint: nvidia-smi's index (or PCI order)
};

struct NumaShape
{
    int id = 0;
    QString cpuList;      // "0-23,48-71"
    QList<int> distances; // to every node, in id order
    friend bool operator==(const NumaShape&, const NumaShape&) = default;
};

/// What the hardware class of a machine is made of: the DMI product and its GPUs.
struct HardwareClass
{
    QString product;   // DMI product_name, else the identity capture's board text; "unknown product"
    QString gpuModel;  // "NVIDIA H200" (several models: joined with " + ")
    int gpuCount = 0;

    /// "PowerEdge XE9680 · 8× NVIDIA H100 80GB HBM3": the class's stable key and its title.
    QString key() const;
    friend bool operator==(const HardwareClass&, const HardwareClass&) = default;
};

struct Fingerprint
{
    static constexpr int currentVersion = 1;

    HardwareClass hardwareClass;
    QList<GpuSlot> gpus;              // by position
    QList<FingerprintDevice> nics;    // by position
    QList<NumaShape> numa;            // by id
    QString iommu;                    // "on" (groups listed), "off" (listing empty), "unknown" (not collected)
    QMap<QString, QString> kernelParameters; // the relevant ones present (fleetKernelParameters()); flags map to ""
    QString driverVersion;

    const GpuSlot* gpuAt(const QString& position) const;
    const FingerprintDevice* nicAt(const QString& position) const;
    /// "gpu3": the slot's name, its ordinal by position on this machine.
    QString gpuSlotName(const QString& position) const;
    QString nicSlotName(const QString& position) const;
};

/// The kernel parameters a fingerprint keeps: those that change the IOMMU, PCIe or ACS
/// behaviour GPUs see.
const QStringList& fleetKernelParameters();

/// A device's tree position: "rc" and the ordinal of its root bus among the machine's root
/// buses in (domain, bus) order, then one step per function from that root down to it, each
/// its role ("rp", "usp", "dsp", "br", "ep", "hb", "rc-ep") and its device.function on its bus.
/// Bus numbers never appear, so renumbering alone does not change it.
QString treePosition(const Machine& machine, const Bdf& bdf);

Fingerprint fingerprintOf(const Machine& machine);

/// The canonical JSON: sorted keys (QJsonObject keeps them sorted), absent values left out.
QJsonObject canonicalJson(const Fingerprint& fingerprint);
QByteArray canonicalText(const Fingerprint& fingerprint); // compact, UTF-8
/// The first 16 hex digits of the SHA-256 of canonicalText().
QString fingerprintHash(const Fingerprint& fingerprint);

/// Reads a canonical JSON back (from a saved baseline); fails naming the key that is wrong.
Result<Fingerprint> fingerprintFromJson(const QJsonObject& json);

} // namespace Topo
