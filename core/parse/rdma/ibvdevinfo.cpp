// SPDX-License-Identifier: GPL-3.0-or-later
// `ibv_devinfo` of rdma-core (libibverbs/examples/devinfo.c), a block per device:
//   hca_id:	mlx5_0
//   	transport:			InfiniBand (0)
//   	fw_ver:				28.39.1002
//   	vendor_id:			0x02c9
//   	vendor_part_id:			4129
//   	...
//   		port:	1
//   			state:			PORT_ACTIVE (4)
//   			...
//   			link_layer:		Ethernet
// Read into the same devices as ibstat's: the port state in ibstat's words ("Active"), and for
// Mellanox/NVIDIA devices the type as ibstat prints it (MT + the part id).
#include "parse/rdma/rdma.h"
#include "parse/rdma/rdmacommon.h"

#include "parse/linereading.h"
#include "util/text.h"
#include "util/tr.h"

namespace Topo {

namespace {

using namespace LineReading;

// ibv_port_state_str()'s names, as ibstat's State: line says them.
constexpr std::pair<QByteArrayView, QStringView> portStates[] = {
    { "PORT_ACTIVE", u"Active" },
    { "PORT_DOWN", u"Down" },
    { "PORT_INIT", u"Initializing" },
    { "PORT_ARMED", u"Armed" },
    { "PORT_ACTIVE_DEFER", u"Active/Deferred" },
    { "PORT_NOP", u"NOP" },
};

// Mellanox's vendor id: ibstat names such a device's type "MT" + its part id.
constexpr QByteArrayView mellanoxVendorId = "0x02c9";

} // namespace

ParseResult<QList<RdmaDevice>> parseIbvDevinfo(QByteArrayView data)
{
    ParseResult<QList<RdmaDevice>> result;
    const QString expected = Tr::tr("expected ibv_devinfo's blocks (hca_id: mlx5_0 and its ports)");
    if (rejectUnreadable(data, result, expected))
        return result;
    LineWarnings<QList<RdmaDevice>> warnings(result);
    QList<RdmaDevice>& devices = result.value;
    QByteArray vendor;
    int firstLine = 0;
    forEachLine(data, warnings, [&](int line, QByteArrayView text) {
        if (!firstLine)
            firstLine = line;
        const auto field = Rdma::keyValue(text);
        if (!field)
            return;
        const auto& [key, value] = *field;
        if (key == "hca_id") {
            if (value.isEmpty()) {
                warnings.warn(line, Tr::tr("An hca_id line without its name; skipped"));
                return;
            }
            RdmaDevice device;
            device.name = Text::cleanText(value);
            device.line = line;
            devices.append(device);
            vendor.clear();
            return;
        }
        if (devices.isEmpty())
            return; // before the first block ("No IB devices found", a prompt)
        RdmaDevice& device = devices.last();
        if (key == "port") {
            bool ok = false;
            const int number = value.toInt(&ok);
            if (!ok || number < 0) {
                warnings.warn(line, Tr::tr("A port line without its number; skipped"));
                return;
            }
            device.ports.append({ number, {}, {}, 0, {}, line });
            return;
        }
        if (device.ports.isEmpty()) {
            if (key == "fw_ver") {
                device.firmware = Text::cleanText(value);
            } else if (key == "vendor_id") {
                vendor = value.toByteArray();
            } else if (key == "vendor_part_id" && vendor == mellanoxVendorId) {
                bool ok = false;
                const int part = value.toInt(&ok);
                if (ok && part > 0)
                    device.caType = QStringLiteral("MT%1").arg(part);
            }
            return;
        }
        RdmaPort& port = device.ports.last();
        if (key == "state") {
            // "PORT_ACTIVE (4)": the name before the number.
            const qsizetype space = value.indexOf(' ');
            const QByteArrayView name = space > 0 ? value.first(space) : value;
            port.state = Text::cleanText(name);
            for (const auto& [word, state] : portStates) {
                if (name == word)
                    port.state = state.toString();
            }
        } else if (key == "link_layer") {
            port.linkLayer = Text::cleanText(value);
        }
    });
    Rdma::finishDevices(result, warnings, firstLine, expected);
    return result;
}

int sniffIbvDevinfo(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    if (!head.contains("hca_id:"))
        return 0;
    return head.contains("transport:") || head.contains("phys_port_cnt:") ? 90 : 30;
}

} // namespace Topo
