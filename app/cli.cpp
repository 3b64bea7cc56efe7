// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "io/modeljson.h"
#include "io/snapshot.h"
#include "model/tr.h"
#include "parse/formats.h"
#include "parse/machinebuilder.h"
#include "parse/text.h"

#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace Topo::Cli {

namespace {

const QStringList subcommands = { QStringLiteral("parse") };

void print(FILE* stream, const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
}

int usage(const QString& message)
{
    print(stderr, u"topolens: " + message + u'\n' + Tr::tr("Try 'topolens --help'.") + u'\n');
    return UsageError;
}

bool readInput(const QString& path, QByteArray* data, QString* error)
{
    QFile file;
    if (path == u"-") {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            *error = Tr::tr("cannot read standard input");
            return false;
        }
    } else {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = Tr::tr("cannot open %1: %2").arg(path, file.errorString());
            return false;
        }
    }
    *data = file.readAll();
    return true;
}

QString diagnosticsSummary(const Diagnostics& diagnostics)
{
    int errors = 0;
    int warnings = 0;
    for (const auto& d : diagnostics) {
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
    }
    return Tr::tr("%n error(s)", "", errors) + u", " + Tr::tr("%n warning(s)", "", warnings);
}

struct FileResult
{
    nlohmann::json json;
    bool understood = true;
};

FileResult parseSnapshotInput(const QString& name, const QByteArray& data, bool isDemo, bool asJson)
{
    const ParseResult<Snapshot> snapshot = isDemo ? openSnapshot(name) : readSnapshot(data);
    FileResult out;
    out.json = { { "format", "topolens-snapshot" }, { "file", name.toStdString() } };
    out.json["diagnostics"] = Json::toJson(snapshot.diagnostics);
    if (snapshot.hasErrors()) {
        out.understood = false;
        for (const auto& d : snapshot.diagnostics)
            print(stderr, name + u": " + formatDiagnostic(d) + u'\n');
        return out;
    }
    nlohmann::json machines = nlohmann::json::array();
    for (const auto& m : snapshot.value.machines) {
        const Machine machine = buildMachine(m);
        machines.push_back(Json::toJson(machine));
        if (!asJson) {
            print(stdout, Tr::tr("%1: %2 \"%3\": %n PCI device(s)", "", int(machine.pci.devices.size()))
                    .arg(name, machineRoleName(machine.role), machine.label)
                + u", " + Tr::tr("%n GPU(s)", "", int(machine.gpus.size())) + u'\n');
            for (const auto& cd : machine.diagnostics) {
                if (cd.diagnostic.severity != Severity::Info)
                    print(stdout, u"  " + cd.captureId + u": " + formatDiagnostic(cd.diagnostic) + u'\n');
            }
        }
    }
    out.json["title"] = snapshot.value.title.toStdString();
    out.json["machines"] = machines;
    return out;
}

int runParse(const QStringList& args)
{
    QString formatName = QStringLiteral("auto");
    bool asJson = false;
    QStringList files;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == u"--json") {
            asJson = true;
        } else if (a == u"--list-formats") {
            for (const auto& f : inputFormats())
                print(stdout, f.name.leftJustified(18) + u' ' + f.description + u"  (" + f.command + u")\n");
            print(stdout, QStringLiteral("topolens-snapshot  ") + Tr::tr("a TopoLens snapshot; prints each machine's model")
                    + u'\n');
            return Ok;
        } else if (a == u"--format" || a.startsWith(u"--format=")) {
            if (a == u"--format") {
                if (i + 1 >= args.size())
                    return usage(Tr::tr("--format needs a format name (see --list-formats)"));
                formatName = args[++i];
            } else {
                formatName = a.mid(9);
            }
        } else if (a.startsWith(u"--")) {
            return usage(Tr::tr("unknown option %1 for parse").arg(a));
        } else {
            files.append(a);
        }
    }
    if (files.isEmpty())
        return usage(Tr::tr("parse needs at least one FILE (or - for standard input)"));
    const InputFormat* forced = nullptr;
    if (formatName != u"auto" && formatName != u"topolens-snapshot") {
        forced = findInputFormat(formatName);
        if (!forced)
            return usage(Tr::tr("unknown format \"%1\" (see --list-formats)").arg(formatName));
    }

    nlohmann::json results = nlohmann::json::array();
    bool allUnderstood = true;
    for (const QString& path : files) {
        const bool isDemo = path == QLatin1String(demoSnapshotName) && !QFileInfo::exists(path);
        QByteArray data;
        QString error;
        if (!isDemo && !readInput(path, &data, &error)) {
            print(stderr, u"topolens: " + error + u'\n');
            allUnderstood = false;
            continue;
        }
        if (isDemo || formatName == u"topolens-snapshot" || (!forced && looksLikeSnapshot(data))) {
            FileResult r = parseSnapshotInput(path, data, isDemo, asJson);
            allUnderstood = allUnderstood && r.understood;
            results.push_back(std::move(r.json));
            continue;
        }
        const InputFormat* format = forced;
        int confidence = 100;
        if (!format) {
            const DetectedFormat detected = detectInputFormat(data);
            format = detected.format;
            confidence = detected.confidence;
        }
        if (!format) {
            print(stderr, path + u": " + Tr::tr("line 1: error: not a format TopoLens recognises; name one with --format (see --list-formats)") + u'\n');
            allUnderstood = false;
            continue;
        }
        Diagnostics diagnostics;
        nlohmann::json value = format->parseToJson(data, &diagnostics);
        bool understood = true;
        for (Diagnostic d : diagnostics) {
            if (d.severity != Severity::Error)
                continue;
            understood = false;
            // A parser that rejects the input as a whole names no line; point at where the
            // input starts, and show it, so the user sees what was fed in.
            if (d.line == 0) {
                for (const auto& line : Text::splitLines(data)) {
                    if (!Text::trimmed(line.text).isEmpty()) {
                        d.line = line.number;
                        d.message += u" (" + Tr::tr("it starts with %1").arg(Text::excerpt(line.text)) + u')';
                        break;
                    }
                }
            }
            print(stderr, path + u": " + formatDiagnostic(d) + u'\n');
        }
        allUnderstood = allUnderstood && understood;
        if (asJson) {
            nlohmann::json entry = { { "format", format->name.toStdString() }, { "file", path.toStdString() } };
            // Object values are merged into the envelope; lists (of PCI devices) go under
            // "devices" so every result is one object.
            if (value.is_object()) {
                for (auto it = value.begin(); it != value.end(); ++it)
                    entry[it.key()] = it.value();
            } else {
                entry["devices"] = std::move(value);
            }
            entry["diagnostics"] = Json::toJson(diagnostics);
            results.push_back(std::move(entry));
        } else {
            print(stdout, path + u": " + format->name
                    + (forced ? QString() : u" (" + Tr::tr("detected, %1% sure").arg(confidence) + u')') + u"; "
                    + diagnosticsSummary(diagnostics) + u'\n');
            for (const auto& d : diagnostics) {
                if (d.severity != Severity::Error)
                    print(stdout, u"  " + formatDiagnostic(d) + u'\n');
            }
        }
    }
    if (asJson) {
        const nlohmann::json& out = results.size() == 1 ? results.front() : results;
        print(stdout, QString::fromStdString(out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n');
    }
    return allUnderstood ? Ok : Failure;
}

} // namespace

QString helpText()
{
    return Tr::tr(
        "TopoLens %1: GPU and PCIe topology of hosts and the VMs they feed.\n"
        "\n"
        "Usage:\n"
        "  topolens [SNAPSHOT]                 open the GUI on a snapshot file, or on the built-in\n"
        "                                      demo when none is given (\"demo\" names it anywhere)\n"
        "  topolens open SNAPSHOT              the same\n"
        "  topolens parse FILE... [--format auto|NAME] [--json]\n"
        "                                      parse saved or pasted command output (FILE may be -\n"
        "                                      for standard input, or a snapshot) and print the result\n"
        "  topolens parse --list-formats       list the formats parse understands\n"
        "  topolens --help | --version\n"
        "\n"
        "Exit status: 0 ok, 1 failure (a message on standard error names the file and line),\n"
        "2 usage error.\n")
        .arg(QStringLiteral(TOPOLENS_VERSION));
}

bool isCliInvocation(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString& first = arguments.at(1);
    if (subcommands.contains(first) || first == u"--help" || first == u"-h" || first == u"--version" || first == u"help")
        return true;
    // A bare word that is neither the GUI's "open", the demo, nor an existing file is a
    // mistyped subcommand: answer it as one rather than trying to open it in a window.
    const bool plainWord = !first.startsWith(u'-') && !first.contains(u'/') && !first.contains(u'.');
    return plainWord && first != u"open" && first != QLatin1String(demoSnapshotName) && !QFileInfo::exists(first);
}

int run(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return usage(Tr::tr("missing subcommand"));
    const QString command = arguments.at(1);
    const QStringList rest = arguments.mid(2);
    if (command == u"--help" || command == u"-h" || command == u"help") {
        print(stdout, helpText());
        return Ok;
    }
    if (command == u"--version") {
        print(stdout, QStringLiteral("topolens %1\n").arg(QStringLiteral(TOPOLENS_VERSION)));
        return Ok;
    }
    if (command == u"parse")
        return runParse(rest);
    return usage(Tr::tr("unknown subcommand \"%1\"").arg(command));
}

} // namespace Topo::Cli
