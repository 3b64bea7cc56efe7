// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Topo {

enum class Severity { Info, Warning, Error };

/// One remark a parser makes about its input. `line` is 1-based; 0 means "the input as a whole".
struct Diagnostic
{
    int line = 0;
    Severity severity = Severity::Warning;
    QString message;

    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

using Diagnostics = QList<Diagnostic>;

/// Where a fact was read: a capture of the machine's snapshot (its id) and a line of it
/// (1-based), so evidence can point at the line without reading the capture again.
struct SourceLine
{
    QString captureId; // set by the machine builder; a parser knows only its line
    int line = 0;      // 0: not known

    bool isKnown() const { return line > 0; }
};

QString severityName(Severity severity);

/// "line 12: warning: …" — the form the CLI prints and tests compare against.
QString formatDiagnostic(const Diagnostic& diagnostic);

/// What every pure parser returns: the value it could read, plus what it has to say about the
/// rest. Parsers never throw; a value is always present (possibly empty). `hasErrors()` means
/// part of the input was not understood; warnings mean it was understood with a caveat.
template<class T>
struct ParseResult
{
    T value {};
    Diagnostics diagnostics;

    bool hasErrors() const
    {
        for (const auto& d : diagnostics) {
            if (d.severity == Severity::Error)
                return true;
        }
        return false;
    }
    void note(int line, Severity severity, QString message)
    {
        diagnostics.append(Diagnostic { line, severity, std::move(message) });
    }
    void info(int line, QString message) { note(line, Severity::Info, std::move(message)); }
    void warn(int line, QString message) { note(line, Severity::Warning, std::move(message)); }
    void error(int line, QString message) { note(line, Severity::Error, std::move(message)); }
};

} // namespace Topo
