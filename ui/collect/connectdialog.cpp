// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/connectdialog.h"
#include "widgets/plainwarning.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {
const QString profilesGroup = QStringLiteral("connectProfiles");
}

void ConnectDialog::setFieldNames(const Fields& fields, const QString& prefix)
{
    // For tests, which fill the dialog in as a user would ("hostDestination", "guestPort", …).
    fields.destination->setObjectName(prefix + QStringLiteral("Destination"));
    fields.port->setObjectName(prefix + QStringLiteral("Port"));
    fields.identity->setObjectName(prefix + QStringLiteral("Identity"));
    fields.jump->setObjectName(prefix + QStringLiteral("Jump"));
}

ConnectDialog::ConnectDialog(QWidget* parent)
    : QDialog(parent)
    , m_profiles(new QComboBox(this))
    , m_withGuest(new QCheckBox(tr("Also collect from the guest (the VM)"), this))
    , m_local(new QCheckBox(tr("Collect from this computer instead (no SSH)"), this))
    , m_sudo(new QCheckBox(tr("Also run lspci as root with sudo -n (never asks for a password)"), this))
    , m_vmid(new QSpinBox(this))
    , m_knownHosts(new QLineEdit(this))
{
    setWindowTitle(tr("Collect Topology"));
    m_profiles->setEditable(true);
    m_profiles->setInsertPolicy(QComboBox::NoInsert);
    m_profiles->lineEdit()->setPlaceholderText(tr("profile name (remembered, without secrets)"));
    const QStringList names = QSettings().value(profilesGroup + QStringLiteral("/names")).toStringList();
    m_profiles->addItems(names);
    connect(m_profiles, &QComboBox::textActivated, this, &ConnectDialog::loadProfile);

    auto* hostBox = new QGroupBox(tr("Host (the machine the GPUs are in)"), this);
    auto* hostLayout = new QVBoxLayout(hostBox);
    hostLayout->addWidget(targetForm(m_host, tr("root@pve")));
    setFieldNames(m_host, QStringLiteral("host"));
    m_hostBox = hostBox;
    auto* guestBox = new QGroupBox(tr("Guest"), this);
    auto* guestLayout = new QVBoxLayout(guestBox);
    guestLayout->addWidget(targetForm(m_guest, tr("ubuntu@my-vm")));
    setFieldNames(m_guest, QStringLiteral("guest"));
    m_guestBox = guestBox;
    m_guestBox->setEnabled(false);
    connect(m_withGuest, &QCheckBox::toggled, m_guestBox, &QWidget::setEnabled);
    connect(m_local, &QCheckBox::toggled, this, [this](bool local) {
        m_hostBox->setEnabled(!local);
        m_withGuest->setEnabled(!local);
        m_guestBox->setEnabled(!local && m_withGuest->isChecked());
    });

    m_vmid->setRange(0, 999999999);
    m_vmid->setSpecialValueText(tr("none"));
    m_vmid->setToolTip(tr("On a Proxmox host: the VM whose hostpciN entries map guest GPUs to host GPUs (qm config)"));
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    m_withGuest->setObjectName(QStringLiteral("withGuest"));
    m_local->setObjectName(QStringLiteral("local"));
    m_sudo->setObjectName(QStringLiteral("sudo"));
    m_vmid->setObjectName(QStringLiteral("vmid"));
    m_knownHosts->setObjectName(QStringLiteral("knownHosts"));

    auto* options = new QFormLayout;
    options->addRow(tr("Proxmox VM id:"), m_vmid);
    options->addRow(tr("known_hosts file:"), m_knownHosts);
    options->addRow(QString(), m_sudo);

    auto* note = new QLabel(tr("TopoLens runs a fixed list of read-only commands (lspci, /sys, /proc, nvidia-smi, "
                               "numactl). Host keys are checked like OpenSSH at its strictest: an unknown key is "
                               "shown for you to confirm, a changed key is refused. Passwords are asked when "
                               "needed and never stored."),
        this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);

    auto* buttons = m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Collect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    auto* profileRow = new QHBoxLayout;
    profileRow->addWidget(new QLabel(tr("Profile:"), this));
    profileRow->addWidget(m_profiles, 1);
    layout->addLayout(profileRow);
    layout->addWidget(m_local);
    layout->addWidget(hostBox);
    layout->addWidget(m_withGuest);
    layout->addWidget(guestBox);
    layout->addLayout(options);
    layout->addWidget(note);
    layout->addWidget(buttons);
    if (!names.isEmpty())
        loadProfile(names.first());
}

QWidget* ConnectDialog::targetForm(Fields& fields, const QString& placeholder)
{
    auto* w = new QWidget(this);
    auto* form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    fields.destination = new QLineEdit(w);
    fields.destination->setPlaceholderText(placeholder);
    fields.port = new QSpinBox(w);
    fields.port->setRange(0, 65535);
    fields.port->setSpecialValueText(tr("from ~/.ssh/config, else 22"));
    fields.identity = new QLineEdit(w);
    fields.identity->setPlaceholderText(tr("ssh-agent and ~/.ssh/id_* are tried too"));
    auto* browse = new QPushButton(tr("Browse\u2026"), w);
    connect(browse, &QPushButton::clicked, this, [this, identity = fields.identity] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Private Key"), QDir::homePath() + QStringLiteral("/.ssh"));
        if (!file.isEmpty())
            identity->setText(file);
    });
    auto* identityRow = new QHBoxLayout;
    identityRow->addWidget(fields.identity, 1);
    identityRow->addWidget(browse);
    fields.jump = new QLineEdit(w);
    fields.jump->setPlaceholderText(tr("optional: user@bastion[:port] (handled by OpenSSH)"));
    form->addRow(tr("User@host:"), fields.destination);
    form->addRow(tr("Port:"), fields.port);
    form->addRow(tr("Identity file:"), identityRow);
    form->addRow(tr("Jump host:"), fields.jump);
    return w;
}

Result<SshTarget> ConnectDialog::target(const Fields& fields) const
{
    SshTarget t;
    if (!parseDestination(fields.destination->text().trimmed(), &t.user, &t.host))
        return fail(tr("\u201c%1\u201d is not a host name or user@host.").arg(fields.destination->text().trimmed()));
    t.port = fields.port->value();
    t.identityFile = fields.identity->text().trimmed();
    t.jump = fields.jump->text().trimmed();
    if (!t.jump.isEmpty()) {
        if (const Result<QString> proxy = proxyCommandForJump(t.jump); !proxy)
            return fail(proxy.error());
    }
    return t;
}

void ConnectDialog::setPurpose(const QString& title, const QString& acceptText)
{
    setWindowTitle(title);
    m_buttons->button(QDialogButtonBox::Ok)->setText(acceptText);
}

CollectionRequest ConnectDialog::request() const
{
    CollectionRequest r;
    r.local = m_local->isChecked();
    r.sudo = m_sudo->isChecked();
    if (r.local)
        return r; // the SSH fields stay as typed, but do not apply
    if (const Result<SshTarget> host = target(m_host))
        r.host = *host;
    if (m_withGuest->isChecked()) {
        if (const Result<SshTarget> guest = target(m_guest))
            r.guest = *guest;
    }
    if (m_vmid->value() >= 100)
        r.proxmoxVmId = m_vmid->value();
    r.knownHostsFile = m_knownHosts->text().trimmed();
    return r;
}

QString ConnectDialog::validationError() const
{
    if (m_local->isChecked())
        return {};
    if (const Result<SshTarget> host = target(m_host); !host)
        return host.error();
    if (m_withGuest->isChecked()) {
        if (const Result<SshTarget> guest = target(m_guest); !guest)
            return guest.error();
    }
    if (m_vmid->value() != 0 && m_vmid->value() < 100)
        return tr("Proxmox VM ids start at 100.");
    return {};
}

void ConnectDialog::accept()
{
    const QString error = validationError();
    if (!error.isEmpty()) {
        warnPlainly(this, windowTitle(), error);
        return;
    }
    saveProfile();
    QDialog::accept();
}

void ConnectDialog::loadProfile(const QString& name)
{
    QSettings s;
    s.beginGroup(profilesGroup + u'/' + name);
    m_local->setChecked(s.value(QStringLiteral("local")).toBool());
    m_host.destination->setText(s.value(QStringLiteral("host")).toString());
    m_host.port->setValue(s.value(QStringLiteral("hostPort")).toInt());
    m_host.identity->setText(s.value(QStringLiteral("hostIdentity")).toString());
    m_host.jump->setText(s.value(QStringLiteral("hostJump")).toString());
    m_withGuest->setChecked(s.value(QStringLiteral("withGuest")).toBool());
    m_guest.destination->setText(s.value(QStringLiteral("guest")).toString());
    m_guest.port->setValue(s.value(QStringLiteral("guestPort")).toInt());
    m_guest.identity->setText(s.value(QStringLiteral("guestIdentity")).toString());
    m_guest.jump->setText(s.value(QStringLiteral("guestJump")).toString());
    m_vmid->setValue(s.value(QStringLiteral("vmid")).toInt());
    m_sudo->setChecked(s.value(QStringLiteral("sudo")).toBool());
    m_knownHosts->setText(s.value(QStringLiteral("knownHosts")).toString());
    m_profiles->setCurrentText(name);
}

void ConnectDialog::saveProfile() const
{
    QString name = m_profiles->currentText().trimmed();
    if (name.isEmpty())
        name = m_local->isChecked() ? tr("this computer") : m_host.destination->text().trimmed();
    QSettings s;
    QStringList names = s.value(profilesGroup + QStringLiteral("/names")).toStringList();
    names.removeAll(name);
    names.prepend(name);
    s.setValue(profilesGroup + QStringLiteral("/names"), names.mid(0, 20));
    // Addresses and file names only: no password, passphrase or key material is kept.
    s.beginGroup(profilesGroup + u'/' + name);
    s.setValue(QStringLiteral("local"), m_local->isChecked());
    s.setValue(QStringLiteral("host"), m_host.destination->text().trimmed());
    s.setValue(QStringLiteral("hostPort"), m_host.port->value());
    s.setValue(QStringLiteral("hostIdentity"), m_host.identity->text().trimmed());
    s.setValue(QStringLiteral("hostJump"), m_host.jump->text().trimmed());
    s.setValue(QStringLiteral("withGuest"), m_withGuest->isChecked());
    s.setValue(QStringLiteral("guest"), m_guest.destination->text().trimmed());
    s.setValue(QStringLiteral("guestPort"), m_guest.port->value());
    s.setValue(QStringLiteral("guestIdentity"), m_guest.identity->text().trimmed());
    s.setValue(QStringLiteral("guestJump"), m_guest.jump->text().trimmed());
    s.setValue(QStringLiteral("vmid"), m_vmid->value());
    s.setValue(QStringLiteral("sudo"), m_sudo->isChecked());
    s.setValue(QStringLiteral("knownHosts"), m_knownHosts->text().trimmed());
}

} // namespace Topo::Ui
