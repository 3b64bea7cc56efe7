// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the rocm-smi formats share: its banner lines and its per-GPU key lines. Not part of the
// parse API.

#include <QByteArrayView>

namespace Topo::RocmSmiLines {

/// rocm-smi's section banners: "===== Numa Nodes =====" (80 or 90 columns, centred), and the
/// plain "=====" rules that close a section. `title` is the trimmed text between the runs of
/// '=', empty for a rule.
bool readBanner(QByteArrayView line, QByteArrayView* title);

/// A per-GPU line: "GPU[0]\t\t: PCI Bus: 0000:0c:00.0" (every ROCm), "GPU 0          : …"
/// (some ROCm 5 builds), "GPU[0] XCP[1]\t: …" (partitions). `rest` is what follows the first
/// colon after the label, trimmed.
bool readGpuLine(QByteArrayView line, int* index, QByteArrayView* rest);

/// "key: value" with the value trimmed (rocm-smi pads some values with tabs:
/// "Card series: \t\tAMD Instinct MI300X OAM").
bool splitKeyValue(QByteArrayView text, QByteArrayView* key, QByteArrayView* value);

/// "GPU0", "GPU11": a matrix label; `index` its number.
bool readMatrixLabel(QByteArrayView token, int* index);

/// The largest GPU number read: rocm-smi numbers its GPUs densely from 0 (a node with CPX
/// partitions has a few dozen), so anything past this is not a GPU label.
constexpr int maxGpuIndex = 4095;

} // namespace Topo::RocmSmiLines
