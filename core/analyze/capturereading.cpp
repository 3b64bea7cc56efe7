// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/capturereading.h"

#include "analyze/machinebuilder.h"
#include "collect/commandplan.h"
#include "parse/pastenormaliser.h"
#include "util/tr.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>


namespace Topo {

namespace {

bool isToolMissing(const RawCapture& capture)
{
    if (capture.status == CaptureStatus::ToolMissing || capture.exitCode == 127)
        return true;
    const QByteArray err = capture.stderrData.left(400);
    return err.contains("command not found") || err.contains("not found");
}

// A pool of its own: machines are built on the global pool's threads (host and guest side by
// side), and a wait there for work queued behind them on the same pool would never end.
QThreadPool* captureReadingPool()
{
    static QThreadPool pool;
    return &pool;
}

} // namespace

QString toolOfCapture(const RawCapture& capture)
{
    const qsizetype space = capture.command.indexOf(u' ');
    QString tool = space < 0 ? capture.command : capture.command.left(space);
    if (tool == u"sudo")
        tool = capture.command.section(u' ', 2, 2);
    return tool;
}

ReadCapture readCapture(const RawCapture& capture)
{
    ReadCapture read;
    if (isToolMissing(capture)) {
        read.outcome = ReadCapture::Outcome::ToolMissing;
        return read;
    }
    // The identity text and `qm config` are read by the builder itself.
    if (capture.id == u"identity" || capture.id == QLatin1String(qmConfigId))
        return read;
    read.format = formatOfCapture(capture);
    if (read.format.isEmpty())
        return read;
    const bool empty = capture.stdoutData.trimmed().isEmpty();
    // An empty IOMMU listing that ran fine is a finding ("IOMMU off"), not a parse error.
    if (read.format == FormatId::iommuGroups && empty && capture.exitCode == 0) {
        read.outcome = ReadCapture::Outcome::EmptyIommu;
        return read;
    }
    // No VM running is the normal state of most machines, not a missing output; so is a kernel
    // log without a PCIe error.
    if ((read.format == FormatId::qemuCmdline || read.format == FormatId::libvirtDomainXml
            || read.format == FormatId::dmesgPcie)
        && empty)
        return read;
    if (empty) {
        if (capture.status == CaptureStatus::Ok)
            read.outcome = ReadCapture::Outcome::NoOutput;
        return read;
    }
    // A format the builder merges (any kind but shown-only) is read here, in parallel.
    const InputFormat* format = findInputFormat(read.format);
    if (!format || format->kind == FormatKind::ShownOnly)
        return read;
    // What someone pasted or imported is read as the paste normaliser leaves it, on the
    // input's own line numbers; what TopoLens collected, exactly as it came.
    const NormalisedPaste paste = isPastedOrImported(capture) ? normalisePaste(capture.stdoutData) : NormalisedPaste();
    ParsedInput parsed = format->read(paste.readable(capture.stdoutData));
    read.value = std::move(parsed.value);
    read.diagnostics = std::move(parsed.diagnostics);
    if (paste.changed)
        pointAtInput(paste, &read.diagnostics);
    read.outcome = ReadCapture::Outcome::Parsed;
    return read;
}

qsizetype capturedBytes(const MachineSnapshot& snapshot)
{
    qsizetype bytes = 0;
    for (const RawCapture& capture : snapshot.captures)
        bytes += capture.stdoutData.size();
    return bytes;
}

QList<ReadCapture> readCaptures(const MachineSnapshot& snapshot)
{
    // Largest first, so the longest parse starts at once and the small ones fill in around it.
    QList<qsizetype> order(snapshot.captures.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return snapshot.captures[a].stdoutData.size() > snapshot.captures[b].stdoutData.size();
    });
    QList<ReadCapture> read(snapshot.captures.size());
    ReadCapture* into = read.data(); // detached once, here: the workers write distinct elements
    if (capturedBytes(snapshot) < parallelReadingBytes) {
        for (const qsizetype i : std::as_const(order))
            into[i] = readCapture(snapshot.captures[i]);
        return read;
    }
    QtConcurrent::blockingMap(captureReadingPool(), order, [&](qsizetype i) { into[i] = readCapture(snapshot.captures[i]); });
    return read;
}

} // namespace Topo
