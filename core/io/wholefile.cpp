// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/wholefile.h"

#include "util/tr.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QResource>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Topo {

Result<QByteArray> readWholeFile(const QString& path)
{
    // An uncompressed resource (the demo snapshots) is read where it lies in the program:
    // copying 170 KB into new pages was 40 page faults of a 900-fault export.
    if (path.startsWith(u':')) {
        const QResource resource(path);
        if (resource.isValid() && resource.compressionAlgorithm() == QResource::NoCompression && resource.data())
            return QByteArray::fromRawData(reinterpret_cast<const char*>(resource.data()), qsizetype(resource.size()));
    }
    const QFileInfo info(path);
    if (info.isDir())
        return fail(Tr::tr("%1 is a directory, not a file").arg(path));
    if (!info.exists())
        return fail(Tr::tr("cannot open %1: no such file").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Tr::tr("cannot open %1: %2").arg(path, file.errorString()));
    return file.readAll();
}

namespace {

/// A file descriptor closed when it goes out of scope.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

bool writeAll(int fd, QByteArrayView bytes)
{
    const char* at = bytes.data();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, at, size_t(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return false;
        at += written;
        left -= written;
    }
    return true;
}

} // namespace

Status writeWholeFile(const QString& path, QByteArrayView bytes)
{
    const QFileInfo named(path);
    const QString target = named.isSymLink() ? named.symLinkTarget() : path;
    const QByteArray file = QFile::encodeName(target);
    const auto refused = [&] { return fail(Tr::tr("cannot write %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)))); };
    struct stat old {};
    const bool replacing = ::stat(file.constData(), &old) == 0;
    if (replacing && S_ISDIR(old.st_mode)) {
        errno = EISDIR;
        return refused();
    }
    // A name of its own beside the target, created here and nowhere else (O_EXCL); the kernel
    // applies the umask to 0666.
    QByteArray temporary;
    Descriptor out;
    for (int attempt = 0; attempt < 8 && out.fd < 0; ++attempt) {
        temporary = file + ".topolens-" + QByteArray::number(QRandomGenerator::global()->generate(), 36);
        out.fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (out.fd < 0 && errno != EEXIST)
            break;
    }
    if (out.fd < 0)
        return refused();
    const bool written = writeAll(out.fd, bytes) && (!replacing || ::fchmod(out.fd, old.st_mode & 07777) == 0);
    const int closed = ::close(out.fd);
    out.fd = -1;
    if (!written || closed != 0 || ::rename(temporary.constData(), file.constData()) != 0) {
        const int reason = errno;
        ::unlink(temporary.constData());
        errno = reason;
        return refused();
    }
    return Status::success();
}

} // namespace Topo
