// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the readers of lspci's machine-readable forms, -vmm (lspcivmm.cpp) and -mm
// (lspcimm.cpp), which print the same fields in two layouts (not part of the parse API).

#include "model/bdf.h"
#include "model/pci.h"

#include <QByteArrayView>

#include <optional>

namespace Topo::LspciMachineReadable {

/// One function's fields as lspci printed them, before they are read: "Intel Corporation [8086]"
/// with -nn, "8086" with -n, "Intel Corporation" without either; "Device 0d57" or "Device [0d57]"
/// where pci.ids has no name. Revision and prog-if are -1 where lspci printed none.
struct Fields
{
    Bdf bdf;
    QByteArrayView className;
    QByteArrayView vendor;
    QByteArrayView device;
    int revision = -1;
    int progIf = -1;
};

/// The device the one-line list (`lspci -nn`, `lspci`, `lspci -n`) gives for the same function:
/// its ids when lspci printed them, the class code with its prog-if, the class, vendor and device
/// names (none for lspci's "Vendor 1ded" fallback) and the description as the list prints it
/// ("Intel Corporation Device [8086:0d57]", "… (rev a1)"). Every text is cleaned.
PciDevice deviceFromFields(const Fields& fields);

/// How a slot was written.
enum class SlotForm { Address, PathWithoutBuses, Invalid };

/// "[domain:]bus:device.function" (domains of any width, as -D and VMD print them), or an
/// `lspci -PP` path ("0000:00:01.0/01:00.0"): the last step, in the first step's domain. An
/// `lspci -P` path ("00:01.0/00.0") names no bus for its device and is `PathWithoutBuses`.
std::optional<Bdf> readSlot(QByteArrayView text, SlotForm* form = nullptr);

/// Two hex digits, as lspci prints revisions and prog-ifs; -1 otherwise.
int readHexByte(QByteArrayView text);

} // namespace Topo::LspciMachineReadable
