// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/translations.h"

#include "i18n.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>

namespace Topo::Ui {

QMenu* LanguageMenu::create(QWidget* parent)
{
    auto* menu = new QMenu(tr("&Language"), parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString saved = I18n::savedLanguage();
    auto add = [&](const QString& text, const QString& code) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(code == saved);
        a->setData(code);
        group->addAction(a);
    };
    add(tr("&System Default"), QString());
    menu->addSeparator();
    for (const I18n::Language& language : I18n::availableLanguages())
        add(language.nativeName, language.code);
    QObject::connect(group, &QActionGroup::triggered, parent, [parent](QAction* action) {
        const QString code = action->data().toString();
        if (code == I18n::savedLanguage())
            return;
        I18n::setSavedLanguage(code);
        QMessageBox::information(parent, tr("Language"),
            tr("The language changes when TopoLens is started again."));
    });
    return menu;
}

} // namespace Topo::Ui
