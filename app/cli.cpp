// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "clisupport.h"

#include "about/versions.h"
#include "analyze/snapshotdocument.h"
#include "collect/shellcollector.h"
#include "io/modeljson.h"
#include "io/parsejson.h"
#include "io/snapshotfile.h"
#include "io/wholefile.h"
#include "parse/formats.h"
#include "util/text.h"
#include "util/tr.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace Topo::Cli {

namespace {

struct FileResult
{
    nlohmann::json json;
    bool understood = true;
};

FileResult parseSnapshotInput(const QString& name, const QByteArray& data, bool isDemo, bool asJson)
{
    const ParseResult<Snapshot> snapshot = isDemo ? openSnapshot(name) : readSnapshotOrBundle(data);
    FileResult out;
    out.json = { { "format", isDemo || looksLikeSnapshot(data) ? "topolens-snapshot" : "topolens-bundle" }, { "file", name.toStdString() } };
    out.json["diagnostics"] = Json::toJson(snapshot.diagnostics);
    if (snapshot.hasErrors()) {
        out.understood = false;
        for (const auto& d : snapshot.diagnostics)
            print(stderr, u"topolens: " + name + u": " + formatDiagnostic(d) + u'\n');
        return out;
    }
    nlohmann::json machines = nlohmann::json::array();
    const SharedDocument document = SnapshotDocument::open(snapshot.value);
    for (const Machine& machine : document->machines()) {
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

/// parse --json's object for a file nothing was read from: no format, the reason.
nlohmann::json unreadFile(const QString& path, const Diagnostic& why)
{
    return { { "format", nullptr }, { "file", path.toStdString() }, { "diagnostics", Json::toJson(Diagnostics { why }) } };
}

// One column of names as wide as the longest, so the descriptions line up.
void printFormatList()
{
    const QString snapshotName = QStringLiteral("topolens-snapshot");
    qsizetype width = snapshotName.size();
    for (const auto& f : inputFormats())
        width = std::max(width, f.name.size());
    for (const auto& f : inputFormats())
        print(stdout, f.name.leftJustified(width) + u"  " + f.description + u"  (" + f.command + u")\n");
    print(stdout, snapshotName.leftJustified(width) + u"  " + Tr::tr("a TopoLens snapshot; prints each machine's model")
            + u'\n');
}

// One file read as `format`: errors on standard error, the rest under the file's line (text),
// or its JSON object.
FileResult parseWithFormat(const QString& path, const QByteArray& data, const InputFormat& format, bool forced,
    int confidence, bool asJson)
{
    FileResult out;
    Diagnostics diagnostics;
    nlohmann::json value = Json::parseToJson(format, data, &diagnostics);
    for (Diagnostic d : diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        out.understood = false;
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
        print(stderr, u"topolens: " + path + u": " + formatDiagnostic(d) + u'\n');
    }
    if (asJson) {
        out.json = { { "format", format.name.toStdString() }, { "file", path.toStdString() } };
        // Object values are merged into the envelope; lists (of PCI devices) go under
        // "devices" so every result is one object.
        if (value.is_object()) {
            for (auto it = value.begin(); it != value.end(); ++it)
                out.json[it.key()] = it.value();
        } else {
            out.json["devices"] = std::move(value);
        }
        out.json["diagnostics"] = Json::toJson(diagnostics);
        return out;
    }
    print(stdout, path + u": " + format.name
            + (forced ? QString() : u" (" + Tr::tr("detected, %1% sure").arg(confidence) + u')') + u"; "
            + diagnosticsSummary(diagnostics) + u'\n');
    for (const auto& d : diagnostics) {
        if (d.severity != Severity::Error)
            print(stdout, u"  " + formatDiagnostic(d) + u'\n');
    }
    return out;
}

int runParse(const QStringList& args)
{
    QString formatName = QStringLiteral("auto");
    bool asJson = false;
    bool listFormats = false;
    QStringList files;
    const Status arguments = readArguments(args,
        { .command = u"parse",
            .options = { { u"--json", nullptr, &asJson }, { u"--list-formats", nullptr, &listFormats }, { u"--format", &formatName } },
            .operands = &files });
    if (!arguments)
        return usage(arguments.error());
    if (listFormats) {
        printFormatList();
        return Ok;
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
        if (!isDemo) {
            Result<QByteArray> input = readInput(path);
            if (!input) {
                print(stderr, u"topolens: " + input.error() + u'\n');
                allUnderstood = false;
                results.push_back(unreadFile(path, { 0, Severity::Error, input.error() }));
                continue;
            }
            data = std::move(input).value();
        }
        // Snapshots and the collector's bundles (plain or armoured) are read whole, machine by
        // machine: a bundle's captures are outputs of many tools, not one format to detect.
        if (isDemo || formatName == u"topolens-snapshot" || (!forced && looksLikeSnapshotOrBundle(data))) {
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
            print(stderr, u"topolens: " + path + u": " + Tr::tr("line 1: error: not a format TopoLens recognises; name one with --format (see --list-formats)") + u'\n');
            allUnderstood = false;
            // One object per file, as docs/parse-json.md promises, the unrecognised included.
            results.push_back(unreadFile(path, { 1, Severity::Error, Tr::tr("not a format TopoLens recognises") }));
            continue;
        }
        FileResult r = parseWithFormat(path, data, *format, forced != nullptr, confidence, asJson);
        allUnderstood = allUnderstood && r.understood;
        if (asJson)
            results.push_back(std::move(r.json));
    }
    if (asJson) {
        const nlohmann::json& out = results.size() == 1 ? results.front() : results;
        print(stdout, QString::fromStdString(out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n');
    }
    return allUnderstood ? Ok : Failure;
}

int runImport(const QStringList& args)
{
    QString output;
    QStringList bundles;
    const Status arguments = readArguments(args,
        { .command = u"import", .options = { { u"-o", &output }, { u"--output", &output } }, .operands = &bundles });
    if (!arguments)
        return usage(arguments.error());
    if (bundles.isEmpty() || output.isEmpty())
        return usage(Tr::tr("import needs at least one BUNDLE and -o SNAPSHOT.json"));
    Snapshot joined;
    joined.createdAt = QDateTime::currentDateTimeUtc();
    QStringList labels;
    QStringList problems; // one line per input that could not be read whole
    for (const QString& path : bundles) {
        const Result<QByteArray> data = readWholeFile(path);
        if (!data) {
            problems << data.error();
            continue;
        }
        const ParseResult<Snapshot> read = readSnapshotOrBundle(*data);
        int errors = 0;
        for (const Diagnostic& d : read.diagnostics) {
            if (d.severity == Severity::Error && errors++ == 0)
                problems << path + u": " + formatDiagnostic(d);
        }
        if (errors > 1)
            problems.last() += u' ' + Tr::tr("(and %n more error(s))", nullptr, errors - 1);
        // A cut-off bundle still holds the outputs before the cut: keep them.
        for (const MachineSnapshot& m : read.value.machines) {
            joined.machines.append(m);
            labels << m.label;
        }
    }
    if (joined.machines.isEmpty()) {
        for (const QString& problem : std::as_const(problems))
            print(stderr, u"topolens: " + problem + u'\n');
        return Failure;
    }
    joined.title = Tr::tr("Collected from %1").arg(labels.join(Tr::tr(" and ", "joins machine names")));
    if (const Status saved = saveSnapshot(joined, output); !saved) {
        print(stderr, u"topolens: " + saved.error() + u'\n');
        return Failure;
    }
    if (problems.isEmpty()) {
        print(stderr, Tr::tr("topolens: wrote %1 (%n machine(s))", "", int(joined.machines.size())).arg(output) + u'\n');
        return Ok;
    }
    // What was read is kept (README: exit status), and the one line on each damaged input says so.
    for (const QString& problem : std::as_const(problems))
        print(stderr, u"topolens: " + problem + u"; " + Tr::tr("what could be read is in %1").arg(output) + u'\n');
    return Failure;
}

int runCollectorScript(const QStringList& args)
{
    if (const Status arguments = readArguments(args, { .command = u"collector-script", .options = {} }); !arguments)
        return usage(arguments.error());
    const QByteArray script = standaloneCollectorScript();
    std::fwrite(script.constData(), 1, size_t(script.size()), stdout);
    return Ok;
}

} // namespace

#ifdef TOPOLENS_CLI_WITHOUT_SSH
// This topolens-cli leaves libssh out (app/programs.h): the launcher hands collect to topolens-gui.
constexpr int (*runCollectHere)(const QStringList&) = nullptr;
constexpr int (*runWatchHere)(const QStringList&) = nullptr;
#else
constexpr int (*runCollectHere)(const QStringList&) = runCollect;
constexpr int (*runWatchHere)(const QStringList&) = runWatch;
#endif

/// Every subcommand. A new one lives in its own app/cli_<name>.cpp, is declared in
/// clisupport.h, and gets one line here and its lines in helpText(). `fleet` draws only in
/// `fleet report -o X.html|pdf` (app/programs.h).
const Subcommand subcommandTable[] = {
    { "parse", Needs::QtCore, runParse },
    { "collect", Needs::Ssh, runCollectHere },
    { "watch", Needs::Ssh, runWatchHere },
    { "import", Needs::QtCore, runImport },
    { "collector-script", Needs::QtCore, runCollectorScript },
    { "export", Needs::Drawing, runExport },
    { "report", Needs::Drawing, runReport },
    { "diagnose", Needs::QtCore, runDiagnose },
    { "nccl-topo", Needs::QtCore, runNcclTopo },
    { "nccl-env", Needs::QtCore, runNcclEnv },
    { "resource-slice", Needs::QtCore, runResourceSlice },
    { "qemu-layout", Needs::QtCore, runQemuLayout },
    { "diff", Needs::QtCore, runDiff },
    { "fleet", Needs::Drawing, runFleet },
};

/// What a program built without a subcommand's libraries says when started on it directly,
/// not through `topolens`.
int runElsewhere(const QString& command)
{
    print(stderr, u"topolens: " + Tr::tr("%1 runs in topolens-gui, which has what it needs; start it as `topolens %1`").arg(command) + u'\n');
    return Failure;
}

std::span<const Subcommand> subcommands()
{
    return subcommandTable;
}

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
        "  topolens watch (--local [--load COMMAND] | --host USER@HOST [collect's SSH options])\n"
        "                 [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json\n"
        "                                      collect once, then sample the PCIe links every SECONDS\n"
        "                                      (default 5): link speed and width, AER counters and the\n"
        "                                      kernel log's PCIe lines; --load runs COMMAND here after the\n"
        "                                      first sample, and the samples taken while it runs are under\n"
        "                                      load. The file is written after every sample; Ctrl-C stops\n"
        "                                      and keeps it (exit 130). diagnose names links that changed,\n"
        "                                      counted more errors or ran below capability under load\n"
        "  topolens watch --from-prometheus URL --instance HOST:PORT --snapshot COLLECTED.json\n"
        "                 [--machine LABEL] [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json\n"
        "                                      the same with the samples from Prometheus: each link's\n"
        "                                      speed and width as node_exporter's pcidevice collector\n"
        "                                      (1.9 or later) gives them for that instance, read with\n"
        "                                      curl from /federate, on the machine of COLLECTED.json\n"
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
        "  topolens export SNAPSHOT --prometheus -o FILE.prom|-\n"
        "                                      the snapshot as Prometheus metrics for node_exporter's textfile\n"
        "                                      collector: GPUs (a guest's with their host address), GPU pair\n"
        "                                      classes and P2P, link speed and width against capability, AER\n"
        "                                      counters, the kernel's PCIe events, findings (docs/prometheus.md)\n"
        "  topolens report SNAPSHOT [--theme light|dark] [--format pdf|html] -o REVIEW.pdf|REVIEW.html\n"
        "                                      a design-review report: diagrams, Host -> Guest matrix,\n"
        "                                      findings, benchmark heatmaps and sweeps, and every capture's\n"
        "                                      command and raw output (HTML: one self-contained page)\n"
        "  topolens nccl-topo SNAPSHOT [--for guest|host] [-o topo.xml]\n"
        "                                      write an NCCL topology file: for a guest (NCCL_TOPO_FILE),\n"
        "                                      the host's NUMA nodes and PCIe switches with the guest's bus\n"
        "                                      ids and the host's link speeds; checked against NCCL's\n"
        "                                      parser limits by reading it back\n"
        "  topolens nccl-env SNAPSHOT [--for guest|host] [-o env.sh]\n"
        "                                      the NCCL and UCX settings that keep each GPU's traffic on\n"
        "                                      its closest RDMA NIC: NCCL_IB_HCA, NCCL_SOCKET_IFNAME,\n"
        "                                      UCX_NET_DEVICES per GPU, and why, as shell lines\n"
        "  topolens resource-slice SNAPSHOT [--for guest|host] [--node NAME] [--labels] [-o FILE]\n"
        "                                      the GPUs and RDMA NICs as a Kubernetes ResourceSlice with\n"
        "                                      the standard pcieRoot and pciBusID attributes (and NUMA\n"
        "                                      node, closest NIC); --labels: node labels instead\n"
        "  topolens qemu-layout SNAPSHOT [--format proxmox|libvirt|qemu] [--group root-complex|numa]\n"
        "                       [--no-clique] [--no-nics] [--qemu VERSION] [-o FILE]\n"
        "                                      a guest PCIe layout that mirrors the host: one pxb-pcie\n"
        "                                      expander per host root complex (or NUMA node) on the right\n"
        "                                      guest NUMA node, each GPU with the RDMA NICs it shares a\n"
        "                                      host switch with behind one emulated switch (--no-nics:\n"
        "                                      GPUs only), as a Proxmox args: line, a libvirt\n"
        "                                      fragment or qemu-system-x86_64 arguments (one per line,\n"
        "                                      for a script), with x-nv-gpudirect-clique and TP/PP advice;\n"
        "                                      root ports advertise at most 16 GT/s unless --qemu 9.0 or\n"
        "                                      later says the QEMU takes 32 and 64\n"
        "  topolens diff A B [--json] [--machine LABEL]\n"
        "                                      what changed between two collections of the same machines\n"
        "                                      (snapshot files, bundles or \"demo\"; machines paired by role\n"
        "                                      and label; or two fleet run folders, node by node): devices\n"
        "                                      added, removed or renumbered, links, GPU\n"
        "                                      pair classes, P2P, GPU-NIC classes, NUMA, kernel parameters,\n"
        "                                      BARs, IOMMU groups, driver, benchmark bandwidth;\n"
        "                                      exits 0 when nothing changed, 3 when something did\n"
        "  topolens fleet collect NODESET [--via clush|pdsh|ansible|srun] [--role host|guest]\n"
        "                 [--guests NODESET] [-i INVENTORY] [--fanout N] [--connect-timeout S] [--command-timeout S]\n"
        "                 [--ssh-option OPTS]... [--remote-collector PATH] [--max-node-output MIB]\n"
        "                 [-o RUNS_DIR] [--print-command[=full]]\n"
        "                                      run the read-only collector on every node through the\n"
        "                                      engine (ClusterShell by default; node sets in its own\n"
        "                                      syntax) into one run folder: each node's armoured bundle,\n"
        "                                      raw output and outcome (ok, partial, unreachable, timed-out,\n"
        "                                      failed); --guests collects those nodes as guests in the\n"
        "                                      same run (the node set being the hosts); --print-command\n"
        "                                      prints the engine command line(s), the inline collector\n"
        "                                      script as a placeholder (=full: written out)\n"
        "  topolens fleet watch NODESET [fleet collect's options] [--interval S] (--samples N | --duration S)\n"
        "                                      fleet collect, then every interval (5 s) the collector's\n"
        "                                      --watch-sample on every node: link state and width, AER\n"
        "                                      counters, the kernel log's PCIe lines, into RUN/samples/;\n"
        "                                      fleet report and diagnose name what changed; Ctrl-C keeps\n"
        "                                      what arrived (130)\n"
        "  topolens fleet import PATH... -o RUN_DIR\n"
        "                                      one fleet run folder from run folders, bundles (plain or\n"
        "                                      armoured) and snapshot files\n"
        "  topolens fleet report RUN [--json] [-o FILE.json|FILE.html|FILE.pdf] [--since OLDRUN]\n"
        "                                      group the run's machines by topology fingerprint within\n"
        "                                      their hardware class and name each one's drift from its\n"
        "                                      class's baseline (the largest group); text by default,\n"
        "                                      docs/fleet.md documents the JSON\n"
        "  topolens fleet check RUN --baseline FILE [--json]\n"
        "                                      the same against a saved baseline: exits 3 on drift\n"
        "  topolens fleet baseline RUN -o BASELINE.json [--gres-conf FILE]\n"
        "                                      save each class's baseline (and Slurm gres.conf lines,\n"
        "                                      Cores= and Links=, per group)\n"
        "  topolens fleet gres RUN [-o FILE]   write only the gres.conf lines\n"
        "  topolens --help | --version\n"
        "\n"
        "Exit status: 0 ok, 1 failure (a message on standard error names the file and line),\n"
        "2 usage error. collect exits 0 when every command ran to its end (a tool that is not\n"
        "installed is normal); it saves what it got and exits 1 when a machine could not be\n"
        "reached, the connection was lost, or a command timed out or passed the 64 MiB output cap.\n"
        "diff exits 3 when the inputs differ (diff(1)'s 1 is the failure here), fleet check\n"
        "when a machine drifted from the baseline, fleet collect when a node did not end ok\n"
        "(the run folder is written all the same; 130 when cancelled).\n")
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

namespace {

/// What a command printed to standard output must have arrived: a full disk or a closed pipe
/// is a failure, said once, not an exit status of 0 over nothing written.
int checkStandardOutput(int status)
{
    // A command that failed has said why already.
    if (status != Ok || (std::fflush(stdout) == 0 && !std::ferror(stdout)))
        return status;
    print(stderr, u"topolens: " + standardOutputError() + u'\n');
    return Failure;
}

int runCommand(const QStringList& arguments)
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
#ifdef TOPOLENS_CLI_WITHOUT_SSH
        // The versions include libssh's, which this program does not load.
        return runElsewhere(command);
#endif
        print(stdout, QStringLiteral("topolens %1\n").arg(QStringLiteral(TOPOLENS_VERSION)));
        // The libraries it runs with, for bug reports; the first line stays "topolens X.Y.Z".
        for (const ComponentVersion& component : componentVersions())
            print(stdout, component.name + u' ' + component.text() + u'\n');
        print(stdout, Tr::tr("License: %1").arg(topolensLicense()) + u'\n');
        return Ok;
    }
    if (const Subcommand* subcommand = findSubcommand(command))
        return subcommand->run ? subcommand->run(rest) : runElsewhere(command);
    // The names follow, as `fleet` lists its own: what to type instead, and what tst_install reads.
    QStringList names;
    for (const Subcommand& s : subcommandTable)
        names << QLatin1String(s.name);
    return usage(Tr::tr("unknown subcommand \"%1\" (%2)").arg(command, names.join(QStringLiteral(", "))));
}

} // namespace

int run(const QStringList& arguments)
{
    return checkStandardOutput(runCommand(arguments));
}

} // namespace Topo::Cli
