// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/kernelcmdline.h"

namespace Topo {

namespace {
// The kernel treats '-' and '_' in parameter names alike (kernel/params.c, parameq()).
bool sameParameterName(QStringView a, QStringView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QChar x = a[i] == u'-' ? QChar(u'_') : a[i];
        const QChar y = b[i] == u'-' ? QChar(u'_') : b[i];
        if (x != y)
            return false;
    }
    return true;
}
} // namespace

std::optional<QString> KernelCmdline::value(const QString& name) const
{
    for (auto it = parameters.crbegin(); it != parameters.crend(); ++it) {
        if (sameParameterName(it->first, name))
            return it->second;
    }
    return std::nullopt;
}

bool KernelCmdline::has(const QString& name) const
{
    return value(name).has_value();
}

} // namespace Topo
