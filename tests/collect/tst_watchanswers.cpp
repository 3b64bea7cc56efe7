// SPDX-License-Identifier: GPL-3.0-or-later
// A watch asks each question once: rememberingAnswers() keeps a host key accepted once and a
// password for the watch's next samples (each sample logs in again), and asks again for what
// it was not told: another key, another prompt, or an answer that was declined.
#include "collect/hostkey.h"
#include "collect/secret.h"
#include "collect/sshrunner.h"
#include "collect/watchjob.h"

#include <QTest>

#include <cstring>

using namespace Topo;

class TestWatchAnswers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hostKeyAcceptedOnceIsNotAskedAgain()
    {
        int asked = 0;
        CollectionQuestions questions;
        questions.hostKey = [&](const CollectionTarget&, const HostKeyInfo&) {
            ++asked;
            return HostKeyDecision::AcceptOnce;
        };
        const CollectionQuestions remembering = rememberingAnswers(questions);
        CollectionTarget machine;
        HostKeyInfo key;
        key.host = QStringLiteral("pve");
        key.fingerprint = QStringLiteral("SHA256:abc");
        QCOMPARE(remembering.hostKey(machine, key), HostKeyDecision::AcceptOnce);
        QCOMPARE(remembering.hostKey(machine, key), HostKeyDecision::AcceptOnce);
        QCOMPARE(asked, 1);
        key.fingerprint = QStringLiteral("SHA256:other"); // another key is another question
        QCOMPARE(remembering.hostKey(machine, key), HostKeyDecision::AcceptOnce);
        QCOMPARE(asked, 2);
    }

    void rejectedHostKeyIsAskedAgain()
    {
        int asked = 0;
        CollectionQuestions questions;
        questions.hostKey = [&](const CollectionTarget&, const HostKeyInfo&) {
            ++asked;
            return HostKeyDecision::Reject;
        };
        const CollectionQuestions remembering = rememberingAnswers(questions);
        QCOMPARE(remembering.hostKey({}, {}), HostKeyDecision::Reject);
        QCOMPARE(remembering.hostKey({}, {}), HostKeyDecision::Reject);
        QCOMPARE(asked, 2);
    }

    void passwordIsAskedOncePerPrompt()
    {
        int asked = 0;
        bool answer = true;
        CollectionQuestions questions;
        questions.secret = [&](const CollectionTarget&, const AuthPrompt&, Secret* out) {
            ++asked;
            out->assign("hunter2", 7);
            return answer;
        };
        const CollectionQuestions remembering = rememberingAnswers(questions);
        CollectionTarget machine;
        machine.label = QStringLiteral("pve");
        AuthPrompt prompt;
        prompt.target = QStringLiteral("root@pve");
        prompt.text = QStringLiteral("Password:");
        for (int sample = 0; sample < 3; ++sample) {
            Secret secret;
            QVERIFY(remembering.secret(machine, prompt, &secret));
            QCOMPARE(std::strcmp(secret.c_str(), "hunter2"), 0);
        }
        QCOMPARE(asked, 1);
        prompt.kind = AuthPrompt::Kind::KeyPassphrase;
        prompt.text = QStringLiteral("Passphrase for /root/.ssh/id_ed25519:");
        answer = false; // declined: nothing kept, asked again next time
        Secret secret;
        QVERIFY(!remembering.secret(machine, prompt, &secret));
        QVERIFY(!remembering.secret(machine, prompt, &secret));
        QCOMPARE(asked, 3);
    }

    void unsetQuestionsStayUnset()
    {
        const CollectionQuestions remembering = rememberingAnswers({});
        QVERIFY(!remembering.hostKey);
        QVERIFY(!remembering.secret);
    }
};

QTEST_GUILESS_MAIN(TestWatchAnswers)
#include "tst_watchanswers.moc"
