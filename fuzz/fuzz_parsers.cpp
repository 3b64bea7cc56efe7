// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for every input format, snapshot loading, collector bundles and the SSH
// script-stream demultiplexer. Two ways to run it:
//  - TOPOLENS_FUZZ_TARGET=NAME (a format name from `topolens parse --list-formats`, or
//    topolens-snapshot, topolens-bundle, script-stream, paste-normaliser): every input goes to
//    that one parser, seeded with its own fixtures. scripts/fuzz.sh runs each in turn for a
//    bounded time. Every format target reads through the paste normaliser (the registry's
//    parse does); paste-normaliser checks the normaliser's own promises.
//  - unset: the first byte picks the parser (formats by index, 0xfc paste normaliser, 0xfd
//    script stream, 0xfe bundle, 0xff snapshot), so one corpus covers them all.
// TOPOLENS_FUZZ_LIST=1 prints the target names and exits.
#include "collect/scriptstream.h"
#include "io/bundle.h"
#include "io/snapshotfile.h"
#include "io/parsejson.h"
#include "parse/formats.h"
#include "parse/pastenormaliser.h"
#include "analyze/machinebuilder.h"
#include "util/text.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr int pasteTarget = 0xfc;
constexpr int scriptStreamTarget = 0xfd;
constexpr int bundleTarget = 0xfe;
constexpr int snapshotTarget = 0xff;
int fixedTarget = -1; // from TOPOLENS_FUZZ_TARGET

class NullSink final : public Topo::ScriptStreamDemux::Sink
{
public:
    void commandStarted(int, bool) override { }
    void commandOutput(int, QByteArrayView data, bool) override { bytes += data.size(); }
    void commandEnded(int, bool, int) override { }
    qsizetype bytes = 0;
};

void runTarget(int target, QByteArrayView input)
{
    const auto& formats = Topo::inputFormats();
    if (target >= 0 && target < formats.size()) {
        const Topo::InputFormat& format = formats[target];
        format.sniff(input);
        Topo::Diagnostics diagnostics;
        const nlohmann::json value = Topo::Json::parseToJson(format, input, &diagnostics);
        (void)value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    } else if (target == pasteTarget) {
        // The normalised text keeps the input's line numbers, and every note names one of them.
        const Topo::NormalisedPaste paste = Topo::normalisePaste(input);
        if (paste.changed) {
            const QList<Topo::Text::Line> lines = Topo::Text::splitLines(input);
            const int last = lines.isEmpty() ? 0 : lines.last().number;
            if (paste.text.count('\n') != last)
                std::abort();
            for (const Topo::Diagnostic& note : paste.notes) {
                if (note.line < 1 || note.line > last || note.severity != Topo::Severity::Info)
                    std::abort();
            }
        }
    } else if (target == scriptStreamTarget) {
        // Both streams from the same bytes, cut at every 7th byte: markers split across reads.
        NullSink sink;
        Topo::ScriptStreamDemux demux(QByteArrayLiteral("@@b"), sink);
        for (qsizetype at = 0; at < input.size(); at += 7) {
            demux.feed(input.sliced(at, std::min<qsizetype>(7, input.size() - at)), false);
            demux.feed(input.sliced(at, std::min<qsizetype>(7, input.size() - at)), true);
        }
        demux.flush();
    } else if (target == bundleTarget) {
        const auto bundle = Topo::readBundle(input);
        for (const auto& machine : bundle.value.machines)
            (void)Topo::buildMachine(machine);
    } else if (target == snapshotTarget) {
        const auto snapshot = Topo::readSnapshot(input);
        for (const auto& machine : snapshot.value.machines)
            (void)Topo::buildMachine(machine);
    } else {
        (void)Topo::detectInputFormat(input);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    const auto& formats = Topo::inputFormats();
    if (qEnvironmentVariableIsSet("TOPOLENS_FUZZ_LIST")) {
        for (const auto& format : formats)
            std::printf("%s\n", qPrintable(format.name));
        std::printf("paste-normaliser\nscript-stream\ntopolens-bundle\ntopolens-snapshot\n");
        std::exit(0);
    }
    const QString name = qEnvironmentVariable("TOPOLENS_FUZZ_TARGET");
    if (name.isEmpty())
        return 0;
    for (int i = 0; i < formats.size(); ++i) {
        if (formats[i].name == name)
            fixedTarget = i;
    }
    if (name == u"paste-normaliser")
        fixedTarget = pasteTarget;
    else if (name == u"script-stream")
        fixedTarget = scriptStreamTarget;
    else if (name == u"topolens-bundle")
        fixedTarget = bundleTarget;
    else if (name == u"topolens-snapshot")
        fixedTarget = snapshotTarget;
    if (fixedTarget < 0) {
        std::fprintf(stderr, "fuzz_parsers: unknown TOPOLENS_FUZZ_TARGET %s\n", qPrintable(name));
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    if (fixedTarget >= 0) {
        runTarget(fixedTarget, bytes);
        return 0;
    }
    if (size < 1)
        return 0;
    runTarget(data[0], bytes.sliced(1));
    return 0;
}
