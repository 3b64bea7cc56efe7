// SPDX-License-Identifier: GPL-3.0-or-later
// Which language TopoLens speaks, and loading it: TopoLens's own translations (compiled into
// the binary as :/i18n/topolens_<lang>.qm) and Qt's (qtbase_<lang>.qm from Qt's translations
// directory, for standard dialog buttons). Qt Core only, so the GUI-less command line has it too.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Topo::I18n {

/// One language TopoLens ships (English is the source language and needs no file).
struct Language
{
    QString code;       // "en", "de", "zh_CN": what ui/language and --lang hold
    QString nativeName; // "English", "Deutsch", "简体中文": shown in its own script
};

/// English first, then every shipped translation.
QList<Language> availableLanguages();

/// The QSettings key of the GUI's language choice; empty or missing = follow the system.
inline constexpr char settingsKey[] = "ui/language";
QString savedLanguage();
void setSavedLanguage(const QString& code);

/// Removes "--lang CODE" or "--lang=CODE" from the arguments and returns CODE ("" if absent).
QString takeLanguageOption(QStringList* arguments);

/// The language for a command-line run: `requested` if given, else the system's; English
/// whenever the output is machine-readable (--json), so scripts see the same words everywhere.
QString commandLineLanguage(const QStringList& arguments, const QString& requested);

/// The shipped translation for a language code or a locale's UI languages ("de-AT",
/// "zh-Hans-CN", "de_DE.UTF-8"...): "de", "zh_CN", or "" for English or one we don't have.
QString resolve(const QString& requested);

/// Installs the translators for `language` ("" = follow QLocale::system().uiLanguages(),
/// "en" = none), replacing any installed before. Needs the (Core)Application. Returns the
/// code of the translation now in effect ("" = English).
QString install(const QString& language = {});

} // namespace Topo::I18n
