// SPDX-License-Identifier: GPL-3.0-or-later
#include "about/versions.h"

#include "layout/graphvizlayout.h"
#include "util/tr.h"

#include <QtGlobal>

#include <graphviz/graphviz_version.h>
#include <libssh/libssh.h>
#include <nlohmann/json.hpp>

namespace Topo {

QString ComponentVersion::text() const
{
    if (running.isEmpty())
        return builtWith;
    // libssh says "0.10.6/openssl/zlib": compare the number only.
    if (builtWith.isEmpty() || running.section(u'/', 0, 0) == builtWith)
        return running;
    return Tr::tr("%1 (built with %2)").arg(running, builtWith);
}

QString topolensVersion()
{
    return QStringLiteral(TOPOLENS_VERSION);
}

QString topolensLicense()
{
    return QStringLiteral("GPL-3.0-or-later");
}

QList<ComponentVersion> componentVersions()
{
    return {
        { QStringLiteral("Qt"), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR) },
        { QStringLiteral("libssh"), QString::fromLatin1(ssh_version(0)),
            QStringLiteral("%1.%2.%3").arg(LIBSSH_VERSION_MAJOR).arg(LIBSSH_VERSION_MINOR).arg(LIBSSH_VERSION_MICRO) },
        { QStringLiteral("Graphviz"), Layout::graphvizVersion(), QStringLiteral(PACKAGE_VERSION) },
        { QStringLiteral("nlohmann/json"), QString(),
            QStringLiteral("%1.%2.%3")
                .arg(NLOHMANN_JSON_VERSION_MAJOR)
                .arg(NLOHMANN_JSON_VERSION_MINOR)
                .arg(NLOHMANN_JSON_VERSION_PATCH) },
    };
}

} // namespace Topo
