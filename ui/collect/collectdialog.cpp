// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/collectdialog.h"

#include "collect/collector.h"
#include "collect/hostkey.h"
#include "collect/localrunner.h"
#include "collect/secret.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Topo::Ui {

struct CollectDialog::Machine
{
    MachineRole role = MachineRole::Host;
    std::unique_ptr<Collector> collector;
    QTreeWidgetItem* item = nullptr;
    QList<QTreeWidgetItem*> commandItems;
    bool done = false;
};

namespace {
template<class Result, class Function>
Result onGuiThread(QObject* context, Function function)
{
    // The question comes from a collecting thread; the answer must come from the user.
    Result result {};
    QMetaObject::invokeMethod(context, [&] { result = function(); }, Qt::BlockingQueuedConnection);
    return result;
}
} // namespace

HostKeyDecision CollectDialog::askHostKey(QWidget* parent, const HostKeyInfo& key)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Unknown Host Key"));
    box.setTextFormat(Qt::PlainText); // the host name comes from the user, the key from the network
    box.setText(tr("The authenticity of host %1 can't be established.").arg(key.host));
    box.setInformativeText(tr("%1 key fingerprint is\n%2\n\nCompare it with the server's own (ssh-keygen -lf %3) before "
                              "you trust it.")
                               .arg(key.keyTypeName(), key.fingerprint, key.serverKeyFile()));
    QPushButton* once = box.addButton(tr("Connect Once"), QMessageBox::AcceptRole);
    QPushButton* save = box.addButton(tr("Trust and Save"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == save)
        return HostKeyDecision::AcceptAndSave;
    if (box.clickedButton() == once)
        return HostKeyDecision::AcceptOnce;
    return HostKeyDecision::Reject;
}

bool CollectDialog::askSecret(QWidget* parent, const AuthPrompt& prompt, Secret* answer)
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(prompt.target);
    dialog.setLabelText(prompt.instruction.isEmpty() ? prompt.text : prompt.instruction + u'\n' + prompt.text);
    dialog.setTextEchoMode(prompt.echo ? QLineEdit::Normal : QLineEdit::Password);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QByteArray bytes = dialog.textValue().toUtf8();
    answer->assign(bytes.constData(), size_t(bytes.size()));
    wipeMemory(bytes.data(), size_t(bytes.size()));
    dialog.setTextValue(QString());
    return true;
}

CollectDialog::CollectDialog(const ConnectRequest& request, QWidget* parent)
    : QDialog(parent)
    , m_request(request)
    , m_tree(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Collecting"));
    resize(640, 520);
    m_tree->setHeaderLabels({ tr("Command"), tr("Result") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CollectDialog::reject);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_buttons);

    PlanOptions options;
    options.includeSudo = request.sudo;
    auto hostKey = [this](const HostKeyInfo& key) {
        return onGuiThread<HostKeyDecision>(this, [this, key] { return askHostKey(this, key); });
    };
    auto secret = [this](const AuthPrompt& prompt, Secret* answer) {
        return onGuiThread<bool>(this, [this, prompt, answer] { return askSecret(this, prompt, answer); });
    };
    if (request.local) {
        addMachine(MachineRole::BareMetal, std::make_unique<Collector>(std::make_unique<LocalRunner>(), plannedCommands(options), RunLimits {}),
            tr("this computer"));
        return;
    }
    PlanOptions hostOptions = options;
    hostOptions.proxmoxVmId = request.vmid;
    addMachine(MachineRole::Host,
        std::make_unique<Collector>(std::make_unique<SshRunner>(request.host, hostKey, secret), plannedCommands(hostOptions), RunLimits {}),
        request.host.host);
    if (request.guest) {
        addMachine(MachineRole::Guest,
            std::make_unique<Collector>(std::make_unique<SshRunner>(*request.guest, hostKey, secret), plannedCommands(options), RunLimits {}),
            request.guest->host);
    }
}

CollectDialog::~CollectDialog()
{
    for (auto& m : m_machines)
        m->collector->cancel();
}

void CollectDialog::addMachine(MachineRole role, std::unique_ptr<Collector> collector, const QString& label)
{
    auto machine = std::make_unique<Machine>();
    machine->role = role;
    machine->collector = std::move(collector);
    machine->collector->setMachine(role, label);
    machine->item = new QTreeWidgetItem(m_tree, { machineRoleTitle(role) + u": " + label, tr("waiting") });
    machine->item->setExpanded(true);
    Machine* m = machine.get();
    Collector* c = m->collector.get();
    connect(c, &Collector::connecting, this, [m](const QString& address) { m->item->setText(1, tr("connecting to %1\u2026").arg(address)); });
    connect(c, &Collector::connected, this, [m](const QString& address) { m->item->setText(1, tr("connected to %1").arg(address)); });
    connect(c, &Collector::commandStarted, this, [this, m](int index, const QString& id) {
        while (m->commandItems.size() <= index)
            m->commandItems.append(new QTreeWidgetItem(m->item, { QString(), QString() }));
        m->commandItems[index]->setText(0, id);
        m->commandItems[index]->setText(1, tr("running\u2026"));
        m_tree->scrollToItem(m->commandItems[index]);
    });
    connect(c, &Collector::commandFinished, this, [this, m](int index, const Topo::RawCapture& capture) {
        while (m->commandItems.size() <= index)
            m->commandItems.append(new QTreeWidgetItem(m->item, { QString(), QString() }));
        QTreeWidgetItem* item = m->commandItems[index];
        item->setText(0, capture.id);
        item->setToolTip(0, capture.command);
        const QString detail = capture.statusDetail.isEmpty() ? QString() : u" \u2014 " + capture.statusDetail;
        item->setText(1, captureStatusName(capture.status) + tr(", %1 ms").arg(capture.durationMs) + detail);
        item->setIcon(0, style()->standardIcon(capture.status == CaptureStatus::Ok ? QStyle::SP_DialogApplyButton
                    : capture.status == CaptureStatus::ToolMissing                  ? QStyle::SP_MessageBoxInformation
                                                                                    : QStyle::SP_MessageBoxWarning));
        m_progress->setValue(++m_commandsDone);
    });
    connect(c, &Collector::finished, this, [this, m] {
        m->done = true;
        const CollectResult r = m->collector->result();
        m->item->setText(1, r.error.isEmpty() ? tr("done") : r.error);
        m->item->setToolTip(1, r.error);
        machineFinished();
    });
    m_machines.push_back(std::move(machine));
}

void CollectDialog::start()
{
    m_commandsTotal = 0;
    PlanOptions options;
    options.includeSudo = m_request.sudo;
    for (auto& m : m_machines) {
        PlanOptions o = options;
        if (m->role == MachineRole::Host)
            o.proxmoxVmId = m_request.vmid;
        m_commandsTotal += int(plannedCommands(o).size());
    }
    m_progress->setRange(0, m_commandsTotal);
    m_status->setText(tr("Collecting from %n machine(s)\u2026", "", int(m_machines.size())));
    for (auto& m : m_machines)
        m->collector->start();
}

void CollectDialog::machineFinished()
{
    for (const auto& m : m_machines) {
        if (!m->done)
            return;
    }
    m_progress->setValue(m_commandsTotal);
    m_status->setText(succeeded() ? tr("Collected. Every raw output is kept in the snapshot.")
                                  : tr("Some of it could not be collected; what arrived is kept. See the remarks."));
    m_buttons->setStandardButtons(QDialogButtonBox::Ok);
    Q_EMIT collectionFinished();
}

void CollectDialog::reject()
{
    bool running = false;
    for (auto& m : m_machines)
        running = running || !m->done;
    if (running && !m_cancelled) {
        // First Cancel stops the collection; what arrived is kept and shown.
        m_cancelled = true;
        m_status->setText(tr("Cancelling\u2026"));
        for (auto& m : m_machines)
            m->collector->cancel();
        return;
    }
    QDialog::reject();
}

Snapshot CollectDialog::snapshot() const
{
    Snapshot s;
    s.createdAt = QDateTime::currentDateTimeUtc();
    QStringList labels;
    for (const auto& m : m_machines) {
        const CollectResult r = m->collector->result();
        s.machines.append(r.machine);
        labels << r.machine.label;
    }
    s.title = tr("Collected from %1").arg(labels.join(tr(" and ", "joins machine names")));
    return s;
}

bool CollectDialog::succeeded() const
{
    for (const auto& m : m_machines) {
        const CollectResult r = m->collector->result();
        if (!r.connected)
            return false;
    }
    return !m_machines.empty();
}

} // namespace Topo::Ui
