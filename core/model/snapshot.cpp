// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/snapshot.h"

#include "util/lookup.h"
#include "util/nametable.h"
#include "util/tr.h"

namespace Topo {

namespace {

// Stable: the snapshot files and every JSON contract use these names.
constexpr NamedValue<CaptureStatus> statusNames[] = {
    { CaptureStatus::Ok, u"ok" },
    { CaptureStatus::Failed, u"failed" },
    { CaptureStatus::ToolMissing, u"tool-missing" },
    { CaptureStatus::TimedOut, u"timed-out" },
    { CaptureStatus::Truncated, u"truncated" },
    { CaptureStatus::Cancelled, u"cancelled" },
    { CaptureStatus::NotRun, u"not-run" },
};

constexpr NamedTitledValue<MachineRole> roleNames[] = {
    { MachineRole::Host, u"host", QT_TRANSLATE_NOOP("TopoLens", "Host (physical)") },
    { MachineRole::Guest, u"guest", QT_TRANSLATE_NOOP("TopoLens", "Guest (virtual)") },
    { MachineRole::BareMetal, u"bare-metal", QT_TRANSLATE_NOOP("TopoLens", "Bare metal") },
};

} // namespace

QString captureStatusName(CaptureStatus status)
{
    return nameOf(statusNames, status);
}

std::optional<CaptureStatus> captureStatusFromName(QStringView name)
{
    return valueNamed(statusNames, name);
}

QString importedCaptureCommand(const QString& file)
{
    return file.isEmpty() ? QStringLiteral("pasted") : u"imported: " + file;
}

bool isPastedOrImported(const RawCapture& capture)
{
    return capture.command == u"pasted" || capture.command.startsWith(u"imported: ");
}

QString machineRoleName(MachineRole role)
{
    return nameOf(roleNames, role);
}

QString machineRoleTitle(MachineRole role)
{
    return Tr::tr(titleOf(roleNames, role));
}

std::optional<MachineRole> machineRoleFromName(QStringView name)
{
    return valueNamed(roleNames, name);
}

const RawCapture* MachineSnapshot::capture(const QString& id) const
{
    if (const RawCapture* found = findBy(captures, &RawCapture::id, id))
        return found;
    // "sysfs-pci@3": that capture of watch sample 3 (what findings about a watch point at).
    const qsizetype at = id.lastIndexOf(u'@');
    bool ok = false;
    const int sample = at > 0 ? id.mid(at + 1).toInt(&ok) : -1;
    if (!ok || sample < 0 || sample >= samples.size())
        return nullptr;
    return findBy(samples[sample].captures, &RawCapture::id, id.left(at));
}

const MachineSnapshot* Snapshot::machine(MachineRole role) const
{
    return findBy(machines, &MachineSnapshot::role, role);
}

} // namespace Topo
