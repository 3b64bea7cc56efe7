// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by amd-smi's text parsers, not part of the parse API: the command echoed above the
// output, and the indented "KEY: value" records of `amd-smi list` and `amd-smi static`.

#include "parse/linereading.h"
#include "util/text.h"

#include <QByteArray>
#include <QByteArrayView>

namespace Topo::AmdSmi {

/// "amd-smi topology", "~$ amd-smi static", "/opt/rocm/bin/amd-smi list -e": the command,
/// echoed or pasted with a prompt the shell-prompt test does not know.
bool isCommandLine(QByteArrayView text);

/// One line of amd-smi's human-readable records: "    BDF: 0000:0c:00.0" is indent 4, key
/// "BDF", value "0000:0c:00.0"; "    BUS:" a key without value (a section).
struct RecordLine
{
    int number = 0;
    int indent = 0;
    QByteArrayView key;
    QByteArrayView value;
    bool hasColon = false;
    QByteArrayView text; // the whole line, trimmed
};

/// "GPU: 3" (and the CPU, CORE … records amd-smi prints beside GPUs): the kind and the number.
bool isDeviceHeader(const RecordLine& line, QByteArrayView kind, int* number = nullptr);

/// Calls `handle(const RecordLine&)` for every line worth reading: escapes, a BOM, prompts and
/// the echoed command removed, the indentation measured before trimming (a tab counts 4).
template<class T, class Handler>
void forEachRecordLine(QByteArrayView data, LineReading::LineWarnings<T>& warnings, Handler&& handle)
{
    QByteArray storage;
    for (const auto& rawLine : Text::splitLines(data)) {
        QByteArrayView raw = rawLine.text;
        if (rawLine.number == 1 && Text::startsWith(raw, "\xef\xbb\xbf"))
            raw = raw.sliced(3);
        if (raw.size() > LineReading::maxLineLength) {
            warnings.warn(rawLine.number, Tr::tr("Line is %1 bytes long; skipped").arg(raw.size()));
            continue;
        }
        if (Text::containsEscape(raw)) {
            storage = Text::stripAnsi(raw);
            raw = storage;
        }
        RecordLine line;
        line.number = rawLine.number;
        qsizetype i = 0;
        for (; i < raw.size() && (raw[i] == ' ' || raw[i] == '\t'); ++i)
            line.indent += raw[i] == '\t' ? 4 : 1;
        line.text = Text::trimmed(raw.sliced(i));
        if (line.text.isEmpty() || Text::isShellPromptLine(line.text) || isCommandLine(line.text))
            continue;
        const qsizetype colon = line.text.indexOf(':');
        // "BDF: 0000:0c:00.0" splits at its first colon; "GPU:" ends with one.
        if (colon > 0 && (colon + 1 == line.text.size() || line.text[colon + 1] == ' ' || line.text[colon + 1] == '\t')) {
            line.hasColon = true;
            line.key = Text::trimmed(line.text.first(colon));
            line.value = Text::trimmed(line.text.sliced(colon + 1));
        } else {
            line.key = line.text;
        }
        handle(line);
    }
}

} // namespace Topo::AmdSmi
