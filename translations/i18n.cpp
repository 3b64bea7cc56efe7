// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <vector>

namespace Topo::I18n {

namespace {
// The translators in effect; replaced as a whole by install().
std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

bool shipped(const QString& code)
{
    return QFile::exists(u":/i18n/topolens_" + code + u".qm");
}

/// One locale name ("de_DE", "zh-Hans-CN") to a shipped code; `english` is set when the
/// name asks for English (or the C locale), which ends the search: it is the source language.
QString resolveOne(const QString& name, bool* english)
{
    const QString trimmed = name.section(u'.', 0, 0).section(u'@', 0, 0); // de_DE.UTF-8@euro
    if (trimmed.isEmpty())
        return {};
    const QLocale locale(trimmed);
    if (trimmed == u"C" || trimmed == u"POSIX" || locale.language() == QLocale::English) {
        *english = true;
        return {};
    }
    if (locale.language() == QLocale::Chinese) {
        const bool traditional = locale.script() == QLocale::TraditionalHanScript
            || (locale.script() == QLocale::AnyScript
                && (locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong
                    || locale.territory() == QLocale::Macao));
        return !traditional && shipped(QStringLiteral("zh_CN")) ? QStringLiteral("zh_CN") : QString();
    }
    for (QString code = locale.name(); !code.isEmpty(); code = code.section(u'_', 0, -2)) {
        if (shipped(code))
            return code;
        if (!code.contains(u'_'))
            break;
    }
    return {};
}
} // namespace

QList<Language> availableLanguages()
{
    return {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("zh_CN"), QStringLiteral("\u7b80\u4f53\u4e2d\u6587") },
    };
}

QString savedLanguage()
{
    return QSettings().value(QLatin1String(settingsKey)).toString();
}

void setSavedLanguage(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(QLatin1String(settingsKey));
    else
        settings.setValue(QLatin1String(settingsKey), code);
}

QString takeLanguageOption(QStringList* arguments)
{
    for (int i = 1; i < arguments->size(); ++i) {
        const QString& a = arguments->at(i);
        if (a.startsWith(u"--lang=")) {
            const QString code = a.mid(7);
            arguments->removeAt(i);
            return code;
        }
        if (a == u"--lang" && i + 1 < arguments->size()) {
            const QString code = arguments->at(i + 1);
            arguments->remove(i, 2);
            return code;
        }
    }
    return {};
}

QString commandLineLanguage(const QStringList& arguments, const QString& requested)
{
    for (const QString& a : arguments) {
        if (a == u"--json")
            return QStringLiteral("en");
    }
    return requested;
}

QString resolve(const QString& requested)
{
    const QStringList names = requested.isEmpty() ? QLocale::system().uiLanguages() : QStringList { requested };
    for (const QString& name : names) {
        bool english = false;
        const QString code = resolveOne(name, &english);
        if (english || !code.isEmpty())
            return code;
    }
    return {};
}

QString install(const QString& language)
{
    for (const auto& translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();

    const QString code = resolve(language);
    if (code.isEmpty())
        return {};
    auto own = std::make_unique<QTranslator>();
    if (!own->load(u":/i18n/topolens_" + code + u".qm") || !QCoreApplication::installTranslator(own.get()))
        return {};
    installed().push_back(std::move(own));
    // Qt's own words (OK, Cancel, the file dialog): from the distribution's Qt translations,
    // when they are installed (Debian: qt6-translations-l10n).
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(u"qtbase_" + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && QCoreApplication::installTranslator(qt.get()))
        installed().push_back(std::move(qt));
    return code;
}

} // namespace Topo::I18n
