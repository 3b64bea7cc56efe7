// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

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

/// Removes ANSI/VT100 escape sequences (CSI "ESC [ … final", OSC "ESC ] … BEL|ESC \",
/// two-byte "ESC x"). nvidia-smi underlines its header with ESC[4m … ESC[0m.
QByteArray stripAnsi(QByteArrayView data);
bool containsEscape(QByteArrayView data);

/// Decodes untrusted bytes for display and storage in the model: UTF-8 (invalid sequences
/// become U+FFFD), tabs become spaces, other C0/C1 controls and Unicode bidi overrides are
/// replaced by U+FFFD so a device name cannot reorder or hide text. Trimmed.
QString cleanText(QByteArrayView bytes);
QString cleanText(QStringView text);

/// Trimmed view without leading/trailing ASCII whitespace.
QByteArrayView trimmed(QByteArrayView text);

/// Splits on runs of ASCII whitespace (spaces and tabs).
QList<QByteArrayView> splitWhitespace(QByteArrayView text);

/// Splits on tabs, keeping empty fields (nvidia-smi prints "0\t\tN/A").
QList<QByteArrayView> splitTabs(QByteArrayView text);

bool startsWith(QByteArrayView text, QByteArrayView prefix);

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
