// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/watchseries.h"

#include "model/formatid.h"
#include "parse/prometheus/prometheus.h"
#include "parse/sysfs/sysfs.h"

#include <QHash>

namespace Topo {

int LinkSample::lineOf(QByteArrayView attribute) const
{
    for (const auto& [name, line] : lines) {
        if (name == attribute)
            return line.line;
    }
    return 0;
}

QString sampleCaptureId(const QString& captureId, int sample)
{
    return captureId + u'@' + QString::number(sample);
}

QList<LinkSeries> watchSeries(const MachineSnapshot& machine)
{
    QList<LinkSeries> out;
    QHash<Bdf, qsizetype> index;
    // A watch file's unchanged samples share one buffer ("sameAs"): each is parsed once.
    QHash<const char*, PciTree> parsed;
    for (int s = 0; s < machine.samples.size(); ++s) {
        const WatchSample& sample = machine.samples[s];
        for (const RawCapture& capture : sample.captures) {
            const bool sysfs = capture.format == FormatId::sysfsPci;
            if ((!sysfs && capture.format != FormatId::prometheusPcidevice) || capture.status != CaptureStatus::Ok
                || capture.stdoutData.isEmpty())
                continue;
            auto tree = parsed.find(capture.stdoutData.constData());
            if (tree == parsed.end())
                tree = parsed.insert(capture.stdoutData.constData(),
                    sysfs ? parseSysfsPci(capture.stdoutData).value : parsePrometheusPcidevice(capture.stdoutData).value);
            for (const PciDevice& d : tree->devices) {
                if (!d.link.isKnown() && !d.aer.isKnown())
                    continue;
                auto it = index.constFind(d.bdf);
                if (it == index.cend()) {
                    it = index.insert(d.bdf, out.size());
                    out.append({ d.bdf, {} });
                }
                out[*it].samples.append({ s, sample.at, sample.underLoad, d.link, d.aer, d.sysfsLines });
            }
        }
    }
    return out;
}

} // namespace Topo
