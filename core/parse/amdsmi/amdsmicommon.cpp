// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/amdsmi/amdsmicommon.h"

#include "parse/linereading.h"

namespace Topo::AmdSmi {

bool isCommandLine(QByteArrayView text)
{
    // The program is the first word, or the second after a prompt ("~$", "$", "#", "PS>").
    Text::Tokens tokens(text);
    QByteArrayView word;
    for (int i = 0; i < 2 && tokens.next(&word); ++i) {
        if (word == "amd-smi" || word.endsWith("/amd-smi"))
            return true;
        const bool prompt = !word.isEmpty() && (word.back() == '$' || word.back() == '#' || word.back() == '>');
        if (!prompt)
            return false;
    }
    return false;
}

bool isDeviceHeader(const RecordLine& line, QByteArrayView kind, int* number)
{
    if (!line.hasColon || line.key != kind)
        return false;
    int n = 0;
    if (!LineReading::toDecimal(line.value, &n))
        return false;
    if (number)
        *number = n;
    return true;
}

} // namespace Topo::AmdSmi
