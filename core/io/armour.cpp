// SPDX-License-Identifier: GPL-3.0-or-later
// The collector's armoured bundles: found in whatever an engine made of the stream, decoded as
// far as they go.
#include "io/armour.h"

#include "util/text.h"
#include "util/tr.h"

#include <QCryptographicHash>
#include <QHash>

#include <zlib.h>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <vector>

namespace Topo {

namespace {

constexpr QByteArrayView beginMarker = "-----BEGIN TOPOLENS BUNDLE v1-----";
constexpr QByteArrayView endMarker = "-----END TOPOLENS BUNDLE v1-----";
constexpr int base64Columns = 76;
// A block whose header does not say its size still may not inflate without bound (a
// "gzip bomb" from a hostile machine).
constexpr qsizetype maxUnannouncedBytes = qsizetype(1) << 30;

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

QByteArrayView trimmedRight(QByteArrayView text)
{
    while (!text.isEmpty() && isBlank(text.back()))
        text.chop(1);
    return text;
}

QByteArrayView trimmedBoth(QByteArrayView text)
{
    text = trimmedRight(text);
    while (!text.isEmpty() && isBlank(text.front()))
        text = text.sliced(1);
    return text;
}

/// The text before the begin marker when `line` ends with it (trailing blanks aside). Checking
/// the end only keeps the scan linear, and a script that merely prints the marker inside quotes
/// (the collector's own source, cat'ed by someone) is no block.
std::optional<QByteArrayView> prefixOfBeginLine(QByteArrayView line)
{
    line = trimmedRight(line);
    if (!line.endsWith(beginMarker))
        return std::nullopt;
    return line.first(line.size() - beginMarker.size());
}

bool isBase64Text(QByteArrayView text)
{
    for (const char c : text) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+'
            || c == '/' || c == '=';
        if (!ok)
            return false;
    }
    return true;
}

/// Lines of `stream` by '\n', each without its CR, numbered from 1.
template<typename F> void forEachStreamLine(QByteArrayView stream, F&& f)
{
    int number = 0;
    qsizetype start = 0;
    while (start < stream.size()) {
        qsizetype end = stream.indexOf('\n', start);
        const qsizetype next = end < 0 ? stream.size() : end + 1;
        if (end < 0)
            end = stream.size();
        QByteArrayView line = stream.sliced(start, end - start);
        while (line.endsWith('\r'))
            line.chop(1);
        f(++number, line);
        start = next;
    }
}

/// Prefixes by length, so that finding the one a line starts with costs one hash look-up per
/// distinct length (a handful), not one comparison per open block (thousands under pdsh).
template<typename V> class PrefixTable
{
public:
    void insert(QByteArrayView prefix, V value)
    {
        const QByteArray key = prefix.toByteArray();
        if (!m_values.contains(key))
            ++m_lengths[key.size()];
        m_values.insert(key, value);
    }
    void remove(QByteArrayView prefix)
    {
        const QByteArray key = prefix.toByteArray();
        if (m_values.remove(key) && --m_lengths[key.size()] == 0)
            m_lengths.erase(key.size());
    }
    /// The longest prefix `line` starts with.
    std::optional<std::pair<qsizetype, V>> match(QByteArrayView line) const
    {
        for (auto it = m_lengths.rbegin(); it != m_lengths.rend(); ++it) {
            if (it->first > line.size())
                continue;
            const auto found = m_values.constFind(line.first(it->first).toByteArray());
            if (found != m_values.constEnd())
                return std::make_pair(it->first, found.value());
        }
        return std::nullopt;
    }
    bool isEmpty() const { return m_values.isEmpty(); }

private:
    QHash<QByteArray, V> m_values;
    std::map<qsizetype, int> m_lengths; // length → how many prefixes have it
};

struct Header
{
    QString host;
    QByteArray sha256; // lower-case hex
    qsizetype bytes = -1;
};

std::optional<Header> readHeader(QByteArrayView text)
{
    Header header;
    for (const QByteArrayView word : Text::splitWhitespace(text)) {
        const qsizetype equals = word.indexOf('=');
        if (equals <= 0)
            return std::nullopt;
        const QByteArrayView key = word.first(equals);
        const QByteArrayView value = word.sliced(equals + 1);
        if (key == "host") {
            header.host = Text::cleanText(value);
        } else if (key == "sha256") {
            if (value.size() != 64 || !std::all_of(value.begin(), value.end(), [](char c) { return Text::hexDigitValue(c) >= 0; }))
                return std::nullopt;
            header.sha256 = value.toByteArray().toLower();
        } else if (key == "bytes") {
            quint64 n = 0;
            if (!Text::toUInt64(value, &n) || n > quint64(std::numeric_limits<qsizetype>::max()))
                return std::nullopt;
            header.bytes = qsizetype(n);
        }
        // Other keys: a later collector's additions, read by a later TopoLens.
    }
    if (header.sha256.isEmpty() || header.bytes < 0)
        return std::nullopt;
    return header;
}

enum class Inflated { Whole, Truncated, Damaged, TooLarge };

/// Inflates a gzip (or zlib) stream as far as it goes: everything before a cut or a damaged
/// byte comes out, which for a bundle means every capture before it.
Inflated inflateAsFarAsPossible(QByteArrayView compressed, qsizetype limit, QByteArray* out)
{
    z_stream zs {};
    if (inflateInit2(&zs, MAX_WBITS + 32) != Z_OK) // +32: gzip or zlib header, detected
        return Inflated::Damaged;
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    zs.avail_in = uInt(compressed.size());
    Inflated result = Inflated::Truncated;
    constexpr qsizetype chunk = 256 * 1024;
    for (;;) {
        const qsizetype before = out->size();
        out->resize(before + chunk);
        zs.next_out = reinterpret_cast<Bytef*>(out->data() + before);
        zs.avail_out = uInt(chunk);
        const int rc = inflate(&zs, Z_SYNC_FLUSH);
        out->resize(before + chunk - qsizetype(zs.avail_out));
        if (out->size() > limit) {
            out->truncate(limit);
            result = Inflated::TooLarge;
            break;
        }
        if (rc == Z_STREAM_END) {
            result = Inflated::Whole;
            break;
        }
        if (rc == Z_BUF_ERROR || (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0)) {
            result = Inflated::Truncated; // the input ended inside the stream
            break;
        }
        if (rc != Z_OK) {
            result = Inflated::Damaged;
            break;
        }
    }
    inflateEnd(&zs);
    return result;
}

/// Decodes the base64 text received so far; a cut inside a group of four drops that group.
QByteArray decodeBase64(QByteArray text)
{
    text.truncate(text.size() - text.size() % 4);
    auto decoded = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (decoded)
        return *decoded;
    // '=' in the middle: two bodies run together. Whatever comes before the first is one.
    const qsizetype pad = text.indexOf('=');
    return QByteArray::fromBase64(text.left(pad < 0 ? text.size() : pad + (4 - pad % 4) % 4));
}

struct OpenBlock
{
    ArmouredBlock block;
    QByteArray prefix;
    QByteArray base64;
    std::optional<Header> header;
    bool headerLineSeen = false;
    bool ended = false;
    bool closed = false;
    int lastLine = 0;         // the last line that belonged to this block
    int endLine = 0;
    int firstForeignLine = 0; // the first line inside the block that was not base64
    qsizetype base64BeforeForeign = 0; // how much base64 had come before it
    QByteArray firstForeignText;
};

void finish(OpenBlock& open, const QString& cut)
{
    ArmouredBlock& block = open.block;
    const qsizetype limit = open.header ? open.header->bytes : maxUnannouncedBytes;
    const Inflated inflated = inflateAsFarAsPossible(decodeBase64(open.base64), limit, &block.bundle);
    const bool sizeMatches = open.header && block.bundle.size() == open.header->bytes;
    const bool sumMatches = open.header
        && QCryptographicHash::hash(block.bundle, QCryptographicHash::Sha256).toHex() == open.header->sha256;
    block.intact = open.ended && inflated == Inflated::Whole && sizeMatches && sumMatches;
    if (block.intact)
        return;
    const int endLine = open.ended ? open.endLine : open.lastLine;
    if (open.firstForeignLine > 0) {
        // The line was damaged base64, not an insertion: what follows it no longer inflates to
        // the bundle, so only what came before it is kept.
        block.bundle.clear();
        inflateAsFarAsPossible(decodeBase64(open.base64.left(open.base64BeforeForeign)), limit, &block.bundle);
        block.problem = Tr::tr("line %1: not base64 inside the block begun on line %2: %3")
                            .arg(open.firstForeignLine).arg(block.firstLine).arg(Text::excerpt(open.firstForeignText));
    } else if (!cut.isEmpty()) {
        block.problem = cut;
    } else if (!open.ended) {
        block.problem = Tr::tr("line %1: the block begun on line %2 stops here, without its end line")
                            .arg(open.lastLine).arg(block.firstLine);
    } else if (!open.header) {
        block.problem = Tr::tr("line %1: the header line (host=… sha256=… bytes=…) is missing or unreadable")
                            .arg(block.firstLine + 1);
    } else if (inflated == Inflated::Damaged) {
        block.problem = Tr::tr("line %1: the compressed data of the block begun on line %2 is damaged; %3 bytes decoded")
                            .arg(endLine).arg(block.firstLine).arg(block.bundle.size());
    } else if (inflated == Inflated::Truncated) {
        block.problem = Tr::tr("line %1: the compressed data of the block begun on line %2 ends early; %3 bytes decoded")
                            .arg(endLine).arg(block.firstLine).arg(block.bundle.size());
    } else if (!sizeMatches) {
        block.problem = Tr::tr("line %1: the block decodes to %2 bytes, its header says %3")
                            .arg(endLine).arg(block.bundle.size()).arg(open.header->bytes);
    } else {
        block.problem = Tr::tr("line %1: the sha256 of the block begun on line %2 does not match its header: "
                               "damaged on the way")
                            .arg(endLine).arg(block.firstLine);
    }
}

} // namespace

ArmourScan scanArmour(QByteArrayView stream)
{
    ArmourScan scan;
    // First the prefixes of every begin line, so that the text outside blocks loses its "host: "
    // also before that host's block begins.
    PrefixTable<bool> knownPrefixes;
    forEachStreamLine(stream, [&](int, QByteArrayView line) {
        if (const auto prefix = prefixOfBeginLine(line))
            knownPrefixes.insert(*prefix, true);
    });

    std::vector<OpenBlock> blocks; // in begin order; indices stay valid
    PrefixTable<size_t> open;      // prefix → index of its block while it is open
    auto appendOther = [&scan](QByteArrayView text) {
        scan.otherText += text;
        scan.otherText += '\n';
    };
    auto close = [&](size_t index, const QString& cut) {
        finish(blocks[index], cut);
        blocks[index].closed = true;
        open.remove(blocks[index].prefix);
    };

    forEachStreamLine(stream, [&](int number, QByteArrayView line) {
        if (const auto prefix = prefixOfBeginLine(line)) {
            if (const auto same = open.match(*prefix); same && same->first == prefix->size()) {
                close(same->second, Tr::tr("line %1: a new block begins before the end line of the block begun on line %2")
                                        .arg(number).arg(blocks[same->second].block.firstLine));
            }
            OpenBlock block;
            block.block.firstLine = number;
            block.lastLine = number;
            block.prefix = prefix->toByteArray();
            blocks.push_back(std::move(block));
            open.insert(*prefix, blocks.size() - 1);
            return;
        }
        const auto owner = open.match(line);
        if (!owner) {
            const auto known = knownPrefixes.match(line);
            appendOther(known ? line.sliced(known->first) : line);
            return;
        }
        OpenBlock& block = blocks[owner->second];
        const QByteArrayView body = trimmedBoth(line.sliced(owner->first));
        if (body.isEmpty())
            return; // re-buffered output, a pty's empty lines
        block.lastLine = number;
        if (!block.headerLineSeen) {
            block.headerLineSeen = true;
            block.header = readHeader(body);
            if (block.header) {
                block.block.host = block.header->host;
                return;
            }
        }
        if (body == endMarker) {
            block.ended = true;
            block.endLine = number;
            close(owner->second, {});
            return;
        }
        if (isBase64Text(body)) {
            block.base64 += body;
            return;
        }
        // A line that is no base64: most often another stream merged in (a pty's stderr); left
        // out and kept as other text. It is named only if the block then fails its checksum.
        if (block.firstForeignLine == 0) {
            block.firstForeignLine = number;
            block.base64BeforeForeign = block.base64.size();
            block.firstForeignText = body.toByteArray();
        }
        appendOther(body);
    });
    for (size_t i = 0; i < blocks.size(); ++i) {
        if (!blocks[i].closed)
            close(i, {}); // still open at the end of the stream: cut off
    }
    for (OpenBlock& block : blocks)
        scan.blocks.append(std::move(block.block));
    return scan;
}

QByteArray armourBundle(QByteArrayView bundle, const QString& host)
{
    z_stream zs {};
    // 15 + 16: a gzip wrapper, as `gzip -c` writes.
    deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, MAX_WBITS + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray compressed(qsizetype(deflateBound(&zs, uLong(bundle.size()))), Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bundle.data()));
    zs.avail_in = uInt(bundle.size());
    zs.next_out = reinterpret_cast<Bytef*>(compressed.data());
    zs.avail_out = uInt(compressed.size());
    deflate(&zs, Z_FINISH);
    compressed.truncate(qsizetype(zs.total_out));
    deflateEnd(&zs);

    QByteArray hostWord = host.toUtf8();
    for (char& c : hostWord) {
        if (isBlank(c) || c == '\n')
            c = '_';
    }
    QByteArray out;
    out += beginMarker;
    out += '\n';
    out += "host=" + hostWord + " sha256="
        + QCryptographicHash::hash(bundle, QCryptographicHash::Sha256).toHex() + " bytes="
        + QByteArray::number(bundle.size()) + '\n';
    const QByteArray text = compressed.toBase64();
    for (qsizetype at = 0; at < text.size(); at += base64Columns) {
        out += QByteArrayView(text).sliced(at, std::min<qsizetype>(base64Columns, text.size() - at));
        out += '\n';
    }
    out += endMarker;
    out += '\n';
    return out;
}

} // namespace Topo
