// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/match/benchmarkgpus.h"

#include "util/tr.h"

#include <QSet>

namespace Topo {

namespace {

bool sameWithoutDomain(const Bdf& a, const Bdf& b, BusIdPrecision precision)
{
    switch (precision) {
    case BusIdPrecision::Full:
        return a.bus == b.bus && a.device == b.device && a.function == b.function;
    case BusIdPrecision::DomainBusDevice:
        return a.bus == b.bus && a.device == b.device;
    case BusIdPrecision::BusOnly:
        return a.bus == b.bus;
    }
    return false;
}

bool sameWithDomain(const Bdf& a, const Bdf& b, BusIdPrecision precision)
{
    return precision != BusIdPrecision::BusOnly && a.domain == b.domain && sameWithoutDomain(a, b, precision);
}

/// Whether the run's GPU ran on another host than this machine (multi-node nccl-tests).
bool onAnotherHost(const Machine& machine, const BenchmarkRun& run, const BenchmarkGpu& gpu)
{
    QSet<QString> hosts;
    for (const auto& g : run.gpus) {
        if (!g.host.isEmpty())
            hosts.insert(g.host);
    }
    if (hosts.size() < 2 || gpu.host.isEmpty())
        return false;
    const auto names = [&](const QString& text) {
        return !text.isEmpty() && (text.contains(gpu.host, Qt::CaseInsensitive) || gpu.host.contains(text, Qt::CaseInsensitive));
    };
    // Without a name for this machine that is one of the run's hosts, none of them can be told apart.
    return !(names(machine.label) || names(machine.address) || machine.identity.contains(gpu.host));
}

} // namespace

std::optional<BenchmarkGpuMatch> matchBenchmarkGpu(const Machine& machine, const BenchmarkRun& run, int runGpu)
{
    const BenchmarkGpu* gpu = run.gpu(runGpu);
    if (!gpu || onAnotherHost(machine, run, *gpu))
        return std::nullopt;
    BenchmarkGpuMatch match;
    match.runGpu = runGpu;
    if (gpu->bdf) {
        for (const auto& g : machine.gpus) {
            if (g.bdf && sameWithDomain(*g.bdf, *gpu->bdf, gpu->busIdPrecision)) {
                match.machineGpu = g.index;
                match.evidence = BenchmarkGpuMatch::Evidence::BusId;
                match.detail = g.bdf->toString();
                return match;
            }
        }
        const Gpu* only = nullptr;
        int candidates = 0;
        for (const auto& g : machine.gpus) {
            if (g.bdf && sameWithoutDomain(*g.bdf, *gpu->bdf, gpu->busIdPrecision)) {
                only = &g;
                ++candidates;
            }
        }
        if (candidates == 1) {
            match.machineGpu = only->index;
            match.evidence = BenchmarkGpuMatch::Evidence::BusIdNoDomain;
            match.detail = only->bdf->toString();
            return match;
        }
        if (candidates > 1)
            return std::nullopt; // ambiguous: an index guess would be worse than no answer
    }
    const int ordinal = gpu->deviceOrdinal >= 0 ? gpu->deviceOrdinal : gpu->index;
    if (const Gpu* g = machine.gpu(ordinal)) {
        match.machineGpu = g->index;
        match.evidence = BenchmarkGpuMatch::Evidence::Index;
        match.detail = gpu->bdf ? Tr::tr("no GPU at the printed address %1; CUDA device %2 taken as GPU %2")
                                      .arg(gpu->busIdAsPrinted)
                                      .arg(ordinal)
                                : Tr::tr("no PCI address printed; CUDA device %1 taken as GPU %1").arg(ordinal);
        return match;
    }
    return std::nullopt;
}

std::optional<int> gpuIndexForRun(const Machine& machine, const BenchmarkRun& run, int runGpu, bool* assumed)
{
    const auto match = matchBenchmarkGpu(machine, run, runGpu);
    if (assumed)
        *assumed = match && match->isAssumed();
    if (!match)
        return std::nullopt;
    return match->machineGpu;
}

QList<BenchmarkGpuMatch> matchBenchmarkGpus(const Machine& machine, const BenchmarkRun& run)
{
    QList<BenchmarkGpuMatch> matches;
    for (const auto& g : run.gpus) {
        if (const auto match = matchBenchmarkGpu(machine, run, g.index))
            matches.append(*match);
    }
    return matches;
}

} // namespace Topo
