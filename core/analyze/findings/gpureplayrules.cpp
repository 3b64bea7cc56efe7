// SPDX-License-Identifier: GPL-3.0-or-later
// The GPUs' own count of PCIe packets their link sent again (NVML's replay counter), over a
// watch: the samples that read it (collect/commandplan.h, gpuCountersSampleCommand) are
// nvidia-smi -q -x cut to each GPU's <pci> lines, read with the XML report's parser.
#include "analyze/findings/rulecontext.h"
#include "analyze/watchseries.h"
#include "model/formatid.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "util/text.h"
#include "util/tr.h"

#include <QHash>

namespace Topo::Findings {

namespace {

/// One GPU's replay counters as one sample read them.
struct ReplayReading
{
    int sample = -1;
    qint64 replays = 0;
    qint64 rollovers = 0;
    int line = 0; // of its <replay_counter> in the sample's capture
};

/// The line of `<replay_counter>` under `<gpu id="BDF">` in the capture's text.
int replayLineOf(QByteArrayView text, const Bdf& bdf)
{
    bool inGpu = false;
    for (const Text::Line& line : Text::splitLines(text)) {
        const QByteArrayView t = Text::trimmed(line.text);
        if (t.startsWith("<gpu id=")) {
            const qsizetype open = t.indexOf('"');
            const qsizetype close = open < 0 ? -1 : t.indexOf('"', open + 1);
            inGpu = close > open && Bdf::parse(t.sliced(open + 1, close - open - 1)) == bdf;
        } else if (inGpu && t.startsWith("<replay_counter>")) {
            return line.number;
        }
    }
    return 0;
}

/// Every GPU's readings over the watch, by its address, in sample order.
QHash<Bdf, QList<ReplayReading>> replayReadings(const MachineSnapshot& snapshot)
{
    QHash<Bdf, QList<ReplayReading>> out;
    for (int i = 0; i < snapshot.samples.size(); ++i) {
        for (const RawCapture& capture : snapshot.samples[i].captures) {
            if (capture.format != FormatId::nvidiaSmiXml || capture.status != CaptureStatus::Ok || capture.stdoutData.isEmpty())
                continue;
            const ParseResult<NvidiaSmiReport> read = parseNvidiaSmiXml(capture.stdoutData);
            for (const Gpu& gpu : read.value.gpus) {
                if (gpu.bdf && gpu.pcieReplays)
                    out[*gpu.bdf].append({ i, *gpu.pcieReplays, gpu.pcieReplayRollovers.value_or(0),
                        replayLineOf(capture.stdoutData, *gpu.bdf) });
            }
        }
    }
    return out;
}

std::optional<FindingEvidence> readingLine(const MachineView& view, const ReplayReading& reading)
{
    const MachineSnapshot& snapshot = view.captures->snapshot();
    for (const RawCapture& capture : snapshot.samples[reading.sample].captures) {
        if (capture.format != FormatId::nvidiaSmiXml)
            continue;
        for (const Text::Line& l : Text::splitLines(capture.stdoutData)) {
            if (l.number == reading.line)
                return FindingEvidence { view.index, view.machine->role, sampleCaptureId(capture.id, reading.sample),
                    reading.line, Text::cleanText(l.text) };
        }
    }
    return std::nullopt;
}

} // namespace

// A GPU whose replay counter grew between the first and the last watch sample that read it.
void ruleGpuReplaysGrewDuringWatch(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        const MachineSnapshot& snapshot = view.captures->snapshot();
        const QHash<Bdf, QList<ReplayReading>> readings = replayReadings(snapshot);
        QList<Bdf> addresses = readings.keys();
        std::sort(addresses.begin(), addresses.end());
        for (const Bdf& bdf : addresses) {
            const QList<ReplayReading>& series = readings[bdf];
            const ReplayReading& first = series.first();
            const ReplayReading& last = series.last();
            if (series.size() < 2 || (last.replays <= first.replays && last.rollovers <= first.rollovers))
                continue;
            Finding f = newFinding(view, rule);
            addDevice(f, bdf);
            const Gpu* gpu = m.gpuAt(bdf);
            if (gpu)
                addGpu(f, *gpu);
            addEvidence(f, readingLine(view, first));
            addEvidence(f, readingLine(view, last));
            bool underLoad = false;
            for (const ReplayReading& r : series)
                underLoad = underLoad || snapshot.samples[r.sample].underLoad;
            const QString name = gpu ? QStringLiteral("GPU%1 %2").arg(gpu->index).arg(bdf.toString()) : bdf.toString();
            const QString time = QStringLiteral("HH:mm:ss");
            f.title = Tr::tr("%1 replayed PCIe packets during the watch").arg(name);
            f.explanation = Tr::tr("Between %1 and %2 UTC its replay counter went from %3 to %4%5. A replay is a packet the "
                                   "link sent again because the other end did not acknowledge it: the link works, but "
                                   "slower, and a count that keeps growing is a signal problem on this GPU's own link.")
                                .arg(snapshot.samples[first.sample].at.toUTC().toString(time),
                                    snapshot.samples[last.sample].at.toUTC().toString(time))
                                .arg(first.replays)
                                .arg(last.replays)
                                .arg(last.rollovers > first.rollovers
                                        ? Tr::tr(", and it wrapped %1 more time(s)").arg(last.rollovers - first.rollovers)
                                        : QString());
            f.severity = underLoad ? rule.severity : rule.mildest;
            f.advice = Tr::tr("Reseat the GPU and check its slot, riser, cable or retimer; compare with the AER counters of "
                              "the port above it (pcie-errors-grew-during-watch) and watch again under load.");
            out.append(f);
        }
    }
}

} // namespace Topo::Findings
