// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/generate/qemulayout.h"

#include <QString>
#include <QStringList>

#include <optional>

/// What the forms of a planned layout (qemulayout.h) share. The Proxmox `args:` line and the
/// plain QEMU form are both QEMU arguments, so their -device values come from one place; the
/// `#` comments on what the guest will see and what can go wrong read the same in both.
namespace Topo {

/// The -device values (without "-device"), in order: per expander its pxb-pcie, then per GPU
/// its root port, the GPU (vfio-pci) and the GPU's other functions.
QStringList qemuLayoutDevices(const QemuLayout& layout);

/// A layout that could not be planned (!layout.ok()): its diagnostics as "# error: …" lines.
QString qemuLayoutFailureText(const QemuLayout& layout);

/// "# One PCIe expander (pxb-pcie) per host root complex, …;" as the layout groups them.
QString qemuLayoutGroupingComment(const QemuLayout& layout);
/// "# Expected in the guest …" and a line per GPU: host address and NUMA node, guest address,
/// root port, expander.
QStringList qemuLayoutExpectationComments(const QemuLayout& layout);
/// The caveats that hold for every form, to follow the form's own: the IOMMU group, the clique,
/// x-speed/x-width, and each diagnostic of the plan.
QStringList qemuLayoutCaveatComments(const QemuLayout& layout);
/// Notes (the parallelism advice, one per line) as "# " lines after a lone "#"; none for none.
QStringList qemuLayoutNoteComments(const QString& notes);

/// A NUMA node for the comments: its number, or "unknown".
QString qemuLayoutNumaText(const std::optional<int>& node);
/// A bus, slot or port number as QEMU and libvirt write it: "0x0a".
QString qemuLayoutHex2(int value);

} // namespace Topo
