// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens nccl-topo` and `topolens qemu-layout`: files that make a guest see its host's
// topology, generated from a snapshot.
#include "clisupport.h"

#include "analyze/generate/ncclenv.h"
#include "analyze/generate/nccltopology.h"
#include "analyze/generate/qemulayout.h"
#include "io/resourceslicejson.h"
#include "io/snapshotfile.h"
#include "util/tr.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

namespace Topo::Cli {

namespace {

struct CommonOptions
{
    QString snapshot;
    QString output; // empty or "-": standard output
};

bool loadSetup(const QString& path, VirtualizationSetup* setup)
{
    const Result<Snapshot> snapshot = openWholeSnapshot(path);
    if (!snapshot) {
        print(stderr, u"topolens: " + snapshot.error() + u'\n');
        return false;
    }
    *setup = virtualizationSetupOf(SnapshotDocument(*snapshot));
    return true;
}

void printDiagnostics(const QString& command, const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics)
        print(stderr, u"topolens: " + command + u": " + formatDiagnostic(d) + u'\n');
}

/// Reads SNAPSHOT, -o/--output and the command's own options.
Status readCommonArguments(const QStringList& args, const char16_t* command, CommonOptions* common, const QList<OptionTarget>& own)
{
    return readOneOperand(args, command, u"SNAPSHOT", &common->snapshot,
        QList<OptionTarget> { { u"-o", &common->output }, { u"--output", &common->output } } + own);
}

// The forms qemu-layout writes, by --format value; each puts the notes in its own comments.
struct LayoutForm
{
    const char* name;
    QString (*write)(const QemuLayout& layout, const QString& notes);
};
constexpr LayoutForm layoutForms[] = {
    { "proxmox", proxmoxLayoutText },
    { "libvirt", libvirtLayoutXml },
    { "qemu", qemuLayoutText },
};

/// What nccl-topo and nccl-env read: SNAPSHOT, --for guest|host (the guest where there is one),
/// -o; an exit status where the command cannot go on.
struct GeneratorInput
{
    CommonOptions common;
    VirtualizationSetup setup;
    bool guest = false;

    /// The machine a command for one machine writes for (the guest where there is one), or
    /// null after saying on standard error that the snapshot lacks it.
    const Machine* machine() const
    {
        const std::optional<Machine>& m = guest ? setup.guest : setup.host;
        if (!m)
            print(stderr, u"topolens: " + (guest ? Tr::tr("the snapshot has no guest") : Tr::tr("the snapshot has no host or bare-metal machine"))
                    + u'\n');
        return m ? &*m : nullptr;
    }
};

std::optional<int> readGeneratorInput(const QStringList& args, const char16_t* command, GeneratorInput* in,
    QList<OptionTarget> more = {})
{
    QString target;
    more.prepend({ u"--for", &target });
    if (const Status read = readCommonArguments(args, command, &in->common, more); !read)
        return usage(read.error());
    if (!target.isEmpty() && target != u"guest" && target != u"host")
        return usage(Tr::tr("--for takes guest or host, not \"%1\"").arg(target));
    if (in->common.snapshot.isEmpty())
        return usage(Tr::tr("%1 needs a SNAPSHOT (a file, or \"demo\")").arg(QString::fromUtf16(command)));
    if (const Status writable = checkOutputFolder(in->common.output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    if (!loadSetup(in->common.snapshot, &in->setup))
        return Failure;
    in->guest = target == u"guest" || (target.isEmpty() && in->setup.guest);
    return std::nullopt;
}

} // namespace

int runNcclTopo(const QStringList& args)
{
    GeneratorInput in;
    if (const std::optional<int> stop = readGeneratorInput(args, u"nccl-topo", &in))
        return *stop;
    const CommonOptions& common = in.common;
    const QString target = in.guest ? QStringLiteral("guest") : QStringLiteral("host");
    const NcclTopoResult result = generateNcclTopology(in.setup, in.guest ? NcclTopoTarget::Guest : NcclTopoTarget::Host);
    if (!result.ok()) {
        printDiagnostics(QStringLiteral("nccl-topo"), result.diagnostics);
        return Failure;
    }
    // The notes on what the file assumes follow the file: a file that could not be written
    // has nothing to note, only the one line that says so.
    if (!writeOutput(common.output, result.xml))
        return Failure;
    printDiagnostics(QStringLiteral("nccl-topo"), result.diagnostics);
    if (!common.output.isEmpty() && common.output != u"-") {
        print(stderr, Tr::tr("topolens: wrote %1: %n GPU(s), %2 of NCCL's 256 elements", "", result.gpuCount)
                          .arg(common.output)
                          .arg(result.elementCount)
                + u'\n');
        if (target == u"guest") {
            print(stderr, Tr::tr("topolens: in the guest: export NCCL_TOPO_FILE=%1 (copy the file there first)")
                              .arg(QFileInfo(common.output).fileName())
                    + u'\n');
        }
    }
    return Ok;
}

int runNcclEnv(const QStringList& args)
{
    GeneratorInput in;
    if (const std::optional<int> stop = readGeneratorInput(args, u"nccl-env", &in))
        return *stop;
    const CommonOptions& common = in.common;
    const Machine* machine = in.machine(); // NCCL runs in the guest where there is one
    if (!machine)
        return Failure;
    const NcclEnvResult result = ncclEnvironment(*machine);
    if (!result.ok()) {
        printDiagnostics(QStringLiteral("nccl-env"), result.diagnostics);
        return Failure;
    }
    if (!writeOutput(common.output, result.text))
        return Failure;
    printDiagnostics(QStringLiteral("nccl-env"), result.diagnostics);
    return Ok;
}

int runResourceSlice(const QStringList& args)
{
    GeneratorInput in;
    QString node;
    bool labels = false;
    if (const std::optional<int> stop = readGeneratorInput(args, u"resource-slice", &in, { { u"--node", &node }, { u"--labels", nullptr, &labels } }))
        return *stop;
    const Machine* machine = in.machine(); // whose devices a pod gets: the guest where there is one
    if (!machine)
        return Failure;
    return writeOutput(in.common.output, labels ? nodeLabelsText(*machine) : resourceSliceJson(*machine, node)) ? Ok : Failure;
}

int runQemuLayout(const QStringList& args)
{
    CommonOptions common;
    const LayoutForm* form = &layoutForms[0];
    QemuLayoutOptions options;
    QString formName = QString::fromLatin1(form->name);
    QString group;
    QString qemuVersion;
    bool noClique = false;
    bool noNics = false;
    if (const Status read = readCommonArguments(args, u"qemu-layout", &common,
            { { u"--format", &formName }, { u"--group", &group }, { u"--no-clique", nullptr, &noClique }, { u"--no-nics", nullptr, &noNics },
                { u"--qemu", &qemuVersion } });
        !read)
        return usage(read.error());
    form = std::find_if(std::begin(layoutForms), std::end(layoutForms), [&](const LayoutForm& f) { return formName == QLatin1StringView(f.name); });
    if (form == std::end(layoutForms))
        return usage(Tr::tr("--format takes proxmox, libvirt or qemu, not \"%1\"").arg(formName));
    if (group == u"root-complex")
        options.grouping = ExpanderGrouping::RootComplex;
    else if (group == u"numa")
        options.grouping = ExpanderGrouping::NumaNode;
    else if (!group.isEmpty())
        return usage(Tr::tr("--group takes root-complex or numa, not \"%1\"").arg(group));
    options.gpudirectClique = !noClique;
    options.withNics = !noNics;
    if (!qemuVersion.isEmpty()) {
        // "9.0", "9", "8.2.2": major and minor are what decide.
        static const QRegularExpression version(QStringLiteral("^(\\d{1,3})(?:\\.(\\d{1,3}))?(?:\\.\\d{1,4})?$"));
        const QRegularExpressionMatch m = version.match(qemuVersion);
        if (!m.hasMatch())
            return usage(Tr::tr("--qemu takes a QEMU version such as 9.0, not \"%1\"").arg(qemuVersion));
        options.qemuMajor = m.capturedView(1).toInt();
        options.qemuMinor = m.capturedView(2).toInt();
    }
    if (common.snapshot.isEmpty())
        return usage(Tr::tr("qemu-layout needs a SNAPSHOT (a file, or \"demo\")"));
    VirtualizationSetup setup;
    if (!loadSetup(common.snapshot, &setup))
        return Failure;
    const QemuLayout layout = planQemuLayout(setup, options);
    if (!layout.ok()) {
        printDiagnostics(QStringLiteral("qemu-layout"), layout.diagnostics);
        return Failure;
    }
    const QString text = form->write(layout, parallelismAdvice(layout, setup));
    return writeOutput(common.output, text.toUtf8()) ? Ok : Failure;
}

} // namespace Topo::Cli
