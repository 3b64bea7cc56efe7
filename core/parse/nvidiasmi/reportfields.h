// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What nvidia-smi's three report forms (-q -x, -q, --query-gpu) share, for their parsers only
// (not part of the parse API): the GPU fields they fill, how their values are read and
// decoded, and capped line warnings.

#include "parse/cappeddiagnostics.h"
#include "parse/nvidiasmi/nvidiasmi.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace Topo::NvidiaSmi {

// Past this many, further line-level warnings are only counted: a 50 MB paste of the wrong
// thing must not turn into a million diagnostics.
constexpr int maxLineWarnings = 20;

// Sanity bound for GPU indices and counts; beyond it a value is a typo or garbage.
constexpr int maxGpuIndex = 1 << 16;

class LineWarnings : public CappedDiagnostics
{
public:
    explicit LineWarnings(Diagnostics& diagnostics)
        : CappedDiagnostics(diagnostics, maxLineWarnings)
    {
    }

    // The input is not what the parser reads at all: remarks about its lines would only
    // distract from the one error that says so.
    void reject(int line, QString message);

    void finish();
};


// The Gpu fields that the report forms can fill. NUMA is not among them: no nvidia-smi
// report form prints a GPU's NUMA node (topo -m and sysfs do).
enum class GpuField {
    Index,
    BusId,
    Name,
    Uuid,
    Serial,
    VbiosVersion,
    DriverVersion,
    Architecture,
    LinkGenCurrent,
    LinkGenMax,
    LinkWidthCurrent,
    LinkWidthMax,
    PcieReplays,
    PcieReplayRollovers,
    Bar1TotalMiB,
    MemoryTotalMiB,
    VirtualizationMode,
    AddressingMode,
};

// How nvidia-smi says "no value": bare in -q and -x output, in brackets in CSV.
bool isNoValue(QStringView value);

bool toBoundedInt(QStringView text, int minimum, int maximum, int* out);

// Stores one value (already cleaned) in its field; warns, naming `label`, when it does not fit.
void setGpuFieldOrWarn(
    Gpu& gpu, GpuField field, const QString& value, const QString& label, int line, LineWarnings& warnings);

QString notUtf8Message();

// Untrusted bytes of one value, decoded and cleaned; says so when they are not UTF-8.
QString decodeValue(QByteArrayView bytes, int line, LineWarnings& warnings);

bool hasUtf16Bom(QByteArrayView data);

// Windows PowerShell's `>` writes UTF-16 with a byte order mark; every other way of saving
// nvidia-smi output gives UTF-8 (or ASCII).
QByteArray toUtf8Bytes(QByteArrayView data);

// The text the line-based parsers read: UTF-8 bytes without terminal escapes.
QByteArray readableBytes(QByteArrayView data);

// Gives the GPUs their indices from their order in the report, when that order says them.
void assignIndices(QList<Gpu>& gpus, int attachedGpus, bool truncated, Diagnostics& diagnostics);

// GPUs without a driver version of their own get the report's.
void fillDriverVersion(NvidiaSmiReport& report);

// The first few kilobytes: sniffers must stay cheap on big inputs.
QByteArrayView sniffWindow(QByteArrayView data);

} // namespace Topo::NvidiaSmi
