// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/watchseries.h"

#include "model/formatid.h"
#include "parse/sysfs/sysfs.h"

#include <QHash>

namespace Topo {

QString sampleCaptureId(const QString& captureId, int sample)
{
    return captureId + u'@' + QString::number(sample);
}

QList<LinkSeries> watchSeries(const MachineSnapshot& machine)
{
    QList<LinkSeries> out;
    QHash<Bdf, qsizetype> index;
    for (int s = 0; s < machine.samples.size(); ++s) {
        const WatchSample& sample = machine.samples[s];
        for (const RawCapture& capture : sample.captures) {
            if (capture.format != FormatId::sysfsPci || capture.status != CaptureStatus::Ok || capture.stdoutData.isEmpty())
                continue;
            const ParseResult<PciTree> tree = parseSysfsPci(capture.stdoutData);
            for (const PciDevice& d : tree.value.devices) {
                if (!d.link.isKnown() && !d.aer.isKnown())
                    continue;
                auto it = index.constFind(d.bdf);
                if (it == index.cend()) {
                    it = index.insert(d.bdf, out.size());
                    out.append({ d.bdf, {} });
                }
                LinkSample one { s, sample.at, sample.underLoad, d.link, d.aer, 0 };
                for (const auto& [attribute, line] : d.sysfsLines) {
                    if (attribute == "current_link_width" || (!one.line && attribute.startsWith("aer_dev_")))
                        one.line = line.line;
                }
                out[*it].samples.append(one);
            }
        }
    }
    return out;
}

} // namespace Topo
