// SPDX-License-Identifier: GPL-3.0-or-later
// One QEMU option value in either syntax, and the property values the PCI layout reads.
#include "parse/qemu/qemuoptions.h"

#include "util/text.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace Topo::Qemu {

namespace {

// A -device object nests nothing at all in practice; deeper input is hostile, and is refused
// before the JSON reader and printer recurse into it.
constexpr int maxJsonDepth = 16;

int nestingDepth(QByteArrayView text)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
        } else if (c == '}' || c == ']') {
            depth = std::max(0, depth - 1);
        }
    }
    return deepest;
}

QByteArray jsonValueText(const nlohmann::ordered_json& value)
{
    if (value.is_string())
        return QByteArray::fromStdString(value.get<std::string>());
    if (value.is_boolean())
        return value.get<bool>() ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
    return QByteArray::fromStdString(value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
}

std::optional<int> hexField(QByteArrayView text, int maximum)
{
    QByteArrayView t = text;
    if (Text::startsWith(t, "0x") || Text::startsWith(t, "0X"))
        t = t.sliced(2);
    if (t.isEmpty() || t.size() > 2)
        return std::nullopt;
    int value = 0;
    for (const char c : t) {
        const int digit = Text::hexDigitValue(c);
        if (digit < 0)
            return std::nullopt;
        value = value * 16 + digit;
    }
    return value <= maximum ? std::optional<int>(value) : std::nullopt;
}

} // namespace

Properties splitOptions(QByteArrayView text, QByteArrayView implicitKey)
{
    Properties out;
    QByteArray part;
    bool first = true;
    auto finishPart = [&] {
        const qsizetype equals = part.indexOf('=');
        if (equals >= 0)
            out.append({ part.first(equals), part.sliced(equals + 1) });
        else if (first && !implicitKey.isEmpty())
            out.append({ implicitKey.toByteArray(), part });
        else if (!part.isEmpty())
            out.append({ part, QByteArrayLiteral("on") });
        part.clear();
        first = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',') {
            if (i + 1 < text.size() && text[i + 1] == ',') {
                part.append(',');
                ++i;
                continue;
            }
            finishPart();
            continue;
        }
        part.append(c);
    }
    finishPart();
    return out;
}

std::optional<Properties> jsonProperties(QByteArrayView text, QList<QByteArray>* numberKeys)
{
    const QByteArrayView t = Text::trimmed(text);
    if (!Text::startsWith(t, "{") || nestingDepth(t) > maxJsonDepth)
        return std::nullopt;
    // ordered_json: the properties stay in the order libvirt wrote them.
    const nlohmann::ordered_json object = nlohmann::ordered_json::parse(t.begin(), t.end(), nullptr, false);
    if (!object.is_object())
        return std::nullopt;
    Properties out;
    for (const auto& [key, value] : object.items()) {
        out.append({ QByteArray::fromStdString(key), jsonValueText(value) });
        if (numberKeys && value.is_number())
            numberKeys->append(out.last().first);
    }
    return out;
}

QByteArray valueOf(const Properties& properties, QByteArrayView key)
{
    for (auto it = properties.crbegin(); it != properties.crend(); ++it) {
        if (it->first == key)
            return it->second;
    }
    return {};
}

bool hasKey(const Properties& properties, QByteArrayView key)
{
    return std::any_of(properties.cbegin(), properties.cend(), [&](const auto& p) { return p.first == key; });
}

void setValue(Properties& properties, const QByteArray& key, const QByteArray& value)
{
    for (auto& [k, v] : properties) {
        if (k == key) {
            v = value;
            return;
        }
    }
    properties.append({ key, value });
}

std::optional<VmSlot> readSlot(QByteArrayView text, bool devfnNumber)
{
    const QByteArrayView t = Text::trimmed(text);
    if (devfnNumber) {
        int devfn = 0;
        if (!Text::toInt(t, &devfn) || devfn < 0 || devfn > 255)
            return std::nullopt;
        return VmSlot { devfn >> 3, devfn & 7 };
    }
    const qsizetype dot = t.indexOf('.');
    const auto device = hexField(dot < 0 ? t : t.first(dot), 31);
    const auto function = dot < 0 ? std::optional<int>(0) : hexField(t.sliced(dot + 1), 7);
    if (!device || !function)
        return std::nullopt;
    return VmSlot { *device, *function };
}

bool isOn(QByteArrayView value)
{
    return value == "on" || value == "true" || value == "yes" || value == "1";
}

std::optional<int> readInteger(QByteArrayView text)
{
    const QByteArrayView t = Text::trimmed(text);
    int value = 0;
    const bool hex = Text::startsWith(t, "0x") || Text::startsWith(t, "0X");
    if (hex ? !Text::toInt(t, &value, 16) : !Text::isDigits(t) || !Text::toInt(t, &value))
        return std::nullopt;
    return value;
}

double readLinkSpeedName(QByteArrayView text)
{
    const QByteArrayView t = Text::trimmed(text);
    if (t == "2_5")
        return 2.5;
    double gts = 0;
    if (!Text::isDigits(t) || !Text::toDouble(t, &gts) || gts > 256)
        return 0;
    return gts;
}

} // namespace Topo::Qemu
