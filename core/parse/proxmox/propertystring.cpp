// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/proxmox/propertystring.h"

namespace Topo::Proxmox {

QList<QPair<QString, QString>> propertyString(QStringView text, QStringView defaultKey)
{
    QList<QPair<QString, QString>> out;
    const QList<QStringView> parts = text.split(u',');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QStringView part = parts[i].trimmed();
        if (part.isEmpty())
            continue;
        const qsizetype eq = part.indexOf(u'=');
        if (eq < 0)
            out.append({ i == 0 ? defaultKey.toString() : part.toString(), i == 0 ? part.toString() : QString() });
        else
            out.append({ part.left(eq).toString(), part.mid(eq + 1).toString() });
    }
    return out;
}

QString option(const QList<QPair<QString, QString>>& options, QStringView key)
{
    for (const auto& [k, v] : options) {
        if (k == key)
            return v;
    }
    return {};
}

} // namespace Topo::Proxmox
