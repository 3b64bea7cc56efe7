// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for every input format, snapshot loading and collector bundles.
// The first byte picks the parser so one corpus covers them all; seeds are the real fixtures
// (scripts/fuzz.sh prefixes each with the byte of its format).
#include "io/bundle.h"
#include "io/snapshot.h"
#include "parse/formats.h"
#include "parse/machinebuilder.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 1)
        return 0;
    const auto& formats = Topo::inputFormats();
    const size_t selector = data[0];
    const QByteArrayView input(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    if (selector < size_t(formats.size())) {
        const Topo::InputFormat& format = formats[qsizetype(selector)];
        format.sniff(input);
        Topo::Diagnostics diagnostics;
        const nlohmann::json value = format.parseToJson(input, &diagnostics);
        (void)value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    } else if (selector == 0xfe) {
        const auto bundle = Topo::readBundle(input);
        for (const auto& machine : bundle.value.machines)
            (void)Topo::buildMachine(machine);
    } else if (selector == 0xff) {
        const auto snapshot = Topo::readSnapshot(input);
        for (const auto& machine : snapshot.value.machines)
            (void)Topo::buildMachine(machine);
    } else {
        (void)Topo::detectInputFormat(input);
    }
    return 0;
}
