// SPDX-License-Identifier: GPL-3.0-or-later
#include "clisupport.h"

#include "io/wholefile.h"
#include "util/tr.h"

#include <QFile>
#include <QFileInfo>
#include <QtGlobal>

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

Result<QString> optionValue(const QStringList& args, int* i, const QString& name)
{
    const QString& a = args.at(*i);
    if (a.startsWith(name + u'='))
        return a.mid(name.size() + 1);
    if (*i + 1 >= args.size())
        return fail(Tr::tr("%1 needs a value").arg(name));
    return args.at(++*i);
}

namespace {

/// Whether ARG is the option NAME: "--name" alone, or for an option with a value also "--name=VALUE".
bool isOption(const QString& arg, QStringView name, bool withValue)
{
    return arg == name || (withValue && arg.size() > name.size() && arg.startsWith(name) && arg[name.size()] == u'=');
}

Status readValue(const QStringList& args, int* i, const QString& name, QString* target)
{
    const Result<QString> value = optionValue(args, i, name);
    if (!value)
        return fail(value.error());
    *target = *value;
    return Status::success();
}

} // namespace

Status takeOption(const QStringList& args, int* i, std::initializer_list<OptionTarget> options, bool* matched)
{
    *matched = false;
    for (const OptionTarget& option : options) {
        if (!isOption(args.at(*i), option.name, option.value != nullptr))
            continue;
        *matched = true;
        if (!option.value) {
            *option.flag = true;
            return Status::success();
        }
        return readValue(args, i, QString::fromUtf16(option.name), option.value);
    }
    return Status::success();
}

Status takeOutputOption(const QStringList& args, int* i, QString* output, bool* matched)
{
    if (args.at(*i) == u"-o") {
        *matched = true;
        return readValue(args, i, QStringLiteral("-o"), output);
    }
    return takeOption(args, i, { { u"--output", output } }, matched);
}

} // namespace Topo::Cli
