// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

#include <cstring>

/// Shared helpers for the pure parsers: line splitting, escape stripping and the one place
/// that turns remote bytes into display text. Everything is linear in the input size.
namespace Topo::Text {

struct Line
{
    int number = 0;      // 1-based
    QByteArrayView text; // without the line terminator; views into the caller's buffer
};

/// Splits on "\n", "\r\n" and lone "\r". A final line without a terminator is kept; a final
/// empty line after the last terminator is not.
QList<Line> splitLines(QByteArrayView data);

/// Which bytes end a line for lineAt().
enum class LineBreaks {
    Any,          // "\n", "\r\n" and a lone "\r", as splitLines() counts them (pasted text)
    LineFeedOnly, // "\n" only: formats written by our own scripts, where "\r" is payload
};

/// The 1-based number of the line that holds byte `offset` of `text` (an offset past the end
/// counts to the end), so a diagnostic found by searching the bytes names the same line as one
/// found while walking splitLines().
int lineAt(QByteArrayView text, qsizetype offset, LineBreaks breaks = LineBreaks::Any);

/// Removes ANSI/VT100 escape sequences (CSI "ESC [ … final", OSC "ESC ] … BEL|ESC \",
/// two-byte "ESC x"). nvidia-smi underlines its header with ESC[4m … ESC[0m.
QByteArray stripAnsi(QByteArrayView data);
bool containsEscape(QByteArrayView data);

/// Decodes untrusted bytes for display and storage in the model: UTF-8 (invalid sequences
/// become U+FFFD), tabs become spaces, other C0/C1 controls and Unicode bidi overrides are
/// replaced by U+FFFD so a device name cannot reorder or hide text. Trimmed.
QString cleanText(QByteArrayView bytes);
QString cleanText(QStringView text);
/// Text from elsewhere (a remote machine, a file) for one line of a display: line breaks and
/// tabs become spaces, every other character isUnsafeForDisplay() names (controls, bidi
/// embeddings, overrides and isolates, zero-width characters, the BOM) becomes U+FFFD, so a
/// name can neither break a line nor reorder or hide what follows it. Spacing is kept; the one
/// rule every front end shows such text by (a terminal escapes the same characters instead).
QString displayLine(QStringView text);
/// The characters cleanText() replaces: C0/C1 controls (tab included), bidi embeddings,
/// overrides and isolates, zero-width characters and the BOM. For front ends that show them
/// escaped instead (a terminal's \x1b).
bool isUnsafeForDisplay(char32_t c);

/// Trimmed view without leading/trailing ASCII whitespace.
QByteArrayView trimmed(QByteArrayView text);

/// Splits on runs of ASCII whitespace (spaces and tabs).
QList<QByteArrayView> splitWhitespace(QByteArrayView text);

/// Splits on tabs, keeping empty fields (nvidia-smi prints "0\t\tN/A").
QList<QByteArrayView> splitTabs(QByteArrayView text);

/// Inline: the parsers ask it of nearly every line, often for several prefixes.
inline bool startsWith(QByteArrayView text, QByteArrayView prefix)
{
    return prefix.isEmpty()
        || (text.size() >= prefix.size() && std::memcmp(text.data(), prefix.data(), size_t(prefix.size())) == 0);
}

/// Walks the space- and tab-separated tokens of a line without building a list, so one
/// hostile line of megabytes costs nothing but the walk.
class Tokens
{
public:
    explicit Tokens(QByteArrayView text)
        : m_text(text)
    {
    }
    bool next(QByteArrayView* token);
    /// What is left after the tokens taken so far, trimmed.
    QByteArrayView rest() const;

private:
    QByteArrayView m_text;
    qsizetype m_position = 0;
};

/// Compares with a literal without measuring it at run time: this runs for every token of a
/// possibly huge input, and QByteArrayView's literal constructor calls strlen each time.
template<qsizetype N> bool is(QByteArrayView token, const char (&literal)[N])
{
    return token.size() == N - 1 && std::memcmp(token.data(), literal, N - 1) == 0;
}

/// "N/A", the one spelling NVIDIA's tools and the kernel use for "no value". Formats with
/// more spellings ("n/a", "-", "Not Supported") test those beside this.
bool isNotAvailable(QByteArrayView text, Qt::CaseSensitivity cs = Qt::CaseSensitive);
bool isNotAvailable(QStringView text, Qt::CaseSensitivity cs = Qt::CaseSensitive);

/// A PCIe link speed as the tools print it: a decimal number of gigatransfers and its unit,
/// with or without a space between, anything after the unit and a blank ignored: lspci's
/// "16GT/s" (before pciutils 3.1 "2.5Gb/s"), sysfs' "32.0 GT/s PCIe", NCCL's "16 GT/s".
/// The value is 0 or more and below 1000; words such as "Unknown" are the caller's to read.
bool readLinkSpeed(QByteArrayView text, double* gts);

/// A PCIe link width in lanes, the digits only (the caller takes off lspci's "x" in "x16" or
/// nvidia-smi's in "16x", where its format has one): 0 (link down, or not said) to 32, the
/// widest link PCIe defines.
bool readLinkWidth(QByteArrayView digits, int* lanes);

/// A prompt line someone pasted along with the output: "$ nvidia-smi topo -m",
/// "root@host:~# lspci -tv", "user@box:~$ …", "PS C:\> …".
bool isShellPromptLine(QByteArrayView line);

/// Heuristic for "this is not text at all": NUL bytes or mostly non-printable bytes in the
/// first few kilobytes.
bool looksBinary(QByteArrayView data);

/// The line without escape sequences and surrounding whitespace; `storage` holds the bytes
/// when escapes had to be removed (the view may point into it).
QByteArrayView cleanLine(QByteArrayView raw, QByteArray* storage);

/// The text up to the first space or tab.
QByteArrayView firstWord(QByteArrayView text);

/// `value` in lower-case hex, zero-padded to `width` digits ("10de", "030200"): the form
/// lspci, sysfs and NCCL print ids in.
QString hex(quint32 value, int width);

/// 0–15 for a hex digit, -1 otherwise.
int hexDigitValue(char c);

/// Only ASCII digits, at least one.
bool isDigits(QByteArrayView text);

/// A sniffer's confidence from how many of the first lines look like its format: one line is a
/// hint (60), two are likely (80), three or more are near certain (95).
int sniffConfidence(int matchingLines);

/// Parses a decimal or 0x-prefixed hex integer; nullopt-like false on failure.
bool toInt(QByteArrayView text, int* out, int base = 10);
bool toUInt64(QByteArrayView text, quint64* out, int base = 10);
bool toDouble(QByteArrayView text, double* out);

/// Quotes a short excerpt of a bad line for a diagnostic, escaped and cut to `maxChars`.
QString excerpt(QByteArrayView line, int maxChars = 60);

} // namespace Topo::Text
