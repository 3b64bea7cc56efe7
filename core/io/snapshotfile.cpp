// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/snapshotfile.h"

#include "io/armour.h"
#include "io/bundle.h"
#include "io/modeljson.h"
#include "io/wholefile.h"

#include "util/jsonerror.h"
#include "util/lookup.h"
#include "util/tr.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QStringDecoder>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <optional>

using nlohmann::json;
using nlohmann::ordered_json;

namespace Topo {

namespace {

constexpr const char* magicKey = "topolens";
constexpr const char* magicValue = "snapshot";

using Json::utf8;

bool isValidUtf8(const QByteArray& bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(bytes); // decoding happens on conversion
    return !decoder.hasError();
}

// Raw outputs are stored as JSON strings when they are UTF-8 (readable in any editor) and as
// base64 otherwise, so arbitrary bytes survive the round trip exactly.
template<class Json>
void putBytes(Json& object, const char* key, const QByteArray& bytes)
{
    if (bytes.isEmpty())
        return;
    if (isValidUtf8(bytes))
        object[key] = bytes.toStdString();
    else
        object[std::string(key) + "Base64"] = bytes.toBase64().toStdString();
}

/// Walks the JSON with a path for messages, collecting type errors instead of throwing.
/// Snapshots are read with simdjson: its DOM parses the megabytes of raw output a large host
/// holds several times faster than nlohmann's lexer, which copies strings a byte at a time.
class Reader
{
public:
    using Element = simdjson::dom::element;
    using Object = simdjson::dom::object;

    explicit Reader(ParseResult<Snapshot>& result) : m_result(result) { }

    QString path(const QString& base, const char* key) const
    {
        return base.isEmpty() ? QString::fromLatin1(key) : base + u'.' + QString::fromLatin1(key);
    }

    void typeError(const QString& where, const QString& expected)
    {
        m_result.error(0, Tr::tr("%1: expected %2").arg(where, expected));
    }

    /// The value at `key`, if the object has one.
    static std::optional<Element> find(const Object& object, const char* key)
    {
        Element value;
        if (object.at_key(key).get(value) != simdjson::SUCCESS)
            return std::nullopt;
        return value;
    }

    QString string(const Object& object, const char* key, const QString& base, bool required = false)
    {
        const auto value = find(object, key);
        if (!value) {
            if (required)
                m_result.error(0, Tr::tr("%1: missing").arg(path(base, key)));
            return {};
        }
        std::string_view text;
        if (value->get(text) != simdjson::SUCCESS) {
            typeError(path(base, key), Tr::tr("a string"));
            return {};
        }
        return QString::fromUtf8(text.data(), qsizetype(text.size()));
    }

    qint64 integer(const Object& object, const char* key, const QString& base, qint64 fallback = 0)
    {
        const auto value = find(object, key);
        if (!value)
            return fallback;
        int64_t number = 0;
        if (value->get(number) != simdjson::SUCCESS) {
            typeError(path(base, key), Tr::tr("a whole number"));
            return fallback;
        }
        return number;
    }

    bool boolean(const Object& object, const char* key, const QString& base)
    {
        const auto value = find(object, key);
        if (!value)
            return false;
        bool flag = false;
        if (value->get(flag) != simdjson::SUCCESS) {
            typeError(path(base, key), Tr::tr("true or false"));
            return false;
        }
        return flag;
    }

    QDateTime time(const Object& object, const char* key, const QString& base)
    {
        const QString text = string(object, key, base);
        if (text.isEmpty())
            return {};
        QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (!t.isValid())
            t = QDateTime::fromString(text, Qt::ISODate);
        if (!t.isValid())
            typeError(path(base, key), Tr::tr("an ISO 8601 date and time"));
        return t;
    }

    QByteArray bytes(const Object& object, const char* key, const QString& base)
    {
        const std::string b64Key = std::string(key) + "Base64";
        const auto encoded = find(object, b64Key.c_str());
        if (!encoded) {
            // The bytes as they are: the parser has checked they are UTF-8, and a raw output of
            // megabytes need not be decoded into a QString and encoded back.
            const auto value = find(object, key);
            if (!value)
                return {};
            std::string_view text;
            if (value->get(text) != simdjson::SUCCESS) {
                typeError(path(base, key), Tr::tr("a string"));
                return {};
            }
            return QByteArray(text.data(), qsizetype(text.size()));
        }
        string(object, key, base); // reports a plain "key" beside it that is not a string, as always
        std::string_view text;
        if (encoded->get(text) != simdjson::SUCCESS) {
            typeError(path(base, b64Key.c_str()), Tr::tr("a base64 string"));
            return {};
        }
        const auto decoded = QByteArray::fromBase64Encoding(QByteArray(text.data(), qsizetype(text.size())),
            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            typeError(path(base, b64Key.c_str()), Tr::tr("valid base64"));
            return {};
        }
        return *decoded;
    }

private:
    ParseResult<Snapshot>& m_result;
};

ordered_json captureJson(const RawCapture& c, bool withOutput = true)
{
    ordered_json capture;
    capture["id"] = utf8(c.id);
    capture["command"] = utf8(c.command);
    if (!c.format.isEmpty())
        capture["format"] = utf8(c.format);
    capture["status"] = utf8(captureStatusName(c.status));
    capture["exitCode"] = c.exitCode;
    capture["durationMs"] = c.durationMs;
    if (!c.statusDetail.isEmpty())
        capture["statusDetail"] = utf8(c.statusDetail);
    if (!c.note.isEmpty())
        capture["note"] = utf8(c.note);
    if (withOutput) {
        putBytes(capture, "stdout", c.stdoutData);
        putBytes(capture, "stderr", c.stderrData);
    }
    return capture;
}

ordered_json capturesJson(const QList<RawCapture>& list)
{
    ordered_json captures = ordered_json::array();
    for (const auto& c : list)
        captures.push_back(captureJson(c));
    return captures;
}

/// A watch's samples. A sample's output that is the same as the last one written for that
/// command is written as `"sameAs": N` (the sample that holds it): a healthy machine's links read
/// the same for hours, and a day of 5-second samples written whole would be hundreds of MB.
ordered_json samplesJson(const QList<WatchSample>& samples)
{
    ordered_json out = ordered_json::array();
    QHash<QString, int> writtenAt; // command id → the sample whose capture holds its output
    for (int i = 0; i < samples.size(); ++i) {
        const WatchSample& sample = samples[i];
        ordered_json captures = ordered_json::array();
        for (const RawCapture& c : sample.captures) {
            const auto it = writtenAt.constFind(c.id);
            const RawCapture* written = it == writtenAt.cend() ? nullptr : findBy(samples[*it].captures, &RawCapture::id, c.id);
            if (written && written->stdoutData == c.stdoutData && written->stderrData == c.stderrData) {
                ordered_json same = captureJson(c, false);
                same["sameAs"] = *it;
                captures.push_back(std::move(same));
                continue;
            }
            captures.push_back(captureJson(c));
            writtenAt.insert(c.id, i);
        }
        ordered_json one;
        one["at"] = utf8(sample.at.toUTC().toString(Qt::ISODateWithMs));
        one["underLoad"] = sample.underLoad;
        one["captures"] = std::move(captures);
        out.push_back(std::move(one));
    }
    return out;
}

/// The captures array at `path` (a machine's, or a watch sample's), each read as far as it goes.
QList<RawCapture> readCaptures(Reader& reader, ParseResult<Snapshot>& result, simdjson::dom::array captures, const QString& path,
    QList<std::pair<qsizetype, qint64>>* sameAs = nullptr)
{
    QList<RawCapture> out;
    std::size_t ci = 0;
    for (const simdjson::dom::element captureValue : captures) {
        const QString cpath = path + QStringLiteral("[%1]").arg(ci++);
        simdjson::dom::object c;
        if (captureValue.get(c) != simdjson::SUCCESS) {
            reader.typeError(cpath, Tr::tr("an object"));
            continue;
        }
        RawCapture capture;
        capture.id = reader.string(c, "id", cpath, true);
        capture.command = reader.string(c, "command", cpath);
        capture.format = reader.string(c, "format", cpath);
        const QString statusText = reader.string(c, "status", cpath);
        if (!statusText.isEmpty()) {
            if (const auto status = captureStatusFromName(statusText))
                capture.status = *status;
            else
                result.warn(0, Tr::tr("%1.status: unknown status \"%2\", read as failed").arg(cpath, statusText.left(40)));
        }
        capture.exitCode = int(reader.integer(c, "exitCode", cpath));
        capture.durationMs = reader.integer(c, "durationMs", cpath);
        capture.statusDetail = reader.string(c, "statusDetail", cpath);
        capture.note = reader.string(c, "note", cpath);
        capture.stdoutData = reader.bytes(c, "stdout", cpath);
        capture.stderrData = reader.bytes(c, "stderr", cpath);
        if (sameAs && Reader::find(c, "sameAs"))
            sameAs->append({ out.size(), reader.integer(c, "sameAs", cpath) });
        out.append(capture);
    }
    return out;
}

/// A watch's samples (topolens watch) into `machine`; a plain collection has none.
void readSamples(Reader& reader, ParseResult<Snapshot>& result, const simdjson::dom::object& m, const QString& mpath,
    MachineSnapshot& machine)
{
    simdjson::dom::array samples;
    if (const auto samplesValue = Reader::find(m, "samples")) {
        if (samplesValue->get(samples) != simdjson::SUCCESS) {
            reader.typeError(mpath + u".samples", Tr::tr("an array"));
        } else {
            std::size_t si = 0;
            for (const simdjson::dom::element sampleValue : samples) {
                const QString spath = mpath + QStringLiteral(".samples[%1]").arg(si++);
                simdjson::dom::object o;
                simdjson::dom::array sampleCaptures;
                if (sampleValue.get(o) != simdjson::SUCCESS) {
                    reader.typeError(spath, Tr::tr("an object"));
                    continue;
                }
                WatchSample sample;
                sample.at = reader.time(o, "at", spath);
                bool underLoad = false;
                if (const auto load = Reader::find(o, "underLoad"); load && load->get(underLoad) != simdjson::SUCCESS)
                    reader.typeError(spath + u".underLoad", Tr::tr("true or false"));
                sample.underLoad = underLoad;
                const auto capturesOfSample = Reader::find(o, "captures");
                if (!capturesOfSample || capturesOfSample->get(sampleCaptures) != simdjson::SUCCESS)
                    reader.typeError(spath + u".captures", Tr::tr("an array"));
                else {
                    QList<std::pair<qsizetype, qint64>> sameAs;
                    sample.captures = readCaptures(reader, result, sampleCaptures, spath + QStringLiteral(".captures"), &sameAs);
                    // "sameAs": N, the output of that command in an earlier sample.
                    for (const auto& [index, earlier] : sameAs) {
                        RawCapture& capture = sample.captures[index];
                        const RawCapture* holder = earlier >= 0 && earlier < machine.samples.size()
                            ? findBy(machine.samples[int(earlier)].captures, &RawCapture::id, capture.id)
                            : nullptr;
                        if (!holder) {
                            result.error(0, Tr::tr("%1.captures[%2].sameAs: no earlier sample %3 with a capture %4")
                                                .arg(spath)
                                                .arg(index)
                                                .arg(earlier)
                                                .arg(capture.id.left(40)));
                            continue;
                        }
                        capture.stdoutData = holder->stdoutData;
                        capture.stderrData = holder->stderrData;
                    }
                }
                machine.samples.append(sample);
            }
        }
    }
}

int lineOfByte(QByteArrayView data, std::size_t byte)
{
    const qsizetype end = std::min<qsizetype>(data.size(), qsizetype(byte));
    return int(data.first(end).count('\n')) + 1;
}

} // namespace

QByteArray writeSnapshot(const Snapshot& snapshot)
{
    // Keys in the order written: "topolens" and "version" first, so a reader (and
    // looksLikeSnapshot) sees what the file is within its first bytes.
    ordered_json root;
    root[magicKey] = magicValue;
    root["version"] = Snapshot::currentVersion;
    root["title"] = utf8(snapshot.title);
    if (!snapshot.note.isEmpty())
        root["note"] = utf8(snapshot.note);
    if (snapshot.reconstruction)
        root["reconstruction"] = true;
    if (snapshot.createdAt.isValid())
        root["createdAt"] = utf8(snapshot.createdAt.toUTC().toString(Qt::ISODate));
    ordered_json machines = ordered_json::array();
    for (const auto& m : snapshot.machines) {
        ordered_json machine;
        machine["role"] = utf8(machineRoleName(m.role));
        machine["label"] = utf8(m.label);
        machine["address"] = utf8(m.address);
        if (m.collectedAt.isValid())
            machine["collectedAt"] = utf8(m.collectedAt.toUTC().toString(Qt::ISODate));
        machine["collector"] = utf8(m.collector);
        machine["captures"] = capturesJson(m.captures);
        // Only a watch has samples: a plain collection's file stays as it was.
        if (!m.samples.isEmpty())
            machine["samples"] = samplesJson(m.samples);
        machines.push_back(std::move(machine));
    }
    root["machines"] = std::move(machines);
    // Pretty-printed so a snapshot diffs and reads well; raw outputs are single JSON strings.
    return QByteArray::fromStdString(root.dump(1, '\t')) + '\n';
}

namespace {

/// Where and why the text is not JSON, in nlohmann's words and with its byte offset: simdjson
/// names neither, and a syntax error is rare enough to parse twice.
void reportSyntaxError(ParseResult<Snapshot>& result, QByteArrayView data, simdjson::error_code error)
{
    try {
        const json parsed = json::parse(data.begin(), data.end());
        Q_UNUSED(parsed);
    } catch (const json::parse_error& e) {
        result.error(lineOfByte(data, e.byte), Tr::tr("not valid JSON (%1)").arg(shortJsonSyntaxError(e.what())));
        return;
    } catch (const std::exception& e) {
        result.error(0, Tr::tr("cannot read JSON: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    result.error(0, Tr::tr("cannot read JSON: %1").arg(QString::fromUtf8(simdjson::error_message(error))));
}

} // namespace

ParseResult<Snapshot> readSnapshot(QByteArrayView data)
{
    ParseResult<Snapshot> result;
    simdjson::dom::parser parser;
    const simdjson::padded_string padded(data.data(), std::size_t(data.size()));
    simdjson::dom::element document;
    if (const auto error = parser.parse(padded).get(document); error != simdjson::SUCCESS) {
        reportSyntaxError(result, data, error);
        return result;
    }
    simdjson::dom::object root;
    std::string_view magic;
    if (document.get(root) != simdjson::SUCCESS || root.at_key(magicKey).get(magic) != simdjson::SUCCESS || magic != magicValue) {
        result.error(1, Tr::tr("not a TopoLens snapshot (expected an object with \"topolens\": \"snapshot\")"));
        return result;
    }
    Reader reader(result);
    const qint64 version = reader.integer(root, "version", {}, -1);
    if (version < 1) {
        result.error(0, Tr::tr("version: expected a positive whole number"));
        return result;
    }
    if (version > Snapshot::currentVersion) {
        result.error(0, Tr::tr("this snapshot was written by a newer TopoLens (format version %1; this version "
                               "reads up to %2). Update TopoLens to open it.")
                            .arg(version)
                            .arg(Snapshot::currentVersion));
        return result;
    }
    Snapshot& s = result.value;
    s.title = reader.string(root, "title", {});
    s.note = reader.string(root, "note", {});
    s.reconstruction = reader.boolean(root, "reconstruction", {});
    s.createdAt = reader.time(root, "createdAt", {});
    simdjson::dom::array machines;
    const auto machinesValue = Reader::find(root, "machines");
    if (!machinesValue || machinesValue->get(machines) != simdjson::SUCCESS) {
        reader.typeError(QStringLiteral("machines"), Tr::tr("an array"));
        return result;
    }
    std::size_t mi = 0;
    for (const simdjson::dom::element value : machines) {
        const QString mpath = QStringLiteral("machines[%1]").arg(mi++);
        simdjson::dom::object m;
        if (value.get(m) != simdjson::SUCCESS) {
            reader.typeError(mpath, Tr::tr("an object"));
            continue;
        }
        MachineSnapshot machine;
        const QString roleText = reader.string(m, "role", mpath, true);
        const auto role = machineRoleFromName(roleText);
        if (!role) {
            result.error(0, Tr::tr("%1.role: expected host, guest or bare-metal, not \"%2\"").arg(mpath, roleText.left(40)));
            continue;
        }
        machine.role = *role;
        machine.label = reader.string(m, "label", mpath);
        machine.address = reader.string(m, "address", mpath);
        machine.collectedAt = reader.time(m, "collectedAt", mpath);
        machine.collector = reader.string(m, "collector", mpath);
        simdjson::dom::array captures;
        const auto capturesValue = Reader::find(m, "captures");
        if (!capturesValue || capturesValue->get(captures) != simdjson::SUCCESS) {
            reader.typeError(mpath + u".captures", Tr::tr("an array"));
            s.machines.append(machine);
            continue;
        }
        machine.captures = readCaptures(reader, result, captures, mpath + QStringLiteral(".captures"));
        readSamples(reader, result, m, mpath, machine);
        s.machines.append(machine);
    }
    return result;
}

Status saveSnapshot(const Snapshot& snapshot, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
    const QByteArray data = writeSnapshot(snapshot);
    if (file.write(data) != data.size() || !file.commit())
        return fail(Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
    return Status::success();
}

namespace {

/// An armoured bundle (io/armour.h) as the bundle inside it: one block, its damage an error
/// that names the line; several blocks are a fleet's, for `fleet import`.
ParseResult<Snapshot> readArmouredBundle(QByteArrayView data)
{
    const ArmourScan scan = scanArmour(data);
    if (scan.blocks.size() != 1) {
        ParseResult<Snapshot> result;
        result.error(scan.blocks.isEmpty() ? 1 : scan.blocks[1].firstLine,
            Tr::tr("%n armoured bundle(s) in one file: topolens fleet import reads several", nullptr, int(scan.blocks.size())));
        return result;
    }
    const ArmouredBlock& block = scan.blocks.first();
    ParseResult<Snapshot> result = readBundle(block.bundle);
    if (!block.intact)
        result.error(block.firstLine, block.problem);
    return result;
}

bool looksArmoured(QByteArrayView data)
{
    return data.indexOf(QByteArrayView("-----BEGIN TOPOLENS BUNDLE v")) >= 0;
}

} // namespace

ParseResult<Snapshot> loadSnapshotFile(const QString& path)
{
    const Result<QByteArray> data = readWholeFile(path);
    if (!data) {
        ParseResult<Snapshot> result;
        result.error(0, data.error());
        return result;
    }
    return readSnapshotOrBundle(*data);
}

ParseResult<Snapshot> readSnapshotOrBundle(QByteArrayView data)
{
    // A bundle from the standalone collector opens like a snapshot of one machine.
    if (looksLikeBundle(data))
        return readBundle(data);
    if (!looksLikeSnapshot(data) && looksArmoured(data))
        return readArmouredBundle(data);
    return readSnapshot(data);
}

bool looksLikeSnapshotOrBundle(QByteArrayView data)
{
    return looksLikeSnapshot(data) || looksLikeBundle(data) || looksArmoured(data);
}

Result<Snapshot> openWholeSnapshot(const QString& nameOrPath)
{
    const bool isDemo = nameOrPath == QLatin1String(demoSnapshotName) && !QFileInfo::exists(nameOrPath);
    ParseResult<Snapshot> read;
    if (isDemo) {
        read = openSnapshot(nameOrPath);
    } else {
        const Result<QByteArray> data = readWholeFile(nameOrPath); // its error names the file once
        if (!data)
            return fail(data.error());
        read = readSnapshotOrBundle(*data);
    }
    QList<const Diagnostic*> errors;
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error)
            errors.append(&d);
    }
    if (!errors.isEmpty()) {
        QString line = nameOrPath + u": " + formatDiagnostic(*errors.first());
        if (errors.size() > 1)
            line += u' ' + Tr::tr("(and %n more error(s))", nullptr, int(errors.size() - 1));
        return fail(line);
    }
    if (read.value.machines.isEmpty())
        return fail(nameOrPath + u": " + Tr::tr("the snapshot has no machines"));
    return read.value;
}

ParseResult<Snapshot> openSnapshot(const QString& nameOrPath)
{
    if (nameOrPath == QLatin1String(demoSnapshotName))
        return loadSnapshotFile(QStringLiteral(":/topolens/demo/demo-snapshot.json"));
    return loadSnapshotFile(nameOrPath);
}

bool looksLikeSnapshot(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 512));
    return head.trimmed().startsWith('{') && QByteArrayView(head).indexOf("\"topolens\"") >= 0;
}

} // namespace Topo
