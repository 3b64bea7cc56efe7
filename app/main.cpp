// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "clisupport.h"
#include "i18n.h"
#include "programs.h"

#include "io/snapshotfile.h"
#include "util/tr.h"

#ifdef TOPOLENS_WITH_GUI
#include "topology/topologyscene.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QTimer>
#endif

#include <QCoreApplication>

#include <algorithm>
#include <clocale>
#include <cstdio>
#include <functional>
#include <iterator>

namespace {

#ifdef TOPOLENS_WITH_GUI
bool haveDisplay()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

struct GuiOptions
{
    QString snapshot = QString::fromLatin1(Topo::demoSnapshotName);
    QString screenshot; // render the window to this PNG and quit (docs, tests, headless checks)
    QSize size { 1500, 900 };
    QString view;       // a tab to show first: topology, compare, machines, raw
    QString select;     // "host:3" or "guest:0": a GPU to click before the picture is taken
    QString capture;    // "guest:nvidia-topo": a raw capture to show
    QString theme;      // light or dark; empty: the saved choice
    QString sizeText;
    /// A usage error, said once the translations are loaded (so worded only then).
    std::function<QString()> error;
};

/// The window's options that take a value, each read into its field.
struct GuiValueOption
{
    const char16_t* name;
    QString GuiOptions::*field;
};
constexpr GuiValueOption guiValueOptions[] = {
    { u"--screenshot", &GuiOptions::screenshot },
    { u"--view", &GuiOptions::view },
    { u"--capture", &GuiOptions::capture },
    { u"--select", &GuiOptions::select },
    { u"--theme", &GuiOptions::theme },
    { u"--size", &GuiOptions::sizeText },
};

GuiOptions parseGuiArguments(const QStringList& arguments)
{
    GuiOptions options;
    const auto refuse = [&options](std::function<QString()> error) {
        if (!options.error)
            options.error = std::move(error);
    };
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == u"open")
            continue;
        const auto option = std::find_if(std::begin(guiValueOptions), std::end(guiValueOptions),
            [&a](const GuiValueOption& o) { return a == QStringView(o.name); });
        if (option != std::end(guiValueOptions)) {
            if (i + 1 >= arguments.size())
                refuse([a] { return Topo::Tr::tr("%1 needs a value").arg(a); });
            else
                options.*(option->field) = arguments[++i];
        } else if (a.startsWith(u"--")) {
            refuse([a] { return Topo::Tr::tr("unknown option %1").arg(a); });
        } else {
            options.snapshot = a;
        }
    }
    if (!options.theme.isEmpty() && options.theme != u"light" && options.theme != u"dark")
        refuse([theme = options.theme] { return Topo::Tr::tr("--theme is light or dark, not \"%1\"").arg(theme); });
    if (!options.sizeText.isEmpty()) {
        const QStringList parts = options.sizeText.split(u'x');
        const QSize size = parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
        if (size.width() < 200 || size.height() < 200 || size.width() > 16384 || size.height() > 16384)
            refuse([text = options.sizeText] {
                return Topo::Tr::tr("--size is WIDTHxHEIGHT in pixels, 200 to 16384 each, not \"%1\"").arg(text);
            });
        else
            options.size = size;
    }
    const QString role = options.select.section(u':', 0, 0);
    bool isNumber = false;
    options.select.section(u':', 1).toInt(&isNumber);
    if (!options.select.isEmpty() && ((role != u"host" && role != u"guest") || !isNumber))
        refuse([select = options.select] { return Topo::Tr::tr("--select is host:N or guest:N, not \"%1\"").arg(select); });
    return options;
}

/// What --view, --capture and --select asked for, done in the window once it shows the
/// snapshot; an empty string, or why one of them can't be done.
QString applyScreenshotOptions(Topo::Ui::MainWindow& window, const GuiOptions& options)
{
    if (!options.view.isEmpty() && !window.showView(options.view))
        return Topo::Tr::tr("--view: no view \"%1\" (topology, compare, machines, raw, benchmarks[:heatmap|compare|sweeps])")
            .arg(options.view);
    const auto roleOf = [](const QString& spec) {
        return spec.section(u':', 0, 0) == u"guest" ? Topo::MachineRole::Guest : Topo::MachineRole::Host;
    };
    if (!options.capture.isEmpty() && !window.showCapture(roleOf(options.capture), options.capture.section(u':', 1)))
        return Topo::Tr::tr("--capture: the snapshot has no capture \"%1\"").arg(options.capture);
    if (!options.select.isEmpty()) {
        const int gpu = options.select.section(u':', 1).toInt();
        const Topo::MachineRole role = roleOf(options.select);
        if (!window.topologyScene(role)->gpuIndices().contains(gpu))
            return Topo::Tr::tr("--select: the snapshot has no %1").arg(options.select);
        window.selectGpu(role, gpu);
    }
    return QString();
}
#endif

// A subcommand: with a QApplication for those that draw (offscreen without a screen), a
// QCoreApplication for the rest.
int runCommandLine(int& argc, char** argv, const QStringList& arguments, const QString& language)
{
    Topo::Cli::quietQtNoise();
#ifdef TOPOLENS_WITH_GUI
    const Topo::Cli::Subcommand* subcommand = Topo::Cli::findSubcommand(arguments.at(1));
    if (subcommand && subcommand->needs == Topo::Cli::Needs::Drawing) {
        // Exports render with the same scene as the window; without a screen, offscreen.
        if (!haveDisplay())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        std::setlocale(LC_NUMERIC, "C");
        Topo::I18n::install(Topo::I18n::commandLineLanguage(arguments, language));
        return Topo::Cli::run(arguments);
    }
#endif
    QCoreApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C"); // Graphviz parses numbers with atof()
    Topo::I18n::install(Topo::I18n::commandLineLanguage(arguments, language));
    return Topo::Cli::run(arguments);
}

#ifdef TOPOLENS_WITH_GUI
// A picture for a script: the snapshot whole or one line on why not, as every subcommand says
// it, and no window nor message box.
int takeScreenshot(Topo::Ui::MainWindow& window, const GuiOptions& options)
{
    if (const Topo::Status writable = Topo::Cli::checkOutputFolder(options.screenshot); !writable) {
        Topo::Cli::print(stderr, u"topolens: " + writable.error() + u'\n');
        return Topo::Cli::Failure;
    }
    const Topo::Result<Topo::Snapshot> snapshot = Topo::openWholeSnapshot(options.snapshot);
    if (!snapshot) {
        Topo::Cli::print(stderr, u"topolens: " + snapshot.error() + u'\n');
        return Topo::Cli::Failure;
    }
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.show();
    // Grab once the snapshot has been parsed (on a worker) and laid out.
    QObject::connect(&window, &Topo::Ui::MainWindow::snapshotShown, &window, [&] {
        if (const QString refused = applyScreenshotOptions(window, options); !refused.isEmpty()) {
            Topo::Cli::usage(refused);
            QCoreApplication::exit(Topo::Cli::UsageError);
            return;
        }
        // Back through the event loop first: a view the options opened (the size sweeps' chart)
        // lays itself out and deletes what it replaced there, and grabbed at once it showed
        // its axes' labels from before, squeezed into a corner.
        QTimer::singleShot(0, &window, [&] {
            const bool saved = window.grab().save(options.screenshot);
            if (!saved)
                Topo::Cli::print(stderr, u"topolens: " + Topo::Tr::tr("cannot write %1").arg(options.screenshot) + u'\n');
            QCoreApplication::exit(saved ? Topo::Cli::Ok : Topo::Cli::Failure);
        });
    });
    const QString title = snapshot->title.isEmpty() ? QFileInfo(options.snapshot).fileName() : snapshot->title;
    window.showSnapshot(*snapshot, title);
    return QApplication::exec();
}
#endif

} // namespace

int main(int argc, char** argv)
{
    Topo::Programs::forgetLauncherTunables();
    QCoreApplication::setApplicationName(QStringLiteral("TopoLens"));
    QCoreApplication::setOrganizationName(QStringLiteral("TopoLens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOPOLENS_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    // The language: --lang CODE, else (GUI) View › Language, else the system's (LANGUAGE,
    // LC_ALL, LC_MESSAGES, LANG).
    const QString language = Topo::I18n::takeLanguageOption(&arguments);

    if (Topo::Cli::isCliInvocation(arguments))
        return runCommandLine(argc, argv, arguments, language);

#ifdef TOPOLENS_WITH_GUI
    const GuiOptions options = parseGuiArguments(arguments);
    if (options.error || !haveDisplay()) {
        QCoreApplication app(argc, argv); // for the translated message
        Topo::I18n::install(language);
        if (options.error)
            return Topo::Cli::usage(options.error());
        Topo::Cli::print(stderr,
            u"topolens: "
            + Topo::Tr::tr("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                           "  To use the GUI without a screen, run it offscreen, e.g. to save a picture:\n"
                           "    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png\n"
                           "  or under a virtual display:  xvfb-run -a topolens\n"
                           "  The command-line subcommands need no display: topolens --help\n"));
        return Topo::Cli::Failure;
    }
    if (!options.screenshot.isEmpty())
        Topo::Cli::quietQtNoise();
    QApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");
    // The window icon, and the .desktop file that names it for Wayland's task switchers.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/topolens/icons/topolens.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("topolens"));
    Topo::I18n::install(language.isEmpty() ? Topo::I18n::savedLanguage() : language);
    Topo::Ui::MainWindow window;
    window.resize(options.size);
    if (!options.theme.isEmpty())
        window.setDarkTheme(options.theme == u"dark");
    if (!options.screenshot.isEmpty())
        return takeScreenshot(window, options);
    window.openSnapshot(options.snapshot);
    window.show();
    return app.exec();
#else
    QCoreApplication app(argc, argv);
    Topo::I18n::install(language);
    Topo::Cli::print(stderr, u"topolens: " + Topo::Tr::tr("this build has no GUI; see topolens --help") + u'\n');
    return Topo::Cli::UsageError;
#endif
}
