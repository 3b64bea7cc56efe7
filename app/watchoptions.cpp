// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchoptions.h"

#include "util/tr.h"

#include <cmath>
#include <optional>

namespace Topo::Cli {

namespace {

Result<double> positiveSeconds(const QString& text, const char16_t* option)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > 7 * 24 * 3600)
        return fail(Tr::tr("%1 needs a number of seconds above 0, not \"%2\"").arg(QString::fromUtf16(option), text));
    return seconds;
}

} // namespace

Result<WatchOptions> readWatchOptions(const QStringList& args, const char16_t* command)
{
    WatchOptions out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const auto valueOf = [&](const char16_t* name) -> std::optional<QString> {
            const QString option = QString::fromUtf16(name);
            if (a == option)
                return i + 1 < args.size() ? std::optional(args[++i]) : std::optional(QString());
            if (a.startsWith(option + u'='))
                return a.mid(option.size() + 1);
            return std::nullopt;
        };
        if (const auto interval = valueOf(u"--interval")) {
            const Result<double> seconds = positiveSeconds(*interval, u"--interval");
            if (!seconds)
                return fail(seconds.error());
            out.intervalSeconds = *seconds;
        } else if (const auto duration = valueOf(u"--duration")) {
            const Result<double> seconds = positiveSeconds(*duration, u"--duration");
            if (!seconds)
                return fail(seconds.error());
            out.durationSeconds = *seconds;
        } else if (const auto count = valueOf(u"--samples")) {
            bool ok = false;
            out.samples = count->toInt(&ok);
            if (!ok || out.samples < 1)
                return fail(Tr::tr("--samples needs a count of 1 or more, not \"%1\"").arg(*count));
        } else if (const auto load = valueOf(u"--load")) {
            if (load->trimmed().isEmpty())
                return fail(Tr::tr("--load needs a command to run while the samples are taken"));
            out.load = *load;
        } else {
            out.otherArguments << a;
        }
    }
    if (out.samples == 0 && out.durationSeconds == 0)
        return fail(Tr::tr("%1 needs --samples N or --duration SECONDS (or both: whichever ends first)").arg(QString::fromUtf16(command)));
    return out;
}

} // namespace Topo::Cli
