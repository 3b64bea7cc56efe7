// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/htmlpage.h"

#include "util/xmltext.h"

namespace Topo::Ui {

QString htmlPageStart(const QString& title, const char* styleSheet)
{
    return u"<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
           u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
           u"img-src data:\"/>\n"
           u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
           u"<meta name=\"generator\" content=\"TopoLens "
        + QStringLiteral(TOPOLENS_VERSION) + u"\"/>\n<title>" + Text::escapeXml(title) + u"</title>\n<style>" + QString::fromUtf8(styleSheet)
        + u"</style>\n</head>\n<body>\n";
}

} // namespace Topo::Ui
