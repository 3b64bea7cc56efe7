// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "clisupport.h"

#include "collect/collector.h"
#include "collect/localrunner.h"
#include "collect/sshsession.h"
#include "collect/shellcollector.h"
#include "io/modeljson.h"
#include "io/snapshotfile.h"
#include "util/tr.h"
#include "about/versions.h"
#include "io/parsejson.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"
#include "util/text.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QMutex>
#include <QSysInfo>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <optional>
#include <vector>

#include <termios.h>
#include <unistd.h>

namespace Topo::Cli {

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

/// "--name VALUE" or "--name=VALUE"; advances *i past what it used.
bool optionValue(const QStringList& args, int* i, const QString& name, QString* value, QString* error)
{
    const QString& a = args.at(*i);
    if (a.startsWith(name + u'=')) {
        *value = a.mid(name.size() + 1);
        return true;
    }
    if (*i + 1 >= args.size()) {
        *error = Tr::tr("%1 needs a value").arg(name);
        return false;
    }
    *value = args.at(++*i);
    return true;
}

namespace {

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
        nlohmann::json value = Json::parseToJson(*format, data, &diagnostics);
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

// ---- collect ------------------------------------------------------------------------------

/// Answers password, passphrase and keyboard-interactive questions on the terminal, never
/// echoing secrets. Without a terminal on standard input it declines: the CLI never waits for
/// input a script cannot give. Called from the collecting threads, one question at a time.
class TerminalPrompter
{
public:
    TerminalPrompter() : m_haveTerminal(::isatty(STDIN_FILENO) == 1) { }

    bool ask(const QString& machine, const AuthPrompt& prompt, Secret* answer)
    {
        QMutexLocker locker(&m_mutex);
        if (!m_haveTerminal) {
            m_declined = true;
            return false;
        }
        // Echo goes off before the question appears (as OpenSSH's readpassphrase does), so
        // nothing typed in answer to it can be shown.
        termios saved {};
        const bool hideInput = !prompt.echo && ::tcgetattr(STDIN_FILENO, &saved) == 0;
        if (hideInput) {
            termios silent = saved;
            silent.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
        }
        if (!prompt.instruction.isEmpty())
            print(stderr, machine + u": " + prompt.instruction + u'\n');
        print(stderr, machine + u": " + prompt.text + u' ');
        std::fflush(stderr);
        // Read byte by byte into a fixed buffer: no stdio or Qt buffer keeps a copy.
        std::array<char, 1024> line {};
        std::size_t length = 0;
        char c = 0;
        bool gotLine = false;
        while (::read(STDIN_FILENO, &c, 1) == 1) {
            if (c == '\n') {
                gotLine = true;
                break;
            }
            if (length + 1 < line.size())
                line[length++] = c;
        }
        c = 0;
        if (hideInput) {
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
            print(stderr, QStringLiteral("\n"));
        }
        if (gotLine)
            answer->assign(line.data(), length);
        wipeMemory(line.data(), line.size());
        return gotLine;
    }

    /// A question came while standard input was no terminal.
    bool declinedForLackOfTerminal() const
    {
        QMutexLocker locker(&m_mutex);
        return m_declined;
    }

private:
    const bool m_haveTerminal;
    mutable QMutex m_mutex;
    bool m_declined = false;
};

struct CollectTarget
{
    QString name;  // "host", "guest", "local": prefixes its progress lines
    MachineRole role = MachineRole::BareMetal;
    QString label;
    std::optional<SshTarget> ssh; // none: this machine
    bool askedAboutHostKey = false;
};

QString captureSummary(const RawCapture& capture)
{
    const QString size = QLocale().formattedDataSize(capture.stdoutData.size(), 1);
    const QString seconds = QString::number(double(capture.durationMs) / 1000.0, 'f', 1);
    QString text = captureStatusName(capture.status) + u" (" + Tr::tr("%1 s, %2").arg(seconds, size) + u')';
    if (!capture.statusDetail.isEmpty())
        text += u": " + capture.statusDetail;
    return text;
}

QString countsSummary(const QList<RawCapture>& captures)
{
    QMap<QString, int> counts;
    for (const RawCapture& capture : captures)
        ++counts[captureStatusName(capture.status)];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    return parts.join(QStringLiteral(", "));
}

int runCollect(const QStringList& args)
{
    QString hostText;
    QString guestText;
    SshTarget host;
    SshTarget guest;
    QString output;
    QString knownHosts;
    QString vmidText;
    QString timeoutText;
    bool local = false;
    bool acceptNewHostKey = false;
    bool guestOptionGiven = false;
    PlanOptions plan;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const QString name = a.section(u'=', 0, 0);
        QString value;
        QString error;
        auto take = [&](QString* target) {
            if (!optionValue(args, &i, name, &value, &error))
                return false;
            *target = value;
            return true;
        };
        auto takePort = [&](int* port) {
            if (!optionValue(args, &i, name, &value, &error))
                return false;
            bool ok = false;
            *port = value.toInt(&ok);
            if (!ok || *port < 1 || *port > 65535) {
                error = Tr::tr("%1 needs a port number from 1 to 65535, not \"%2\"").arg(name, value);
                return false;
            }
            return true;
        };
        bool ok = true;
        if (a == u"--local") {
            local = true;
        } else if (a == u"--accept-new-host-key") {
            acceptNewHostKey = true;
        } else if (a == u"--sudo") {
            plan.includeSudo = true;
        } else if (name == u"--host") {
            ok = take(&hostText);
        } else if (name == u"--port") {
            ok = takePort(&host.port);
        } else if (name == u"--identity") {
            ok = take(&host.identityFile);
        } else if (name == u"-J" || name == u"--jump") {
            ok = take(&host.jump);
        } else if (name == u"--guest") {
            ok = take(&guestText);
        } else if (name == u"--guest-port") {
            ok = takePort(&guest.port);
            guestOptionGiven = true;
        } else if (name == u"--guest-identity") {
            ok = take(&guest.identityFile);
            guestOptionGiven = true;
        } else if (name == u"--guest-jump" || name == u"--guest-J") {
            ok = take(&guest.jump);
            guestOptionGiven = true;
        } else if (name == u"--vmid") {
            ok = take(&vmidText);
        } else if (name == u"--known-hosts") {
            ok = take(&knownHosts);
        } else if (name == u"--timeout") {
            ok = take(&timeoutText);
        } else if (name == u"-o" || name == u"--output") {
            ok = take(&output);
        } else {
            return usage(Tr::tr("unknown option %1 for collect").arg(a));
        }
        if (!ok)
            return usage(error);
    }

    if (output.isEmpty())
        return usage(Tr::tr("collect needs -o SNAPSHOT.json"));
    if (local == !hostText.isEmpty())
        return usage(Tr::tr("collect needs either --host USER@HOST or --local"));
    if (local && (!guestText.isEmpty() || guestOptionGiven || !vmidText.isEmpty() || !knownHosts.isEmpty()
                     || acceptNewHostKey || host.port || !host.identityFile.isEmpty() || !host.jump.isEmpty()))
        return usage(Tr::tr("--local collects this machine; the SSH options do not apply to it"));
    if (guestOptionGiven && guestText.isEmpty())
        return usage(Tr::tr("the --guest-* options need --guest USER@VM"));
    if (!local && !parseDestination(hostText, &host.user, &host.host))
        return usage(Tr::tr("\"%1\" is not of the form USER@HOST").arg(hostText));
    if (!guestText.isEmpty() && !parseDestination(guestText, &guest.user, &guest.host))
        return usage(Tr::tr("\"%1\" is not of the form USER@VM").arg(guestText));
    RunLimits limits;
    if (!timeoutText.isEmpty()) {
        bool ok = false;
        const int seconds = timeoutText.toInt(&ok);
        if (!ok || seconds < 1 || seconds > 86400)
            return usage(Tr::tr("--timeout needs a number of seconds, not \"%1\"").arg(timeoutText));
        limits.commandTimeout = std::chrono::seconds(seconds);
        host.timeout = guest.timeout = std::chrono::seconds(seconds);
    }
    if (!vmidText.isEmpty()) {
        bool ok = false;
        const qint64 vmid = vmidText.toLongLong(&ok);
        if (!ok || qmConfigCommand(vmid).isEmpty())
            return usage(Tr::tr("--vmid needs a Proxmox VM id (100 to 999999999), not \"%1\"").arg(vmidText));
        plan.proxmoxVmId = vmid;
    }
    for (SshTarget* target : { &host, &guest }) {
        if (!knownHosts.isEmpty())
            target->knownHostsFile = QFileInfo(knownHosts).absoluteFilePath();
        QString error;
        if (!target->jump.isEmpty() && proxyCommandForJump(target->jump, &error).isEmpty())
            return usage(error);
    }

    std::vector<CollectTarget> targets;
    if (local) {
        targets.push_back({ QStringLiteral("local"), MachineRole::BareMetal, QSysInfo::machineHostName(), std::nullopt });
    } else {
        const bool virtualization = !guestText.isEmpty() || plan.proxmoxVmId;
        targets.push_back({ QStringLiteral("host"), virtualization ? MachineRole::Host : MachineRole::BareMetal, host.host, host });
        if (!guestText.isEmpty()) {
            const QString label = plan.proxmoxVmId ? Tr::tr("%1 (VM %2)").arg(guest.host).arg(*plan.proxmoxVmId) : guest.host;
            targets.push_back({ QStringLiteral("guest"), MachineRole::Guest, label, guest });
        }
    }

    TerminalPrompter prompter;
    QEventLoop loop;
    int running = 0;
    std::vector<std::unique_ptr<Collector>> collectors;
    for (CollectTarget& target : targets) {
        // qm config belongs to the Proxmox host only.
        PlanOptions machinePlan = plan;
        if (target.role == MachineRole::Guest)
            machinePlan.proxmoxVmId.reset();
        const QList<PlannedCommand> commands = plannedCommands(machinePlan);
        std::unique_ptr<CommandRunner> runner;
        if (target.ssh) {
            const QString prefix = target.name;
            bool* asked = &target.askedAboutHostKey;
            auto onHostKey = [prefix, asked, acceptNewHostKey](const HostKeyInfo& key) {
                *asked = true;
                if (!acceptNewHostKey)
                    return HostKeyDecision::Reject;
                print(stderr, prefix + u": "
                        + Tr::tr("trusting the new %1 key %2 of %3 and saving it to %4")
                              .arg(key.keyTypeName(), key.fingerprint, key.host, key.knownHostsFile)
                        + u'\n');
                return HostKeyDecision::AcceptAndSave;
            };
            auto onSecret = [prefix, &prompter](const AuthPrompt& prompt, Secret* answer) {
                return prompter.ask(prefix, prompt, answer);
            };
            runner = std::make_unique<SshRunner>(*target.ssh, onHostKey, onSecret);
        } else {
            runner = std::make_unique<LocalRunner>();
        }
        auto collector = std::make_unique<Collector>(std::move(runner), commands, limits);
        collector->setMachine(target.role, target.label);
        const QString prefix = target.name;
        const int count = int(commands.size());
        if (target.ssh) {
            QObject::connect(collector.get(), &Collector::connecting, &loop, [prefix](const QString& address) {
                print(stderr, prefix + u": " + Tr::tr("connecting to %1").arg(address) + u'\n');
            });
        }
        const bool remote = target.ssh.has_value();
        QObject::connect(collector.get(), &Collector::connected, &loop, [prefix, count, remote](const QString& address) {
            print(stderr, prefix + u": " + Tr::tr("running %n command(s) on %1", "", count).arg(remote ? address : Tr::tr("this machine"))
                    + u'\n');
        });
        QObject::connect(collector.get(), &Collector::commandFinished, &loop,
            [prefix, count](int index, const RawCapture& capture) {
                // Commands that never ran are counted in the summary, not listed one by one.
                if (capture.status == CaptureStatus::NotRun)
                    return;
                print(stderr, QStringLiteral("%1: [%2/%3] %4: ").arg(prefix).arg(index + 1).arg(count).arg(capture.id)
                        + captureSummary(capture) + u'\n');
            });
        QObject::connect(collector.get(), &Collector::finished, &loop, [&running, &loop] {
            if (--running == 0)
                loop.quit();
        });
        collectors.push_back(std::move(collector));
    }
    running = int(collectors.size());
    for (auto& collector : collectors)
        collector->start();
    loop.exec();

    Snapshot snapshot;
    snapshot.createdAt = QDateTime::currentDateTimeUtc();
    QStringList labels;
    bool anyConnected = false;
    bool complete = true;
    for (std::size_t i = 0; i < collectors.size(); ++i) {
        const CollectTarget& target = targets[i];
        const CollectResult result = collectors[i]->result();
        anyConnected = anyConnected || result.connected;
        complete = complete && result.isComplete();
        labels << target.label;
        snapshot.machines.append(result.machine);
        if (!result.connected) {
            print(stderr, u"topolens: " + target.name + u": " + result.error + u'\n');
            if (target.askedAboutHostKey && !acceptNewHostKey)
                print(stderr, u"topolens: " + Tr::tr("check the fingerprint, then run again with --accept-new-host-key to "
                                                     "trust the key and save it")
                        + u'\n');
            continue;
        }
        print(stderr, target.name + u": " + countsSummary(result.machine.captures) + u'\n');
        if (!result.error.isEmpty())
            print(stderr, u"topolens: " + target.name + u": " + result.error + u'\n');
    }
    if (prompter.declinedForLackOfTerminal())
        print(stderr, u"topolens: " + Tr::tr("a password or passphrase was asked for, but standard input is not a terminal; "
                                             "use a key without a passphrase or an ssh-agent, or run collect in a terminal")
                + u'\n');
    snapshot.title = Tr::tr("Collected from %1").arg(labels.join(Tr::tr(" and ", "joins machine names")));
    if (!anyConnected) {
        print(stderr, u"topolens: " + Tr::tr("nothing was collected; %1 was not written").arg(output) + u'\n');
        return Failure;
    }
    QString saveError;
    if (!saveSnapshot(snapshot, output, &saveError)) {
        print(stderr, u"topolens: " + saveError + u'\n');
        return Failure;
    }
    if (!complete) {
        print(stderr, u"topolens: " + Tr::tr("saved %1, but the collection is incomplete (see above)").arg(output) + u'\n');
        return Failure;
    }
    print(stderr, Tr::tr("saved %1").arg(output) + u'\n');
    return Ok;
}

int runImport(const QStringList& args)
{
    QString output;
    QStringList bundles;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == u"-o" && i + 1 < args.size())
            output = args[++i];
        else if (args[i].startsWith(u'-'))
            return usage(Tr::tr("unknown option %1 for import").arg(args[i]));
        else
            bundles << args[i];
    }
    if (bundles.isEmpty() || output.isEmpty())
        return usage(Tr::tr("import needs at least one BUNDLE and -o SNAPSHOT.json"));
    Snapshot joined;
    joined.createdAt = QDateTime::currentDateTimeUtc();
    QStringList labels;
    bool complete = true;
    for (const QString& path : bundles) {
        const ParseResult<Snapshot> read = loadSnapshotFile(path);
        for (const Diagnostic& d : read.diagnostics)
            print(stderr, path + u": " + formatDiagnostic(d) + u'\n');
        complete = complete && !read.hasErrors();
        // A cut-off bundle still holds the outputs before the cut: keep them.
        for (const MachineSnapshot& m : read.value.machines) {
            joined.machines.append(m);
            labels << m.label;
        }
    }
    if (joined.machines.isEmpty())
        return Failure;
    joined.title = Tr::tr("Collected from %1").arg(labels.join(Tr::tr(" and ", "joins machine names")));
    QString error;
    if (!saveSnapshot(joined, output, &error)) {
        print(stderr, u"topolens: " + error + u'\n');
        return Failure;
    }
    print(stderr, Tr::tr("topolens: wrote %1 (%n machine(s))", "", int(joined.machines.size())).arg(output) + u'\n');
    return complete ? Ok : Failure;
}

int runCollectorScript(const QStringList& args)
{
    if (!args.isEmpty())
        return usage(Tr::tr("collector-script takes no arguments"));
    const QByteArray script = standaloneCollectorScript();
    std::fwrite(script.constData(), 1, size_t(script.size()), stdout);
    return Ok;
}

} // namespace

/// Every subcommand. A new one lives in its own app/cli_<name>.cpp, is declared in
/// clisupport.h, and gets one line here and its lines in helpText().
const Subcommand subcommandTable[] = {
    { "parse", false, runParse },
    { "collect", false, runCollect },
    { "import", false, runImport },
    { "collector-script", false, runCollectorScript },
    { "export", true, runExport },
    { "report", true, runReport },
    { "diagnose", false, runDiagnose },
    { "nccl-topo", false, runNcclTopo },
    { "qemu-layout", false, runQemuLayout },
};

const Subcommand* findSubcommand(const QString& name)
{
    for (const Subcommand& s : subcommandTable) {
        if (name == QLatin1String(s.name))
            return &s;
    }
    return nullptr;
}

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
        "  topolens collect --host USER@HOST [--port N] [--identity FILE] [-J JUMP]\n"
        "                   [--guest USER@VM [--guest-port N] [--guest-identity FILE] [--guest-jump JUMP]]\n"
        "                   [--vmid N] [--known-hosts FILE] [--accept-new-host-key] [--sudo]\n"
        "                   [--timeout SECONDS] -o SNAPSHOT.json\n"
        "                                      run the fixed, read-only command plan over SSH on a host\n"
        "                                      (and its guest VM) and save the raw outputs as a snapshot.\n"
        "                                      ~/.ssh/config, ssh-agent and ~/.ssh/id_* are used as by ssh.\n"
        "                                      Host keys are checked against ~/.ssh/known_hosts (or FILE):\n"
        "                                      an unknown key is refused unless --accept-new-host-key (which\n"
        "                                      saves it); a changed key is always refused. A password or\n"
        "                                      passphrase is read only from a terminal. -J uses OpenSSH's ssh\n"
        "                                      in batch mode for the jump host. --vmid adds `qm config N` on\n"
        "                                      a Proxmox host; --sudo adds `sudo -n lspci -nnvvv`; --timeout\n"
        "                                      limits connecting and each command (default: 20 s to\n"
        "                                      connect, 60 s per command)\n"
        "  topolens collect --local [--sudo] [--timeout SECONDS] -o SNAPSHOT.json\n"
        "                                      the same on this machine\n"
        "  topolens import BUNDLE... -o SNAPSHOT.json\n"
        "                                      join bundles written by scripts/topolens-collect.sh on\n"
        "                                      machines TopoLens can't reach into one snapshot\n"
        "  topolens collector-script           print that standalone POSIX shell collector, generated\n"
        "                                      from the same command plan\n"
        "  topolens diagnose SNAPSHOT [--json] explain what limits the GPUs of a snapshot (or \"demo\"):\n"
        "                                      findings, most severe first, with advice and the raw lines\n"
        "                                      they rest on; exits 0 whatever it finds\n"
        "  topolens export SNAPSHOT [--view host|guest|side-by-side|matrix|heatmap[:METRIC]\n"
        "                  |sweeps[:bandwidth|algbw|latency]] [--format svg|png|pdf|dot]\n"
        "                  [--dpi N] [--transparent] [--theme light|dark] -o OUT\n"
        "                                      draw a view as the window does, with a header and legend;\n"
        "                                      the format defaults to OUT's suffix, the view to side-by-side,\n"
        "                                      PNG to 192 dpi; dot writes the topology graph(s); OUT may be -.\n"
        "                                      heatmap draws an imported benchmark matrix (METRIC, e.g.\n"
        "                                      d2d-bandwidth; default: the first bandwidth matrix), sweeps\n"
        "                                      the size sweeps over message size; neither has a dot form\n"
        "  topolens report SNAPSHOT [--theme light|dark] -o REVIEW.pdf|REVIEW.html\n"
        "                                      a design-review report: diagrams, Host -> Guest matrix,\n"
        "                                      findings, benchmark heatmaps and sweeps, and every capture's\n"
        "                                      command and raw output (HTML: one self-contained page)\n"
        "  topolens nccl-topo SNAPSHOT [--for guest|host] [-o topo.xml]\n"
        "                                      write an NCCL topology file: for a guest (NCCL_TOPO_FILE),\n"
        "                                      the host's NUMA nodes and PCIe switches with the guest's bus\n"
        "                                      ids and the host's link speeds; checked against NCCL's\n"
        "                                      parser limits by reading it back\n"
        "  topolens qemu-layout SNAPSHOT [--format proxmox|libvirt] [--group root-complex|numa]\n"
        "                       [--no-clique] [-o FILE]\n"
        "                                      a guest PCIe layout that mirrors the host: one pxb-pcie\n"
        "                                      expander per host root complex (or NUMA node) on the right\n"
        "                                      guest NUMA node, as a Proxmox args: line or a libvirt\n"
        "                                      fragment, with x-nv-gpudirect-clique and TP/PP advice\n"
        "  topolens --help | --version\n"
        "\n"
        "Exit status: 0 ok, 1 failure (a message on standard error names the file and line),\n"
        "2 usage error. collect exits 0 when every command ran to its end (a tool that is not\n"
        "installed is normal); it saves what it got and exits 1 when a machine could not be\n"
        "reached, the connection was lost, or a command timed out or passed the 64 MiB output cap.\n")
        .arg(QStringLiteral(TOPOLENS_VERSION));
}

bool isCliInvocation(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString& first = arguments.at(1);
    if (findSubcommand(first) || first == u"--help" || first == u"-h" || first == u"--version" || first == u"help")
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
        // The libraries it runs with, for bug reports; the first line stays "topolens X.Y.Z".
        for (const ComponentVersion& component : componentVersions())
            print(stdout, component.name + u' ' + component.text() + u'\n');
        print(stdout, Tr::tr("License: %1").arg(topolensLicense()) + u'\n');
        return Ok;
    }
    if (const Subcommand* subcommand = findSubcommand(command))
        return subcommand->run(rest);
    return usage(Tr::tr("unknown subcommand \"%1\"").arg(command));
}

} // namespace Topo::Cli
