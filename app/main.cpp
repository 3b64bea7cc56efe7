// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "clisupport.h"
#include "i18n.h"

#include "io/snapshotfile.h"
#include "util/tr.h"

#ifdef TOPOLENS_WITH_GUI
#include "window/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QTimer>
#endif

#include <QCoreApplication>

#include <clocale>
#include <optional>
#include <cstdio>

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
    std::optional<bool> dark;
    QString unknownOption; // reported once the translations are loaded
    bool ok = true;
};

GuiOptions parseGuiArguments(const QStringList& arguments)
{
    GuiOptions options;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == u"open")
            continue;
        if (a == u"--screenshot" && i + 1 < arguments.size()) {
            options.screenshot = arguments[++i];
        } else if (a == u"--view" && i + 1 < arguments.size()) {
            options.view = arguments[++i];
        } else if (a == u"--capture" && i + 1 < arguments.size()) {
            options.capture = arguments[++i];
        } else if (a == u"--select" && i + 1 < arguments.size()) {
            options.select = arguments[++i];
        } else if (a == u"--theme" && i + 1 < arguments.size()) {
            options.dark = arguments[++i] == u"dark";
        } else if (a == u"--size" && i + 1 < arguments.size()) {
            const QStringList parts = arguments[++i].split(u'x');
            if (parts.size() == 2)
                options.size = QSize(parts[0].toInt(), parts[1].toInt());
        } else if (a.startsWith(u"--")) {
            options.unknownOption = a;
            options.ok = false;
        } else {
            options.snapshot = a;
        }
    }
    return options;
}
#endif

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("TopoLens"));
    QCoreApplication::setOrganizationName(QStringLiteral("TopoLens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOPOLENS_VERSION));

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    // The language: --lang CODE, else (GUI) View › Language, else the system's (LANGUAGE,
    // LC_ALL, LC_MESSAGES, LANG).
    const QString language = Topo::I18n::takeLanguageOption(&arguments);

    if (Topo::Cli::isCliInvocation(arguments)) {
#ifdef TOPOLENS_WITH_GUI
        const Topo::Cli::Subcommand* subcommand = Topo::Cli::findSubcommand(arguments.at(1));
        if (subcommand && subcommand->draws) {
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
    const GuiOptions options = parseGuiArguments(arguments);
    if (!options.ok || !haveDisplay()) {
        QCoreApplication app(argc, argv); // for the translated message
        Topo::I18n::install(language);
        if (!options.ok)
            return Topo::Cli::usage(Topo::Tr::tr("unknown option %1").arg(options.unknownOption));
        Topo::Cli::print(stderr,
            u"topolens: "
            + Topo::Tr::tr("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                           "  To use the GUI without a screen, run it offscreen, e.g. to save a picture:\n"
                           "    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png\n"
                           "  or under a virtual display:  xvfb-run -a topolens\n"
                           "  The command-line subcommands need no display: topolens --help\n"));
        return Topo::Cli::Failure;
    }
    QApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");
    // The window icon, and the .desktop file that names it for Wayland's task switchers.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/topolens/icons/topolens.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("topolens"));
    Topo::I18n::install(language.isEmpty() ? Topo::I18n::savedLanguage() : language);
    Topo::Ui::MainWindow window;
    window.resize(options.size);
    if (options.dark)
        window.setDarkTheme(*options.dark);
    if (!window.openSnapshot(options.snapshot) && !options.screenshot.isEmpty())
        return Topo::Cli::Failure;
    if (!options.screenshot.isEmpty()) {
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        // Grab once the snapshot has been parsed (on a worker) and laid out.
        QObject::connect(&window, &Topo::Ui::MainWindow::snapshotShown, &window, [&] {
            if (!options.view.isEmpty())
                window.showView(options.view);
            if (!options.capture.isEmpty()) {
                window.showCapture(options.capture.section(u':', 0, 0) == u"guest" ? Topo::MachineRole::Guest
                                                                                    : Topo::MachineRole::Host,
                    options.capture.section(u':', 1));
            }
            if (!options.select.isEmpty()) {
                const QString role = options.select.section(u':', 0, 0);
                window.selectGpu(role == u"guest" ? Topo::MachineRole::Guest : Topo::MachineRole::Host,
                    options.select.section(u':', 1, 1).toInt());
            }
            const bool saved = window.grab().save(options.screenshot);
            if (!saved)
                Topo::Cli::print(stderr, u"topolens: " + Topo::Tr::tr("cannot write %1").arg(options.screenshot) + u'\n');
            QCoreApplication::exit(saved ? 0 : 1);
        });
        return app.exec();
    }
    window.show();
    return app.exec();
#else
    QCoreApplication app(argc, argv);
    Topo::I18n::install(language);
    Topo::Cli::print(stderr, u"topolens: " + Topo::Tr::tr("this build has no GUI; see topolens --help") + u'\n');
    return Topo::Cli::UsageError;
#endif
}
