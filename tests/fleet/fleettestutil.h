// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Real captures with planted changes, for the fleet tests. Every change is made here, on a
// copy of the raw captures, so the machine builder reads it the way it reads a real machine:
// synthetic in the change only (tests/fixtures/captures/SOURCES.md names the captures).

#include "io/bundle.h"
#include "io/snapshotfile.h"
#include "model/fleet.h"
#include "testutil.h"

#include <QRegularExpression>

namespace FleetTestUtil {

/// The real 4× H200 NVLink guest (tests/fixtures/captures/h200-x4.bundle), IOMMU off (no vIOMMU).
inline Topo::MachineSnapshot h200()
{
    const auto bundle = Topo::readBundle(TestUtil::readFixture(QStringLiteral("captures/h200-x4.bundle")));
    if (bundle.value.machines.isEmpty())
        qFatal("h200-x4.bundle did not read");
    return bundle.value.machines.front();
}

/// The demo's 8-GPU Proxmox host (resources/demo; a reconstruction), IOMMU on.
inline Topo::MachineSnapshot demoHost()
{
    const auto demo = Topo::openSnapshot(QStringLiteral("demo"));
    const Topo::MachineSnapshot* host = demo.value.machine(Topo::MachineRole::Host);
    if (!host)
        qFatal("the demo has no host");
    return *host;
}

/// The QEMU lab guest with lspci (tests/fixtures/captures/qemu-q35-lab-lspci.bundle).
inline Topo::MachineSnapshot labGuest()
{
    const auto bundle = Topo::readBundle(TestUtil::readFixture(QStringLiteral("captures/qemu-q35-lab-lspci.bundle")));
    if (bundle.value.machines.isEmpty())
        qFatal("qemu-q35-lab-lspci.bundle did not read");
    return bundle.value.machines.front();
}

inline Topo::RawCapture& capture(Topo::MachineSnapshot& machine, const char* id)
{
    for (Topo::RawCapture& c : machine.captures) {
        if (c.id == QLatin1String(id))
            return c;
    }
    qFatal("no capture %s", id);
}

/// The lines of lspci -vvv's block for one function ("00:07.0"), as [start, end) offsets.
inline std::pair<qsizetype, qsizetype> lspciBlock(const QByteArray& text, const QByteArray& shortBdf)
{
    const QByteArray head = shortBdf + ' ';
    const qsizetype start = text.startsWith(head) ? 0 : text.indexOf(QByteArray('\n' + head)) + 1;
    if (start == 0 && !text.startsWith(head))
        qFatal("no lspci block for %s", shortBdf.constData());
    qsizetype end = text.indexOf("\n\n", start);
    end = end < 0 ? text.size() : end + 2;
    return { start, end };
}

/// One GPU's LnkSta in lspci -vvv changed (`from` → `to`, e.g. "Width x16" → "Width x8").
inline void changeLinkStatus(Topo::MachineSnapshot& machine, const QByteArray& shortBdf, const QByteArray& from, const QByteArray& to)
{
    QByteArray& text = capture(machine, "lspci-verbose").stdoutData;
    const auto [start, end] = lspciBlock(text, shortBdf);
    const qsizetype status = text.indexOf("LnkSta:", start);
    const qsizetype at = status < 0 || status >= end ? -1 : text.indexOf(from, status);
    if (at < 0 || at >= end || at > text.indexOf('\n', status))
        qFatal("no \"%s\" in the LnkSta of %s", from.constData(), shortBdf.constData());
    text.replace(at, from.size(), to);
}

inline QByteArray withoutLinesContaining(const QByteArray& text, const QByteArray& needle)
{
    QList<QByteArray> kept;
    for (const QByteArray& line : text.split('\n')) {
        if (!line.contains(needle))
            kept.append(line);
    }
    return kept.join('\n');
}

/// nvidia-smi's matrices without one GPU: its row and its column.
inline QByteArray withoutMatrixEntry(const QByteArray& text, const QByteArray& label)
{
    QList<QByteArray> lines = text.split('\n');
    qsizetype column = -1;
    QList<QByteArray> kept;
    for (const QByteArray& line : lines) {
        QList<QByteArray> cells = line.split('\t');
        if (column < 0) {
            for (qsizetype i = 0; i < cells.size(); ++i) {
                if (cells[i].endsWith(label) && cells[i].size() <= label.size() + 4)
                    column = i;
            }
        }
        if (cells.size() > 1 && cells.front().trimmed() == label)
            continue;
        if (column >= 0 && cells.size() > column && (cells.front().trimmed().startsWith("GPU") || cells.front().trimmed().startsWith("NIC")
                || cells.front().trimmed().isEmpty()))
            cells.removeAt(column);
        kept.append(cells.join('\t'));
    }
    return kept.join('\n');
}

/// The GPU `shortBdf` ("00:09.0"), nvidia-smi's `gpuLabel` ("GPU3"), gone from every capture,
/// as when it fell off the bus.
inline void removeGpu(Topo::MachineSnapshot& machine, const QByteArray& shortBdf, const QByteArray& gpuLabel)
{
    const QByteArray full = "0000:" + shortBdf;
    for (Topo::RawCapture& c : machine.captures) {
        QByteArray& text = c.stdoutData;
        if (c.id == u"lspci-verbose") {
            const auto [start, end] = lspciBlock(text, shortBdf);
            text.remove(start, end - start);
        } else if (c.id == u"lspci-tree") {
            text = withoutLinesContaining(text, shortBdf.mid(3) + "  ");
        } else if (c.id == u"nvidia-xml") {
            const qsizetype start = text.indexOf(QByteArray("\t<gpu id=\"0000" + full + "\">"));
            const qsizetype end = text.indexOf("</gpu>", start);
            if (start < 0 || end < 0)
                qFatal("no nvidia-smi -q -x block for %s", shortBdf.constData());
            text.remove(start, end + 7 - start);
            text.replace(QByteArray("<attached_gpus>4</attached_gpus>"), QByteArray("<attached_gpus>3</attached_gpus>"));
        } else if (c.id == u"nvidia-topo" || c.id.startsWith(u"nvidia-p2p")) {
            text = withoutMatrixEntry(text, gpuLabel);
        } else {
            text = withoutLinesContaining(text, full);
        }
    }
}

/// IOMMU off: no groups listed (nor linked in sysfs, nor printed by lspci -vvv), and the kernel command line without its IOMMU parameters.
inline void iommuOff(Topo::MachineSnapshot& machine)
{
    capture(machine, "iommu-groups").stdoutData.clear();
    // sysfs has no iommu_group link either without an IOMMU.
    QByteArray& sysfs = capture(machine, "sysfs-pci").stdoutData;
    sysfs = withoutLinesContaining(sysfs, "/iommu_group:");
    QByteArray& verbose = capture(machine, "lspci-verbose").stdoutData;
    verbose = withoutLinesContaining(verbose, "IOMMU group:");
    QByteArray& cmdline = capture(machine, "cmdline").stdoutData;
    for (const char* parameter : { " amd_iommu=on", " intel_iommu=on", " iommu=pt" })
        cmdline.replace(QByteArray(parameter), QByteArray());
}

/// Every bus number 00 written as 01 (bus numbers are the firmware's choice; a board with
/// another device in front renumbers all of them).
inline void renumberBus00(Topo::MachineSnapshot& machine)
{
    for (Topo::RawCapture& c : machine.captures) {
        QByteArray& text = c.stdoutData;
        text.replace(QByteArray("0000:00:"), QByteArray("0000:01:"));
        text.replace(QByteArray("[0000:00]"), QByteArray("[0000:01]"));
        if (c.id == u"lspci-verbose")
            text = QString::fromLatin1(text).replace(QRegularExpression(QStringLiteral("^00:"), QRegularExpression::MultilineOption), QStringLiteral("01:")).toLatin1();
    }
}

inline Topo::FleetNode node(const QString& name, Topo::MachineSnapshot machine, Topo::MachineRole role = Topo::MachineRole::Host)
{
    Topo::FleetNode out;
    out.name = name;
    out.role = role;
    machine.label = name;
    out.machine = std::move(machine);
    return out;
}

} // namespace FleetTestUtil
