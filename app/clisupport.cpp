// SPDX-License-Identifier: GPL-3.0-or-later
#include "clisupport.h"

#include "io/snapshotfile.h"

#include "io/wholefile.h"
#include "util/tr.h"

#include <QFile>
#include <QFileInfo>
#include <QtGlobal>

#include <algorithm>

#include <cerrno>
#include <cstring>

namespace Topo::Cli {

namespace {

/// The beginnings of Qt's messages that tell nothing about the command run (quietQtNoise()).
constexpr const char* qtNoise[] = {
    "QStandardPaths: XDG_RUNTIME_DIR not set",
    "QStandardPaths: wrong permissions on runtime directory",
    "QStandardPaths: runtime directory",
    "This plugin does not support propagateSizeHints()",
};

QtMessageHandler qtDefaultHandler = nullptr;

void dropQtNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    for (const char* noise : qtNoise) {
        if (message.startsWith(QLatin1String(noise)))
            return;
    }
    if (qtDefaultHandler) {
        qtDefaultHandler(type, context, message);
    } else {
        const QByteArray line = qFormatLogMessage(type, context, message).toLocal8Bit() + '\n';
        std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    }
}

} // namespace

void quietQtNoise()
{
    if (!qtDefaultHandler)
        qtDefaultHandler = qInstallMessageHandler(dropQtNoise);
}

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

Result<QByteArray> readInput(const QString& path)
{
    if (path != u"-")
        return readWholeFile(path);
    QFile file;
    if (!file.open(stdin, QIODevice::ReadOnly))
        return fail(Tr::tr("cannot read standard input"));
    return file.readAll();
}

QString standardOutputError()
{
    return Tr::tr("cannot write to standard output: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
}

Status checkOutputFolder(const QString& output)
{
    if (output.isEmpty() || output == u"-")
        return Status::success();
    const QFileInfo folder(QFileInfo(output).absolutePath());
    if (!folder.isDir())
        return fail(Tr::tr("cannot write %1: there is no folder %2").arg(output, folder.filePath()));
    return Status::success();
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

namespace {

/// Whether ARG is OPTION: its name alone, or for an option with a value also "--name=VALUE"
/// (never "-o=VALUE": one-dash options take the next argument).
bool isOption(const QString& arg, const OptionTarget& option)
{
    const QStringView name(option.name);
    if (arg == name)
        return true;
    const bool withValue = !option.flag;
    return withValue && name.startsWith(u"--") && arg.size() > name.size() && arg.startsWith(name) && arg[name.size()] == u'=';
}

/// Reads the option at args[*i] into its target; advances *i past a value taken from the next argument.
Status takeOption(const QStringList& args, qsizetype* i, const OptionTarget& option)
{
    if (option.flag) {
        *option.flag = true;
        return Status::success();
    }
    const QString& arg = args.at(*i);
    const QStringView name(option.name);
    QString value;
    if (arg.size() > name.size()) {
        value = arg.mid(name.size() + 1);
    } else if (*i + 1 < args.size()) {
        value = args.at(++*i);
    } else {
        return fail(Tr::tr("%1 needs a value").arg(name));
    }
    if (option.values)
        option.values->append(value);
    else
        *option.value = value;
    return Status::success();
}

} // namespace

Status readArguments(const QStringList& args, const ArgumentTable& table)
{
    const QString command = QString::fromUtf16(table.command);
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        const auto option = std::find_if(table.options.begin(), table.options.end(), [&](const OptionTarget& o) { return isOption(arg, o); });
        if (option != table.options.end()) {
            if (const Status taken = takeOption(args, &i, *option); !taken)
                return taken;
            continue;
        }
        if (arg.startsWith(u'-') && arg != u"-")
            return fail(Tr::tr("unknown option %1 for %2").arg(arg, command));
        if (!table.operands)
            return fail(Tr::tr("unexpected argument %1 for %2").arg(arg, command));
        if (table.oneOperand && !table.operands->isEmpty())
            return fail(Tr::tr("%1 takes one %2, not also \"%3\"").arg(command, QString::fromUtf16(table.operandName), arg));
        table.operands->append(arg);
    }
    return Status::success();
}

Status readOneOperand(const QStringList& args, const char16_t* command, const char16_t* operandName, QString* operand,
    QList<OptionTarget> options)
{
    QStringList operands;
    const Status read = readArguments(args,
        { .command = command, .options = std::move(options), .operands = &operands, .oneOperand = true, .operandName = operandName });
    *operand = operands.value(0);
    return read;
}


SharedDocument openDocumentFor(const QString& nameOrPath, const QString& output)
{
    if (!output.isEmpty()) {
        if (const Status writable = checkOutputFolder(output); !writable) {
            print(stderr, u"topolens: " + writable.error() + u'\n');
            return nullptr;
        }
    }
    const Result<Snapshot> snapshot = openWholeSnapshot(nameOrPath);
    if (!snapshot) {
        print(stderr, u"topolens: " + snapshot.error() + u'\n');
        return nullptr;
    }
    return SnapshotDocument::open(*snapshot);
}

bool writeOutput(const QString& path, const QByteArray& bytes)
{
    if (path.isEmpty() || path == u"-") {
        if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size()) && std::fflush(stdout) == 0)
            return true;
        print(stderr, u"topolens: " + standardOutputError() + u'\n');
        return false;
    }
    if (const Status written = writeWholeFile(path, bytes); !written) {
        print(stderr, u"topolens: " + written.error() + u'\n');
        return false;
    }
    return true;
}

} // namespace Topo::Cli
