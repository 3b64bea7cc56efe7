// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// Which of a machine's GPUs a benchmark's GPU is, and how sure that is.
struct BenchmarkGpuMatch
{
    enum class Evidence {
        BusId,        // the printed PCI address equals the GPU's
        BusIdNoDomain, // bus:device(.function) equal, the domain differs or was not printed
        Index,        // no usable address: the run's CUDA ordinal taken as nvidia-smi's index (assumed)
    };
    int runGpu = -1;
    int machineGpu = -1; // Gpu::index
    Evidence evidence = Evidence::Index;
    QString detail;

    bool isAssumed() const { return evidence == Evidence::Index; }
};

/// Matches one GPU of a run (by the run's own index) to the machine. By PCI address first: an
/// exact match, else one on bus:device(.function) alone when only one GPU fits (outputs print
/// domains in different widths, old nccl-tests only the bus). Without an address, CUDA ordinal
/// = nvidia-smi index is assumed, which holds unless CUDA_DEVICE_ORDER or CUDA_VISIBLE_DEVICES
/// reordered the GPUs. GPUs of a multi-node nccl-tests run on another host do not match.
std::optional<BenchmarkGpuMatch> matchBenchmarkGpu(const Machine& machine, const BenchmarkRun& run, int runGpu);

/// The machine's GPU index for the run's GPU `runGpu`, or nullopt; `assumed` says whether it was
/// only inferred from the index.
std::optional<int> gpuIndexForRun(const Machine& machine, const BenchmarkRun& run, int runGpu, bool* assumed = nullptr);

/// Every GPU of the run that matches, in the run's order.
QList<BenchmarkGpuMatch> matchBenchmarkGpus(const Machine& machine, const BenchmarkRun& run);

} // namespace Topo
