// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces of lspci -v/-vv/-vvv output the verbose reader takes apart (not part of the parse
// API): the device line with its class, names and ids (verbosedevice.cpp), and the detail lines
// that matter for the topology (verbosedetails.cpp).

#include "model/bdf.h"
#include "model/pci.h"

#include <QByteArrayView>

#include <optional>

namespace Topo::LspciVerbose {

/// A device line split into its parts: "0000:01:00.0 3D controller [0302]: NVIDIA … (rev a1)".
struct DeviceLine
{
    Bdf bdf;
    QByteArrayView classText; // "3D controller [0302]"
    QByteArrayView description; // everything after ": "
};

std::optional<DeviceLine> splitDeviceLine(QByteArrayView line);

/// Hex digits only, no "0x", at least one.
bool isHex(QByteArrayView text);
/// Hex digits only, no "0x", at most 32 bits.
bool parseHex(QByteArrayView text, quint32* out);

/// The class from "3D controller [0302]", "0302" (-n), "Class 0302" or a bare class name.
void readClass(QByteArrayView classText, PciDevice* device);

/// Fills ids, names and the prog-if from the text after "Class: ".
void readDescription(QByteArrayView description, PciDevice* device);

/// Columns of leading whitespace (a tab counts as 8), to tell a device's own "Region" lines from
/// the SR-IOV capability's "Region" lines for its virtual functions, indented one level deeper.
int indentation(QByteArrayView line);

/// "Port #0, Speed 32GT/s, Width x16, ASPM L1, …" or "Speed 16GT/s (downgraded), Width x8 …".
bool parseLink(QByteArrayView value, LinkState* state, bool* speedDowngraded, bool* widthDowngraded);

/// The fastest of LnkCap2's "Supported Link Speeds: 2.5-16GT/s, Crosslink- …" (or "2.5GT/s").
bool parseSupportedSpeeds(QByteArrayView value, double* fastest);

/// Where a link line sits in a device's PCIe capability: LnkCap, LnkCtl, LnkSta, LnkCap2,
/// LnkCtl2, LnkSta2 are printed in that order, once each; -1 for any other line.
int linkLineOrder(QByteArrayView trimmedLine);

/// "Region 2: Memory at 100000000000 (64-bit, prefetchable) [size=256G]",
/// "Region 1: Memory at <unassigned> (32-bit, non-prefetchable)", "Region 4: I/O ports at e000 [size=128]".
std::optional<Bar> parseRegion(QByteArrayView text);

/// The port type of an "Express (v2) Root Port (Slot+), MSI 00" capability; none for
/// "Unknown type 9" and the like.
std::optional<PciRole> roleFromExpress(QByteArrayView capability);

/// "63-dd-21-de-8b-2d-b0-48": eight bytes. Anything else (hw-probe, for one, publishes "...")
/// is not a serial number.
bool isSerialNumber(QByteArrayView text);

/// "ACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-".
std::optional<bool> readAcsControl(QByteArrayView value);
/// The ATS capability's control: whether Address Translation Services are enabled.
std::optional<bool> readAtsControl(QByteArrayView value);

} // namespace Topo::LspciVerbose
