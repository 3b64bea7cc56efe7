// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/amdsmi/amdsmijson.h"

#include "parse/jsontext.h"
#include "util/jsonerror.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>
#include <cmath>

namespace Topo::AmdSmi {

namespace {

// amd-smi nests four levels deep; nlohmann's DOM recurses as deep as the text does.
constexpr int maxDepth = 32;

// amd-smi prints a list of GPUs, or an object around it.
constexpr QByteArrayView documentOpeners = "[{";

struct Extent
{
    qsizetype end = -1; // one past the closing bracket; -1 if it never closes
    int deepest = 0;
    QList<qsizetype> elementStarts;
};

/// Walks the brackets outside strings from `start` to where the first one closes, noting where
/// each element of the outermost list or object begins (any value, not only brackets).
Extent extentFrom(QByteArrayView data, qsizetype start)
{
    Extent extent;
    int depth = 0;
    bool expectElement = false;
    const qsizetype closed = JsonText::scanOutsideStrings(data, start, [&](qsizetype i, char c) {
        if (expectElement && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
            expectElement = false;
            if (c != ']' && c != '}')
                extent.elementStarts.append(i);
        }
        if (c == '{' || c == '[') {
            extent.deepest = std::max(extent.deepest, ++depth);
            expectElement = depth == 1;
        } else if (c == ',' && depth == 1) {
            expectElement = true;
        } else if (c == '}' || c == ']') {
            return --depth == 0;
        }
        return false;
    });
    if (closed >= 0)
        extent.end = closed + 1;
    return extent;
}

} // namespace

std::optional<JsonDocument> readJsonDocument(QByteArrayView data, Diagnostics& diagnostics, const QString& expected)
{
    JsonDocument document;
    const qsizetype start = JsonText::documentStart(data, &document.firstLine, documentOpeners);
    if (start < 0) {
        diagnostics.append({ 0, Severity::Error, expected });
        return std::nullopt;
    }
    const Extent extent = extentFrom(data, start);
    if (extent.deepest > maxDepth) {
        diagnostics.append({ document.firstLine, Severity::Error,
            Tr::tr("The JSON is nested %1 levels deep, far deeper than amd-smi writes it; not read.").arg(extent.deepest) });
        return std::nullopt;
    }
    // An unclosed document is handed to the reader whole, so it names the line where it ends.
    const QByteArrayView text = data.sliced(start, (extent.end < 0 ? data.size() : extent.end) - start);
    const int before = document.firstLine - 1;
    try {
        document.root = nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        const int line = before + Text::lineAt(text, qsizetype(e.byte), Text::LineBreaks::LineFeedOnly);
        diagnostics.append({ line, Severity::Error, Tr::tr("The JSON cannot be read: %1").arg(shortJsonSyntaxError(e.what())) });
        return std::nullopt;
    } catch (const nlohmann::json::exception& e) {
        diagnostics.append({ document.firstLine, Severity::Error,
            Tr::tr("The JSON cannot be read: %1").arg(QString::fromUtf8(e.what())) });
        return std::nullopt;
    }
    for (const qsizetype at : extent.elementStarts)
        document.elementLines.append(before + Text::lineAt(text, at - start, Text::LineBreaks::LineFeedOnly));
    return document;
}

QByteArrayView jsonHead(QByteArrayView data)
{
    return JsonText::documentHead(data, documentOpeners);
}

QString valueText(const nlohmann::json& value)
{
    if (value.is_string())
        return Text::cleanText(QByteArrayView(value.get_ref<const std::string&>()));
    if (value.is_number_unsigned())
        return QString::number(value.get<quint64>());
    if (value.is_number_integer())
        return QString::number(value.get<qint64>());
    if (value.is_number_float()) {
        const double d = value.get<double>();
        return std::isfinite(d) ? QString::number(d) : QString();
    }
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("True") : QStringLiteral("False");
    if (value.is_object()) {
        const auto inner = value.find("value");
        if (inner != value.end() && !inner->is_object())
            return valueText(*inner);
    }
    return {};
}

std::optional<qint64> valueInteger(const nlohmann::json& value)
{
    if (value.is_number_integer())
        return value.get<qint64>();
    if (value.is_object()) {
        const auto inner = value.find("value");
        if (inner != value.end() && inner->is_number_integer())
            return inner->get<qint64>();
    }
    return std::nullopt;
}

} // namespace Topo::AmdSmi
