// SPDX-License-Identifier: GPL-3.0-or-later
// `ibstat` of infiniband-diags (src/ibstat.c), a block per device:
//   CA 'mlx5_0'
//   	CA type: MT4129
//   	Number of ports: 1
//   	Firmware version: 28.39.1002
//   	...
//   	Port 1:
//   		State: Active
//   		Physical state: LinkUp
//   		Rate: 200
//   		...
//   		Link layer: Ethernet
#include "parse/rdma/rdma.h"
#include "parse/rdma/rdmacommon.h"

#include "parse/linereading.h"
#include "util/text.h"
#include "util/tr.h"

namespace Topo {

ParseResult<QList<RdmaDevice>> parseIbstat(QByteArrayView data)
{
    using namespace LineReading;
    ParseResult<QList<RdmaDevice>> result;
    const QString expected = Tr::tr("expected ibstat's blocks (CA 'mlx5_0' and its ports)");
    if (rejectUnreadable(data, result, expected))
        return result;
    LineWarnings<QList<RdmaDevice>> warnings(result);
    QList<RdmaDevice>& devices = result.value;
    int firstLine = 0;
    forEachLine(data, warnings, [&](int line, QByteArrayView text) {
        if (!firstLine)
            firstLine = line;
        if (text.startsWith("CA '")) {
            const qsizetype end = text.indexOf('\'', 4);
            if (end <= 4) {
                warnings.warn(line, Tr::tr("A CA line without its quoted name; skipped"));
                return;
            }
            RdmaDevice device;
            device.name = Text::cleanText(text.sliced(4, end - 4));
            device.line = line;
            devices.append(device);
            return;
        }
        if (devices.isEmpty() || text.startsWith("ibwarn:") || text.startsWith("ibpanic:"))
            return; // before the first block, or the umad library's own messages
        RdmaDevice& device = devices.last();
        if (text.startsWith("Port ") && text.endsWith(':')) {
            bool ok = false;
            const int number = text.sliced(5, text.size() - 6).toInt(&ok);
            if (!ok) {
                warnings.warn(line, Tr::tr("A port line without its number; skipped"));
                return;
            }
            device.ports.append({ number, {}, {}, 0, {}, line });
            return;
        }
        const auto field = Rdma::keyValue(text);
        if (!field)
            return;
        const auto& [key, value] = *field;
        if (device.ports.isEmpty()) {
            if (key == "CA type")
                device.caType = Text::cleanText(value);
            else if (key == "Firmware version")
                device.firmware = Text::cleanText(value);
            return;
        }
        RdmaPort& port = device.ports.last();
        if (key == "State") {
            port.state = Text::cleanText(value);
        } else if (key == "Physical state") {
            port.physicalState = Text::cleanText(value);
        } else if (key == "Link layer") {
            port.linkLayer = Text::cleanText(value);
        } else if (key == "Rate") {
            bool ok = false;
            const int rate = value.toInt(&ok);
            if (ok && rate >= 0 && rate <= 100000)
                port.rateGbps = rate;
            else
                warnings.warn(line, Tr::tr("Rate is not a whole number of Gb/s; skipped"));
        }
    });
    Rdma::finishDevices(result, warnings, firstLine, expected);
    return result;
}

int sniffIbstat(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    if (!head.contains("CA '"))
        return 0;
    return head.contains("CA type:") || head.contains("Port 1:") ? 90 : 30;
}

} // namespace Topo
