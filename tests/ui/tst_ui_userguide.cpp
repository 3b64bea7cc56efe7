// SPDX-License-Identifier: GPL-3.0-or-later
// What docs/user-guide.md says of the demo, held against the program: which host GPU is which
// guest GPU, what the status bar says, on which NUMA node. A sentence of the guide is a claim,
// and a claim the program stops making fails here (issue 38: the guide had host GPU3 as guest
// GPU3, the program GPU7).
#include "model/machine.h"
#include "testutil.h"
#include "window/mainwindow.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

class TestUiUserGuide : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;
    QString m_guide; // the guide's text, each run of white space one space (sentences wrap)

    /// The one match of `pattern` in the guide; fails the test where the guide lost it.
    QRegularExpressionMatch claim(const QString& pattern) const
    {
        const QRegularExpressionMatch m = QRegularExpression(pattern).match(m_guide);
        if (!m.hasMatch())
            qFatal("docs/user-guide.md no longer says /%s/: change this test with the guide", qPrintable(pattern));
        return m;
    }

    const Machine& machine(MachineRole role) const
    {
        for (const Machine& m : m_window->machines()) {
            if (m.role == role)
                return m;
        }
        qFatal("the demo has no such machine");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile guide(QStringLiteral(TOPOLENS_SOURCE_DIR "/docs/user-guide.md"));
        QVERIFY(guide.open(QIODevice::ReadOnly));
        m_guide = QString::fromUtf8(guide.readAll()).simplified();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1500, 900);
        m_window->show();
        QSignalSpy shown(m_window.get(), &MainWindow::snapshotShown);
        QVERIFY(m_window->openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
    }
    void cleanupTestCase() { m_window.reset(); }

    // "host GPU3 is guest GPU7 here, as the status bar says"
    void hostGpuAndItsGuestGpu()
    {
        const QRegularExpressionMatch m = claim(QStringLiteral("host GPU(\\d+) is guest GPU(\\d+) here, as the status bar says"));
        m_window->selectGpu(MachineRole::Host, m.captured(1).toInt());
        QCOMPARE(m_window->statusBar()->currentMessage(),
            QStringLiteral("GPU%1 of the host is GPU%2 of the guest").arg(m.captured(1), m.captured(2)));
    }

    // "guest GPU4 is host GPU0, on NUMA node 0"
    void guestGpuItsHostGpuAndNode()
    {
        const QRegularExpressionMatch m = claim(QStringLiteral("guest GPU(\\d+) is host GPU(\\d+), on NUMA node (\\d+)"));
        m_window->selectGpu(MachineRole::Guest, m.captured(1).toInt());
        QCOMPARE(m_window->statusBar()->currentMessage(),
            QStringLiteral("GPU%1 of the guest is GPU%2 of the host").arg(m.captured(1), m.captured(2)));
        const Machine& host = machine(MachineRole::Host);
        const Gpu* gpu = host.gpu(m.captured(2).toInt());
        QVERIFY(gpu);
        const PciDevice* device = host.deviceOf(*gpu);
        QVERIFY(device && device->numaNode);
        QCOMPARE(*device->numaNode, m.captured(3).toInt());
    }
};

QTEST_MAIN(TestUiUserGuide)
#include "tst_ui_userguide.moc"
