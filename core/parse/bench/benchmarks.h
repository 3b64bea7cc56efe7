// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/benchmark.h"
#include "model/diagnostic.h"

#include <QByteArrayView>
#include <QStringList>

/// Parsers for benchmark output: bytes in, a BenchmarkRun and diagnostics out. They never throw,
/// keep what they can read, and name the line of what they cannot. Fragments (one matrix or one
/// table pasted alone), prompt lines, log lines mixed in, CRLF and cut-off runs are accepted.
/// One parser file per format in this folder, named by the format id without dashes
/// (p2pbandwidthlatency.cpp, nvbandwidth.cpp, …); benchformats.cpp lists them by name.
namespace Topo {

/// cuda-samples `p2pBandwidthLatencyTest`, the 2017-era layout ("D\D" latency headers, one
/// P2P=Enabled bandwidth matrix) and the current one (P2P Writes/Reads titles, GPU and CPU
/// latency blocks). Matrix metrics: p2p-connectivity, {uni,bi}directional-p2p-{disabled,enabled}-
/// bandwidth, unidirectional-p2p-enabled-read-bandwidth, p2p-{disabled,enabled,enabled-read}-
/// {gpu,cpu}-latency.
ParseResult<BenchmarkRun> parseP2pBandwidthLatency(QByteArrayView data);
int sniffP2pBandwidthLatency(QByteArrayView data);

/// `nvbandwidth` text output: every testcase ("Running X." + matrix + "SUM X n"), waived and
/// aborted testcases, version/driver header lines, several runs pasted one after another.
/// Matrix metrics are the testcase names (with -read1/-write2/-total for the bidirectional
/// sub-matrices).
ParseResult<BenchmarkRun> parseNvBandwidth(QByteArrayView data);
int sniffNvBandwidth(QByteArrayView data);

/// `nvbandwidth -j`: the jsoncpp document `{"nvbandwidth": {"testcases": [...]}}`, also with
/// warning lines printed around it.
ParseResult<BenchmarkRun> parseNvBandwidthJson(QByteArrayView data);
int sniffNvBandwidthJson(QByteArrayView data);

/// nccl-tests (`all_reduce_perf` …) text output: device lines, the size table with the old
/// `error` or the new `#wrong` columns, in- and out-of-place, NCCL/MPI log lines in between,
/// several collectives in one file, runs cut off by a crash. ROCm's rccl-tests too: its
/// "rccl-tests: Version …" line, the "RCCL version :", "HIP version  :", "ROCm version :",
/// "Hostname     :" and "Librccl path :" lines (kept as properties) and its device lines, with or
/// without the Group field and with full bus ids ("[0002:00:00.0]").
ParseResult<BenchmarkRun> parseNcclTests(QByteArrayView data);
int sniffNcclTests(QByteArrayView data);

/// nccl-tests `-J FILE` (JSON_FILE_VERSION 2 of src/util.cu).
ParseResult<BenchmarkRun> parseNcclTestsJson(QByteArrayView data);
int sniffNcclTestsJson(QByteArrayView data);

/// A plain CSV (comma, semicolon or tab) of a copy sweep: a size column and latency/time and/or
/// bandwidth columns, found by their header names; units in headers or cells ("12 KB",
/// "5.3 us", "GB/s") are understood. A direction/kind column splits it into several sweeps.
ParseResult<BenchmarkRun> parseSizeSweepCsv(QByteArrayView data);
int sniffSizeSweepCsv(QByteArrayView data);

/// The project's own `tools/copybench/copybench.cu` CSV: "# copybench 1", "# device N: NAME pci
/// BDF", "# peer i->j yes|no", then kind,src,dst,bytes,latency_us,bandwidth_GBps rows.
ParseResult<BenchmarkRun> parseCopybench(QByteArrayView data);
int sniffCopybench(QByteArrayView data);

/// rocm-bandwidth-test: the classic layout (1.x/2.x, "RocmBandwidthTest Version: 2.6.0", a device
/// list of CPU and GPU agents numbered together, "D/D" matrices) and the TransferBench p2p preset
/// the ROCm 7 rewrite prints ("SRC+EXE\DST CPU 00 … GPU 00", "->"/"<-"/"<->" rows). Matrix
/// metrics: {uni,bi}directional-copy-{peak,average}-bandwidth (bidirectional TransferBench tables
/// add -forward and -reverse), device-access, numa-distance. Axis entries name the run's GPU
/// number for GPU agents and -1 for CPU agents; GPU agents are numbered in the order listed.
ParseResult<BenchmarkRun> parseRocmBandwidthTest(QByteArrayView data);
int sniffRocmBandwidthTest(QByteArrayView data);

} // namespace Topo
