// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo {

/// The benchmark programs whose output TopoLens reads. Topology says what the path is; these
/// say what it delivers.
enum class BenchmarkTool { P2pBandwidthLatency, NvBandwidth, NcclTests, SizeSweep, Copybench, RocmBandwidthTest };

/// Stable names, used in JSON and files: "p2pBandwidthLatencyTest", "nvbandwidth", "nccl-tests",
/// "size-sweep", "copybench", "rocm-bandwidth-test".
QString benchmarkToolName(BenchmarkTool tool);
std::optional<BenchmarkTool> benchmarkToolFromName(QStringView name);

/// How much of a PCI address a benchmark printed. cuda-samples print bus, device and domain
/// (the function is always 0 for a GPU); nvbandwidth and new nccl-tests print
/// domain:bus:device; old nccl-tests print only the bus ("[0x1b]"); copybench prints all four.
enum class BusIdPrecision { Full, DomainBusDevice, BusOnly };

/// A GPU as the benchmark names it. `index` is the run's own number for it: the CUDA device
/// ordinal, or for nccl-tests the rank.
struct BenchmarkGpu
{
    int index = -1;
    QString name;
    std::optional<Bdf> bdf;           // with the parts the output did not print set to 0
    BusIdPrecision busIdPrecision = BusIdPrecision::Full;
    QString busIdAsPrinted;           // "pciBusID: 1b, pciDeviceID: 0, pciDomainID:0", "[0000:04:00]"
    QString host;                     // nccl-tests: the host the rank ran on
    int deviceOrdinal = -1;           // nccl-tests: the CUDA device on that host; else = index

    friend bool operator==(const BenchmarkGpu&, const BenchmarkGpu&) = default;
};

/// What a row or column of a matrix stands for.
struct MatrixAxisEntry
{
    QString label;  // as printed: "0", "1"; "CPU" / "all GPUs" for nvbandwidth host rows; "CPU0" for
                    // a CPU agent of rocm-bandwidth-test's device list (it prints the device number)
    int gpu = -1;   // the run's GPU index, -1 for the host or "all GPUs"

    friend bool operator==(const MatrixAxisEntry&, const MatrixAxisEntry&) = default;
};

/// One GPU×GPU (or host×GPU) table of numbers. Rows are the source or measuring side as the
/// tool defines it (see `title`); an empty cell is one the tool printed as N/A or did not print.
struct BenchmarkMatrix
{
    QString metric;    // stable: "unidirectional-p2p-enabled-bandwidth", "device_to_device_memcpy_read_ce"
    QString title;     // as printed: "Unidirectional P2P=Enabled Bandwidth (P2P Writes) Matrix (GB/s)"
    QString testcase;  // nvbandwidth testcase ("" elsewhere)
    QString unit;      // "GB/s", "us", "ns", or "" for the 0/1 connectivity matrix
    QList<MatrixAxisEntry> rows;
    QList<MatrixAxisEntry> columns;
    QList<QList<std::optional<double>>> cells; // cells[row][column]
    std::optional<double> printedSum;             // nvbandwidth's SUM line
    std::optional<double> coefficientOfVariation; // nvbandwidth's COEFFICIENT_OF_VARIATION line
    int line = 0;                                 // where the title stood

    int rowCount() const { return int(rows.size()); }
    int columnCount() const { return int(columns.size()); }
    std::optional<double> cell(int row, int column) const;
    /// The cell for the run's GPUs `fromGpu` (row) and `toGpu` (column); -1 is the host.
    std::optional<double> valueBetween(int fromGpu, int toGpu) const;
    /// Sum of the printed cells (what nvbandwidth's SUM should equal).
    double sumOfCells() const;
    int filledCells() const;
};

/// "8 B", "512 B", "2 KiB", "16 GiB": a message size in binary multiples, as the tools size
/// their messages, in the user's locale.
QString humanByteSize(double bytes);

/// One measured point of a size sweep. Which fields are set depends on the tool: nccl-tests
/// gives time, algbw and busbw; copy sweeps give latency and bandwidth.
struct SweepPoint
{
    quint64 bytes = 0;
    std::optional<quint64> count;          // nccl-tests elements
    std::optional<double> timeUs;          // nccl-tests time per operation
    std::optional<double> algorithmBandwidth; // GB/s
    std::optional<double> busBandwidth;       // GB/s
    std::optional<double> latencyUs;       // copy sweeps: time per copy
    std::optional<double> bandwidth;       // copy sweeps: GB/s
    std::optional<double> wrong;           // nccl-tests #wrong (count) or old `error` (max deviation)
    int line = 0;

    friend bool operator==(const SweepPoint&, const SweepPoint&) = default;
};

/// A series of points over message sizes: one nccl-tests column group, or one copy direction.
struct SizeSweep
{
    QString name;       // "all_reduce out-of-place", "h2d GPU0", "d2d GPU0->GPU1"
    QString operation;  // "all_reduce", "h2d", "d2h", "d2d", or a CSV's direction text
    QString variant;    // nccl-tests: "out-of-place" / "in-place"
    QString dataType;   // nccl-tests: "float"
    QString reduction;  // nccl-tests: "sum"
    std::optional<int> root;
    int sourceGpu = -1;      // copy sweeps: the run's GPU index, -1 = host / not stated
    int destinationGpu = -1;
    QList<SweepPoint> points;
};

enum class BenchmarkNoteKind {
    Waived,    // nvbandwidth skipped a testcase (no peers, one GPU, …)
    Aborted,   // the program reported an error or died
    Truncated, // the output stops early or was cut by whoever pasted it
    Failed,    // the program ran but reported wrong results
    Info,
};
QString benchmarkNoteKindName(BenchmarkNoteKind kind); // "waived", "aborted", …

struct BenchmarkNote
{
    BenchmarkNoteKind kind = BenchmarkNoteKind::Info;
    QString testcase;
    QString text;
    int line = 0;

    friend bool operator==(const BenchmarkNote&, const BenchmarkNote&) = default;
};

/// `cudaDeviceCanAccessPeer` as the run printed it ("Device=0 CAN Access Peer Device=1",
/// copybench's "# peer 0->1 yes").
struct PeerAccess
{
    int fromGpu = -1;
    int toGpu = -1;
    bool canAccess = false;

    friend bool operator==(const PeerAccess&, const PeerAccess&) = default;
};

/// Everything one benchmark output says. Plain data: the parsers fill it, the UI and the
/// analysis read it. A run belongs to a machine and is stored as a raw capture with its text.
struct BenchmarkRun
{
    BenchmarkTool tool = BenchmarkTool::SizeSweep;
    QString format;       // the input format it was read as ("nccl-tests-json", …)
    QString captureId;    // the raw capture it came from, when built from a snapshot
    QString title;        // "P2P (Peer-to-Peer) GPU Bandwidth Latency Test", "all_reduce_perf"
    QString version;      // as printed: "v0.10.0", "2.13.9"
    QStringList testcases; // nvbandwidth testcases in printed order, waived ones included
    QList<QPair<QString, QString>> properties; // "Driver Version" → "580.82", "nThread" → "1"
    QList<BenchmarkGpu> gpus;
    QList<PeerAccess> peerAccess;
    QList<BenchmarkMatrix> matrices;
    QList<SizeSweep> sweeps;
    std::optional<double> averageBusBandwidth; // nccl-tests "# Avg bus bandwidth"
    QList<BenchmarkNote> notes;

    const BenchmarkGpu* gpu(int index) const;
    /// The tool's name for people: benchmarkToolName(tool), but "rccl-tests" for an nccl-tests
    /// run that ROCm's rccl-tests printed (the JSON contract keeps "nccl-tests").
    QString toolDisplayName() const;
    const BenchmarkMatrix* matrix(QStringView metric) const;
    const SizeSweep* sweep(QStringView name) const;
    bool hasNote(BenchmarkNoteKind kind) const;
    /// Nothing measured: no matrix cell and no sweep point.
    bool isEmpty() const;
};

} // namespace Topo
