<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>FleetDrift</name>
    <message>
        <source>link width</source>
        <translation>Link-Breite</translation>
    </message>
    <message>
        <source>link speed</source>
        <translation>Link-Geschwindigkeit</translation>
    </message>
    <message>
        <source>device missing</source>
        <translation>Gerät fehlt</translation>
    </message>
    <message>
        <source>extra device</source>
        <translation>zusätzliches Gerät</translation>
    </message>
    <message>
        <source>NUMA node</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <source>path class</source>
        <translation>Pfadklasse</translation>
    </message>
    <message>
        <source>P2P status</source>
        <translation>P2P-Status</translation>
    </message>
    <message>
        <source>ACS</source>
        <translation>ACS</translation>
    </message>
    <message>
        <source>IOMMU group size</source>
        <translation>IOMMU-Gruppengröße</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>IOMMU</source>
        <translation>IOMMU</translation>
    </message>
    <message>
        <source>kernel parameter</source>
        <translation>Kernel-Parameter</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>NUMA layout</source>
        <translation>NUMA-Layout</translation>
    </message>
    <message>
        <source>Link narrower (definite)</source>
        <translation>Link schmaler (eindeutig)</translation>
    </message>
    <message>
        <source>Link slower (re-sample under load)</source>
        <translation>Link langsamer (unter Last erneut messen)</translation>
    </message>
    <message>
        <source>Device missing</source>
        <translation>Gerät fehlt</translation>
    </message>
    <message>
        <source>Extra device</source>
        <translation>Zusätzliches Gerät</translation>
    </message>
    <message>
        <source>NUMA, path, P2P, ACS or IOMMU group changed</source>
        <translation>NUMA, Pfad, P2P, ACS oder IOMMU-Gruppe geändert</translation>
    </message>
    <message>
        <source>Machine setting changed</source>
        <translation>Maschineneinstellung geändert</translation>
    </message>
    <message>
        <source>As the baseline</source>
        <translation>Wie die Baseline</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <source>no such slot in this class</source>
        <translation>kein solcher Steckplatz in dieser Klasse</translation>
    </message>
    <message>
        <source>as the baseline</source>
        <translation>wie die Baseline</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>+ extra</source>
        <translation>+ zusätzlich</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>link capability</source>
        <translation>Link-Fähigkeit</translation>
    </message>
    <message>
        <source>device removed</source>
        <translation>Gerät entfernt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>device added</source>
        <translation>Gerät hinzugekommen</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Machine-wide</source>
        <translation>Maschinenweit</translation>
    </message>
    <message>
        <source>correctable PCIe errors</source>
        <translation>korrigierbare PCIe-Fehler</translation>
    </message>
    <message>
        <source>non-fatal PCIe errors</source>
        <translation>nicht fatale PCIe-Fehler</translation>
    </message>
    <message>
        <source>fatal PCIe errors</source>
        <translation>fatale PCIe-Fehler</translation>
    </message>
    <message>
        <source>PCIe errors counted (AER)</source>
        <translation>PCIe-Fehler gezählt (AER)</translation>
    </message>
    <message>
        <source>GPU–NIC class</source>
        <translation>GPU–NIC-Klasse</translation>
    </message>
    <message>
        <source>measured bandwidth</source>
        <translation>gemessene Bandbreite</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Click to see its paths</source>
        <translation>Klicken, um ihre Pfade zu sehen</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>G%1</translation>
    </message>
    <message>
        <source>P2P read: %1 (%2)</source>
        <translation>P2P-Lesen: %1 (%2)</translation>
    </message>
    <message>
        <source>%1, below what both ends can do</source>
        <translation>%1, weniger als beide Enden können</translation>
    </message>
    <message>
        <source>GPU%1→GPU%2 %3</source>
        <translation>GPU%1→GPU%2 %3</translation>
    </message>
    <message>
        <source>Measured (%1): %2</source>
        <translation>Gemessen (%1): %2</translation>
    </message>
    <message>
        <source>Uncorrectable PCIe errors, a failed recovery or its link down (Findings says which)</source>
        <translation>Nicht korrigierbare PCIe-Fehler, eine gescheiterte Wiederherstellung oder ein ausgefallener Link (die Befunde sagen, was)</translation>
    </message>
    <message>
        <source>Corrected PCIe errors (Findings says how many)</source>
        <translation>Korrigierte PCIe-Fehler (die Befunde sagen, wie viele)</translation>
    </message>
</context>
<context>
    <name>Topo::Ui</name>
    <message>
        <source>Baseline of %1</source>
        <translation>Baseline von %1</translation>
    </message>
    <message>
        <source>Group %1 on the baseline of %2</source>
        <translation>Gruppe %1 auf der Baseline von %2</translation>
    </message>
    <message>
        <source>%1 (%2 hosts)</source>
        <translation>%1 (%2 Hosts)</translation>
    </message>
    <message>
        <source>Drawn from %1</source>
        <translation>Gezeichnet anhand von %1</translation>
    </message>
    <message>
        <source>Engine: %1 · node set: %2</source>
        <translation>Engine: %1 · Knotenmenge: %2</translation>
    </message>
    <message>
        <source>Started %1, finished %2</source>
        <translation>Gestartet %1, beendet %2</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>%1 machines: %2; %3 with drift, %4 groups</source>
        <translation>%1 Maschinen: %2; %3 mit Drift, %4 Gruppen</translation>
    </message>
    <message>
        <source>Guest %1 runs on %2 as %3 (%4)</source>
        <translation>Gast %1 läuft auf %2 als %3 (%4)</translation>
    </message>
    <message>
        <source>Unpaired guests (no host&apos;s VM configuration claims them): %1</source>
        <translation>Ungepaarte Gäste (keine VM-Konfiguration eines Hosts beansprucht sie): %1</translation>
    </message>
    <message>
        <source>Hosts that differ from their baseline at some slot, or did not answer in full: %1 of %2; the others match at every slot.</source>
        <translation>Hosts, die an einem Steckplatz von ihrer Baseline abweichen oder nicht vollständig antworteten: %1 von %2; die übrigen stimmen an jedem Steckplatz überein.</translation>
    </message>
    <message>
        <source>re-sample under load</source>
        <translation>unter Last erneut messen</translation>
    </message>
    <message>
        <source>Fleet report: %1</source>
        <translation>Flottenbericht: %1</translation>
    </message>
    <message>
        <source>%1 machines, collected with %2</source>
        <translation>%1 Maschinen, erfasst mit %2</translation>
    </message>
    <message>
        <source>Changed since run %1</source>
        <translation>Geändert seit Lauf %1</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Baselines and their drift</source>
        <translation>Baselines und ihre Drift</translation>
    </message>
    <message>
        <source>Group %1 (%2)</source>
        <translation>Gruppe %1 (%2)</translation>
    </message>
    <message>
        <source>Link status by GPU slot</source>
        <translation>Link-Status nach GPU-Steckplatz</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Group %1: its drift</source>
        <translation>Gruppe %1: ihre Drift</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::AboutDialog</name>
    <message>
        <source>License: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>About TopoLens</source>
        <translation>Über TopoLens</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TopoLens %1&lt;/h2&gt;&lt;p&gt;GPU and PCIe topology of hosts and the VMs they feed.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TopoLens %1&lt;/h2&gt;&lt;p&gt;GPU- und PCIe-Topologie von Hosts und den VMs, die sie versorgen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The user guide is docs/user-guide.md in the TopoLens sources; &lt;tt&gt;topolens --help&lt;/tt&gt; lists the commands.</source>
        <translation>Das Benutzerhandbuch ist docs/user-guide.md in den TopoLens-Quellen; &lt;tt&gt;topolens --help&lt;/tt&gt; listet die Befehle auf.</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;User guide&lt;/a&gt; (%2); &lt;tt&gt;topolens --help&lt;/tt&gt; lists the commands.</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;Benutzerhandbuch&lt;/a&gt; (%2); &lt;tt&gt;topolens --help&lt;/tt&gt; listet die Befehle auf.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: %1, the GNU General Public License, version 3 or (at your option) any later version. See &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0.html&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lizenz: %1, die GNU General Public License, Version 3 oder (nach Ihrer Wahl) jede spätere Version. Siehe &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0.html&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the versions above, for a bug report</source>
        <translation>Die obigen Versionen für einen Fehlerbericht kopieren</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::BenchmarkPanel</name>
    <message numerus="yes">
        <source>%1 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 (%n GPU)</numerusform>
            <numerusform>%1 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Erfassung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>Matrix:</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>A und B tauschen</translation>
    </message>
    <message>
        <source>A (before, host, bare metal):</source>
        <translation>A (vorher, Host, Bare Metal):</translation>
    </message>
    <message>
        <source>B (after, guest, VM):</source>
        <translation>B (nachher, Gast, VM):</translation>
    </message>
    <message>
        <source>Logarithmic value axis</source>
        <translation>Logarithmische Werteachse</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Tick the sweeps to overlay</source>
        <translation>Die zu überlagernden Sweeps ankreuzen</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Compare two runs</source>
        <translation>Zwei Läufe vergleichen</translation>
    </message>
    <message>
        <source>Size sweeps</source>
        <translation>Größen-Sweeps</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>this snapshot</source>
        <translation>dieser Snapshot</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No benchmark results for %1 yet&lt;/h3&gt;&lt;p&gt;The topology says what the hardware should deliver; benchmark results show what it does. TopoLens reads the output of:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;p2pBandwidthLatencyTest&lt;/b&gt; (cuda-samples): P2P bandwidth and latency matrices&lt;/li&gt;&lt;li&gt;&lt;b&gt;nvbandwidth&lt;/b&gt;, text or &lt;tt&gt;-j&lt;/tt&gt; JSON: copy-engine and SM bandwidth matrices&lt;/li&gt;&lt;li&gt;&lt;b&gt;nccl-tests&lt;/b&gt; (&lt;tt&gt;all_reduce_perf&lt;/tt&gt; …), text or &lt;tt&gt;-J&lt;/tt&gt; JSON: bus bandwidth over message size&lt;/li&gt;&lt;li&gt;&lt;b&gt;copybench&lt;/b&gt; (tools/copybench) and any &lt;b&gt;size-sweep CSV&lt;/b&gt; with size, latency and bandwidth columns&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;How:&lt;/b&gt; File › Import Benchmark Results… (several files at once); or drag and drop the files onto this window; or copy the output in a terminal and choose Edit › Paste Command Output (Ctrl+Shift+V). The format is recognised by itself, and each run goes to the machine whose GPUs it names by PCI bus id.&lt;/p&gt;&lt;p&gt;Imported results are stored in the snapshot as raw captures, like everything TopoLens collects: save the snapshot to keep them. lspci and nvidia-smi output can be pasted the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Benchmark-Ergebnisse für %1&lt;/h3&gt;&lt;p&gt;Die Topologie sagt, was die Hardware leisten sollte; Benchmark-Ergebnisse zeigen, was sie tatsächlich leistet. TopoLens liest die Ausgabe von:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;p2pBandwidthLatencyTest&lt;/b&gt; (cuda-samples): P2P-Bandbreiten- und Latenzmatrizen&lt;/li&gt;&lt;li&gt;&lt;b&gt;nvbandwidth&lt;/b&gt;, Text oder &lt;tt&gt;-j&lt;/tt&gt;-JSON: Copy-Engine- und SM-Bandbreitenmatrizen&lt;/li&gt;&lt;li&gt;&lt;b&gt;nccl-tests&lt;/b&gt; (&lt;tt&gt;all_reduce_perf&lt;/tt&gt; …), Text oder &lt;tt&gt;-J&lt;/tt&gt;-JSON: Busbandbreite über die Nachrichtengröße&lt;/li&gt;&lt;li&gt;&lt;b&gt;copybench&lt;/b&gt; (tools/copybench) und jeder &lt;b&gt;Größen-Sweep-CSV&lt;/b&gt; mit Spalten für Größe, Latenz und Bandbreite&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;So geht’s:&lt;/b&gt; Datei › Benchmark-Ergebnisse importieren… (mehrere Dateien auf einmal); oder die Dateien auf dieses Fenster ziehen; oder die Ausgabe im Terminal kopieren und Bearbeiten › Befehlsausgabe einfügen (Strg+Umschalt+V) wählen. Das Format wird automatisch erkannt, und jeder Lauf kommt zu der Maschine, deren GPUs er per PCI-Bus-ID nennt.&lt;/p&gt;&lt;p&gt;Importierte Ergebnisse werden wie alles, was TopoLens erfasst, als Rohausgaben im Snapshot gespeichert: Speichern Sie den Snapshot, um sie zu behalten. Ausgaben von lspci und nvidia-smi lassen sich genauso einfügen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 matrices, %2 sweeps</source>
        <translation>
            <numerusform>%n GPU, %1 Matrizen, %2 Sweeps</numerusform>
            <numerusform>%n GPUs, %1 Matrizen, %2 Sweeps</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU×GPU matrix in the runs of %1: nccl-tests and copy sweeps measure over message sizes, see Size sweeps.</source>
        <translation>Keine GPU×GPU-Matrix in den Läufen von %1: nccl-tests und Kopier-Sweeps messen über Nachrichtengrößen, siehe Größen-Sweeps.</translation>
    </message>
    <message>
        <source>No size sweep in the runs of %1: import nccl-tests, copybench or a size-sweep CSV.</source>
        <translation>Kein Größen-Sweep in den Läufen von %1: Importieren Sie nccl-tests, copybench oder eine Größen-Sweep-CSV.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pair(s), %2–%3 %4</source>
        <translation>
            <numerusform>%1: %n Paar, %2–%3 %4</numerusform>
            <numerusform>%1: %n Paare, %2–%3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) deliver more than %1× less than the best pair of the same connection class:</source>
        <translation>
            <numerusform>%n Paar liefert mehr als %1× weniger als das beste Paar derselben Verbindungsklasse:</numerusform>
            <numerusform>%n Paare liefern mehr als %1× weniger als das beste Paar derselben Verbindungsklasse:</numerusform>
        </translation>
    </message>
    <message>
        <source>No outliers: within each connection class every pair is within %1× of the best.</source>
        <translation>Keine Ausreißer: In jeder Verbindungsklasse liegt jedes Paar innerhalb von %1× des besten.</translation>
    </message>
    <message>
        <source>Pairs by class: %1</source>
        <translation>Paare nach Klasse: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of unknown class (GPU not matched, or no nvidia-smi topo -m and no PCI tree) are not compared.</source>
        <translation>
            <numerusform>%n Paar unbekannter Klasse (GPU nicht zugeordnet, oder weder nvidia-smi topo -m noch PCI-Baum) wird nicht verglichen.</numerusform>
            <numerusform>%n Paare unbekannter Klasse (GPU nicht zugeordnet, oder weder nvidia-smi topo -m noch PCI-Baum) werden nicht verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some GPUs are matched to the machine by CUDA ordinal only (no usable bus id printed): assumed, see the tooltips.</source>
        <translation>Einige GPUs sind der Maschine nur über die CUDA-Ordinalzahl zugeordnet (keine brauchbare Bus-ID ausgegeben): angenommen, siehe Tooltips.</translation>
    </message>
    <message>
        <source>Latency: lower is better, so the colour map runs backwards (bright = fast). Outliers are flagged on bandwidth only.</source>
        <translation>Latenz: Kleiner ist besser, daher läuft die Farbskala umgekehrt (hell = schnell). Ausreißer werden nur bei der Bandbreite markiert.</translation>
    </message>
    <message>
        <source>Nothing to compare: import benchmark results first.</source>
        <translation>Nichts zu vergleichen: Importieren Sie zuerst Benchmark-Ergebnisse.</translation>
    </message>
    <message>
        <source>A and B are the same matrix. Import a second run (before/after a change, the host and its guest, bare metal and a VM) to see where it differs.</source>
        <translation>A und B sind dieselbe Matrix. Importieren Sie einen zweiten Lauf (vor/nach einer Änderung, der Host und sein Gast, Bare Metal und eine VM), um die Unterschiede zu sehen.</translation>
    </message>
    <message>
        <source>A is in %1 and B in %2: their ratio mixes units.</source>
        <translation>A ist in %1 und B in %2: Ihr Verhältnis vermischt Einheiten.</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>keine Einheit</translation>
    </message>
    <message>
        <source>A and B measure different things (%1, %2).</source>
        <translation>A und B messen Verschiedenes (%1, %2).</translation>
    </message>
    <message>
        <source>Each cell is B / A for the same row and column labels (the runs&apos; own GPU numbers). Grey, hatched cells are N/A on either side.</source>
        <translation>Jede Zelle ist B / A für dieselben Zeilen- und Spaltenbeschriftungen (die eigenen GPU-Nummern der Läufe). Graue, schraffierte Zellen sind auf einer der Seiten N/A.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::CaptureView</name>
    <message numerus="yes">
        <source>%1 · exit status %2 · %3 ms · %n byte(s)</source>
        <translation>
            <numerusform>%1 · Exit-Status %2 · %3 ms · %n Byte</numerusform>
            <numerusform>%1 · Exit-Status %2 · %3 ms · %n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>gelesen als %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>standard error</source>
        <translation>Standardfehlerausgabe</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::CollectDialog</name>
    <message>
        <source>Unknown Host Key</source>
        <translation>Unbekannter Host-Schlüssel</translation>
    </message>
    <message>
        <source>The authenticity of host %1 can&apos;t be established.</source>
        <translation>Die Echtheit des Hosts %1 kann nicht festgestellt werden.</translation>
    </message>
    <message>
        <source>%1 key fingerprint is
%2

Compare it with the server&apos;s own (ssh-keygen -lf %3) before you trust it.</source>
        <translation>Der Fingerabdruck des %1-Schlüssels ist
%2

Vergleichen Sie ihn mit dem des Servers (ssh-keygen -lf %3), bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Connect Once</source>
        <translation>Einmal verbinden</translation>
    </message>
    <message>
        <source>Trust and Save</source>
        <translation>Vertrauen und speichern</translation>
    </message>
    <message>
        <source>Collecting</source>
        <translation>Erfassung läuft</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>connecting to %1…</source>
        <translation>verbinde mit %1…</translation>
    </message>
    <message>
        <source>connected to %1</source>
        <translation>verbunden mit %1</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>, %1 ms</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n machine(s)…</source>
        <translation>
            <numerusform>Erfassung von %n Maschine…</numerusform>
            <numerusform>Erfassung von %n Maschinen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Collected. Every raw output is kept in the snapshot.</source>
        <translation>Erfasst. Jede Rohausgabe wird im Snapshot aufbewahrt.</translation>
    </message>
    <message>
        <source>Some of it could not be collected; what arrived is kept. See the remarks.</source>
        <translation>Einiges konnte nicht erfasst werden; was ankam, wird aufbewahrt. Siehe die Anmerkungen.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ComparisonModel</name>
    <message>
        <source>Guest GPU%1 ↔ GPU%2 (host GPU%3 ↔ GPU%4)
Class: host %5, guest %6
P2P read: host %7, guest %8</source>
        <translation>Gast GPU%1 ↔ GPU%2 (Host GPU%3 ↔ GPU%4)
Klasse: Host %5, Gast %6
P2P-Lesen: Host %7, Gast %8</translation>
    </message>
    <message>
        <source>GPU%1
(host %2)</source>
        <translation>GPU%1
(Host %2)</translation>
    </message>
    <message>
        <source>GPU%1</source>
        <translation>GPU%1</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ConnectDialog</name>
    <message>
        <source>Also collect from the guest (the VM)</source>
        <translation>Auch vom Gast (der VM) erfassen</translation>
    </message>
    <message>
        <source>Collect from this computer instead (no SSH)</source>
        <translation>Stattdessen von diesem Computer erfassen (ohne SSH)</translation>
    </message>
    <message>
        <source>Also run lspci as root with sudo -n (never asks for a password)</source>
        <translation>lspci zusätzlich als root mit sudo -n ausführen (fragt nie nach einem Passwort)</translation>
    </message>
    <message>
        <source>Collect Topology</source>
        <translation>Topologie erfassen</translation>
    </message>
    <message>
        <source>profile name (remembered, without secrets)</source>
        <translation>Profilname (wird gemerkt, ohne Geheimnisse)</translation>
    </message>
    <message>
        <source>Host (the machine the GPUs are in)</source>
        <translation>Host (die Maschine, in der die GPUs stecken)</translation>
    </message>
    <message>
        <source>root@pve</source>
        <translation>root@pve</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>ubuntu@my-vm</source>
        <translation>ubuntu@meine-vm</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>On a Proxmox host: the VM whose hostpciN entries map guest GPUs to host GPUs (qm config)</source>
        <translation>Auf einem Proxmox-Host: die VM, deren hostpciN-Einträge Gast-GPUs den Host-GPUs zuordnen (qm config)</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Proxmox VM id:</source>
        <translation>Proxmox-VM-ID:</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts-Datei:</translation>
    </message>
    <message>
        <source>TopoLens runs a fixed list of read-only commands (lspci, /sys, /proc, nvidia-smi, numactl). Host keys are checked like OpenSSH at its strictest: an unknown key is shown for you to confirm, a changed key is refused. Passwords are asked when needed and never stored.</source>
        <translation>TopoLens führt eine feste Liste nur lesender Befehle aus (lspci, /sys, /proc, nvidia-smi, numactl). Host-Schlüssel werden so streng wie von OpenSSH geprüft: Ein unbekannter Schlüssel wird Ihnen zur Bestätigung angezeigt, ein geänderter wird abgelehnt. Passwörter werden bei Bedarf abgefragt und nie gespeichert.</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else 22</source>
        <translation>aus ~/.ssh/config, sonst 22</translation>
    </message>
    <message>
        <source>ssh-agent and ~/.ssh/id_* are tried too</source>
        <translation>ssh-agent und ~/.ssh/id_* werden ebenfalls versucht</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Private Key</source>
        <translation>Privater Schlüssel</translation>
    </message>
    <message>
        <source>optional: user@bastion[:port] (handled by OpenSSH)</source>
        <translation>optional: user@bastion[:port] (über OpenSSH)</translation>
    </message>
    <message>
        <source>User@host:</source>
        <translation>Benutzer@Host:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>Identitätsdatei:</translation>
    </message>
    <message>
        <source>Jump host:</source>
        <translation>Jump-Host:</translation>
    </message>
    <message>
        <source>“%1” is not a host name or user@host.</source>
        <translation>„%1“ ist kein Hostname und kein user@host.</translation>
    </message>
    <message>
        <source>Proxmox VM ids start at 100.</source>
        <translation>Proxmox-VM-IDs beginnen bei 100.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::DetailsPanel</name>
    <message>
        <source>%1 (can %2)</source>
        <translation>%1 (kann %2)</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Click a GPU (or use Tab and the arrow keys in a drawing) to see its path to the CPU and to every other GPU, hop by hop.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;Klicken Sie auf eine GPU (oder nutzen Sie in einer Zeichnung Tab und die Pfeiltasten), um ihren Pfad zur CPU und zu jeder anderen GPU Hop für Hop zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>IOMMU group %1</source>
        <translation>IOMMU-Gruppe %1</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>Treiber %1</translation>
    </message>
    <message>
        <source>Path to the CPU</source>
        <translation>Pfad zur CPU</translation>
    </message>
    <message>
        <source>Hop</source>
        <translation>Hop</translation>
    </message>
    <message>
        <source>Link to the hop above</source>
        <translation>Link zum Hop darüber</translation>
    </message>
    <message>
        <source>To every other GPU</source>
        <translation>Zu jeder anderen GPU</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>Peer</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>P2P</source>
        <translation>P2P</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Slowest link</source>
        <translation>Langsamster Link</translation>
    </message>
    <message numerus="yes">
        <source>%n bonded NVLink(s)</source>
        <translation>
            <numerusform>%n gebündelter NVLink</numerusform>
            <numerusform>%n gebündelte NVLinks</numerusform>
        </translation>
    </message>
    <message>
        <source>the PCI tree says %1, nvidia-smi says %2</source>
        <translation>der PCI-Baum sagt %1, nvidia-smi sagt %2</translation>
    </message>
    <message>
        <source>NVLink (the PCIe path is not used)</source>
        <translation>NVLink (der PCIe-Pfad wird nicht genutzt)</translation>
    </message>
    <message>
        <source>Same GPU as guest (virtual) GPU%1, matched by %2%3.</source>
        <translation>Dieselbe GPU wie Gast (virtuell) GPU%1, zugeordnet über %2%3.</translation>
    </message>
    <message>
        <source>Same GPU as host (physical) GPU%1, matched by %2%3.</source>
        <translation>Dieselbe GPU wie Host (physisch) GPU%1, zugeordnet über %2%3.</translation>
    </message>
    <message>
        <source>XGMI (AMD Infinity Fabric), as rocm-smi or amd-smi says; the PCI tree says %1</source>
        <translation>XGMI (AMD Infinity Fabric), laut rocm-smi oder amd-smi; der PCI-Baum sagt %1</translation>
    </message>
    <message>
        <source>XGMI (the PCIe path is not used)</source>
        <translation>XGMI (der PCIe-Pfad wird nicht genutzt)</translation>
    </message>
    <message>
        <source>AMD&apos;s tools: %1</source>
        <translation>AMDs Werkzeuge: %1</translation>
    </message>
    <message>
        <source>AMD&apos;s tools: %1, weight %2</source>
        <translation>AMDs Werkzeuge: %1, Gewicht %2</translation>
    </message>
    <message>
        <source>uncorrectable PCIe errors</source>
        <translation>nicht korrigierbare PCIe-Fehler</translation>
    </message>
    <message>
        <source>corrected PCIe errors</source>
        <translation>korrigierte PCIe-Fehler</translation>
    </message>
    <message>
        <source>%1 AER errors</source>
        <translation>%1 AER-Fehler</translation>
    </message>
    <message>
        <source>RDMA NICs, closest first</source>
        <translation>RDMA-NICs, die nächsten zuerst</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>GPUDirect RDMA (NCCL&apos;s default)</source>
        <translation>GPUDirect RDMA (Voreinstellung von NCCL)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no: staged through host memory</source>
        <translation>nein: über den Hauptspeicher umkopiert</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>every port down</source>
        <translation>jeder Port aus</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ExportController</name>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write a view to SVG, PNG, PDF or DOT, as it looks on the screen</source>
        <translation>Eine Ansicht als SVG, PNG, PDF oder DOT schreiben, wie sie auf dem Bildschirm aussieht</translation>
    </message>
    <message>
        <source>Export Review &amp;Report…</source>
        <translation>&amp;Prüfbericht exportieren…</translation>
    </message>
    <message>
        <source>One PDF or self-contained HTML page with the diagrams, the Host → Guest matrix and every raw capture, for a design review</source>
        <translation>Eine PDF-Datei oder eine eigenständige HTML-Seite mit den Diagrammen, der Host → Gast-Matrix und jeder Rohausgabe, für ein Design-Review</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>Diese Ansicht exportieren…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Open a snapshot first: there is nothing to export yet.</source>
        <translation>Öffnen Sie zuerst einen Snapshot: Es gibt noch nichts zu exportieren.</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page, self-contained (*.html)</source>
        <translation>HTML-Seite, eigenständig (*.html)</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1…</translation>
    </message>
    <message>
        <source>Writing the review report to %1…</source>
        <translation>Prüfbericht wird nach %1 geschrieben…</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>SVG — vector, for slides and the web</source>
        <translation>SVG — Vektor, für Folien und das Web</translation>
    </message>
    <message>
        <source>PNG — picture</source>
        <translation>PNG — Bild</translation>
    </message>
    <message>
        <source>PDF — vector, for print</source>
        <translation>PDF — Vektor, für den Druck</translation>
    </message>
    <message>
        <source>DOT — the Graphviz graph</source>
        <translation>DOT — der Graphviz-Graph</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>96 dpi is the screen at 100 %; 192 dpi (the default) is twice that, sharp on HiDPI screens and in slides.</source>
        <translation>96 dpi entspricht dem Bildschirm bei 100 %; 192 dpi (Standard) ist das Doppelte, scharf auf HiDPI-Bildschirmen und in Folien.</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>&amp;Ansicht:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Auf&amp;lösung:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>Not available: %1</source>
        <translation>Nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>No bandwidth or latency matrix</source>
        <translation>Keine Bandbreiten- oder Latenzmatrix</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>&amp;Maschine:</translation>
    </message>
    <message>
        <source>M&amp;atrix:</source>
        <translation>Ma&amp;trix:</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>Mess&amp;größe:</translation>
    </message>
    <message>
        <source>DOT holds the Graphviz graph of a topology view; %1 is not a graph. Choose SVG, PNG or PDF.</source>
        <translation>DOT enthält den Graphviz-Graphen einer Topologieansicht; %1 ist kein Graph. Wählen Sie SVG, PNG oder PDF.</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FindingsPanel</name>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Raw line</source>
        <translation>Rohzeile</translation>
    </message>
    <message>
        <source>Double-click or press Enter to show the line in its capture</source>
        <translation>Doppelklicken oder Eingabe drücken, um die Zeile in ihrer Erfassung zu zeigen</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Nothing to point out: no rule found a problem in these captures.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;Nichts anzumerken: Keine Regel hat in diesen Erfassungen ein Problem gefunden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Select a finding to see why it matters and what to do.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;Wählen Sie einen Befund, um zu sehen, warum er wichtig ist und was zu tun ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>Geräte:</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetGroupsModel</name>
    <message>
        <source>baseline</source>
        <translation>Baseline</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1</source>
        <translation>
            <numerusform>%n Unterschied: %1</numerusform>
            <numerusform>%n Unterschiede: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Hardware class</source>
        <translation>Hardwareklasse</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Node set</source>
        <translation>Knotenmenge</translation>
    </message>
    <message>
        <source>Differences from the baseline</source>
        <translation>Unterschiede zur Baseline</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetHeatmapWidget</name>
    <message>
        <source>Host ╲ GPU slot</source>
        <translation>Host ╲ GPU-Steckplatz</translation>
    </message>
    <message>
        <source>No hosts to show</source>
        <translation>Keine Hosts anzuzeigen</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetHostsModel</name>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>Bare Metal</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1 (Baseline)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n weiterer)</numerusform>
            <numerusform>%1 (+%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Hardware class</source>
        <translation>Hardwareklasse</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>Most urgent drift</source>
        <translation>Dringendste Drift</translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation>Gepaart mit</translation>
    </message>
    <message>
        <source>Since run %1</source>
        <translation>Seit Lauf %1</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetView</name>
    <message>
        <source>Link status against the baseline</source>
        <translation>Link-Status gegenüber der Baseline</translation>
    </message>
    <message>
        <source>Filter hosts: name, group, class, drift…</source>
        <translation>Hosts filtern: Name, Gruppe, Klasse, Drift…</translation>
    </message>
    <message>
        <source>All hosts</source>
        <translation>Alle Hosts</translation>
    </message>
    <message>
        <source>With drift</source>
        <translation>Mit Drift</translation>
    </message>
    <message>
        <source>Not collected in full</source>
        <translation>Nicht vollständig erfasst</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the hosts as shown (filtered and sorted) as CSV or JSON</source>
        <translation>Die Hosts wie angezeigt (gefiltert und sortiert) als CSV oder JSON speichern</translation>
    </message>
    <message>
        <source>Export Hosts</source>
        <translation>Hosts exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Benchmark: %1 (%2)</source>
        <translation>Benchmark: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 · %2 · %n machine(s)</source>
        <translation>
            <numerusform>Lauf %1 · %2 · %n Maschine</numerusform>
            <numerusform>Lauf %1 · %2 · %n Maschinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guest(s) paired with their hosts</source>
        <translation>
            <numerusform>%n Gast mit seinem Host gepaart</numerusform>
            <numerusform>%n Gäste mit ihren Hosts gepaart</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpaired guests: %1</source>
        <translation>Ungepaarte Gäste: %1</translation>
    </message>
    <message>
        <source>No machine to draw</source>
        <translation>Keine Maschine zum Zeichnen</translation>
    </message>
    <message>
        <source>%1: no machine of its baseline arrived to draw</source>
        <translation>%1: Keine Maschine der Baseline ist zum Zeichnen eingetroffen</translation>
    </message>
    <message>
        <source>Baseline of %1: %2 (drawn from %3)</source>
        <translation>Baseline von %1: %2 (gezeichnet anhand von %3)</translation>
    </message>
    <message numerus="yes">
        <source>Baseline group: %n host(s), %1. Pick another group to see its differences painted here.</source>
        <translation>
            <numerusform>Baseline-Gruppe: %n Host, %1. Wählen Sie eine andere Gruppe, um deren Unterschiede hier eingezeichnet zu sehen.</numerusform>
            <numerusform>Baseline-Gruppe: %n Hosts, %1. Wählen Sie eine andere Gruppe, um deren Unterschiede hier eingezeichnet zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group %1: %n host(s), %2</source>
        <translation>
            <numerusform>Gruppe %1: %n Host, %2</numerusform>
            <numerusform>Gruppe %1: %n Hosts, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>re-sample under load</source>
        <translation>unter Last erneut messen</translation>
    </message>
    <message>
        <source>Compare with Earlier Run…</source>
        <translation>Mit früherem Lauf vergleichen…</translation>
    </message>
    <message>
        <source>Which hosts&apos; links trained differently, counted more PCIe errors or changed otherwise since an earlier run of the same fleet</source>
        <translation>Welche Links der Hosts seit einem früheren Lauf derselben Flotte anders trainierten, mehr PCIe-Fehler zählten oder sich sonst änderten</translation>
    </message>
    <message>
        <source>Changed since run %1</source>
        <translation>Geändert seit Lauf %1</translation>
    </message>
    <message>
        <source>Since run %1: nothing changed.</source>
        <translation>Seit Lauf %1: nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Since run %1: %n host(s) changed</source>
        <translation>
            <numerusform>Seit Lauf %1: %n Host geändert</numerusform>
            <numerusform>Seit Lauf %1: %n Hosts geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with links that trained differently or counted more PCIe errors</source>
        <translation>
            <numerusform>%n mit Links, die anders trainierten oder mehr PCIe-Fehler zählten</numerusform>
            <numerusform>%n mit Links, die anders trainierten oder mehr PCIe-Fehler zählten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Topo::Ui::HeatmapModel</name>
    <message>
        <source>B / A · blue: B higher (better) · red: B lower (worse)</source>
        <translation>B / A · blau: B höher (besser) · rot: B niedriger (schlechter)</translation>
    </message>
    <message>
        <source>B / A · blue: B lower (better) · red: B higher (worse)</source>
        <translation>B / A · blau: B niedriger (besser) · rot: B höher (schlechter)</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>%1 · higher is better (brighter)</source>
        <translation>%1 · höher ist besser (heller)</translation>
    </message>
    <message>
        <source>%1 · lower is better (brighter)</source>
        <translation>%1 · niedriger ist besser (heller)</translation>
    </message>
    <message>
        <source>matched by PCI address</source>
        <translation>über die PCI-Adresse zugeordnet</translation>
    </message>
    <message>
        <source>matched by bus:device (the domain differs or was not printed)</source>
        <translation>über Bus:Gerät zugeordnet (die Domain unterscheidet sich oder wurde nicht ausgegeben)</translation>
    </message>
    <message>
        <source>&lt;b&gt;assumed&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;angenommen&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: host memory or all GPUs, not one GPU</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;: Hostspeicher oder alle GPUs, nicht eine GPU</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;GPU%2&lt;/b&gt; of the run</source>
        <translation>%1 &lt;b&gt;GPU%2&lt;/b&gt; des Laufs</translation>
    </message>
    <message>
        <source>, printed bus id %1</source>
        <translation>, ausgegebene Bus-ID %1</translation>
    </message>
    <message>
        <source>not matched to a GPU of %1</source>
        <translation>keiner GPU von %1 zugeordnet</translation>
    </message>
    <message>
        <source>%1&apos;s %2, %3</source>
        <translation>%2 von %1, %3</translation>
    </message>
    <message>
        <source>Connection: unknown (not both GPUs matched to this machine)</source>
        <translation>Verbindung: unbekannt (nicht beide GPUs dieser Maschine zugeordnet)</translation>
    </message>
    <message>
        <source>Connection: the same GPU of %1</source>
        <translation>Verbindung: dieselbe GPU von %1</translation>
    </message>
    <message>
        <source>Connection: unknown (no nvidia-smi topo -m and no PCI tree places both)</source>
        <translation>Verbindung: unbekannt (weder nvidia-smi topo -m noch ein PCI-Baum verortet beide)</translation>
    </message>
    <message>
        <source>Connection: &lt;span style=&apos;background:%1;color:%2&apos;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; %4 (%5)</source>
        <translation>Verbindung: &lt;span style=&apos;background:%1;color:%2&apos;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; %4 (%5)</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m</source>
        <translation>nvidia-smi topo -m</translation>
    </message>
    <message>
        <source>derived from the PCI tree</source>
        <translation>aus dem PCI-Baum abgeleitet</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>P2P status: not collected (nvidia-smi topo -p2p)</source>
        <translation>P2P-Status: nicht erfasst (nvidia-smi topo -p2p)</translation>
    </message>
    <message>
        <source>P2P status (nvidia-smi): %1</source>
        <translation>P2P-Status (nvidia-smi): %1</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1 → %2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <source>N/A (not measured or not printed)</source>
        <translation>N/A (nicht gemessen oder nicht ausgegeben)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>A GPU with itself: copies within its own memory, not a link. Kept off the colour scale.</source>
        <translation>Eine GPU mit sich selbst: Kopien im eigenen Speicher, kein Link. Nicht Teil der Farbskala.</translation>
    </message>
    <message>
        <source>Outlier:</source>
        <translation>Ausreißer:</translation>
    </message>
    <message>
        <source>B / A: %1 / %2</source>
        <translation>B / A: %1 / %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2&lt;/b&gt;: B / A = %3</source>
        <translation>&lt;b&gt;%1 → %2&lt;/b&gt;: B / A = %3</translation>
    </message>
    <message>
        <source>N/A (missing on one side, or A is 0)</source>
        <translation>N/A (fehlt auf einer Seite, oder A ist 0)</translation>
    </message>
    <message>
        <source>A: %1 — %2</source>
        <translation>A: %1 — %2</translation>
    </message>
    <message>
        <source>B: %1 — %2</source>
        <translation>B: %1 — %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Connection on A: %1 · on B: %2</source>
        <translation>Verbindung bei A: %1 · bei B: %2</translation>
    </message>
    <message>
        <source>Cells of B are found by the same row and column labels (the runs&apos; own GPU numbers).</source>
        <translation>Zellen von B werden über dieselben Zeilen- und Spaltenbeschriftungen gefunden (die eigenen GPU-Nummern der Läufe).</translation>
    </message>
    <message>
        <source>N/A: not measured or not printed</source>
        <translation>N/A: nicht gemessen oder nicht ausgegeben</translation>
    </message>
    <message>
        <source>same GPU: local copy, off the scale</source>
        <translation>dieselbe GPU: lokale Kopie, außerhalb der Skala</translation>
    </message>
    <message>
        <source>outlined: more than %1× below the best pair of its class</source>
        <translation>umrandet: mehr als %1× unter dem besten Paar seiner Klasse</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ImportController</name>
    <message>
        <source>&amp;Import Benchmark Results…</source>
        <translation>Benchmark-Ergebnisse &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Benchmark Results</source>
        <translation>Benchmark-Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Benchmark and command output (*.txt *.log *.csv *.json *.out);;All files (*)</source>
        <translation>Benchmark- und Befehlsausgaben (*.txt *.log *.csv *.json *.out);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench or size-sweep CSV output; lspci and nvidia-smi output too</source>
        <translation>Ausgaben von p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench oder Größen-Sweep-CSV; auch Ausgaben von lspci und nvidia-smi</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Paste Command Output</source>
        <translation>Befehlsausgabe &amp;einfügen</translation>
    </message>
    <message>
        <source>Add the text on the clipboard (benchmark, lspci or nvidia-smi output) to a machine of the snapshot</source>
        <translation>Den Text in der Zwischenablage (Benchmark-, lspci- oder nvidia-smi-Ausgabe) einer Maschine des Snapshots hinzufügen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 MiB is more than any command output TopoLens reads</source>
        <translation>%1: %2 MiB ist mehr als jede Befehlsausgabe, die TopoLens liest</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cannot read:
%1</source>
        <translation>Kann nicht lesen:
%1</translation>
    </message>
    <message>
        <source>Paste Command Output</source>
        <translation>Befehlsausgabe einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy the output of a benchmark, lspci or nvidia-smi in a terminal first.</source>
        <translation>Die Zwischenablage enthält keinen Text. Kopieren Sie zuerst die Ausgabe eines Benchmarks, von lspci oder nvidia-smi in einem Terminal.</translation>
    </message>
    <message>
        <source>pasted snapshot</source>
        <translation>eingefügter Snapshot</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>%1 starts with “%2”</source>
        <translation>%1 beginnt mit „%2“</translation>
    </message>
    <message>
        <source>Not in a format TopoLens recognises:
%1

It reads p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench and size-sweep CSV output, and lspci, nvidia-smi, NCCL topology and the other outputs that ‘topolens parse --list-formats’ lists.</source>
        <translation>Kein Format, das TopoLens erkennt:
%1

TopoLens liest Ausgaben von p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench und Größen-Sweep-CSV sowie lspci, nvidia-smi, NCCL-Topologie und die anderen Ausgaben, die ‘topolens parse --list-formats’ auflistet.</translation>
    </message>
    <message>
        <source>Imported %1 into %2. The snapshot has unsaved changes: File › Save Snapshot As… keeps them.</source>
        <translation>%1 in %2 importiert. Der Snapshot hat ungespeicherte Änderungen: Datei › Snapshot speichern unter… bewahrt sie.</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ImportDialog</name>
    <message>
        <source>The snapshot has no machine yet: a new bare-metal machine is made for it.</source>
        <translation>Der Snapshot hat noch keine Maschine: Dafür wird eine neue Bare-Metal-Maschine angelegt.</translation>
    </message>
    <message>
        <source>The machine shown on the Benchmarks tab.</source>
        <translation>Die auf dem Reiter Benchmarks gezeigte Maschine.</translation>
    </message>
    <message>
        <source>%1 of the run&apos;s %2 GPU(s) are at PCI addresses of this machine&apos;s GPUs.</source>
        <translation>%1 der %2 GPU(s) des Laufs liegen an PCI-Adressen der GPUs dieser Maschine.</translation>
    </message>
    <message>
        <source>The run&apos;s PCI addresses fit several machines equally well; the machine shown on the Benchmarks tab is suggested.</source>
        <translation>Die PCI-Adressen des Laufs passen gleich gut zu mehreren Maschinen; die auf dem Reiter Benchmarks gezeigte Maschine wird vorgeschlagen.</translation>
    </message>
    <message>
        <source>The output names no GPUs; the machine shown on the Benchmarks tab is suggested.</source>
        <translation>Die Ausgabe nennt keine GPUs; die auf dem Reiter Benchmarks gezeigte Maschine wird vorgeschlagen.</translation>
    </message>
    <message>
        <source>None of the run&apos;s PCI addresses is a GPU of this snapshot (a machine not collected, or addresses not printed); the machine shown on the Benchmarks tab is suggested.</source>
        <translation>Keine der PCI-Adressen des Laufs ist eine GPU dieses Snapshots (eine nicht erfasste Maschine, oder keine Adressen ausgegeben); die auf dem Reiter Benchmarks gezeigte Maschine wird vorgeschlagen.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>imported into TopoLens on %1</source>
        <translation>am %1 in TopoLens importiert</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Import Command Output</source>
        <translation>Befehlsausgabe importieren</translation>
    </message>
    <message>
        <source>Each output is stored with the machine it was measured on, next to that machine&apos;s topology, exactly as it was pasted. The suggestion follows the PCI addresses the output prints; the format can be changed when it was recognised wrongly.</source>
        <translation>Jede Ausgabe wird genau so, wie sie eingefügt wurde, bei der Maschine gespeichert, auf der sie gemessen wurde, neben der Topologie dieser Maschine. Der Vorschlag richtet sich nach den PCI-Adressen, die die Ausgabe nennt; das Format lässt sich ändern, wenn es falsch erkannt wurde.</translation>
    </message>
    <message>
        <source>Not recognised: choose a format</source>
        <translation>Nicht erkannt: Wählen Sie ein Format</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Lesen als:</translation>
    </message>
    <message>
        <source>Recognised as the output of %1 (%2% sure).</source>
        <translation>Erkannt als Ausgabe von %1 (zu %2 % sicher).</translation>
    </message>
    <message>
        <source>TopoLens did not recognise it: choose the command that printed it.</source>
        <translation>TopoLens hat sie nicht erkannt: Wählen Sie den Befehl, der sie ausgegeben hat.</translation>
    </message>
    <message>
        <source>Before reading:</source>
        <translation>Vor dem Lesen:</translation>
    </message>
    <message>
        <source>Read exactly as it is.</source>
        <translation>Unverändert gelesen.</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language changes when TopoLens is started again.</source>
        <translation>Die Sprache wechselt, wenn TopoLens das nächste Mal gestartet wird.</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::LinkHistoryChart</name>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>AER errors</source>
        <translation>AER-Fehler</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::MachinePanel</name>
    <message>
        <source>%1 (can %2)</source>
        <translation>%1 (kann %2)</translation>
    </message>
    <message>
        <source>Connection classes (nvidia-smi topo -m)</source>
        <translation>Verbindungsklassen (nvidia-smi topo -m)</translation>
    </message>
    <message>
        <source>P2P read (nvidia-smi topo -p2p r)</source>
        <translation>P2P-Lesen (nvidia-smi topo -p2p r)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>PCI-Adresse</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>NUMA</source>
        <translation>NUMA</translation>
    </message>
    <message>
        <source>IOMMU group</source>
        <translation>IOMMU-Gruppe</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe-Link</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>Treiber %1</translation>
    </message>
    <message numerus="yes">
        <source>%n PCI device(s)</source>
        <translation>
            <numerusform>%n PCI-Gerät</numerusform>
            <numerusform>%n PCI-Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA node(s)</source>
        <translation>
            <numerusform>%n NUMA-Knoten</numerusform>
            <numerusform>%n NUMA-Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>no IOMMU groups</source>
        <translation>keine IOMMU-Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>%n IOMMU group(s)</source>
        <translation>
            <numerusform>%n IOMMU-Gruppe</numerusform>
            <numerusform>%n IOMMU-Gruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>No nvidia-smi report: GPUs are numbered in PCI bus order, as nvidia-smi would.</source>
        <translation>Kein nvidia-smi-Bericht: GPUs sind in PCI-Busreihenfolge nummeriert, wie nvidia-smi es täte.</translation>
    </message>
    <message>
        <source>Not installed there: %1</source>
        <translation>Dort nicht installiert: %1</translation>
    </message>
    <message>
        <source>numa_node -1: the platform gives this device no NUMA affinity</source>
        <translation>numa_node -1: Die Plattform gibt diesem Gerät keine NUMA-Affinität</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>PCIe path %1</source>
        <translation>PCIe-Pfad %1</translation>
    </message>
    <message>
        <source>Links between GPUs (rocm-smi --showtopo, amd-smi topology), coloured by class</source>
        <translation>Links zwischen GPUs (rocm-smi --showtopo, amd-smi topology), nach Klasse eingefärbt</translation>
    </message>
    <message>
        <source>Peer access (amd-smi topology)</source>
        <translation>Peer-Zugriff (amd-smi topology)</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::MainWindow</name>
    <message>
        <source>TopoLens</source>
        <translation>TopoLens</translation>
    </message>
    <message>
        <source>Machines and captures</source>
        <translation>Maschinen und Erfassungen</translation>
    </message>
    <message>
        <source>Guest GPU</source>
        <translation>Gast-GPU</translation>
    </message>
    <message>
        <source>Guest address</source>
        <translation>Gast-Adresse</translation>
    </message>
    <message>
        <source>Host GPU</source>
        <translation>Host-GPU</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Host-Adresse</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Zugeordnet über</translation>
    </message>
    <message>
        <source>Each guest GPU pair: the class and P2P read status the host gives that physical pair → what the guest sees. Bold cells changed.</source>
        <translation>Jedes GPU-Paar des Gasts: die Klasse und der P2P-Lesestatus, die der Host diesem physischen Paar gibt → was der Gast sieht. Fette Zellen haben sich geändert.</translation>
    </message>
    <message>
        <source>Which host GPU each guest GPU is</source>
        <translation>Welche Host-GPU jede Gast-GPU ist</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Host → Guest</source>
        <translation>Host → Gast</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>Maschinen</translation>
    </message>
    <message>
        <source>Raw output</source>
        <translation>Rohausgabe</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU-Details</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Reading and laying out the snapshot</source>
        <translation>Snapshot wird gelesen und angeordnet</translation>
    </message>
    <message>
        <source>Open a snapshot, or look around the built-in demo.</source>
        <translation>Öffnen Sie einen Snapshot, oder sehen Sie sich in der eingebauten Demo um.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Collect from Host and Guest…</source>
        <translation>Von Host und Gast &amp;erfassen…</translation>
    </message>
    <message>
        <source>Collect &amp;Again</source>
        <translation>Er&amp;neut erfassen</translation>
    </message>
    <message>
        <source>&amp;Open Snapshot…</source>
        <translation>Snapshot ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>Snapshot öffnen</translation>
    </message>
    <message>
        <source>TopoLens snapshots (*.json);;All files (*)</source>
        <translation>TopoLens-Snapshots (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open the &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save Snapshot As…</source>
        <translation>Snapshot speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>Snapshot speichern</translation>
    </message>
    <message>
        <source>TopoLens snapshots (*.json)</source>
        <translation>TopoLens-Snapshots (*.json)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>GPU pairs</source>
        <translation>GPU-Paare</translation>
    </message>
    <message>
        <source>Arcs between every two GPUs, coloured by connection class</source>
        <translation>Bögen zwischen je zwei GPUs, gefärbt nach Verbindungsklasse</translation>
    </message>
    <message>
        <source>IOMMU groups</source>
        <translation>IOMMU-Gruppen</translation>
    </message>
    <message>
        <source>IOMMU group badges on devices</source>
        <translation>IOMMU-Gruppen-Plaketten an Geräten</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <source>Group root complexes by NUMA node</source>
        <translation>Root Complexes nach NUMA-Knoten gruppieren</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>Alle Geräte</translation>
    </message>
    <message>
        <source>Show every PCI device, not only GPUs, NICs, NVMe and the bridges above them</source>
        <translation>Jedes PCI-Gerät zeigen, nicht nur GPUs, NICs, NVMe und die Bridges darüber</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>&amp;Stack Host Above Guest</source>
        <translation>&amp;Host über Gast stapeln</translation>
    </message>
    <message>
        <source>Wide machines read better stacked; narrow ones side by side</source>
        <translation>Breite Maschinen lesen sich gestapelt besser, schmale nebeneinander</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>F&amp;indings Panel</source>
        <translation>&amp;Befundbereich</translation>
    </message>
    <message>
        <source>GPU &amp;Details Panel</source>
        <translation>&amp;GPU-Detailbereich</translation>
    </message>
    <message>
        <source>Find a PCI address or name (Ctrl+F)</source>
        <translation>PCI-Adresse oder Namen suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About TopoLens</source>
        <translation>Ü&amp;ber TopoLens</translation>
    </message>
    <message>
        <source>Log in to a host and its guest over SSH and collect their PCIe, NUMA and GPU facts</source>
        <translation>Per SSH bei einem Host und seinem Gast anmelden und deren PCIe-, NUMA- und GPU-Daten erfassen</translation>
    </message>
    <message>
        <source>Collect again from the same machines, with the same settings</source>
        <translation>Erneut von denselben Maschinen mit denselben Einstellungen erfassen</translation>
    </message>
    <message>
        <source>Open a snapshot or a bundle written by topolens-collect.sh</source>
        <translation>Einen Snapshot oder ein von topolens-collect.sh geschriebenes Bundle öffnen</translation>
    </message>
    <message>
        <source>Open the built-in demo: an 8-GPU Proxmox host and its VM, reconstructed</source>
        <translation>Die eingebaute Demo öffnen: ein Proxmox-Host mit 8 GPUs und seine VM, rekonstruiert</translation>
    </message>
    <message>
        <source>Save the snapshot, with every raw output, to a JSON file</source>
        <translation>Den Snapshot mit jeder Rohausgabe in eine JSON-Datei speichern</translation>
    </message>
    <message>
        <source>Quit TopoLens</source>
        <translation>TopoLens beenden</translation>
    </message>
    <message>
        <source>Zoom both drawings in</source>
        <translation>Beide Zeichnungen vergrößern</translation>
    </message>
    <message>
        <source>Zoom both drawings out</source>
        <translation>Beide Zeichnungen verkleinern</translation>
    </message>
    <message>
        <source>Fit both drawings to their views</source>
        <translation>Beide Zeichnungen in ihre Ansicht einpassen</translation>
    </message>
    <message>
        <source>Switch the window and the drawings between light and dark</source>
        <translation>Fenster und Zeichnungen zwischen hell und dunkel umschalten</translation>
    </message>
    <message>
        <source>Show or hide the findings: what limits the GPUs, with the raw lines it rests on</source>
        <translation>Die Befunde ein- oder ausblenden: was die GPUs begrenzt, mit den Rohzeilen, auf denen es beruht</translation>
    </message>
    <message>
        <source>Show or hide the details of the selected GPU: its path, links and peers</source>
        <translation>Die Details der gewählten GPU ein- oder ausblenden: ihren Pfad, ihre Links und Gegenstellen</translation>
    </message>
    <message>
        <source>Find a PCI address or a device name in the drawings</source>
        <translation>Eine PCI-Adresse oder einen Gerätenamen in den Zeichnungen suchen</translation>
    </message>
    <message>
        <source>Open the user guide installed with TopoLens</source>
        <translation>Das mit TopoLens installierte Benutzerhandbuch öffnen</translation>
    </message>
    <message>
        <source>The user guide is installed with TopoLens (docs/user-guide.md in the sources)</source>
        <translation>Das Benutzerhandbuch wird mit TopoLens installiert (docs/user-guide.md in den Quellen)</translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation>Alle Tastenkürzel auflisten</translation>
    </message>
    <message>
        <source>Version, library versions, licence and documentation</source>
        <translation>Version, Bibliotheksversionen, Lizenz und Dokumentation</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Kann %1 nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>%1[*] — TopoLens</source>
        <translation>%1[*] — TopoLens</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n machine(s)…</source>
        <translation>
            <numerusform>%n Maschine wird gelesen…</numerusform>
            <numerusform>%n Maschinen werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Collected. Save it with File &gt; Save Snapshot As to keep the raw outputs.</source>
        <translation>Erfasst. Speichern Sie es mit Datei &gt; Snapshot speichern unter, um die Rohausgaben zu behalten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n remark(s))</source>
        <translation>
            <numerusform>%1 (%n Anmerkung)</numerusform>
            <numerusform>%1 (%n Anmerkungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reconstruction, not a capture: the raw outputs of this demo were rebuilt in the real tools&apos; layout from a written account, and go through the same parsers as a real snapshot.</source>
        <translation>Rekonstruktion, keine Erfassung: Die Rohausgaben dieser Demo wurden aus einem schriftlichen Bericht im Format der echten Werkzeuge nachgebaut und durchlaufen dieselben Parser wie ein echter Snapshot.</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Befunde (%1)</translation>
    </message>
    <message>
        <source>Nothing matches “%1”</source>
        <translation>Nichts passt zu „%1“</translation>
    </message>
    <message>
        <source>GPU%1 of the guest is GPU%2 of the host</source>
        <translation>GPU%1 des Gasts ist GPU%2 des Hosts</translation>
    </message>
    <message>
        <source>GPU%1 of the host is GPU%2 of the guest</source>
        <translation>GPU%1 des Hosts ist GPU%2 des Gasts</translation>
    </message>
    <message>
        <source>Found in the guest: %1</source>
        <translation>Im Gast gefunden: %1</translation>
    </message>
    <message>
        <source>Found in the host: %1</source>
        <translation>Im Host gefunden: %1</translation>
    </message>
    <message>
        <source>Open &amp;Fleet Run…</source>
        <translation>F&amp;lottenlauf öffnen…</translation>
    </message>
    <message>
        <source>Open Fleet Run</source>
        <translation>Flottenlauf öffnen</translation>
    </message>
    <message>
        <source>%1 is not a fleet run folder: it has no run.json.</source>
        <translation>%1 ist kein Flottenlauf-Ordner: Er hat keine run.json.</translation>
    </message>
    <message>
        <source>Reading and analysing the fleet run %1…</source>
        <translation>Flottenlauf %1 wird gelesen und analysiert…</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message numerus="yes">
        <source>Fleet run %1: %n machine(s)</source>
        <translation>
            <numerusform>Flottenlauf %1: %n Maschine</numerusform>
            <numerusform>Flottenlauf %1: %n Maschinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fleet run %1: %n machine(s); %2</source>
        <translation>
            <numerusform>Flottenlauf %1: %n Maschine; %2</numerusform>
            <numerusform>Flottenlauf %1: %n Maschinen; %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no machine arrived from this host</source>
        <translation>%1: Von diesem Host ist keine Maschine eingetroffen</translation>
    </message>
    <message>
        <source>Compare &amp;with Snapshot…</source>
        <translation>Mit Snapshot &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Compare with Snapshot</source>
        <translation>Mit Snapshot vergleichen</translation>
    </message>
    <message>
        <source>Snapshots and bundles (*.json *.bundle *.topolens);;All files (*)</source>
        <translation>Snapshots und Bundles (*.json *.bundle *.topolens);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>Bare Metal</translation>
    </message>
    <message>
        <source>Open a snapshot first: there is nothing to compare %1 with.</source>
        <translation>Öffnen Sie zuerst einen Snapshot: Es gibt nichts, womit %1 verglichen werden kann.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>Vergleich mit %1…</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2</source>
        <translation>%1 konnte nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <source>Nothing changed since %1.</source>
        <translation>Seit %1 hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>What changed from this snapshot to %1:</source>
        <translation>Was sich von diesem Snapshot zu %1 geändert hat:</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n change(s)</source>
        <translation>
            <numerusform>%1 (%2): %n Änderung</numerusform>
            <numerusform>%1 (%2): %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) is only in this snapshot.</source>
        <translation>%1 (%2) gibt es nur in diesem Snapshot.</translation>
    </message>
    <message>
        <source>%1 (%2) is only in %3.</source>
        <translation>%1 (%2) gibt es nur in %3.</translation>
    </message>
    <message>
        <source>Clear Comparison</source>
        <translation>Vergleich aufheben</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message numerus="yes">
        <source>Compared with %1: %n change(s)</source>
        <translation>
            <numerusform>Mit %1 verglichen: %n Änderung</numerusform>
            <numerusform>Mit %1 verglichen: %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch Links…</source>
        <translation>Links &amp;beobachten…</translation>
    </message>
    <message>
        <source>Sample a machine&apos;s PCIe links and AER counters every few seconds, optionally under load</source>
        <translation>Die PCIe-Links und AER-Zähler einer Maschine alle paar Sekunden abtasten, wahlweise unter Last</translation>
    </message>
    <message>
        <source>Watch Links</source>
        <translation>Links beobachten</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message numerus="yes">
        <source>Watched: %n sample(s). Click a GPU to chart its path&apos;s links; File &gt; Save Snapshot As keeps them.</source>
        <translation>
            <numerusform>Beobachtet: %n Probe. Klicken Sie auf eine GPU, um die Links ihres Pfads als Diagramm zu sehen; Datei &gt; Snapshot speichern unter behält sie.</numerusform>
            <numerusform>Beobachtet: %n Proben. Klicken Sie auf eine GPU, um die Links ihres Pfads als Diagramm zu sehen; Datei &gt; Snapshot speichern unter behält sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with Earlier Run</source>
        <translation>Mit früherem Lauf vergleichen</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>In a drawing: Tab or the arrow keys step from GPU to GPU, Esc clears the selection, + and − zoom, 0 or F fits the drawing to the view.</source>
        <translation>In einer Zeichnung: Tab oder die Pfeiltasten springen von GPU zu GPU, Esc hebt die Auswahl auf, + und − zoomen, 0 oder F passt die Zeichnung in die Ansicht ein.</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::SweepChart</name>
    <message>
        <source>Algorithm bandwidth</source>
        <translation>Algorithmusbandbreite</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <source>Algorithm bandwidth (GB/s)</source>
        <translation>Algorithmusbandbreite (GB/s)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>floor %1 %2 (%3 at %4)</source>
        <translation>Minimum %1 %2 (%3 bei %4)</translation>
    </message>
    <message>
        <source>peak %1 %2 at %3 (%4)</source>
        <translation>Spitze %1 %2 bei %3 (%4)</translation>
    </message>
    <message>
        <source>Message size (log₂ scale)</source>
        <translation>Nachrichtengröße (log₂-Skala)</translation>
    </message>
    <message>
        <source>latency floor</source>
        <translation>Latenzminimum</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Choose one or more sweeps on the left.</source>
        <translation>Wählen Sie links einen oder mehrere Sweeps.</translation>
    </message>
    <message>
        <source>The chosen sweeps have no %1 values.</source>
        <translation>Die gewählten Sweeps haben keine Werte für %1.</translation>
    </message>
    <message>
        <source>Bandwidth (nccl-tests, rccl-tests: bus bandwidth)</source>
        <translation>Bandbreite (nccl-tests, rccl-tests: Busbandbreite)</translation>
    </message>
    <message>
        <source>Latency (nccl-tests, rccl-tests: time per operation)</source>
        <translation>Latenz (nccl-tests, rccl-tests: Zeit pro Operation)</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::TopologyScene</name>
    <message>
        <source>%1 · GPUDirect RDMA</source>
        <translation>%1 · GPUDirect RDMA</translation>
    </message>
    <message>
        <source>%1 · staged via host memory</source>
        <translation>%1 · über Host-Speicher</translation>
    </message>
    <message>
        <source>Its closest RDMA NIC, %1, is %2 away: NCCL uses GPUDirect RDMA up to PXB by default.</source>
        <translation>Ihre nächste RDMA-NIC, %1, ist %2 entfernt: NCCL nutzt GPUDirect RDMA standardmäßig bis PXB.</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::WatchDialog</name>
    <message>
        <source>Watch Links</source>
        <translation>Links beobachten</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A sample reads the links&apos; state and AER counters and the kernel log&apos;s PCIe lines: about 1% of one core at 5 s</source>
        <translation>Eine Probe liest Zustand und AER-Zähler der Links sowie die PCIe-Zeilen des Kernel-Logs: etwa 1 % eines Kerns bei 5 s</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>e.g. nvbandwidth -t device_to_device_memcpy_read_ce</source>
        <translation>z. B. nvbandwidth -t device_to_device_memcpy_read_ce</translation>
    </message>
    <message>
        <source>Started after the first sample, which is taken idle, and ended with the watch; the samples taken while it runs are marked</source>
        <translation>Startet nach der ersten Probe, die im Leerlauf genommen wird, und endet mit der Beobachtung; die währenddessen genommenen Proben werden markiert</translation>
    </message>
    <message>
        <source>only when watching this machine: start the load on %1 yourself</source>
        <translation>nur beim Beobachten dieser Maschine: starten Sie die Last auf %1 selbst</translation>
    </message>
    <message>
        <source>Sample every</source>
        <translation>Abtasten alle</translation>
    </message>
    <message>
        <source>Watch for</source>
        <translation>Beobachten für</translation>
    </message>
    <message>
        <source>Load command</source>
        <translation>Lastbefehl</translation>
    </message>
    <message>
        <source>Sample &amp;every:</source>
        <translation>Abtasten &amp;alle:</translation>
    </message>
    <message>
        <source>Watch &amp;for:</source>
        <translation>Beobachten &amp;für:</translation>
    </message>
    <message>
        <source>While a &amp;load runs:</source>
        <translation>Während eine &amp;Last läuft:</translation>
    </message>
    <message>
        <source>Watch this machine&apos;s PCIe links: the collection once, then a sample every interval.</source>
        <translation>Die PCIe-Links dieser Maschine beobachten: einmal die Erfassung, dann in jedem Intervall eine Probe.</translation>
    </message>
    <message>
        <source>Watch the PCIe links of %1: the collection once, then a sample every interval.</source>
        <translation>Die PCIe-Links von %1 beobachten: einmal die Erfassung, dann in jedem Intervall eine Probe.</translation>
    </message>
    <message>
        <source>%v of %m s</source>
        <translation>%v von %m s</translation>
    </message>
    <message>
        <source>One line a sample: its time, and what changed since the one before</source>
        <translation>Eine Zeile je Probe: ihre Zeit und was sich seit der vorigen geändert hat</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n machine(s)…</source>
        <translation>
            <numerusform>Erfassung von %n Maschine…</numerusform>
            <numerusform>Erfassung von %n Maschinen…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>collection done; sampling every %n s</source>
        <translation>
            <numerusform>Erfassung fertig; Probe alle %n s</numerusform>
            <numerusform>Erfassung fertig; Probe alle %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching. Stop ends the watch early; what arrived is kept.</source>
        <translation>Beobachtung läuft. Stoppen beendet sie vorzeitig; was ankam, bleibt erhalten.</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC</source>
        <translation>Probe %1 um %2 UTC</translation>
    </message>
    <message>
        <source> (under load)</source>
        <translation> (unter Last)</translation>
    </message>
    <message>
        <source>: could not connect</source>
        <translation>: keine Verbindung</translation>
    </message>
    <message>
        <source>%1: %2 changed</source>
        <translation>%1: %2 geändert</translation>
    </message>
    <message>
        <source>: the first, what the others are compared with</source>
        <translation>: die erste, mit der die anderen verglichen werden</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>Nothing could be collected; see above.</source>
        <translation>Nichts konnte erfasst werden; siehe oben.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>The watch ended with %n sample(s). Show puts it in the window; click a GPU to chart its path&apos;s links.</source>
        <translation>
            <numerusform>Die Beobachtung endete mit %n Probe. Anzeigen bringt sie ins Fenster; klicken Sie auf eine GPU, um die Links ihres Pfads als Diagramm zu sehen.</numerusform>
            <numerusform>Die Beobachtung endete mit %n Proben. Anzeigen bringt sie ins Fenster; klicken Sie auf eine GPU, um die Links ihres Pfads als Diagramm zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Anzeigen</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
</context>
<context>
    <name>TopoLens</name>
    <message>
        <source>no GPU at the printed address %1; CUDA device %2 taken as GPU %2</source>
        <translation>keine GPU an der ausgegebenen Adresse %1; CUDA-Gerät %2 als GPU %2 angenommen</translation>
    </message>
    <message>
        <source>no PCI address printed; CUDA device %1 taken as GPU %1</source>
        <translation>keine PCI-Adresse ausgegeben; CUDA-Gerät %1 als GPU %1 angenommen</translation>
    </message>
    <message>
        <source>GPU%1→GPU%2 (%3)</source>
        <translation>GPU%1→GPU%2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2, %3× below %4: %5</source>
        <translation>%1: %2, %3× unter %4: %5</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>all %n GPUs</source>
        <translation>
            <numerusform>alle %n GPU</numerusform>
            <numerusform>alle %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Every GPU sits alone on its own PCIe root complex</source>
        <translation>Jede GPU sitzt allein an ihrem eigenen PCIe-Root-Complex</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) sit alone on their own PCIe root complex</source>
        <translation>
            <numerusform>%n GPU sitzt allein an ihrem eigenen PCIe-Root-Complex</numerusform>
            <numerusform>%n GPUs sitzen allein an ihrem eigenen PCIe-Root-Complex</numerusform>
        </translation>
    </message>
    <message>
        <source>Every GPU hangs off its own root complex (host bridge), with no PCIe switch shared with another GPU.</source>
        <translation>Jede GPU hängt an ihrem eigenen Root Complex (Host-Bridge), ohne einen PCIe-Switch mit einer anderen GPU zu teilen.</translation>
    </message>
    <message>
        <source>%1 each hang off their own root complex (host bridge), with no PCIe switch shared with another GPU.</source>
        <translation>%1 hängen jeweils an ihrem eigenen Root Complex (Host-Bridge), ohne einen PCIe-Switch mit einer anderen GPU zu teilen.</translation>
    </message>
    <message>
        <source>Traffic between them has to cross the CPU: its internal fabric within a socket (NODE) or the link between sockets (SYS). Each root complex brings its own IOMMU domain, so every GPU lands in its own IOMMU group. ACS only controls forwarding in switches and root ports that have several devices below them, so no ACS setting (in the BIOS or with pcie_acs_override) can merge these groups or create a direct path.</source>
        <translation>Verkehr zwischen ihnen muss die CPU durchqueren: ihre interne Fabric innerhalb eines Sockels (NODE) oder die Verbindung zwischen Sockeln (SYS). Jeder Root Complex bringt seine eigene IOMMU-Domäne mit, daher landet jede GPU in ihrer eigenen IOMMU-Gruppe. ACS steuert nur die Weiterleitung in Switches und Root-Ports, unter denen mehrere Geräte hängen; daher kann keine ACS-Einstellung (im BIOS oder mit pcie_acs_override) diese Gruppen zusammenlegen oder einen direkten Pfad schaffen.</translation>
    </message>
    <message>
        <source>nvidia-smi on this machine reports peer access as OK between them: the driver routes it through the CPU.</source>
        <translation>nvidia-smi meldet auf dieser Maschine den Peer-Zugriff zwischen ihnen als OK: Der Treiber leitet ihn über die CPU.</translation>
    </message>
    <message>
        <source>A VM cannot see this path: its driver reports P2P between these GPUs as not supported. For P2P in a guest, either put the GPUs that must talk to each other under one PCIe switch (a board or riser with a switch), or assert the capability to the guest driver with QEMU&apos;s x-nv-gpudirect-clique option (see the guest&apos;s finding on P2P); that only helps where this host really routes P2P between its root complexes.</source>
        <translation>Eine VM kann diesen Pfad nicht sehen: Ihr Treiber meldet P2P zwischen diesen GPUs als nicht unterstützt. Für P2P in einem Gast setzen Sie entweder die GPUs, die miteinander kommunizieren müssen, unter einen PCIe-Switch (ein Board oder Riser mit Switch), oder Sie bestätigen dem Gasttreiber die Fähigkeit mit QEMUs Option x-nv-gpudirect-clique (siehe den Befund des Gasts zu P2P); das hilft nur, wo dieser Host P2P zwischen seinen Root Complexes wirklich weiterleitet.</translation>
    </message>
    <message>
        <source>On bare metal the driver can still do P2P between root complexes where the platform allows it (check nvidia-smi topo -p2p r). GPUs that exchange the most data do best under one switch, or at least on one socket.</source>
        <translation>Auf Bare Metal kann der Treiber P2P zwischen Root Complexes trotzdem ausführen, wo die Plattform es erlaubt (prüfen Sie nvidia-smi topo -p2p r). GPUs, die die meisten Daten austauschen, sitzen am besten unter einem Switch oder zumindest an einem Sockel.</translation>
    </message>
    <message>
        <source>The guest shows every GPU pair as PHB: the host&apos;s topology is hidden</source>
        <translation>Der Gast zeigt jedes GPU-Paar als PHB: Die Topologie des Hosts ist verborgen</translation>
    </message>
    <message>
        <source>QEMU hangs every passed-through GPU off root ports of its single emulated host bridge, so inside the VM all pairs are one host bridge apart (PHB), whatever the host has: NODE or SYS pairs on the host look the same as neighbours.</source>
        <translation>QEMU hängt jede durchgereichte GPU an Root-Ports seiner einzigen emulierten Host-Bridge, daher liegen in der VM alle Paare eine Host-Bridge auseinander (PHB), egal was der Host hat: NODE- oder SYS-Paare des Hosts sehen aus wie Nachbarn.</translation>
    </message>
    <message>
        <source>Collect the host as well (topolens collect --host … --guest …) to see which pairs really are far apart.</source>
        <translation>Erfassen Sie auch den Host (topolens collect --host … --guest …), um zu sehen, welche Paare wirklich weit auseinander liegen.</translation>
    </message>
    <message>
        <source>guest GPU%1–GPU%2 is %3, but they are host GPU%4–GPU%5, which is %6</source>
        <translation>Gast GPU%1–GPU%2 ist %3, aber es sind Host GPU%4–GPU%5, und das ist %6</translation>
    </message>
    <message>
        <source>The VM hides the host&apos;s GPU topology: NODE/SYS pairs look like PHB</source>
        <translation>Die VM verbirgt die GPU-Topologie des Hosts: NODE/SYS-Paare sehen aus wie PHB</translation>
    </message>
    <message>
        <source>The VM has one NUMA node while the host has %1</source>
        <translation>Die VM hat einen NUMA-Knoten, der Host hat %1</translation>
    </message>
    <message>
        <source>Inside the VM every CPU and every GPU look equally close, so nothing in the guest can keep a GPU&apos;s buffers and threads on the host socket the GPU is attached to.</source>
        <translation>In der VM wirken jede CPU und jede GPU gleich nah, daher kann nichts im Gast die Puffer und Threads einer GPU auf dem Host-Sockel halten, an dem die GPU hängt.</translation>
    </message>
    <message>
        <source>The guest also has one NUMA node while the host has %1.</source>
        <translation>Auch der Gast hat einen NUMA-Knoten, der Host hat %1.</translation>
    </message>
    <message>
        <source>Give the VM one NUMA node per host socket it uses, with its vCPUs and memory bound to that socket (Proxmox: numa: 1 and numaN: cpus=…,hostnodes=…,memory=…,policy=bind).</source>
        <translation>Geben Sie der VM einen NUMA-Knoten pro genutztem Host-Sockel, mit ihren vCPUs und ihrem Speicher an diesen Sockel gebunden (Proxmox: numa: 1 und numaN: cpus=…,hostnodes=…,memory=…,policy=bind).</translation>
    </message>
    <message>
        <source>The guest&apos;s GPUs have no NUMA node (numa_node -1)</source>
        <translation>Die GPUs des Gasts haben keinen NUMA-Knoten (numa_node -1)</translation>
    </message>
    <message>
        <source>The VM&apos;s firmware tables give %1 no proximity domain, so the guest kernel reports numa_node -1 and nvidia-smi shows NUMA affinity N/A.</source>
        <translation>Die Firmware-Tabellen der VM geben %1 keine Proximity-Domain, daher meldet der Gast-Kernel numa_node -1 und nvidia-smi zeigt die NUMA-Affinität als N/A.</translation>
    </message>
    <message>
        <source>The VM&apos;s firmware tables give %1 no proximity domain, so the guest kernel reports numa_node -1.</source>
        <translation>Die Firmware-Tabellen der VM geben %1 keine Proximity-Domain, daher meldet der Gast-Kernel numa_node -1.</translation>
    </message>
    <message>
        <source>CUDA, NCCL and the kernel then place buffers and threads without knowing which CPUs are near the GPU.</source>
        <translation>CUDA, NCCL und der Kernel platzieren dann Puffer und Threads, ohne zu wissen, welche CPUs nahe an der GPU liegen.</translation>
    </message>
    <message>
        <source>With one guest NUMA node this costs nothing inside the guest; what matters is that the VM&apos;s vCPUs and memory sit on the host socket the GPUs are attached to.</source>
        <translation>Mit einem Gast-NUMA-Knoten kostet das im Gast nichts; entscheidend ist, dass die vCPUs und der Speicher der VM auf dem Host-Sockel liegen, an dem die GPUs hängen.</translation>
    </message>
    <message>
        <source>On the host these GPUs are on NUMA node(s) %1.</source>
        <translation>Auf dem Host liegen diese GPUs auf NUMA-Knoten %1.</translation>
    </message>
    <message>
        <source>Put each GPU&apos;s root port on a pxb-pcie expander bus with numa_node=N matching the GPU&apos;s host socket, and bind the VM&apos;s vCPUs and memory to match; an NCCL_TOPO_FILE can carry the affinity for NCCL alone. Writing /sys/bus/pci/devices/…/numa_node inside the guest only changes the kernel&apos;s allocation hint, not nvidia-smi&apos;s topology.</source>
        <translation>Setzen Sie den Root-Port jeder GPU auf einen pxb-pcie-Expander-Bus mit numa_node=N passend zum Host-Sockel der GPU, und binden Sie vCPUs und Speicher der VM entsprechend; eine NCCL_TOPO_FILE kann die Affinität allein für NCCL mitgeben. /sys/bus/pci/devices/…/numa_node im Gast zu schreiben, ändert nur den Allokationshinweis des Kernels, nicht die Topologie von nvidia-smi.</translation>
    </message>
    <message>
        <source>GPUs have no NUMA node although the machine has %1</source>
        <translation>GPUs haben keinen NUMA-Knoten, obwohl die Maschine %1 hat</translation>
    </message>
    <message>
        <source>The firmware (ACPI proximity information) gives %1 no NUMA node, so the kernel reports numa_node -1 and software cannot keep their buffers and threads on the near socket.</source>
        <translation>Die Firmware (ACPI-Proximity-Informationen) gibt %1 keinen NUMA-Knoten, daher meldet der Kernel numa_node -1 und Software kann deren Puffer und Threads nicht auf dem nahen Sockel halten.</translation>
    </message>
    <message>
        <source>Check the BIOS NUMA settings (nodes per socket, ACPI SRAT options) and update the firmware; until then pin GPU jobs by hand (numactl --cpunodebind).</source>
        <translation>Prüfen Sie die NUMA-Einstellungen im BIOS (Knoten pro Sockel, ACPI-SRAT-Optionen) und aktualisieren Sie die Firmware; bis dahin pinnen Sie GPU-Jobs von Hand (numactl --cpunodebind).</translation>
    </message>
    <message>
        <source>an emulated host bridge</source>
        <translation>eine emulierte Host-Bridge</translation>
    </message>
    <message>
        <source>GPU peer-to-peer is off in the VM: the driver does not trust the emulated chipset</source>
        <translation>GPU-Peer-to-Peer ist in der VM aus: Der Treiber vertraut dem emulierten Chipsatz nicht</translation>
    </message>
    <message numerus="yes">
        <source>nvidia-smi topo -p2p reports %1 for %n GPU pair(s). The NVIDIA driver allows P2P only behind chipsets it knows, and the guest&apos;s host bridge is QEMU&apos;s %2, which is not one of them, so peer access is refused even where the host could do it. Copies between these GPUs are staged through memory instead.</source>
        <translation>
            <numerusform>nvidia-smi topo -p2p meldet %1 für %n GPU-Paar. Der NVIDIA-Treiber erlaubt P2P nur hinter Chipsätzen, die er kennt, und die Host-Bridge des Gasts ist QEMUs %2, die nicht dazugehört; daher wird der Peer-Zugriff verweigert, selbst wo der Host ihn könnte. Kopien zwischen diesen GPUs laufen stattdessen über den Speicher.</numerusform>
            <numerusform>nvidia-smi topo -p2p meldet %1 für %n GPU-Paare. Der NVIDIA-Treiber erlaubt P2P nur hinter Chipsätzen, die er kennt, und die Host-Bridge des Gasts ist QEMUs %2, die nicht dazugehört; daher wird der Peer-Zugriff verweigert, selbst wo der Host ihn könnte. Kopien zwischen diesen GPUs laufen stattdessen über den Speicher.</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host, nvidia-smi reports P2P as OK between the same GPUs.</source>
        <translation>Auf dem Host meldet nvidia-smi P2P zwischen denselben GPUs als OK.</translation>
    </message>
    <message numerus="yes">
        <source>On the host, P2P is refused for %n of these pairs too: a clique there would claim a path that does not exist.</source>
        <translation>
            <numerusform>Auf dem Host wird P2P auch für %n dieser Paare verweigert: Eine Clique würde dort einen Pfad behaupten, den es nicht gibt.</numerusform>
            <numerusform>Auf dem Host wird P2P auch für %n dieser Paare verweigert: Eine Clique würde dort einen Pfad behaupten, den es nicht gibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>QEMU can tell the guest driver which GPUs may talk directly: give each GPU&apos;s vfio-pci device x-nv-gpudirect-clique=N (N from 0 to 15; the same N for GPUs that may do P2P with each other), e.g. -set device.hostpci0.x-nv-gpudirect-clique=0 on a Proxmox VM&apos;s args: line (qm showcmd VMID shows the device ids). Reported pitfalls: hidden=1 (it also sets kvm=off) and a -set line naming a device id that does not exist both silently defeat it. Caveats: the clique asserts the capability, it does not create it. The host must really route P2P between these GPUs (nvidia-smi topo -p2p r on the host, IOMMU groups, ACS), and a real workload has been seen to hang even though p2pBandwidthLatencyTest passed, so validate with your own workload. An emulated PCIe switch in the guest does not help. Once P2P is on, NCCL also needs NCCL_P2P_LEVEL=PHB (or SYS) to use it across the guest&apos;s host bridge.</source>
        <translation>QEMU kann dem Gasttreiber sagen, welche GPUs direkt miteinander sprechen dürfen: Geben Sie dem vfio-pci-Gerät jeder GPU x-nv-gpudirect-clique=N (N von 0 bis 15; dasselbe N für GPUs, die untereinander P2P dürfen), z. B. -set device.hostpci0.x-nv-gpudirect-clique=0 in der args:-Zeile einer Proxmox-VM (qm showcmd VMID zeigt die Geräte-IDs). Bekannte Fallstricke: hidden=1 (setzt auch kvm=off) und eine -set-Zeile mit einer nicht existierenden Geräte-ID hebeln es beide stillschweigend aus. Vorbehalte: Die Clique behauptet die Fähigkeit, sie schafft sie nicht. Der Host muss P2P zwischen diesen GPUs wirklich weiterleiten (nvidia-smi topo -p2p r auf dem Host, IOMMU-Gruppen, ACS), und eine echte Last ist schon hängen geblieben, obwohl p2pBandwidthLatencyTest bestanden hatte; prüfen Sie es also mit Ihrer eigenen Last. Ein emulierter PCIe-Switch im Gast hilft nicht. Sobald P2P an ist, braucht NCCL außerdem NCCL_P2P_LEVEL=PHB (oder SYS), um es über die Host-Bridge des Gasts hinweg zu nutzen.</translation>
    </message>
    <message numerus="yes">
        <source>PCIe peer-to-peer is refused for %n GPU pair(s)</source>
        <translation>
            <numerusform>PCIe-Peer-to-Peer wird für %n GPU-Paar verweigert</numerusform>
            <numerusform>PCIe-Peer-to-Peer wird für %n GPU-Paare verweigert</numerusform>
        </translation>
    </message>
    <message>
        <source>nvidia-smi topo -p2p reports %1 between GPUs that would talk over PCIe. Transfers between them are staged through host memory.</source>
        <translation>nvidia-smi topo -p2p meldet %1 zwischen GPUs, die über PCIe kommunizieren würden. Übertragungen zwischen ihnen laufen über den Hostspeicher.</translation>
    </message>
    <message>
        <source>CNS: the driver does not allow P2P across the chipset or root complexes between these GPUs; placing them under one PCIe switch avoids it. GNS, and NS on most GeForce cards: the GPU model or driver does not offer PCIe P2P. TNS: the topology between them does not allow it. NVLink pairs are not affected.</source>
        <translation>CNS: Der Treiber erlaubt zwischen diesen GPUs kein P2P über den Chipsatz oder Root Complexes hinweg; sie unter einen PCIe-Switch zu setzen, umgeht das. GNS, und NS bei den meisten GeForce-Karten: Das GPU-Modell oder der Treiber bietet kein PCIe-P2P. TNS: Die Topologie zwischen ihnen erlaubt es nicht. NVLink-Paare sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The kernel could not place some PCI memory windows (BARs)</source>
        <translation>Der Kernel konnte einige PCI-Speicherfenster (BARs) nicht platzieren</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) have memory windows (BARs) that could not be placed</source>
        <translation>
            <numerusform>%n Gerät hat Speicherfenster (BARs), die nicht platziert werden konnten</numerusform>
            <numerusform>%n Geräte haben Speicherfenster (BARs), die nicht platziert werden konnten</numerusform>
        </translation>
    </message>
    <message>
        <source>A BAR the firmware or kernel could not assign leaves the device without its memory window: a GPU missing from nvidia-smi, or one that fails to initialise, is the usual result. Large-memory GPUs need BARs of tens to hundreds of GiB each, which must fit in the 64-bit address window the firmware offers.</source>
        <translation>Ein BAR, den Firmware oder Kernel nicht zuweisen konnten, lässt das Gerät ohne sein Speicherfenster: Eine GPU, die in nvidia-smi fehlt oder sich nicht initialisieren lässt, ist die übliche Folge. GPUs mit viel Speicher brauchen BARs von jeweils zig bis Hunderten GiB, die in das 64-Bit-Adressfenster passen müssen, das die Firmware bietet.</translation>
    </message>
    <message>
        <source>The kernel command line has pci=realloc=off; remove it or boot with pci=realloc so Linux redoes the assignment the firmware got wrong.</source>
        <translation>Die Kernel-Befehlszeile enthält pci=realloc=off; entfernen Sie es oder booten Sie mit pci=realloc, damit Linux die Zuweisung, die die Firmware falsch gemacht hat, neu vornimmt.</translation>
    </message>
    <message>
        <source>pci=realloc is already on the kernel command line, so the window itself is too small.</source>
        <translation>pci=realloc steht bereits auf der Kernel-Befehlszeile, also ist das Fenster selbst zu klein.</translation>
    </message>
    <message>
        <source>Boot with pci=realloc so Linux redoes the assignment the firmware got wrong (the kernel suggests it itself). Check that the parameter really reached /proc/cmdline: cloud images override GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub.d/.</source>
        <translation>Booten Sie mit pci=realloc, damit Linux die Zuweisung, die die Firmware falsch gemacht hat, neu vornimmt (der Kernel schlägt es selbst vor). Prüfen Sie, ob der Parameter wirklich in /proc/cmdline angekommen ist: Cloud-Images überschreiben GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub.d/.</translation>
    </message>
    <message>
        <source>In a VM the 64-bit MMIO window is the VM firmware&apos;s: it must cover every GPU&apos;s BARs (about %1 here). With OVMF, size it with -fw_cfg name=opt/ovmf/X-PciMmio64Mb,string=MiB (on Proxmox in the VM&apos;s args: line); with SeaBIOS, pci=realloc in the guest is the way.</source>
        <translation>In einer VM gehört das 64-Bit-MMIO-Fenster der Firmware der VM: Es muss die BARs aller GPUs abdecken (hier etwa %1). Mit OVMF stellen Sie die Größe mit -fw_cfg name=opt/ovmf/X-PciMmio64Mb,string=MiB ein (unter Proxmox in der args:-Zeile der VM); mit SeaBIOS ist pci=realloc im Gast der Weg.</translation>
    </message>
    <message>
        <source>On bare metal and hosts, enable Above 4G Decoding (and Resizable BAR) in the BIOS.</source>
        <translation>Auf Bare Metal und Hosts aktivieren Sie Above 4G Decoding (und Resizable BAR) im BIOS.</translation>
    </message>
    <message>
        <source>at %1 (can %2)</source>
        <translation>mit %1 (kann %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) trained with fewer lanes than they support</source>
        <translation>
            <numerusform>%n GPU-Link mit weniger Lanes trainiert, als er unterstützt</numerusform>
            <numerusform>%n GPU-Links mit weniger Lanes trainiert, als sie unterstützen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Power management lowers a link&apos;s speed, not its width, so a narrower link is a real loss: bandwidth drops in proportion to the missing lanes.</source>
        <translation>%1. Energiesparfunktionen senken die Geschwindigkeit eines Links, nicht seine Breite, daher ist ein schmalerer Link ein echter Verlust: Die Bandbreite sinkt im Verhältnis zu den fehlenden Lanes.</translation>
    </message>
    <message>
        <source>Check the slot&apos;s wiring (some x16 slots have 8 lanes), BIOS bifurcation settings, risers and retimers, and reseat the card. Compare with the slot&apos;s LnkCap on the port above.</source>
        <translation>Prüfen Sie die Verdrahtung des Steckplatzes (manche x16-Steckplätze haben 8 Lanes), die Bifurcation-Einstellungen im BIOS, Riser und Retimer, und stecken Sie die Karte neu. Vergleichen Sie mit dem LnkCap des Steckplatzes am Port darüber.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) run below their top speed</source>
        <translation>
            <numerusform>%n GPU-Link läuft unter seiner Höchstgeschwindigkeit</numerusform>
            <numerusform>%n GPU-Links laufen unter ihrer Höchstgeschwindigkeit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. GPUs lower their link speed when idle (down to 2.5 GT/s) and raise it under load, so a lower speed in a capture of idle GPUs is normal.</source>
        <translation>%1. GPUs senken im Leerlauf ihre Link-Geschwindigkeit (bis auf 2,5 GT/s) und heben sie unter Last an, daher ist eine niedrigere Geschwindigkeit in einer Erfassung untätiger GPUs normal.</translation>
    </message>
    <message>
        <source>On the host, the same GPUs&apos; links were at %1 when it was collected.</source>
        <translation>Auf dem Host standen die Links derselben GPUs bei der Erfassung auf %1.</translation>
    </message>
    <message>
        <source>In a VM, compare with the host&apos;s view of the same GPUs.</source>
        <translation>Vergleichen Sie in einer VM mit der Sicht des Hosts auf dieselben GPUs.</translation>
    </message>
    <message>
        <source>Look again while the GPU is busy (nvidia-smi -q, &quot;Link Gen Current&quot;, during a bandwidth test). If it stays low under load, suspect the slot, a riser, or a BIOS PCIe speed setting.</source>
        <translation>Sehen Sie noch einmal nach, während die GPU beschäftigt ist (nvidia-smi -q, „Link Gen Current“, während eines Bandbreitentests). Bleibt sie unter Last niedrig, stehen der Steckplatz, ein Riser oder eine PCIe-Geschwindigkeitseinstellung im BIOS unter Verdacht.</translation>
    </message>
    <message>
        <source>root port %1 advertises %2 above GPU%3, which can do %4</source>
        <translation>Root-Port %1 meldet %2 über GPU%3, die %4 kann</translation>
    </message>
    <message>
        <source>The VM&apos;s emulated root ports advertise a slower link than the GPUs have</source>
        <translation>Die emulierten Root-Ports der VM melden einen langsameren Link, als die GPUs haben</translation>
    </message>
    <message>
        <source>In this VM, %1. The number is only a label: data moves at the physical link&apos;s speed. But software that reads it (NCCL&apos;s topology detection, for one) may take it at its word, and NCCL falls back to assuming Gen3 when it cannot read a speed at all.</source>
        <translation>In dieser VM: %1. Die Zahl ist nur eine Beschriftung: Daten fließen mit der Geschwindigkeit des physischen Links. Software, die sie liest (etwa die Topologieerkennung von NCCL), nimmt sie aber womöglich beim Wort, und NCCL fällt auf Gen3 zurück, wenn es gar keine Geschwindigkeit lesen kann.</translation>
    </message>
    <message>
        <source>Newer QEMU machine types advertise faster root ports; QEMU&apos;s pcie-root-port also has x-speed and x-width properties. Or give NCCL the real speeds in an NCCL_TOPO_FILE.</source>
        <translation>Neuere QEMU-Maschinentypen melden schnellere Root-Ports; QEMUs pcie-root-port hat außerdem die Eigenschaften x-speed und x-width. Oder geben Sie NCCL die echten Geschwindigkeiten in einer NCCL_TOPO_FILE.</translation>
    </message>
    <message>
        <source>The IOMMU is off: no IOMMU groups on a machine that passes devices through</source>
        <translation>Die IOMMU ist aus: keine IOMMU-Gruppen auf einer Maschine, die Geräte durchreicht</translation>
    </message>
    <message>
        <source>/sys/kernel/iommu_groups is empty, so VFIO cannot isolate devices and PCI passthrough to VMs does not work.</source>
        <translation>/sys/kernel/iommu_groups ist leer, daher kann VFIO keine Geräte isolieren und PCI-Passthrough an VMs funktioniert nicht.</translation>
    </message>
    <message>
        <source>Enable the IOMMU in the BIOS (VT-d on Intel, IOMMU/AMD-Vi on AMD) and, on Intel, add intel_iommu=on to the kernel command line (AMD turns it on by itself when the BIOS does). iommu=pt keeps the host&apos;s own DMA fast. Reboot and check /sys/kernel/iommu_groups.</source>
        <translation>Aktivieren Sie die IOMMU im BIOS (VT-d bei Intel, IOMMU/AMD-Vi bei AMD) und fügen Sie bei Intel intel_iommu=on zur Kernel-Befehlszeile hinzu (AMD schaltet sie selbst ein, wenn das BIOS es tut). iommu=pt hält den DMA des Hosts selbst schnell. Starten Sie neu und prüfen Sie /sys/kernel/iommu_groups.</translation>
    </message>
    <message>
        <source>(no output: no IOMMU groups)</source>
        <translation>(keine Ausgabe: keine IOMMU-Gruppen)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs share IOMMU group %1</source>
        <translation>
            <numerusform>%n GPUs teilen sich IOMMU-Gruppe %1</numerusform>
            <numerusform>%n GPUs teilen sich IOMMU-Gruppe %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 shares IOMMU group %2 with other devices</source>
        <translation>GPU %1 teilt IOMMU-Gruppe %2 mit anderen Geräten</translation>
    </message>
    <message>
        <source>VFIO hands whole IOMMU groups to a VM: every device of group %1 (%2) must go to the same VM, or stay with the host, together, and the IOMMU does not isolate DMA between them. Groups follow the PCIe topology: devices below a switch or root port without ACS isolation end up together.</source>
        <translation>VFIO übergibt ganze IOMMU-Gruppen an eine VM: Jedes Gerät der Gruppe %1 (%2) muss an dieselbe VM gehen oder gemeinsam beim Host bleiben, und die IOMMU isoliert den DMA zwischen ihnen nicht. Gruppen folgen der PCIe-Topologie: Geräte unter einem Switch oder Root-Port ohne ACS-Isolation landen zusammen.</translation>
    </message>
    <message>
        <source>Pass the whole group to one VM (bind every member to vfio-pci), or move a card to a slot on another root port. pcie_acs_override (Proxmox and ACS-patched kernels) splits groups by pretending isolation exists: it removes the protection and is unsafe with untrusted guests. GPUs that should do P2P in one VM may share a group; then both must go to that VM.</source>
        <translation>Reichen Sie die ganze Gruppe an eine VM durch (binden Sie jedes Mitglied an vfio-pci), oder stecken Sie eine Karte in einen Steckplatz an einem anderen Root-Port. pcie_acs_override (Proxmox und Kernel mit ACS-Patch) teilt Gruppen auf, indem es eine Isolation vortäuscht: Es entfernt den Schutz und ist mit nicht vertrauenswürdigen Gästen unsicher. GPUs, die in einer VM P2P machen sollen, dürfen sich eine Gruppe teilen; dann müssen beide an diese VM gehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 pair(s)</source>
        <translation>
            <numerusform>%n %1-Paar</numerusform>
            <numerusform>%n %1-Paare</numerusform>
        </translation>
    </message>
    <message>
        <source> although nvidia-smi reports P2P as OK.</source>
        <translation>, obwohl nvidia-smi P2P als OK meldet.</translation>
    </message>
    <message>
        <source>Try NCCL_P2P_LEVEL=SYS (or PHB or NODE, to allow only the nearer pairs) and compare with nccl-tests (all_reduce_perf). P2P across sockets can be slower than staging, and has hung on some platforms: keep the setting only if it measures faster and runs stably.</source>
        <translation>Probieren Sie NCCL_P2P_LEVEL=SYS (oder PHB oder NODE, um nur die näheren Paare zuzulassen) und vergleichen Sie mit nccl-tests (all_reduce_perf). P2P über Sockel hinweg kann langsamer sein als der Umweg über den Speicher und ist auf manchen Plattformen hängen geblieben: Behalten Sie die Einstellung nur, wenn sie messbar schneller ist und stabil läuft.</translation>
    </message>
    <message>
        <source>NCCL underestimates this AMD machine&apos;s socket link</source>
        <translation>NCCL unterschätzt die Sockelverbindung dieser AMD-Maschine</translation>
    </message>
    <message>
        <source>GPUs on different sockets talk across AMD&apos;s socket link (SYS). NCCL assumes 16 GB/s for that link and turns off its LL128 protocol on SYS paths, so collectives that cross sockets are often under-tuned on dual-socket EPYC.</source>
        <translation>GPUs an verschiedenen Sockeln kommunizieren über AMDs Sockelverbindung (SYS). NCCL nimmt für diese Verbindung 16 GB/s an und schaltet auf SYS-Pfaden sein LL128-Protokoll ab, daher sind sockelübergreifende Kollektive auf Dual-Socket-EPYC oft schlecht abgestimmt.</translation>
    </message>
    <message>
        <source>Measure with nccl-tests. The known workaround is an NCCL_GRAPH_FILE or NCCL_TOPO_FILE with corrected bandwidths (NVIDIA/nccl PRs #2036 and #2113 discuss it). Keep tensor-parallel groups within one socket where you can.</source>
        <translation>Messen Sie mit nccl-tests. Die bekannte Abhilfe ist eine NCCL_GRAPH_FILE oder NCCL_TOPO_FILE mit korrigierten Bandbreiten (die NVIDIA/nccl-PRs #2036 und #2113 behandeln das). Halten Sie Tensor-Parallel-Gruppen nach Möglichkeit innerhalb eines Sockels.</translation>
    </message>
    <message>
        <source>GPU%1–GPU%2: the tree says %3, nvidia-smi says %4</source>
        <translation>GPU%1–GPU%2: Der Baum sagt %3, nvidia-smi sagt %4</translation>
    </message>
    <message numerus="yes">
        <source>The PCI tree and nvidia-smi disagree on %n GPU pair(s)</source>
        <translation>
            <numerusform>Der PCI-Baum und nvidia-smi sind sich bei %n GPU-Paar uneinig</numerusform>
            <numerusform>Der PCI-Baum und nvidia-smi sind sich bei %n GPU-Paaren uneinig</numerusform>
        </translation>
    </message>
    <message>
        <source>Either a capture is incomplete (a tree without some bridges, NUMA nodes missing), the captures come from different boots, or nvidia-smi numbers the GPUs differently from what their bus IDs say. nvidia-smi&apos;s class is what the driver and NCCL act on.</source>
        <translation>Entweder ist eine Erfassung unvollständig (ein Baum ohne einige Bridges, fehlende NUMA-Knoten), die Erfassungen stammen aus verschiedenen Boots, oder nvidia-smi nummeriert die GPUs anders, als ihre Bus-IDs sagen. Nach der Klasse von nvidia-smi richten sich Treiber und NCCL.</translation>
    </message>
    <message>
        <source>Compare the GPUs&apos; bus IDs in nvidia-smi -q with lspci, and collect lspci -tv, numactl -H and nvidia-smi topo -m in one go (topolens collect does).</source>
        <translation>Vergleichen Sie die Bus-IDs der GPUs in nvidia-smi -q mit lspci, und erfassen Sie lspci -tv, numactl -H und nvidia-smi topo -m in einem Durchgang (topolens collect tut das).</translation>
    </message>
    <message numerus="yes">
        <source>%n guest GPU(s) are matched to host GPUs only by order</source>
        <translation>
            <numerusform>%n Gast-GPU ist Host-GPUs nur über die Reihenfolge zugeordnet</numerusform>
            <numerusform>%n Gast-GPUs sind Host-GPUs nur über die Reihenfolge zugeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing seen on both sides identifies %1, so TopoLens paired them with host GPUs in bus order. A VM&apos;s slot order need not follow the host&apos;s, so every host-versus-guest comparison for these GPUs rests on a guess.</source>
        <translation>Nichts, was auf beiden Seiten zu sehen ist, identifiziert %1, daher hat TopoLens sie in Busreihenfolge mit Host-GPUs gepaart. Die Steckplatzreihenfolge einer VM muss nicht der des Hosts folgen, daher beruht jeder Vergleich von Host und Gast für diese GPUs auf einer Vermutung.</translation>
    </message>
    <message>
        <source>The host has no nvidia-smi output (its GPUs are probably bound to vfio-pci), so host GPU numbers also follow bus order.</source>
        <translation>Der Host hat keine nvidia-smi-Ausgabe (seine GPUs sind vermutlich an vfio-pci gebunden), daher folgen auch die Host-GPU-Nummern der Busreihenfolge.</translation>
    </message>
    <message>
        <source>Collect an identifier on both sides: GPU UUIDs need nvidia-smi on the host too (run it while the GPUs are still bound to the nvidia driver), or the PCIe Device Serial Number, which lspci -vvv shows only when run as root (topolens collect --sudo, on host and guest). On Proxmox, qm config and /etc/pve/mapping/pci.cfg name the host addresses behind each hostpciN.</source>
        <translation>Erfassen Sie auf beiden Seiten eine Kennung: GPU-UUIDs brauchen nvidia-smi auch auf dem Host (führen Sie es aus, solange die GPUs noch am nvidia-Treiber hängen), oder die PCIe Device Serial Number, die lspci -vvv nur als root zeigt (topolens collect --sudo, auf Host und Gast). Unter Proxmox nennen qm config und /etc/pve/mapping/pci.cfg die Host-Adressen hinter jedem hostpciN.</translation>
    </message>
    <message>
        <source>These GPUs are vGPUs: PCIe peer-to-peer is not available</source>
        <translation>Diese GPUs sind vGPUs: PCIe-Peer-to-Peer ist nicht verfügbar</translation>
    </message>
    <message>
        <source>nvidia-smi reports virtualization mode VGPU for %1. NVIDIA vGPU does not support P2P transfers over PCIe; NVLink P2P works only with some full-framebuffer vGPU profiles.</source>
        <translation>nvidia-smi meldet den Virtualisierungsmodus VGPU für %1. NVIDIA vGPU unterstützt keine P2P-Übertragungen über PCIe; NVLink-P2P funktioniert nur mit einigen vGPU-Profilen mit vollem Framebuffer.</translation>
    </message>
    <message>
        <source>For PCIe P2P, pass the whole GPUs through (vfio-pci) instead of vGPU profiles.</source>
        <translation>Für PCIe-P2P reichen Sie die ganzen GPUs durch (vfio-pci) statt vGPU-Profilen.</translation>
    </message>
    <message numerus="yes">
        <source>BAR1 is only 256 MiB or less on %n GPU(s)</source>
        <translation>
            <numerusform>BAR1 ist bei %n GPU nur 256 MiB groß oder kleiner</numerusform>
            <numerusform>BAR1 ist bei %n GPUs nur 256 MiB groß oder kleiner</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 expose only a small window of their memory to the bus (BAR1), which means Resizable BAR is off or unsupported. P2P and GPUDirect setups that map peer memory through BAR1 are limited by it.</source>
        <translation>%1 legen nur ein kleines Fenster ihres Speichers für den Bus offen (BAR1), das heißt, Resizable BAR ist aus oder nicht unterstützt. P2P- und GPUDirect-Setups, die Peer-Speicher über BAR1 abbilden, werden dadurch begrenzt.</translation>
    </message>
    <message>
        <source>Enable Above 4G Decoding and Resizable BAR in the BIOS. In a VM, check on the host: the guest may not see the Resizable BAR capability, and the VM&apos;s 64-bit MMIO window must be large enough for the bigger BAR.</source>
        <translation>Aktivieren Sie Above 4G Decoding und Resizable BAR im BIOS. In einer VM prüfen Sie das auf dem Host: Der Gast sieht die Resizable-BAR-Fähigkeit womöglich nicht, und das 64-Bit-MMIO-Fenster der VM muss für den größeren BAR groß genug sein.</translation>
    </message>
    <message>
        <source>ACS redirection is on at the switch ports above %1</source>
        <translation>ACS-Umleitung ist an den Switch-Ports über %1 aktiv</translation>
    </message>
    <message>
        <source>With ACS redirection on, peer traffic between devices under the same switch is sent up to the root complex to be checked instead of straight across the switch, which costs bandwidth and latency. It is also what keeps the devices below the switch in separate IOMMU groups.</source>
        <translation>Mit aktiver ACS-Umleitung wird Peer-Verkehr zwischen Geräten unter demselben Switch zur Prüfung hinauf zum Root Complex geschickt, statt direkt über den Switch zu laufen, was Bandbreite und Latenz kostet. Sie ist zugleich das, was die Geräte unter dem Switch in getrennten IOMMU-Gruppen hält.</translation>
    </message>
    <message>
        <source>On a virtualization host keep it on: it isolates devices given to different VMs. Turn it off only if every GPU under the switch goes to the same VM.</source>
        <translation>Auf einem Virtualisierungshost lassen Sie sie an: Sie isoliert Geräte, die verschiedenen VMs gegeben werden. Schalten Sie sie nur ab, wenn jede GPU unter dem Switch an dieselbe VM geht.</translation>
    </message>
    <message>
        <source>On bare metal, turning ACS redirection off on the switch (a BIOS option, or setpci at boot) lets P2P under the switch go direct. Measure before and after.</source>
        <translation>Auf Bare Metal lässt das Abschalten der ACS-Umleitung am Switch (eine BIOS-Option, oder setpci beim Booten) P2P unter dem Switch direkt laufen. Messen Sie vorher und nachher.</translation>
    </message>
    <message>
        <source>GPU UUID</source>
        <translation>GPU-UUID</translation>
    </message>
    <message>
        <source>board serial number</source>
        <translation>Seriennummer der Karte</translation>
    </message>
    <message>
        <source>PCIe Device Serial Number</source>
        <translation>PCIe Device Serial Number</translation>
    </message>
    <message>
        <source>Proxmox hostpciN</source>
        <translation>Proxmox-hostpciN</translation>
    </message>
    <message>
        <source>order (assumed)</source>
        <translation>Reihenfolge (angenommen)</translation>
    </message>
    <message>
        <source>(the Proxmox configuration suggests host GPU%1 instead: %2)</source>
        <translation>(die Proxmox-Konfiguration legt stattdessen Host-GPU%1 nahe: %2)</translation>
    </message>
    <message>
        <source>no identifier seen on both sides</source>
        <translation>keine auf beiden Seiten gesehene Kennung</translation>
    </message>
    <message>
        <source>the hostnodes= of the numaN entries in the VM&apos;s Proxmox configuration</source>
        <translation>die hostnodes= der numaN-Einträge in der Proxmox-Konfiguration der VM</translation>
    </message>
    <message>
        <source>assumed: the guest has as many NUMA nodes as the host, so guest node i is taken for host node i (make it true with numaN: …,hostnodes=i,policy=bind)</source>
        <translation>angenommen: Der Gast hat so viele NUMA-Knoten wie der Host, daher gilt Gast-Knoten i als Host-Knoten i (machen Sie es wahr mit numaN: …,hostnodes=i,policy=bind)</translation>
    </message>
    <message>
        <source>the NCCL dump %1 of %2</source>
        <translation>der NCCL-Dump %1 von %2</translation>
    </message>
    <message>
        <source>uname and the host&apos;s PCI host bridges</source>
        <translation>uname und die PCI-Host-Bridges des Hosts</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine to take the topology from</source>
        <translation>der Snapshot hat keine Host- oder Bare-Metal-Maschine, aus der die Topologie zu nehmen wäre</translation>
    </message>
    <message>
        <source>the snapshot has no guest: a guest&apos;s NCCL_TOPO_FILE needs the guest&apos;s bus ids (use --for host for the host&apos;s own topology)</source>
        <translation>der Snapshot hat keinen Gast: Eine NCCL_TOPO_FILE für einen Gast braucht dessen Bus-IDs (verwenden Sie --for host für die eigene Topologie des Hosts)</translation>
    </message>
    <message>
        <source>guest GPU%1 is left out: its bus id or its host GPU is unknown</source>
        <translation>Gast-GPU%1 wird ausgelassen: Ihre Bus-ID oder ihre Host-GPU ist unbekannt</translation>
    </message>
    <message>
        <source>no guest GPU could be matched to a host GPU</source>
        <translation>keine Gast-GPU konnte einer Host-GPU zugeordnet werden</translation>
    </message>
    <message>
        <source>the machine has no GPU with a bus id</source>
        <translation>die Maschine hat keine GPU mit Bus-ID</translation>
    </message>
    <message>
        <source>the host does not say the PCIe link of GPU%1 (%2); NCCL will read %3 link instead</source>
        <translation>der Host nennt den PCIe-Link von GPU%1 (%2) nicht; NCCL liest stattdessen %3</translation>
    </message>
    <message>
        <source>the guest&apos;s virtual</source>
        <translation>den virtuellen Link des Gasts</translation>
    </message>
    <message>
        <source>its own</source>
        <translation>seinen eigenen Link</translation>
    </message>
    <message>
        <source>the host does not report the NUMA node of every GPU; those sit under &lt;cpu numaid=&quot;-1&quot;&gt;, and NCCL cannot tell which socket they are on</source>
        <translation>der Host meldet nicht den NUMA-Knoten jeder GPU; diese stehen unter &lt;cpu numaid=&quot;-1&quot;&gt;, und NCCL kann nicht erkennen, an welchem Sockel sie hängen</translation>
    </message>
    <message>
        <source>numaid keeps the host&apos;s node numbers (the guest&apos;s NUMA nodes do not correspond one to one), so NCCL still sees which GPUs share a socket; CPU affinity is left to NCCL</source>
        <translation>numaid behält die Knotennummern des Hosts (die NUMA-Knoten des Gasts entsprechen ihnen nicht eins zu eins), daher sieht NCCL weiterhin, welche GPUs sich einen Sockel teilen; die CPU-Affinität bleibt NCCL überlassen</translation>
    </message>
    <message>
        <source>guest NUMA nodes: %1</source>
        <translation>Gast-NUMA-Knoten: %1</translation>
    </message>
    <message>
        <source>the CPU architecture or vendor is unknown, so &lt;cpu&gt; lacks arch/vendor: NCCL fills them in only for CPUs whose GPUs a job uses, and fails (&quot;Attribute arch of node cpu not found&quot;) on the others; add them by hand (arch=&quot;x86_64&quot; vendor=&quot;AuthenticAMD&quot; or &quot;GenuineIntel&quot;)</source>
        <translation>CPU-Architektur oder -Hersteller sind unbekannt, daher fehlen &lt;cpu&gt; arch/vendor: NCCL ergänzt sie nur für CPUs, deren GPUs ein Job nutzt, und scheitert bei den anderen („Attribute arch of node cpu not found“); ergänzen Sie sie von Hand (arch=&quot;x86_64&quot; vendor=&quot;AuthenticAMD&quot; oder &quot;GenuineIntel&quot;)</translation>
    </message>
    <message>
        <source>Intel CPU of unknown family and model: NCCL needs familyid and modelid on every &lt;cpu&gt; it keeps; a job on the GPUs of one NUMA node fails on the other &lt;cpu&gt;. Add them from /proc/cpuinfo (&quot;cpu family&quot;, &quot;model&quot;), or include an NCCL_TOPO_DUMP_FILE capture in the snapshot</source>
        <translation>Intel-CPU unbekannter Familie und unbekannten Modells: NCCL braucht familyid und modelid an jedem &lt;cpu&gt;, das es behält; ein Job auf den GPUs eines NUMA-Knotens scheitert am anderen &lt;cpu&gt;. Ergänzen Sie sie aus /proc/cpuinfo („cpu family“, „model“), oder nehmen Sie eine NCCL_TOPO_DUMP_FILE-Erfassung in den Snapshot auf</translation>
    </message>
    <message>
        <source>the topology needs %1 elements; NCCL reads at most %2</source>
        <translation>die Topologie braucht %1 Elemente; NCCL liest höchstens %2</translation>
    </message>
    <message>
        <source>NCCL_TOPO_FILE for the guest %1, written by TopoLens %2 from the host %3:</source>
        <translation>NCCL_TOPO_FILE für den Gast %1, geschrieben von TopoLens %2 aus dem Host %3:</translation>
    </message>
    <message>
        <source>NCCL topology of %1, written by TopoLens %2:</source>
        <translation>NCCL-Topologie von %1, geschrieben von TopoLens %2:</translation>
    </message>
    <message>
        <source>the host&apos;s NUMA nodes and PCIe switches with the guest&apos;s bus ids (switches get made-up ids ffff:NN:NN.0, which the VM does not have).</source>
        <translation>die NUMA-Knoten und PCIe-Switches des Hosts mit den Bus-IDs des Gasts (Switches erhalten erfundene IDs ffff:NN:NN.0, die die VM nicht hat).</translation>
    </message>
    <message>
        <source>the machine&apos;s NUMA nodes and PCIe switches as NCCL&apos;s own dump shows them.</source>
        <translation>die NUMA-Knoten und PCIe-Switches der Maschine, wie NCCLs eigener Dump sie zeigt.</translation>
    </message>
    <message>
        <source>&lt;gpu&gt; and &lt;nic&gt; are left out: NCCL adds them from the driver when it loads the file.</source>
        <translation>&lt;gpu&gt; und &lt;nic&gt; fehlen: NCCL ergänzt sie vom Treiber, wenn es die Datei lädt.</translation>
    </message>
    <message>
        <source>Guest NUMA nodes: %1.</source>
        <translation>Gast-NUMA-Knoten: %1.</translation>
    </message>
    <message>
        <source>it holds %1 elements and %2 GPUs, not %3 and %4</source>
        <translation>sie enthält %1 Elemente und %2 GPUs, nicht %3 und %4</translation>
    </message>
    <message>
        <source>the written topology does not read back cleanly: %1</source>
        <translation>die geschriebene Topologie lässt sich nicht sauber zurücklesen: %1</translation>
    </message>
    <message>
        <source>root complex %1</source>
        <translation>Root Complex %1</translation>
    </message>
    <message>
        <source>not both in the PCI tree</source>
        <translation>nicht beide im PCI-Baum</translation>
    </message>
    <message>
        <source>both below %1 %2</source>
        <translation>beide unter %1 %2</translation>
    </message>
    <message>
        <source>through several bridges below %1 %2, without the host bridge</source>
        <translation>über mehrere Bridges unter %1 %2, ohne die Host-Bridge</translation>
    </message>
    <message>
        <source>through the host bridge of root complex %1</source>
        <translation>über die Host-Bridge von Root Complex %1</translation>
    </message>
    <message>
        <source>between NUMA nodes %1 and %2 (socket interconnect)</source>
        <translation>zwischen NUMA-Knoten %1 und %2 (Sockelverbindung)</translation>
    </message>
    <message>
        <source>root complexes %1 and %2 are on different NUMA nodes</source>
        <translation>Root Complexes %1 und %2 liegen auf verschiedenen NUMA-Knoten</translation>
    </message>
    <message>
        <source>between root complexes within a NUMA node</source>
        <translation>zwischen Root Complexes innerhalb eines NUMA-Knotens</translation>
    </message>
    <message>
        <source>different root complexes (%1, %2) of one NUMA node</source>
        <translation>verschiedene Root Complexes (%1, %2) eines NUMA-Knotens</translation>
    </message>
    <message>
        <source>between root complexes (NUMA node unknown)</source>
        <translation>zwischen Root Complexes (NUMA-Knoten unbekannt)</translation>
    </message>
    <message>
        <source>different root complexes, but their NUMA nodes are unknown</source>
        <translation>verschiedene Root Complexes, aber ihre NUMA-Knoten sind unbekannt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>the snapshot has no host machine to take the layout from</source>
        <translation>der Snapshot hat keine Host-Maschine, aus der das Layout zu nehmen wäre</translation>
    </message>
    <message>
        <source>pxb-pcie expanders need the q35 machine type; the VM&apos;s configuration says machine: %1</source>
        <translation>pxb-pcie-Expander brauchen den Maschinentyp q35; die Konfiguration der VM sagt machine: %1</translation>
    </message>
    <message>
        <source>i440fx (default)</source>
        <translation>i440fx (Standard)</translation>
    </message>
    <message>
        <source>guest GPU%1 is taken for host GPU%2 by order only</source>
        <translation>Gast-GPU%1 gilt nur aufgrund der Reihenfolge als Host-GPU%2</translation>
    </message>
    <message>
        <source>no guest or VM configuration says which GPUs the VM gets: the layout passes every host GPU</source>
        <translation>weder ein Gast noch eine VM-Konfiguration sagt, welche GPUs die VM bekommt: Das Layout reicht jede Host-GPU durch</translation>
    </message>
    <message>
        <source>the host has no GPU with a bus id to pass through</source>
        <translation>der Host hat keine GPU mit Bus-ID zum Durchreichen</translation>
    </message>
    <message>
        <source>the number of vCPUs is unknown, so no guest NUMA nodes are suggested; the expanders get no numa_node</source>
        <translation>die Anzahl der vCPUs ist unbekannt, daher werden keine Gast-NUMA-Knoten vorgeschlagen; die Expander erhalten kein numa_node</translation>
    </message>
    <message numerus="yes">
        <source>%n expander(s) of %1 bus numbers each do not fit between bus %2 and 255</source>
        <translation>
            <numerusform>%n Expander mit je %1 Busnummern passt nicht zwischen Bus %2 und 255</numerusform>
            <numerusform>%n Expander mit je %1 Busnummern passen nicht zwischen Bus %2 und 255</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs whose peer-to-peer reads the host driver reports OK (nvidia-smi topo -p2p r)</source>
        <translation>GPUs, deren Peer-to-Peer-Lesen der Host-Treiber als OK meldet (nvidia-smi topo -p2p r)</translation>
    </message>
    <message>
        <source>GPUs on one NVLink fabric or PCIe switch of the host (nvidia-smi topo -m); P2P status was not collected</source>
        <translation>GPUs an einer NVLink-Fabric oder einem PCIe-Switch des Hosts (nvidia-smi topo -m); der P2P-Status wurde nicht erfasst</translation>
    </message>
    <message>
        <source>no clique: the host&apos;s P2P status (nvidia-smi topo -p2p r) and link classes were not collected, so nothing says which GPUs can reach each other</source>
        <translation>keine Clique: Der P2P-Status des Hosts (nvidia-smi topo -p2p r) und die Link-Klassen wurden nicht erfasst, daher sagt nichts, welche GPUs einander erreichen können</translation>
    </message>
    <message>
        <source>no clique: %1 groups, the driver takes ids 0–%2 only</source>
        <translation>keine Clique: %1 Gruppen, der Treiber nimmt nur die IDs 0–%2</translation>
    </message>
    <message>
        <source>cpu: …,hidden=1 hides KVM from the guest (kvm=off), and the NVIDIA driver then ignores x-nv-gpudirect-clique; remove hidden=1</source>
        <translation>cpu: …,hidden=1 verbirgt KVM vor dem Gast (kvm=off), und der NVIDIA-Treiber ignoriert dann x-nv-gpudirect-clique; entfernen Sie hidden=1</translation>
    </message>
    <message>
        <source>some expanders get no numa_node: their GPUs&apos; host NUMA node, or a guest node bound to it, is unknown</source>
        <translation>einige Expander erhalten kein numa_node: Der Host-NUMA-Knoten ihrer GPUs oder ein daran gebundener Gast-Knoten ist unbekannt</translation>
    </message>
    <message>
        <source># One PCIe expander (pxb-pcie) per host root complex, on the guest NUMA node of its host socket;</source>
        <translation># Ein PCIe-Expander (pxb-pcie) pro Host-Root-Complex, auf dem Gast-NUMA-Knoten seines Host-Sockels;</translation>
    </message>
    <message>
        <source># One PCIe expander (pxb-pcie) per host NUMA node, on the guest NUMA node bound to it;</source>
        <translation># Ein PCIe-Expander (pxb-pcie) pro Host-NUMA-Knoten, auf dem daran gebundenen Gast-NUMA-Knoten;</translation>
    </message>
    <message>
        <source># each GPU behind its own root port. Lines starting with # explain; do not paste them into the</source>
        <translation># jede GPU hinter ihrem eigenen Root-Port. Zeilen, die mit # beginnen, erklären; fügen Sie sie nicht in die</translation>
    </message>
    <message>
        <source># .conf (Proxmox keeps # lines as the VM&apos;s description).</source>
        <translation># .conf ein (Proxmox behält #-Zeilen als Beschreibung der VM).</translation>
    </message>
    <message>
        <source># 1. In /etc/pve/qemu-server/%1.conf delete these lines (the args line passes the same GPUs):</source>
        <translation># 1. Löschen Sie in /etc/pve/qemu-server/%1.conf diese Zeilen (die args-Zeile reicht dieselben GPUs durch):</translation>
    </message>
    <message>
        <source>#      every hostpciN line that passes one of the GPUs below</source>
        <translation>#      jede hostpciN-Zeile, die eine der GPUs unten durchreicht</translation>
    </message>
    <message>
        <source># 2. Guest NUMA nodes, as the VM&apos;s configuration binds them (keep these):</source>
        <translation># 2. Gast-NUMA-Knoten, wie die Konfiguration der VM sie bindet (behalten Sie diese):</translation>
    </message>
    <message>
        <source># 2. Guest NUMA nodes bound to the host&apos;s (numa_node below must name an existing guest node):</source>
        <translation># 2. Gast-NUMA-Knoten, an die des Hosts gebunden (numa_node unten muss einen existierenden Gast-Knoten nennen):</translation>
    </message>
    <message>
        <source>#      (none: the host NUMA nodes or the vCPU count are unknown)</source>
        <translation>#      (keine: Die Host-NUMA-Knoten oder die Anzahl der vCPUs sind unbekannt)</translation>
    </message>
    <message>
        <source># 3. The expanders, root ports and GPUs, as one line:</source>
        <translation># 3. Die Expander, Root-Ports und GPUs, als eine Zeile:</translation>
    </message>
    <message>
        <source># Expected in the guest (the firmware numbers the buses; check with lspci -tv and nvidia-smi topo -m):</source>
        <translation># Erwartet im Gast (die Firmware nummeriert die Busse; prüfen Sie mit lspci -tv und nvidia-smi topo -m):</translation>
    </message>
    <message>
        <source>host GPU%1 (guest GPU%2 today)</source>
        <translation>Host-GPU%1 (heute Gast-GPU%2)</translation>
    </message>
    <message>
        <source>host GPU%1</source>
        <translation>Host-GPU%1</translation>
    </message>
    <message>
        <source>#   %1: host %2 (NUMA %3, root complex %4) → %5 behind %6 on %7 (bus %8, guest NUMA %9)</source>
        <translation>#   %1: Host %2 (NUMA %3, Root Complex %4) → %5 hinter %6 an %7 (Bus %8, Gast-NUMA %9)</translation>
    </message>
    <message>
        <source># Caveats:</source>
        <translation># Vorbehalte:</translation>
    </message>
    <message>
        <source>#   - Proxmox binds to vfio-pci, resets and reserves only devices listed as hostpciN. With args it does</source>
        <translation>#   - Proxmox bindet nur als hostpciN aufgeführte Geräte an vfio-pci, setzt sie zurück und reserviert sie. Mit args tut es</translation>
    </message>
    <message>
        <source>#     none of that: bind the GPUs to vfio-pci on the host first (vfio-pci.ids=… on the kernel command</source>
        <translation>#     nichts davon: Binden Sie die GPUs zuerst auf dem Host an vfio-pci (vfio-pci.ids=… auf der Kernel-Befehlszeile</translation>
    </message>
    <message>
        <source>#     line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.</source>
        <translation>#     oder driverctl set-override BDF vfio-pci), und geben Sie sie keiner anderen VM.</translation>
    </message>
    <message>
        <source>#   - Each GPU&apos;s whole IOMMU group must be bound to vfio-pci.</source>
        <translation>#   - Die ganze IOMMU-Gruppe jeder GPU muss an vfio-pci gebunden sein.</translation>
    </message>
    <message>
        <source>#   - x-nv-gpudirect-clique=N (QEMU ≥ 2.11) tells the NVIDIA guest driver that GPUs with the same N can</source>
        <translation>#   - x-nv-gpudirect-clique=N (QEMU ≥ 2.11) sagt dem NVIDIA-Gasttreiber, dass GPUs mit demselben N einander</translation>
    </message>
    <message>
        <source>#     reach each other peer-to-peer. It asserts that; it does not create the path: the host&apos;s IOMMU,</source>
        <translation>#     per Peer-to-Peer erreichen. Es behauptet das; es schafft den Pfad nicht: IOMMU, ACS und Root Complexes</translation>
    </message>
    <message>
        <source>#     ACS and root complexes must really carry P2P between them. It is ignored when the guest runs with</source>
        <translation>#     des Hosts müssen P2P zwischen ihnen wirklich tragen. Es wird ignoriert, wenn der Gast mit</translation>
    </message>
    <message>
        <source>#     kvm=off (cpu: …,hidden=1 or x-vga=1). Verify with a real workload (an NCCL all-reduce), not only</source>
        <translation>#     kvm=off läuft (cpu: …,hidden=1 oder x-vga=1). Prüfen Sie mit einer echten Last (einem NCCL-All-Reduce), nicht nur</translation>
    </message>
    <message>
        <source>#     p2pBandwidthLatencyTest. Cliques here: %1.</source>
        <translation>#     mit p2pBandwidthLatencyTest. Cliquen hier: %1.</translation>
    </message>
    <message>
        <source>guest NUMA nodes, each bound to the host node of its GPUs</source>
        <translation>Gast-NUMA-Knoten, jeder an den Host-Knoten seiner GPUs gebunden</translation>
    </message>
    <message>
        <source>%1: host root complex %2, host NUMA node %3</source>
        <translation>%1: Host-Root-Complex %2, Host-NUMA-Knoten %3</translation>
    </message>
    <message>
        <source>x-nv-gpudirect-clique (libvirt ≥ 8.2): asserts to the NVIDIA guest driver that GPUs with one clique id can do P2P; it does not create the path. Verify with a real workload. Cliques: %1</source>
        <translation>x-nv-gpudirect-clique (libvirt ≥ 8.2): behauptet gegenüber dem NVIDIA-Gasttreiber, dass GPUs mit derselben Clique-ID P2P können; es schafft den Pfad nicht. Prüfen Sie mit einer echten Last. Cliquen: %1</translation>
    </message>
    <message>
        <source>NVLink clique</source>
        <translation>NVLink-Clique</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe-Switch</translation>
    </message>
    <message>
        <source>NUMA node</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <source>in the guest&apos;s numbering</source>
        <translation>in der Nummerierung des Gasts</translation>
    </message>
    <message>
        <source>in the host&apos;s numbering</source>
        <translation>in der Nummerierung des Hosts</translation>
    </message>
    <message numerus="yes">
        <source>All %n GPU(s) share one %1: tensor parallelism across all of them keeps its all-reduces inside it.</source>
        <translation>
            <numerusform>Die %n GPU teilt sich einen %1: Tensor-Parallelität über sie hält ihre All-Reduces darin.</numerusform>
            <numerusform>Alle %n GPUs teilen sich einen %1: Tensor-Parallelität über alle hält ihre All-Reduces darin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Parallelism: tensor parallelism all-reduces in every layer, pipeline parallelism passes activations once per stage.</source>
        <translation>Parallelität: Tensor-Parallelität führt in jeder Schicht All-Reduces aus, Pipeline-Parallelität gibt Aktivierungen einmal pro Stufe weiter.</translation>
    </message>
    <message>
        <source>Keep each tensor-parallel group inside one %1 — GPUs %2 with this layout (%3 %4 today) — and run pipeline stages across them.</source>
        <translation>Halten Sie jede Tensor-Parallel-Gruppe innerhalb eines %1 — GPUs %2 mit diesem Layout (heute %3 %4) — und verteilen Sie die Pipeline-Stufen über sie.</translation>
    </message>
    <message>
        <source>For these %1 GPUs: TP=%2 × PP=%3. TP=%1 would send every all-reduce across the %4 boundary%5.</source>
        <translation>Für diese %1 GPUs: TP=%2 × PP=%3. TP=%1 würde jedes All-Reduce über die Grenze des %4 schicken%5.</translation>
    </message>
    <message>
        <source> (the socket interconnect; NCCL models AMD&apos;s at 16 GB/s)</source>
        <translation> (die Sockelverbindung; NCCL modelliert die von AMD mit 16 GB/s)</translation>
    </message>
    <message>
        <source>The groups differ in size; a tensor-parallel degree that divides the smallest group keeps each group inside one %1.</source>
        <translation>Die Gruppen sind unterschiedlich groß; ein Tensor-Parallel-Grad, der die kleinste Gruppe teilt, hält jede Gruppe innerhalb eines %1.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cancelled before it started</source>
        <translation>abgebrochen, bevor es begann</translation>
    </message>
    <message>
        <source>not run: could not connect</source>
        <translation>nicht ausgeführt: keine Verbindung möglich</translation>
    </message>
    <message>
        <source>kernel, host name and board</source>
        <translation>Kernel, Hostname und Board</translation>
    </message>
    <message>
        <source>PCI tree</source>
        <translation>PCI-Baum</translation>
    </message>
    <message>
        <source>PCI capabilities, links, BARs, NUMA, IOMMU</source>
        <translation>PCI-Fähigkeiten, Links, BARs, NUMA, IOMMU</translation>
    </message>
    <message>
        <source>the same as root, without a password prompt (opt-in)</source>
        <translation>dasselbe als root, ohne Passwortabfrage (optional)</translation>
    </message>
    <message>
        <source>IOMMU groups</source>
        <translation>IOMMU-Gruppen</translation>
    </message>
    <message>
        <source>NUMA nodes and distances</source>
        <translation>NUMA-Knoten und Distanzen</translation>
    </message>
    <message>
        <source>NUMA nodes from sysfs (when numactl is missing)</source>
        <translation>NUMA-Knoten aus sysfs (wenn numactl fehlt)</translation>
    </message>
    <message>
        <source>kernel command line (IOMMU, ACS, pci=realloc)</source>
        <translation>Kernel-Befehlszeile (IOMMU, ACS, pci=realloc)</translation>
    </message>
    <message>
        <source>GPU connection classes and affinity</source>
        <translation>GPU-Verbindungsklassen und Affinität</translation>
    </message>
    <message>
        <source>P2P read status</source>
        <translation>P2P-Lesestatus</translation>
    </message>
    <message>
        <source>P2P write status</source>
        <translation>P2P-Schreibstatus</translation>
    </message>
    <message>
        <source>P2P NVLink status</source>
        <translation>P2P-NVLink-Status</translation>
    </message>
    <message>
        <source>P2P atomics status</source>
        <translation>P2P-Atomics-Status</translation>
    </message>
    <message>
        <source>GPU report: UUID, serial, PCI, link</source>
        <translation>GPU-Bericht: UUID, Seriennummer, PCI, Link</translation>
    </message>
    <message>
        <source>GPU table (for old drivers without -q -x)</source>
        <translation>GPU-Tabelle (für alte Treiber ohne -q -x)</translation>
    </message>
    <message>
        <source>BAR allocation and IOMMU messages, when the kernel log is readable</source>
        <translation>BAR-Zuweisung und IOMMU-Meldungen, wenn das Kernel-Log lesbar ist</translation>
    </message>
    <message>
        <source>the VM&apos;s configuration (hostpciN)</source>
        <translation>die Konfiguration der VM (hostpciN)</translation>
    </message>
    <message>
        <source>Proxmox PCI resource mappings</source>
        <translation>Proxmox-PCI-Ressourcenzuordnungen</translation>
    </message>
    <message>
        <source>cancelled while running</source>
        <translation>während der Ausführung abgebrochen</translation>
    </message>
    <message>
        <source>the connection was lost while it ran: %1</source>
        <translation>die Verbindung brach während der Ausführung ab: %1</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>no result within the time limit; stopped</source>
        <translation>kein Ergebnis innerhalb des Zeitlimits; angehalten</translation>
    </message>
    <message>
        <source>output passed the %1 MiB limit; the rest was dropped</source>
        <translation>die Ausgabe überschritt das Limit von %1 MiB; der Rest wurde verworfen</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>ended without an exit status</source>
        <translation>ohne Exit-Status beendet</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>not installed (%1)</source>
        <translation>nicht installiert (%1)</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>exit status %1: %2</source>
        <translation>Exit-Status %1: %2</translation>
    </message>
    <message>
        <source>The authenticity of host %1 can&apos;t be established: it is not in %2.
Its %3 key fingerprint is %4.
Compare it with the output of `ssh-keygen -lf %5` on that machine.</source>
        <translation>Die Echtheit des Hosts %1 kann nicht festgestellt werden: Er steht nicht in %2.
Der Fingerabdruck seines %3-Schlüssels ist %4.
Vergleichen Sie ihn mit der Ausgabe von `ssh-keygen -lf %5` auf dieser Maschine.</translation>
    </message>
    <message>
        <source>the key recorded in %1</source>
        <translation>den in %1 hinterlegten Schlüssel</translation>
    </message>
    <message>
        <source>the key %1 recorded in %2, line %3</source>
        <translation>den Schlüssel %1, hinterlegt in %2, Zeile %3</translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has changed. It now presents %2 key %3, which does not match %4.
Someone could be intercepting the connection (man-in-the-middle), or the host key was replaced. TopoLens does not connect to it.
If you know the change is legitimate, remove the old entry with
  %5
and connect again.</source>
        <translation>WARNUNG: Der Host-Schlüssel von %1 hat sich geändert. Er zeigt jetzt den %2-Schlüssel %3, der nicht zu %4 passt.
Jemand könnte die Verbindung abfangen (Man-in-the-Middle), oder der Host-Schlüssel wurde ersetzt. TopoLens verbindet sich nicht.
Wenn Sie wissen, dass die Änderung rechtmäßig ist, entfernen Sie den alten Eintrag mit
  %5
und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>WARNING: %1 presents %2 key %3, but %4 records a key of another type for it.
This can be an attempt to downgrade the connection to a key the attacker holds. TopoLens does not connect to it.
If the host really changed its keys, remove the old entry with
  %5
and connect again.</source>
        <translation>WARNUNG: %1 zeigt den %2-Schlüssel %3, aber %4 hinterlegt dafür einen Schlüssel eines anderen Typs.
Das kann ein Versuch sein, die Verbindung auf einen Schlüssel herabzustufen, den der Angreifer besitzt. TopoLens verbindet sich nicht.
Wenn der Host seine Schlüssel wirklich geändert hat, entfernen Sie den alten Eintrag mit
  %5
und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s host key: %1</source>
        <translation>kann den Host-Schlüssel des Servers nicht lesen: %1</translation>
    </message>
    <message>
        <source>cannot compute the fingerprint of the server&apos;s host key</source>
        <translation>kann den Fingerabdruck des Host-Schlüssels des Servers nicht berechnen</translation>
    </message>
    <message>
        <source>cannot check the host key of %1: %2</source>
        <translation>kann den Host-Schlüssel von %1 nicht prüfen: %2</translation>
    </message>
    <message>
        <source>The key is not trusted, so TopoLens does not connect.</source>
        <translation>Dem Schlüssel wird nicht vertraut, daher verbindet sich TopoLens nicht.</translation>
    </message>
    <message>
        <source>cannot save the host key of %1 to %2: %3</source>
        <translation>kann den Host-Schlüssel von %1 nicht in %2 speichern: %3</translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation>Passphrase für %1:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>permission denied for %1 (tried: %2; the server accepts: %3)</source>
        <translation>Zugriff auf %1 verweigert (versucht: %2; der Server akzeptiert: %3)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>authentication of %1 failed: %2</source>
        <translation>Authentifizierung bei %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>cannot use the key %1: it is unreadable, not a private key, or its passphrase was not given</source>
        <translation>kann den Schlüssel %1 nicht verwenden: Er ist unlesbar, kein privater Schlüssel, oder seine Passphrase wurde nicht angegeben</translation>
    </message>
    <message>
        <source>ssh-agent and default keys</source>
        <translation>ssh-agent und Standardschlüssel</translation>
    </message>
    <message>
        <source>%1 was not given</source>
        <translation>%1 wurde nicht angegeben</translation>
    </message>
    <message>
        <source>a password</source>
        <translation>ein Passwort</translation>
    </message>
    <message>
        <source>an answer to &quot;%1&quot;</source>
        <translation>eine Antwort auf „%1“</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>Passwort für %1:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a jump host of the form [user@]host[:port]</source>
        <translation>„%1“ ist kein Jump-Host der Form [user@]host[:port]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or address</source>
        <translation>„%1“ ist kein Hostname und keine Adresse</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name</source>
        <translation>„%1“ ist kein Benutzername</translation>
    </message>
    <message>
        <source>cannot create an SSH session</source>
        <translation>kann keine SSH-Sitzung anlegen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or address: %2</source>
        <translation>„%1“ ist kein Hostname und keine Adresse: %2</translation>
    </message>
    <message>
        <source>cannot read the SSH configuration (~/.ssh/config, /etc/ssh/ssh_config): %1</source>
        <translation>kann die SSH-Konfiguration nicht lesen (~/.ssh/config, /etc/ssh/ssh_config): %1</translation>
    </message>
    <message>
        <source>cannot set up the SSH session: %1</source>
        <translation>kann die SSH-Sitzung nicht einrichten: %1</translation>
    </message>
    <message>
        <source>cannot connect to %1 port %2: %3</source>
        <translation>kann nicht mit %1 Port %2 verbinden: %3</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>not run: not connected</source>
        <translation>nicht ausgeführt: nicht verbunden</translation>
    </message>
    <message>
        <source>not run: the connection was lost (%1)</source>
        <translation>nicht ausgeführt: Die Verbindung brach ab (%1)</translation>
    </message>
    <message>
        <source>the connection to %1 was lost: %2</source>
        <translation>die Verbindung zu %1 brach ab: %2</translation>
    </message>
    <message>
        <source>not a TopoLens bundle: expected the first line &quot;%1&quot;</source>
        <translation>kein TopoLens-Bundle: erwartet wurde die erste Zeile „%1“</translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot;, read as bare metal</source>
        <translation>unbekannte Rolle „%1“, als Bare Metal gelesen</translation>
    </message>
    <message>
        <source>expected &quot;@capture ID exit=… stdout=… stderr=…&quot;, found %1</source>
        <translation>erwartet „@capture ID exit=… stdout=… stderr=…“, gefunden %1</translation>
    </message>
    <message>
        <source>a capture header without its exit status and byte counts: %1</source>
        <translation>ein Erfassungskopf ohne Exit-Status und Byte-Zahlen: %1</translation>
    </message>
    <message>
        <source>capture %1: expected its &quot;@command&quot; line</source>
        <translation>Erfassung %1: erwartet wurde ihre „@command“-Zeile</translation>
    </message>
    <message>
        <source>the bundle ends inside this output</source>
        <translation>das Bundle endet innerhalb dieser Ausgabe</translation>
    </message>
    <message>
        <source>capture %1: the bundle is cut off (%2 of %3 bytes present)</source>
        <translation>Erfassung %1: Das Bundle ist abgeschnitten (%2 von %3 Bytes vorhanden)</translation>
    </message>
    <message>
        <source>capture %1: expected &quot;@end %1&quot; after its output</source>
        <translation>Erfassung %1: erwartet „@end %1“ nach ihrer Ausgabe</translation>
    </message>
    <message>
        <source>Collected on %1</source>
        <translation>Erfasst am %1</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1: erwartet %2</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an ISO 8601 date and time</source>
        <translation>ein Datum mit Uhrzeit nach ISO 8601</translation>
    </message>
    <message>
        <source>a base64 string</source>
        <translation>eine Base64-Zeichenkette</translation>
    </message>
    <message>
        <source>valid base64</source>
        <translation>gültiges Base64</translation>
    </message>
    <message>
        <source>Host (physical)</source>
        <translation>Host (physisch)</translation>
    </message>
    <message>
        <source>Guest (virtual)</source>
        <translation>Gast (virtuell)</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>Bare Metal</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>cannot read JSON: %1</source>
        <translation>kann JSON nicht lesen: %1</translation>
    </message>
    <message>
        <source>not a TopoLens snapshot (expected an object with &quot;topolens&quot;: &quot;snapshot&quot;)</source>
        <translation>kein TopoLens-Snapshot (erwartet wurde ein Objekt mit &quot;topolens&quot;: &quot;snapshot&quot;)</translation>
    </message>
    <message>
        <source>version: expected a positive whole number</source>
        <translation>version: erwartet eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>this snapshot was written by a newer TopoLens (format version %1; this version reads up to %2). Update TopoLens to open it.</source>
        <translation>dieser Snapshot wurde von einem neueren TopoLens geschrieben (Formatversion %1; diese Version liest bis %2). Aktualisieren Sie TopoLens, um ihn zu öffnen.</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>%1.role: expected host, guest or bare-metal, not &quot;%2&quot;</source>
        <translation>%1.role: erwartet host, guest oder bare-metal, nicht „%2“</translation>
    </message>
    <message>
        <source>%1.status: unknown status &quot;%2&quot;, read as failed</source>
        <translation>%1.status: unbekannter Status „%2“, als fehlgeschlagen gelesen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>kann %1 nicht öffnen: %2</translation>
    </message>
    <message>
        <source>Root port</source>
        <translation>Root-Port</translation>
    </message>
    <message>
        <source>Switch upstream</source>
        <translation>Switch-Upstream</translation>
    </message>
    <message>
        <source>Switch downstream</source>
        <translation>Switch-Downstream</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>CPU · NUMA %1</source>
        <translation>CPU · NUMA %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA nodes; no device reports one</source>
        <translation>
            <numerusform>%n NUMA-Knoten; kein Gerät meldet einen</numerusform>
            <numerusform>%n NUMA-Knoten; kein Gerät meldet einen</numerusform>
        </translation>
    </message>
    <message>
        <source>socket interconnect</source>
        <translation>Sockelverbindung</translation>
    </message>
    <message>
        <source>Root complex %1</source>
        <translation>Root Complex %1</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>Host bridge %1</source>
        <translation>Host-Bridge %1</translation>
    </message>
    <message numerus="yes">
        <source>+%n other device(s)</source>
        <translation>
            <numerusform>+%n weiteres Gerät</numerusform>
            <numerusform>+%n weitere Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>IOMMU %1</source>
        <translation>IOMMU %1</translation>
    </message>
    <message>
        <source>NUMA %1</source>
        <translation>NUMA %1</translation>
    </message>
    <message>
        <source>nothing to draw</source>
        <translation>nichts zu zeichnen</translation>
    </message>
    <message>
        <source>Graphviz could not lay out the graph: %1</source>
        <translation>Graphviz konnte den Graphen nicht anordnen: %1</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <source>Connection traversing a bonded set of NVLinks</source>
        <translation>Verbindung über einen gebündelten Satz NVLinks</translation>
    </message>
    <message>
        <source>Connection traversing at most a single PCIe bridge</source>
        <translation>Verbindung über höchstens eine PCIe-Bridge</translation>
    </message>
    <message>
        <source>Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)</source>
        <translation>Verbindung über mehrere PCIe-Bridges (ohne die PCIe-Host-Bridge zu durchqueren)</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)</source>
        <translation>Verbindung über PCIe sowie eine PCIe-Host-Bridge (typischerweise die CPU)</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within a NUMA node</source>
        <translation>Verbindung über PCIe sowie die Verbindung zwischen PCIe-Host-Bridges innerhalb eines NUMA-Knotens</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as the SMP interconnect between NUMA nodes</source>
        <translation>Verbindung über PCIe sowie die SMP-Verbindung zwischen NUMA-Knoten</translation>
    </message>
    <message>
        <source>Unknown connection</source>
        <translation>Unbekannte Verbindung</translation>
    </message>
    <message>
        <source>Status Ok</source>
        <translation>Status OK</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Nicht unterstützt</translation>
    </message>
    <message>
        <source>Chipset not supported</source>
        <translation>Chipsatz nicht unterstützt</translation>
    </message>
    <message>
        <source>GPU not supported</source>
        <translation>GPU nicht unterstützt</translation>
    </message>
    <message>
        <source>Topology not supported</source>
        <translation>Topologie nicht unterstützt</translation>
    </message>
    <message>
        <source>Disabled by regkey</source>
        <translation>Per Registry-Schlüssel deaktiviert</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>P2P read</source>
        <translation>P2P-Lesen</translation>
    </message>
    <message>
        <source>P2P write</source>
        <translation>P2P-Schreiben</translation>
    </message>
    <message>
        <source>P2P over NVLink</source>
        <translation>P2P über NVLink</translation>
    </message>
    <message>
        <source>P2P atomics</source>
        <translation>P2P-Atomics</translation>
    </message>
    <message>
        <source>P2P prop</source>
        <translation>P2P prop</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>host bridge</source>
        <translation>Host-Bridge</translation>
    </message>
    <message>
        <source>root port</source>
        <translation>Root-Port</translation>
    </message>
    <message>
        <source>switch upstream port</source>
        <translation>Switch-Upstream-Port</translation>
    </message>
    <message>
        <source>switch downstream port</source>
        <translation>Switch-Downstream-Port</translation>
    </message>
    <message>
        <source>PCI bridge</source>
        <translation>PCI-Bridge</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>root-complex integrated device</source>
        <translation>im Root Complex integriertes Gerät</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstiges</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (gebaut mit %2)</translation>
    </message>
    <message>
        <source>%1 more remarks like the ones above were left out</source>
        <translation>%1 weitere Anmerkungen wie die obigen wurden ausgelassen</translation>
    </message>
    <message>
        <source>%1 is not a benchmark format</source>
        <translation>%1 ist kein Benchmark-Format</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of nccl-tests</source>
        <translation>das sind Binärdaten, nicht die Textausgabe von nccl-tests</translation>
    </message>
    <message numerus="yes">
        <source>%n NCCL or MPI log line(s) between the results were skipped</source>
        <translation>
            <numerusform>%n NCCL- oder MPI-Logzeile zwischen den Ergebnissen wurde übersprungen</numerusform>
            <numerusform>%n NCCL- oder MPI-Logzeilen zwischen den Ergebnissen wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the output of an nccl-tests program such as all_reduce_perf: a table of size, count, type, time, algbw and busbw rows</source>
        <translation>erwartet wurde die Ausgabe eines nccl-tests-Programms wie all_reduce_perf: eine Tabelle mit Zeilen aus size, count, type, time, algbw und busbw</translation>
    </message>
    <message>
        <source>a device line that cannot be read: %1</source>
        <translation>eine Gerätezeile, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>a result row with %1 values where %2 or %3 belong; skipped</source>
        <translation>eine Ergebniszeile mit %1 Werten, wo %2 oder %3 hingehören; übersprungen</translation>
    </message>
    <message>
        <source>a result row whose time or bandwidth is not a number: %1</source>
        <translation>eine Ergebniszeile, deren Zeit oder Bandbreite keine Zahl ist: %1</translation>
    </message>
    <message>
        <source>result rows without the table header before them; columns are inferred</source>
        <translation>Ergebniszeilen ohne Tabellenkopf davor; die Spalten werden erschlossen</translation>
    </message>
    <message>
        <source>sizes go down here; the sweep may mix two runs</source>
        <translation>die Größen werden hier kleiner; der Sweep mischt womöglich zwei Läufe</translation>
    </message>
    <message>
        <source>the table has no rows</source>
        <translation>die Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>the table ends without the &quot;Avg bus bandwidth&quot; summary; the run was cut off</source>
        <translation>die Tabelle endet ohne die Zusammenfassung „Avg bus bandwidth“; der Lauf wurde abgeschnitten</translation>
    </message>
    <message>
        <source>expected the JSON file of nccl-tests -J: an object with &quot;config&quot; and &quot;results&quot;</source>
        <translation>erwartet wurde die JSON-Datei von nccl-tests -J: ein Objekt mit &quot;config&quot; und &quot;results&quot;</translation>
    </message>
    <message>
        <source>the JSON is nested far deeper than nccl-tests writes it; not read</source>
        <translation>das JSON ist viel tiefer verschachtelt, als nccl-tests es schreibt; nicht gelesen</translation>
    </message>
    <message>
        <source>the JSON cannot be read (a run that crashed leaves it unfinished): %1</source>
        <translation>das JSON lässt sich nicht lesen (ein abgestürzter Lauf hinterlässt es unvollständig): %1</translation>
    </message>
    <message>
        <source>the JSON has no &quot;results&quot;; not an nccl-tests -J file</source>
        <translation>das JSON hat kein &quot;results&quot;; keine nccl-tests-Datei aus -J</translation>
    </message>
    <message>
        <source>out of bounds values: %1</source>
        <translation>Werte außerhalb des Bereichs: %1</translation>
    </message>
    <message>
        <source>the file has no end_time; the run did not finish</source>
        <translation>die Datei hat kein end_time; der Lauf wurde nicht beendet</translation>
    </message>
    <message>
        <source>no results in the file</source>
        <translation>keine Ergebnisse in der Datei</translation>
    </message>
    <message>
        <source>SUM %1 does not match the matrix, whose cells add up to %2</source>
        <translation>SUM %1 passt nicht zur Matrix, deren Zellen sich zu %2 addieren</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of nvbandwidth</source>
        <translation>das sind Binärdaten, nicht die Textausgabe von nvbandwidth</translation>
    </message>
    <message>
        <source>expected the output of nvbandwidth: &quot;Running TESTCASE.&quot; lines, each followed by a matrix such as &quot;memcpy CE CPU(row) -&gt; GPU(column) bandwidth (GB/s)&quot;</source>
        <translation>erwartet wurde die Ausgabe von nvbandwidth: „Running TESTCASE.“-Zeilen, jeweils gefolgt von einer Matrix wie „memcpy CE CPU(row) -&gt; GPU(column) bandwidth (GB/s)“</translation>
    </message>
    <message>
        <source>output was left out here by whoever pasted it</source>
        <translation>hier wurde Ausgabe von demjenigen ausgelassen, der sie eingefügt hat</translation>
    </message>
    <message>
        <source>not part of nvbandwidth output; ignored: %1</source>
        <translation>nicht Teil der nvbandwidth-Ausgabe; ignoriert: %1</translation>
    </message>
    <message>
        <source>a summary line that cannot be read: %1</source>
        <translation>eine Zusammenfassungszeile, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>a summary line without a matrix before it: %1</source>
        <translation>eine Zusammenfassungszeile ohne Matrix davor: %1</translation>
    </message>
    <message>
        <source>numbers without a matrix description before them; ignored</source>
        <translation>Zahlen ohne Matrixbeschreibung davor; ignoriert</translation>
    </message>
    <message>
        <source>a matrix header with %1 where a GPU number belongs</source>
        <translation>ein Matrixkopf mit %1, wo eine GPU-Nummer hingehört</translation>
    </message>
    <message>
        <source>far more matrices than nvbandwidth prints; the rest is not read</source>
        <translation>weit mehr Matrizen, als nvbandwidth ausgibt; der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <source>the row label %1 is not a number</source>
        <translation>die Zeilenbeschriftung %1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a number; the cell is left empty</source>
        <translation>%1 ist keine Zahl; die Zelle bleibt leer</translation>
    </message>
    <message>
        <source>values ran together without a space between them; read as two decimals each</source>
        <translation>Werte ohne Leerzeichen dazwischen zusammengelaufen; als je zwei Nachkommastellen gelesen</translation>
    </message>
    <message>
        <source>%1 more values than the header has columns; they are ignored</source>
        <translation>%1 Werte mehr, als der Kopf Spalten hat; sie werden ignoriert</translation>
    </message>
    <message>
        <source>%1 of %2 values; the missing ones are left empty</source>
        <translation>%1 von %2 Werten; die fehlenden bleiben leer</translation>
    </message>
    <message>
        <source>the matrix of %1 has %2 of %3 rows</source>
        <translation>die Matrix von %1 hat %2 von %3 Zeilen</translation>
    </message>
    <message>
        <source>the output ends before this testcase printed a result</source>
        <translation>die Ausgabe endet, bevor dieser Testcase ein Ergebnis ausgab</translation>
    </message>
    <message>
        <source>no result before the next testcase started</source>
        <translation>kein Ergebnis, bevor der nächste Testcase begann</translation>
    </message>
    <message>
        <source>the output stops inside a matrix</source>
        <translation>die Ausgabe bricht innerhalb einer Matrix ab</translation>
    </message>
    <message>
        <source>expected the JSON of nvbandwidth -j: an object {&quot;nvbandwidth&quot;: {&quot;testcases&quot;: […]}}</source>
        <translation>erwartet wurde das JSON von nvbandwidth -j: ein Objekt {&quot;nvbandwidth&quot;: {&quot;testcases&quot;: […]}}</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) before the JSON document are not read</source>
        <translation>
            <numerusform>%n Zeile vor dem JSON-Dokument wird nicht gelesen</numerusform>
            <numerusform>%n Zeilen vor dem JSON-Dokument werden nicht gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>the JSON is nested far deeper than nvbandwidth writes it; not read</source>
        <translation>das JSON ist viel tiefer verschachtelt, als nvbandwidth es schreibt; nicht gelesen</translation>
    </message>
    <message>
        <source>the JSON cannot be read: %1</source>
        <translation>das JSON lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>the JSON has no &quot;nvbandwidth&quot; object; not nvbandwidth -j output</source>
        <translation>das JSON hat kein &quot;nvbandwidth&quot;-Objekt; keine Ausgabe von nvbandwidth -j</translation>
    </message>
    <message>
        <source>no &quot;testcases&quot; list</source>
        <translation>keine &quot;testcases&quot;-Liste</translation>
    </message>
    <message>
        <source>the testcase was still running when the output was written</source>
        <translation>der Testcase lief noch, als die Ausgabe geschrieben wurde</translation>
    </message>
    <message>
        <source>the testcase list is empty</source>
        <translation>die Testcase-Liste ist leer</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of p2pBandwidthLatencyTest</source>
        <translation>das sind Binärdaten, nicht die Textausgabe von p2pBandwidthLatencyTest</translation>
    </message>
    <message>
        <source>not part of p2pBandwidthLatencyTest output; ignored: %1</source>
        <translation>nicht Teil der p2pBandwidthLatencyTest-Ausgabe; ignoriert: %1</translation>
    </message>
    <message>
        <source>the PCI address of device %1 cannot be read: %2</source>
        <translation>die PCI-Adresse von Gerät %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>a peer access line that cannot be read: %1</source>
        <translation>eine Peer-Access-Zeile, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>a matrix header without GPU numbers</source>
        <translation>ein Matrixkopf ohne GPU-Nummern</translation>
    </message>
    <message>
        <source>far more matrices than the test prints; the rest is not read</source>
        <translation>weit mehr Matrizen, als der Test ausgibt; der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <source>a second table under the title on line %1</source>
        <translation>eine zweite Tabelle unter dem Titel in Zeile %1</translation>
    </message>
    <message>
        <source>a matrix without a title; what it measures is unknown</source>
        <translation>eine Matrix ohne Titel; was sie misst, ist unbekannt</translation>
    </message>
    <message>
        <source>the row label %1 is not a GPU number; values may have run into it</source>
        <translation>die Zeilenbeschriftung %1 ist keine GPU-Nummer; womöglich sind Werte hineingelaufen</translation>
    </message>
    <message>
        <source>more rows than the header on line %1 has columns; row %2 ignored</source>
        <translation>mehr Zeilen, als der Kopf in Zeile %1 Spalten hat; Zeile %2 ignoriert</translation>
    </message>
    <message>
        <source>row %1 has %2 more values than the header has columns; they are ignored</source>
        <translation>Zeile %1 hat %2 Werte mehr, als der Kopf Spalten hat; sie werden ignoriert</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 values; the missing ones are left empty</source>
        <translation>Zeile %1 hat %2 von %3 Werten; die fehlenden bleiben leer</translation>
    </message>
    <message>
        <source>the matrix %1 has %2 of %3 rows</source>
        <translation>die Matrix %1 hat %2 von %3 Zeilen</translation>
    </message>
    <message>
        <source>the matrix %1 has no rows</source>
        <translation>die Matrix %1 hat keine Zeilen</translation>
    </message>
    <message>
        <source>the output ends before the sample&apos;s closing NOTE line</source>
        <translation>die Ausgabe endet vor der abschließenden NOTE-Zeile des Beispiels</translation>
    </message>
    <message>
        <source>expected the output of p2pBandwidthLatencyTest: &quot;Device: N, NAME, pciBusID: …&quot; lines or matrices titled like &quot;Unidirectional P2P=Enabled Bandwidth Matrix (GB/s)&quot;</source>
        <translation>erwartet wurde die Ausgabe von p2pBandwidthLatencyTest: „Device: N, NAME, pciBusID: …“-Zeilen oder Matrizen mit Titeln wie „Unidirectional P2P=Enabled Bandwidth Matrix (GB/s)“</translation>
    </message>
    <message>
        <source>the matrix %1 names GPU %2, which the device list does not</source>
        <translation>die Matrix %1 nennt GPU %2, die in der Geräteliste fehlt</translation>
    </message>
    <message>
        <source>this is binary data, not a CSV</source>
        <translation>das sind Binärdaten, kein CSV</translation>
    </message>
    <message>
        <source>a peer line that cannot be read: %1</source>
        <translation>eine Peer-Zeile, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>not a header with a size column and a latency or bandwidth column: %1</source>
        <translation>kein Kopf mit einer Größenspalte und einer Latenz- oder Bandbreitenspalte: %1</translation>
    </message>
    <message>
        <source>the header differs from copybench&apos;s; columns are taken by name</source>
        <translation>der Kopf weicht von dem von copybench ab; die Spalten werden nach Namen zugeordnet</translation>
    </message>
    <message>
        <source>no header; the columns are read as size (bytes), latency (us) and bandwidth (GB/s)</source>
        <translation>kein Kopf; die Spalten werden als Größe (Bytes), Latenz (us) und Bandbreite (GB/s) gelesen</translation>
    </message>
    <message>
        <source>not a CSV header or row: %1</source>
        <translation>kein CSV-Kopf und keine CSV-Zeile: %1</translation>
    </message>
    <message>
        <source>%1 of %2 fields; the row is skipped</source>
        <translation>%1 von %2 Feldern; die Zeile wird übersprungen</translation>
    </message>
    <message>
        <source>the size %1 is not a number of bytes</source>
        <translation>die Größe %1 ist keine Anzahl von Bytes</translation>
    </message>
    <message>
        <source>%1 is not a number with a known unit; left empty</source>
        <translation>%1 ist keine Zahl mit bekannter Einheit; bleibt leer</translation>
    </message>
    <message>
        <source>expected copybench output: &quot;# copybench 1&quot; and the header kind,src,dst,bytes,latency_us,bandwidth_GBps</source>
        <translation>erwartet wurde copybench-Ausgabe: „# copybench 1“ und der Kopf kind,src,dst,bytes,latency_us,bandwidth_GBps</translation>
    </message>
    <message>
        <source>expected a CSV with a header naming a size column and a latency or bandwidth column</source>
        <translation>erwartet wurde ein CSV mit einem Kopf, der eine Größenspalte und eine Latenz- oder Bandbreitenspalte nennt</translation>
    </message>
    <message>
        <source>a header but no rows</source>
        <translation>ein Kopf, aber keine Zeilen</translation>
    </message>
    <message>
        <source>the last row is cut off</source>
        <translation>die letzte Zeile ist abgeschnitten</translation>
    </message>
    <message>
        <source>the last size has %1 of %2 rows; the run stopped early</source>
        <translation>die letzte Größe hat %1 von %2 Zeilen; der Lauf endete vorzeitig</translation>
    </message>
    <message>
        <source>device to device copy bandwidth at %1 bytes (GB/s)</source>
        <translation>Kopierbandbreite von Gerät zu Gerät bei %1 Bytes (GB/s)</translation>
    </message>
    <message>
        <source>PCI devices with capabilities, links, BARs, NUMA and IOMMU</source>
        <translation>PCI-Geräte mit Fähigkeiten, Links, BARs, NUMA und IOMMU</translation>
    </message>
    <message>
        <source>PCI device list</source>
        <translation>PCI-Geräteliste</translation>
    </message>
    <message>
        <source>IOMMU groups (sysfs listing or the usual scripts)</source>
        <translation>IOMMU-Gruppen (sysfs-Auflistung oder die üblichen Skripte)</translation>
    </message>
    <message>
        <source>GPU/NIC connection classes, CPU and NUMA affinity</source>
        <translation>GPU/NIC-Verbindungsklassen, CPU- und NUMA-Affinität</translation>
    </message>
    <message>
        <source>GPU peer-to-peer status</source>
        <translation>GPU-Peer-to-Peer-Status</translation>
    </message>
    <message>
        <source>GPU report (XML)</source>
        <translation>GPU-Bericht (XML)</translation>
    </message>
    <message>
        <source>GPU report (text)</source>
        <translation>GPU-Bericht (Text)</translation>
    </message>
    <message>
        <source>GPU query table</source>
        <translation>GPU-Abfragetabelle</translation>
    </message>
    <message>
        <source>NUMA nodes from sysfs</source>
        <translation>NUMA-Knoten aus sysfs</translation>
    </message>
    <message>
        <source>PCI device attributes from sysfs (NUMA, link speed/width, driver, IOMMU group)</source>
        <translation>PCI-Geräteattribute aus sysfs (NUMA, Link-Geschwindigkeit/-Breite, Treiber, IOMMU-Gruppe)</translation>
    </message>
    <message>
        <source>kernel command line</source>
        <translation>Kernel-Befehlszeile</translation>
    </message>
    <message>
        <source>NCCL topology XML (a dump, or an NCCL_TOPO_FILE)</source>
        <translation>NCCL-Topologie-XML (ein Dump oder eine NCCL_TOPO_FILE)</translation>
    </message>
    <message>
        <source>GPU pair bandwidth and latency matrices</source>
        <translation>Bandbreiten- und Latenzmatrizen für GPU-Paare</translation>
    </message>
    <message>
        <source>host and GPU copy bandwidth and latency per testcase</source>
        <translation>Host- und GPU-Kopierbandbreite und -Latenz je Testcase</translation>
    </message>
    <message>
        <source>nvbandwidth results (JSON)</source>
        <translation>nvbandwidth-Ergebnisse (JSON)</translation>
    </message>
    <message>
        <source>collective bandwidth over message sizes</source>
        <translation>Kollektiv-Bandbreite über Nachrichtengrößen</translation>
    </message>
    <message>
        <source>nccl-tests results (JSON)</source>
        <translation>nccl-tests-Ergebnisse (JSON)</translation>
    </message>
    <message>
        <source>a CSV of size, latency and bandwidth</source>
        <translation>ein CSV mit Größe, Latenz und Bandbreite</translation>
    </message>
    <message>
        <source>copy latency and bandwidth over transfer sizes</source>
        <translation>Kopierlatenz und -bandbreite über Übertragungsgrößen</translation>
    </message>
    <message>
        <source>host and GPU copy sweeps (the project&apos;s own benchmark)</source>
        <translation>Host- und GPU-Kopier-Sweeps (der projekteigene Benchmark)</translation>
    </message>
    <message numerus="yes">
        <source>%n more remark(s) about lines from here on were left out</source>
        <translation>
            <numerusform>%n weitere Anmerkung zu Zeilen ab hier wurde ausgelassen</numerusform>
            <numerusform>%n weitere Anmerkungen zu Zeilen ab hier wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed twice in group %2 (first on line %3)</source>
        <translation>%1 ist in Gruppe %2 doppelt aufgeführt (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <source>%1 is listed in group %2 here but in group %3 on line %4; keeping group %3</source>
        <translation>%1 steht hier in Gruppe %2, aber in Zeile %4 in Gruppe %3; Gruppe %3 wird beibehalten</translation>
    </message>
    <message>
        <source>expected the output of `find /sys/kernel/iommu_groups/ -type l` or &quot;IOMMU Group N&quot; lines</source>
        <translation>erwartet wurde die Ausgabe von `find /sys/kernel/iommu_groups/ -type l` oder „IOMMU Group N“-Zeilen</translation>
    </message>
    <message>
        <source>Empty input: %1.</source>
        <translation>Leere Eingabe: %1.</translation>
    </message>
    <message>
        <source>This is binary data, not text: %1.</source>
        <translation>Das sind Binärdaten, kein Text: %1.</translation>
    </message>
    <message>
        <source>Line is %1 bytes long, not part of an IOMMU group listing; skipped</source>
        <translation>Zeile ist %1 Bytes lang und gehört nicht zu einer IOMMU-Gruppen-Auflistung; übersprungen</translation>
    </message>
    <message>
        <source>Lines were left out here (%1); groups may be incomplete</source>
        <translation>Hier wurden Zeilen ausgelassen (%1); Gruppen sind womöglich unvollständig</translation>
    </message>
    <message>
        <source>Not an IOMMU group device path: %1</source>
        <translation>Kein Gerätepfad einer IOMMU-Gruppe: %1</translation>
    </message>
    <message>
        <source>Text after the device path ignored: %1</source>
        <translation>Text nach dem Gerätepfad ignoriert: %1</translation>
    </message>
    <message>
        <source>No PCI address after the group number: %1</source>
        <translation>Keine PCI-Adresse nach der Gruppennummer: %1</translation>
    </message>
    <message>
        <source>Device line before any &quot;IOMMU Group N:&quot; header: %1</source>
        <translation>Gerätezeile vor jeder „IOMMU Group N:“-Überschrift: %1</translation>
    </message>
    <message>
        <source>Not part of an IOMMU group listing: %1</source>
        <translation>Nicht Teil einer IOMMU-Gruppen-Auflistung: %1</translation>
    </message>
    <message>
        <source>The listing names IOMMU groups but no devices in them.</source>
        <translation>Die Auflistung nennt IOMMU-Gruppen, aber keine Geräte darin.</translation>
    </message>
    <message>
        <source>No IOMMU group listing found: %1.</source>
        <translation>Keine IOMMU-Gruppen-Auflistung gefunden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like the ones above are not listed.</source>
        <translation>
            <numerusform>%n weitere Warnung wie die obigen wird nicht aufgeführt.</numerusform>
            <numerusform>%n weitere Warnungen wie die obigen werden nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped a line that is not part of an lspci tree: %1</source>
        <translation>Eine Zeile übersprungen, die nicht zu einem lspci-Baum gehört: %1</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -tv.</source>
        <translation>Die Eingabe ist leer: erwartet wurde die Ausgabe von lspci -tv.</translation>
    </message>
    <message>
        <source>This is not an lspci tree with devices: expected the output of lspci -tv, starting with a line like &quot;-[0000:00]-+-00.0  …&quot;.</source>
        <translation>Das ist kein lspci-Baum mit Geräten: erwartet wurde die Ausgabe von lspci -tv, beginnend mit einer Zeile wie „-[0000:00]-+-00.0  …“.</translation>
    </message>
    <message>
        <source>The tree ends before the last entry (drawn with &quot;\-&quot;) of a branch; the output looks cut off after this line.</source>
        <translation>Der Baum endet vor dem letzten Eintrag (gezeichnet mit „\-“) eines Zweigs; die Ausgabe scheint nach dieser Zeile abgeschnitten.</translation>
    </message>
    <message>
        <source>Skipped a line whose &quot;%1-&quot; in column %2 is not below any branch of the tree above it: %3</source>
        <translation>Eine Zeile übersprungen, deren „%1-“ in Spalte %2 unter keinem Zweig des Baums darüber steht: %3</translation>
    </message>
    <message>
        <source>The &quot;%1-&quot; in column %2 is not exactly below the branch in column %3; read as part of that branch: %4</source>
        <translation>Das „%1-“ in Spalte %2 steht nicht genau unter dem Zweig in Spalte %3; als Teil dieses Zweigs gelesen: %4</translation>
    </message>
    <message>
        <source>The tree nests deeper than PCI allows (more than %1 levels); the rest of the line is skipped.</source>
        <translation>Der Baum ist tiefer verschachtelt, als PCI erlaubt (mehr als %1 Ebenen); der Rest der Zeile wird übersprungen.</translation>
    </message>
    <message>
        <source>%1 is listed more than once; the first entry is kept.</source>
        <translation>%1 ist mehr als einmal aufgeführt; der erste Eintrag wird beibehalten.</translation>
    </message>
    <message>
        <source>Could not read the tree from column %1 on: %2; expected a device like &quot;00.0&quot;, a bus like &quot;[0000:00]&quot; or a bridge&apos;s buses like &quot;[01-05]&quot;.</source>
        <translation>Der Baum ließ sich ab Spalte %1 nicht lesen: %2; erwartet wurde ein Gerät wie „00.0“, ein Bus wie „[0000:00]“ oder die Busse einer Bridge wie „[01-05]“.</translation>
    </message>
    <message>
        <source>Skipped a line that is not an lspci device line: %1</source>
        <translation>Eine Zeile übersprungen, die keine lspci-Gerätezeile ist: %1</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -nn.</source>
        <translation>Die Eingabe ist leer: erwartet wurde die Ausgabe von lspci -nn.</translation>
    </message>
    <message>
        <source>This is not an lspci device list: expected lines like &quot;01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5]&quot;.</source>
        <translation>Das ist keine lspci-Geräteliste: erwartet wurden Zeilen wie „01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5]“.</translation>
    </message>
    <message>
        <source>Skipped the detail lines of lspci -v or -vvv under the devices; read this input as lspci -vvv output to use them.</source>
        <translation>Die Detailzeilen von lspci -v oder -vvv unter den Geräten wurden übersprungen; lesen Sie diese Eingabe als lspci -vvv-Ausgabe, um sie zu nutzen.</translation>
    </message>
    <message>
        <source>The input is empty; expected the output of lspci -vvv.</source>
        <translation>Die Eingabe ist leer; erwartet wurde die Ausgabe von lspci -vvv.</translation>
    </message>
    <message>
        <source>The input is binary data, not the text output of lspci -vvv.</source>
        <translation>Die Eingabe sind Binärdaten, nicht die Textausgabe von lspci -vvv.</translation>
    </message>
    <message>
        <source>Line %1 does not start a device block (expected a line like &quot;01:00.0 VGA compatible controller: …&quot;); skipped up to the next blank line: %2</source>
        <translation>Zeile %1 beginnt keinen Geräteblock (erwartet wurde eine Zeile wie „01:00.0 VGA compatible controller: …“); bis zur nächsten Leerzeile übersprungen: %2</translation>
    </message>
    <message>
        <source>Line %1 is not part of lspci&apos;s device details; skipped: %2</source>
        <translation>Zeile %1 gehört nicht zu den Gerätedetails von lspci; übersprungen: %2</translation>
    </message>
    <message>
        <source>Line %1: device %2 was already listed; this second block is skipped.</source>
        <translation>Zeile %1: Gerät %2 wurde bereits aufgeführt; dieser zweite Block wird übersprungen.</translation>
    </message>
    <message>
        <source>Line %1 could not be read; skipped: %2</source>
        <translation>Zeile %1 ließ sich nicht lesen; übersprungen: %2</translation>
    </message>
    <message>
        <source>No PCI device found; expected the output of lspci -vvv: blocks that start with a line like &quot;01:00.0 VGA compatible controller: …&quot; followed by indented details.</source>
        <translation>Kein PCI-Gerät gefunden; erwartet wurde die Ausgabe von lspci -vvv: Blöcke, die mit einer Zeile wie „01:00.0 VGA compatible controller: …“ beginnen, gefolgt von eingerückten Details.</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>%n weitere Zeile ließ sich nicht lesen und wird nicht aufgeführt.</numerusform>
            <numerusform>%n weitere Zeilen ließen sich nicht lesen und werden nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lspci ran without root rights and could not read the capabilities of %n device(s): PCIe link speeds and widths, the port types, ACS and serial numbers are missing. Run it with sudo to see them.</source>
        <translation>
            <numerusform>lspci lief ohne Root-Rechte und konnte die Fähigkeiten von %n Gerät nicht lesen: PCIe-Link-Geschwindigkeiten und -Breiten, die Porttypen, ACS und Seriennummern fehlen. Führen Sie es mit sudo aus, um sie zu sehen.</numerusform>
            <numerusform>lspci lief ohne Root-Rechte und konnte die Fähigkeiten von %n Geräten nicht lesen: PCIe-Link-Geschwindigkeiten und -Breiten, die Porttypen, ACS und Seriennummern fehlen. Führen Sie es mit sudo aus, um sie zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>NCCL does not decode entity references: it would read this &apos;&amp;…;&apos; literally</source>
        <translation>NCCL dekodiert keine Entity-Referenzen: Es würde dieses „&amp;…;“ wörtlich lesen</translation>
    </message>
    <message>
        <source>NCCL&apos;s parser does not know the XML declaration &apos;&lt;?xml …?&gt;&apos; and fails on it; remove it for NCCL_TOPO_FILE</source>
        <translation>NCCLs Parser kennt die XML-Deklaration „&lt;?xml …?&gt;“ nicht und scheitert daran; entfernen Sie sie für NCCL_TOPO_FILE</translation>
    </message>
    <message>
        <source>a tab between elements: NCCL&apos;s parser skips only spaces and line breaks and fails here; indent with spaces for NCCL_TOPO_FILE</source>
        <translation>ein Tabulator zwischen Elementen: NCCLs Parser überspringt nur Leerzeichen und Zeilenumbrüche und scheitert hier; rücken Sie für NCCL_TOPO_FILE mit Leerzeichen ein</translation>
    </message>
    <message>
        <source>text between elements: NCCL&apos;s parser expects only elements and fails here</source>
        <translation>Text zwischen Elementen: NCCLs Parser erwartet nur Elemente und scheitert hier</translation>
    </message>
    <message>
        <source>a tab or line break inside a tag: NCCL&apos;s parser reads only single spaces between attributes and fails here</source>
        <translation>ein Tabulator oder Zeilenumbruch in einem Tag: NCCLs Parser liest zwischen Attributen nur einzelne Leerzeichen und scheitert hier</translation>
    </message>
    <message>
        <source>a DOCTYPE declaration: NCCL topology files have none, so this file is refused rather than read with its entities</source>
        <translation>eine DOCTYPE-Deklaration: NCCL-Topologiedateien haben keine, daher wird diese Datei abgelehnt, statt mit ihren Entities gelesen zu werden</translation>
    </message>
    <message>
        <source>a DOCTYPE declaration inside the document is refused</source>
        <translation>eine DOCTYPE-Deklaration innerhalb des Dokuments wird abgelehnt</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has %2 attributes; NCCL reads the first %3 and ignores the rest</source>
        <translation>&lt;%1&gt; hat %2 Attribute; NCCL liest die ersten %3 und ignoriert den Rest</translation>
    </message>
    <message>
        <source>attribute %1 is %2 characters long; NCCL refuses the file above %3</source>
        <translation>Attribut %1 ist %2 Zeichen lang; NCCL lehnt die Datei über %3 ab</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not a number</source>
        <translation>%1=&quot;%2&quot; ist keine Zahl</translation>
    </message>
    <message>
        <source>element &lt;%1&gt; is not part of NCCL&apos;s topology format; NCCL ignores it too</source>
        <translation>das Element &lt;%1&gt; gehört nicht zu NCCLs Topologieformat; NCCL ignoriert es ebenfalls</translation>
    </message>
    <message>
        <source>this is an NCCL graph file (&lt;graphs&gt;: the rings and trees NCCL_GRAPH_DUMP_FILE writes and NCCL_GRAPH_FILE reads), not a topology; a topology file (NCCL_TOPO_DUMP_FILE, NCCL_TOPO_FILE) starts with &lt;system version=&quot;1&quot;&gt;</source>
        <translation>das ist eine NCCL-Graph-Datei (&lt;graphs&gt;: die Ringe und Bäume, die NCCL_GRAPH_DUMP_FILE schreibt und NCCL_GRAPH_FILE liest), keine Topologie; eine Topologiedatei (NCCL_TOPO_DUMP_FILE, NCCL_TOPO_FILE) beginnt mit &lt;system version=&quot;1&quot;&gt;</translation>
    </message>
    <message>
        <source>not an NCCL topology: the root element is &lt;%1&gt;, expected &lt;system version=&quot;1&quot;&gt;</source>
        <translation>keine NCCL-Topologie: Das Wurzelelement ist &lt;%1&gt;, erwartet wurde &lt;system version=&quot;1&quot;&gt;</translation>
    </message>
    <message>
        <source>&lt;system version=&quot;%1&quot;&gt;: NCCL reads only version 1 and refuses this file</source>
        <translation>&lt;system version=&quot;%1&quot;&gt;: NCCL liest nur Version 1 und lehnt diese Datei ab</translation>
    </message>
    <message>
        <source>&lt;system&gt; has no version; NCCL needs version=&quot;1&quot; and refuses this file</source>
        <translation>&lt;system&gt; hat keine Version; NCCL braucht version=&quot;1&quot; und lehnt diese Datei ab</translation>
    </message>
    <message>
        <source>&lt;cpu&gt; without numaid: NCCL needs it to place the CPU</source>
        <translation>&lt;cpu&gt; ohne numaid: NCCL braucht es, um die CPU zu platzieren</translation>
    </message>
    <message>
        <source>&lt;pci&gt; without busid: NCCL refuses the file</source>
        <translation>&lt;pci&gt; ohne busid: NCCL lehnt die Datei ab</translation>
    </message>
    <message>
        <source>busid &quot;%1&quot; is not a PCI address</source>
        <translation>busid „%1“ ist keine PCI-Adresse</translation>
    </message>
    <message>
        <source>link_speed is empty for %1: NCCL assumes 8 GT/s (Gen3) for this link; give the real speed in an NCCL_TOPO_FILE</source>
        <translation>link_speed ist für %1 leer: NCCL nimmt für diesen Link 8 GT/s (Gen3) an; geben Sie die echte Geschwindigkeit in einer NCCL_TOPO_FILE an</translation>
    </message>
    <message>
        <source>NCCL does not know the link speed &quot;%1&quot; and assumes 8 GT/s (Gen3)</source>
        <translation>NCCL kennt die Link-Geschwindigkeit „%1“ nicht und nimmt 8 GT/s (Gen3) an</translation>
    </message>
    <message>
        <source>&lt;pci&gt; elements nest deeper than %1 levels; the rest of this branch was not read</source>
        <translation>&lt;pci&gt;-Elemente sind tiefer als %1 Ebenen verschachtelt; der Rest dieses Zweigs wurde nicht gelesen</translation>
    </message>
    <message>
        <source>no XML element at all: expected an NCCL topology (&lt;system version=&quot;1&quot;&gt;)</source>
        <translation>überhaupt kein XML-Element: erwartet wurde eine NCCL-Topologie (&lt;system version=&quot;1&quot;&gt;)</translation>
    </message>
    <message numerus="yes">
        <source>the file ends inside &lt;%1&gt; opened at line %2 (and %n more open element(s)): it is cut off</source>
        <translation>
            <numerusform>die Datei endet innerhalb von &lt;%1&gt;, geöffnet in Zeile %2 (und %n weiteres offenes Element): Sie ist abgeschnitten</numerusform>
            <numerusform>die Datei endet innerhalb von &lt;%1&gt;, geöffnet in Zeile %2 (und %n weitere offene Elemente): Sie ist abgeschnitten</numerusform>
        </translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>kein wohlgeformtes XML: %1</translation>
    </message>
    <message>
        <source>%1 elements: NCCL reads at most %2 (NCCL_TOPO_XML_MAX_NODES) and refuses this file</source>
        <translation>%1 Elemente: NCCL liest höchstens %2 (NCCL_TOPO_XML_MAX_NODES) und lehnt diese Datei ab</translation>
    </message>
    <message>
        <source>an element has %1 children; NCCL allows %2</source>
        <translation>ein Element hat %1 Kinder; NCCL erlaubt %2</translation>
    </message>
    <message>
        <source>empty input: expected an NCCL topology (&lt;system version=&quot;1&quot;&gt;)</source>
        <translation>leere Eingabe: erwartet wurde eine NCCL-Topologie (&lt;system version=&quot;1&quot;&gt;)</translation>
    </message>
    <message>
        <source>binary data, not an NCCL topology XML file</source>
        <translation>Binärdaten, keine NCCL-Topologie-XML-Datei</translation>
    </message>
    <message>
        <source>NCCL topology</source>
        <translation>NCCL-Topologie</translation>
    </message>
    <message>
        <source>bus id %1 appears twice; the second is not drawn</source>
        <translation>Bus-ID %1 kommt zweimal vor; die zweite wird nicht gezeichnet</translation>
    </message>
    <message>
        <source>a &lt;pci&gt; without a usable bus id is not drawn, nor what is below it</source>
        <translation>ein &lt;pci&gt; ohne brauchbare Bus-ID wird nicht gezeichnet, ebenso wenig, was darunter liegt</translation>
    </message>
    <message>
        <source>PCI device</source>
        <translation>PCI-Gerät</translation>
    </message>
    <message>
        <source>GPU %1:%2 (sm %3)</source>
        <translation>GPU %1:%2 (SM %3)</translation>
    </message>
    <message>
        <source>GPU %1:%2</source>
        <translation>GPU %1:%2</translation>
    </message>
    <message>
        <source>Connection traversing a bonded set of # NVLinks (from the NCCL topology&apos;s &lt;nvlink&gt; elements)</source>
        <translation>Verbindung über einen gebündelten Satz von # NVLinks (aus den &lt;nvlink&gt;-Elementen der NCCL-Topologie)</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem line(s) not listed</source>
        <translation>
            <numerusform>%n weitere Problemzeile nicht aufgeführt</numerusform>
            <numerusform>%n weitere Problemzeilen nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>unexpected value %1 for %2; ignored</source>
        <translation>unerwarteter Wert %1 für %2; ignoriert</translation>
    </message>
    <message>
        <source>text is not valid UTF-8; unreadable bytes are shown as U+FFFD</source>
        <translation>der Text ist kein gültiges UTF-8; unlesbare Bytes werden als U+FFFD angezeigt</translation>
    </message>
    <message>
        <source>the report lists %1 of %2 attached GPUs (nvidia-smi -i?), so their indices are not known</source>
        <translation>der Bericht führt %1 von %2 angeschlossenen GPUs auf (nvidia-smi -i?), daher sind ihre Indizes nicht bekannt</translation>
    </message>
    <message>
        <source>not nvidia-smi XML: the root element is &lt;%1&gt;, expected &lt;nvidia_smi_log&gt; (nvidia-smi -q -x)</source>
        <translation>kein nvidia-smi-XML: Das Wurzelelement ist &lt;%1&gt;, erwartet wurde &lt;nvidia_smi_log&gt; (nvidia-smi -q -x)</translation>
    </message>
    <message>
        <source>the DTD declares the external entity &amp;%1;, which is never read; values that refer to it lack its text</source>
        <translation>die DTD deklariert die externe Entity &amp;%1;, die nie gelesen wird; Werten, die sich darauf beziehen, fehlt ihr Text</translation>
    </message>
    <message>
        <source>elements nest deeper than %1 levels; nvidia-smi XML never does, so reading stopped here</source>
        <translation>Elemente sind tiefer als %1 Ebenen verschachtelt; nvidia-smi-XML tut das nie, daher endete das Lesen hier</translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not expanded</source>
        <translation>die Entity &amp;%1; wird nicht expandiert</translation>
    </message>
    <message>
        <source>unexpected value %1 for &lt;attached_gpus&gt;; ignored</source>
        <translation>unerwarteter Wert %1 für &lt;attached_gpus&gt;; ignoriert</translation>
    </message>
    <message>
        <source>not nvidia-smi XML (%1); expected the output of nvidia-smi -q -x</source>
        <translation>kein nvidia-smi-XML (%1); erwartet wurde die Ausgabe von nvidia-smi -q -x</translation>
    </message>
    <message>
        <source>the XML ends early here (truncated?); the GPUs read before this line are kept</source>
        <translation>das XML endet hier vorzeitig (abgeschnitten?); die vor dieser Zeile gelesenen GPUs werden behalten</translation>
    </message>
    <message>
        <source>XML error: %1; the GPUs read before this line are kept</source>
        <translation>XML-Fehler: %1; die vor dieser Zeile gelesenen GPUs werden behalten</translation>
    </message>
    <message>
        <source>no XML element found; expected the output of nvidia-smi -q -x</source>
        <translation>kein XML-Element gefunden; erwartet wurde die Ausgabe von nvidia-smi -q -x</translation>
    </message>
    <message>
        <source>this GPU&apos;s report is incomplete; only the fields before the end of the XML are known</source>
        <translation>der Bericht dieser GPU ist unvollständig; nur die Felder vor dem Ende des XML sind bekannt</translation>
    </message>
    <message>
        <source>a new command prompt; the report ends before it</source>
        <translation>eine neue Eingabeaufforderung; der Bericht endet davor</translation>
    </message>
    <message>
        <source>GPU header with an unreadable bus id %1</source>
        <translation>GPU-Überschrift mit unlesbarer Bus-ID %1</translation>
    </message>
    <message>
        <source>unexpected value %1 for Attached GPUs; ignored</source>
        <translation>unerwarteter Wert %1 für Attached GPUs; ignoriert</translation>
    </message>
    <message>
        <source>not nvidia-smi -q output: expected the &quot;%1&quot; banner and &quot;GPU 00000000:01:00.0&quot; sections</source>
        <translation>keine nvidia-smi -q-Ausgabe: erwartet wurden das Banner „%1“ und Abschnitte „GPU 00000000:01:00.0“</translation>
    </message>
    <message>
        <source>a new command prompt; the table ends before it</source>
        <translation>eine neue Eingabeaufforderung; die Tabelle endet davor</translation>
    </message>
    <message>
        <source>expected %1 values, found %2; line skipped: %3</source>
        <translation>%1 Werte erwartet, %2 gefunden; Zeile übersprungen: %3</translation>
    </message>
    <message>
        <source>not nvidia-smi CSV: expected a header such as &quot;index, pci.bus_id, name&quot; or rows of nvidia-smi --query-gpu values</source>
        <translation>kein nvidia-smi-CSV: erwartet wurde ein Kopf wie „index, pci.bus_id, name“ oder Zeilen mit nvidia-smi --query-gpu-Werten</translation>
    </message>
    <message>
        <source>the table has no header line (--format=csv,noheader): the field list given to --query-gpu is needed to know which column is which</source>
        <translation>die Tabelle hat keine Kopfzeile (--format=csv,noheader): Die an --query-gpu übergebene Feldliste wird gebraucht, um zu wissen, welche Spalte welche ist</translation>
    </message>
    <message>
        <source>none of the lines has the %1 values the field list names</source>
        <translation>keine der Zeilen hat die %1 Werte, die die Feldliste nennt</translation>
    </message>
    <message>
        <source>the table has a header but no GPU rows</source>
        <translation>die Tabelle hat einen Kopf, aber keine GPU-Zeilen</translation>
    </message>
    <message>
        <source>none of the columns is one TopoLens reads (index, pci.bus_id, name, uuid, pcie.link.*, memory.total, …)</source>
        <translation>keine der Spalten ist eine, die TopoLens liest (index, pci.bus_id, name, uuid, pcie.link.*, memory.total, …)</translation>
    </message>
    <message>
        <source>binary data, not the XML of nvidia-smi -q -x</source>
        <translation>Binärdaten, nicht das XML von nvidia-smi -q -x</translation>
    </message>
    <message>
        <source>no XML found; expected the output of nvidia-smi -q -x</source>
        <translation>kein XML gefunden; erwartet wurde die Ausgabe von nvidia-smi -q -x</translation>
    </message>
    <message>
        <source>ignored the text before the XML</source>
        <translation>den Text vor dem XML ignoriert</translation>
    </message>
    <message>
        <source>binary data, not the output of nvidia-smi -q</source>
        <translation>Binärdaten, nicht die Ausgabe von nvidia-smi -q</translation>
    </message>
    <message>
        <source>binary data, not the output of nvidia-smi --query-gpu</source>
        <translation>Binärdaten, nicht die Ausgabe von nvidia-smi --query-gpu</translation>
    </message>
    <message>
        <source>%1 more warnings like the ones above were left out</source>
        <translation>%1 weitere Warnungen wie die obigen wurden ausgelassen</translation>
    </message>
    <message>
        <source>expected the output of nvidia-smi topo -m: a header row of GPU labels such as &quot;GPU0 GPU1 … CPU Affinity&quot; followed by one row per GPU or NIC</source>
        <translation>erwartet wurde die Ausgabe von nvidia-smi topo -m: eine Kopfzeile mit GPU-Bezeichnungen wie „GPU0 GPU1 … CPU Affinity“, gefolgt von einer Zeile pro GPU oder NIC</translation>
    </message>
    <message>
        <source>expected the output of nvidia-smi topo -p2p: a header row of GPU labels such as &quot;GPU0 GPU1 …&quot; followed by one row of X, OK, NS, CNS, … cells per GPU</source>
        <translation>erwartet wurde die Ausgabe von nvidia-smi topo -p2p: eine Kopfzeile mit GPU-Bezeichnungen wie „GPU0 GPU1 …“, gefolgt von einer Zeile mit X-, OK-, NS-, CNS-, …-Zellen pro GPU</translation>
    </message>
    <message>
        <source>this is the output of nvidia-smi topo -p2p (cells OK, NS, CNS, …), not topo -m; read it as nvidia-smi-p2p</source>
        <translation>das ist die Ausgabe von nvidia-smi topo -p2p (Zellen OK, NS, CNS, …), nicht topo -m; lesen Sie sie als nvidia-smi-p2p</translation>
    </message>
    <message>
        <source>this is the output of nvidia-smi topo -m (connection classes and affinity columns), not topo -p2p; read it as nvidia-smi-topo</source>
        <translation>das ist die Ausgabe von nvidia-smi topo -m (Verbindungsklassen und Affinitätsspalten), nicht topo -p2p; lesen Sie sie als nvidia-smi-topo</translation>
    </message>
    <message>
        <source>the input is binary data; %1</source>
        <translation>die Eingabe sind Binärdaten; %1</translation>
    </message>
    <message>
        <source>the input is empty; %1</source>
        <translation>die Eingabe ist leer; %1</translation>
    </message>
    <message>
        <source>the input holds command lines but no output; %1</source>
        <translation>die Eingabe enthält Befehlszeilen, aber keine Ausgabe; %1</translation>
    </message>
    <message>
        <source>the input holds the output of several commands; only this one is read</source>
        <translation>die Eingabe enthält die Ausgabe mehrerer Befehle; nur dieser wird gelesen</translation>
    </message>
    <message>
        <source>%1 is not part of the matrix; skipped</source>
        <translation>%1 gehört nicht zur Matrix; übersprungen</translation>
    </message>
    <message>
        <source>the header names more than %1 columns; nvidia-smi prints far fewer</source>
        <translation>der Kopf nennt mehr als %1 Spalten; nvidia-smi gibt weit weniger aus</translation>
    </message>
    <message>
        <source>%1 is not a row of the matrix; skipped</source>
        <translation>%1 ist keine Zeile der Matrix; übersprungen</translation>
    </message>
    <message>
        <source>the header names %1 columns; more than the %2 TopoLens reads</source>
        <translation>der Kopf nennt %1 Spalten; mehr als die %2, die TopoLens liest</translation>
    </message>
    <message>
        <source>the header names %1 more than once; rows are matched to it in order</source>
        <translation>der Kopf nennt %1 mehr als einmal; Zeilen werden der Reihe nach zugeordnet</translation>
    </message>
    <message>
        <source>no row for %1; its cells are left empty</source>
        <translation>keine Zeile für %1; ihre Zellen bleiben leer</translation>
    </message>
    <message>
        <source>a second row %1; skipped</source>
        <translation>eine zweite Zeile %1; übersprungen</translation>
    </message>
    <message>
        <source>row %1 is not a column of the header; skipped</source>
        <translation>Zeile %1 ist keine Spalte des Kopfs; übersprungen</translation>
    </message>
    <message>
        <source>%1 is not a connection class of topo -m; kept as printed</source>
        <translation>%1 ist keine Verbindungsklasse von topo -m; wie ausgegeben behalten</translation>
    </message>
    <message>
        <source>%1 is not a P2P status of topo -p2p; kept as printed</source>
        <translation>%1 ist kein P2P-Status von topo -p2p; wie ausgegeben behalten</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 cells; the missing ones are left empty</source>
        <translation>Zeile %1 hat %2 von %3 Zellen; die fehlenden bleiben leer</translation>
    </message>
    <message>
        <source>row %1 has %2 where it meets its own column, not X; its cells may be shifted</source>
        <translation>Zeile %1 hat %2, wo sie auf ihre eigene Spalte trifft, nicht X; ihre Zellen sind womöglich verschoben</translation>
    </message>
    <message>
        <source>row %1 has %2 more cells than the header has labels; they are ignored</source>
        <translation>Zeile %1 hat %2 Zellen mehr, als der Kopf Bezeichnungen hat; sie werden ignoriert</translation>
    </message>
    <message>
        <source>row %1 goes on with far more text than nvidia-smi prints; the rest is ignored</source>
        <translation>Zeile %1 geht mit weit mehr Text weiter, als nvidia-smi ausgibt; der Rest wird ignoriert</translation>
    </message>
    <message>
        <source>text after the matrix and its legend is not read</source>
        <translation>Text nach der Matrix und ihrer Legende wird nicht gelesen</translation>
    </message>
    <message>
        <source>nothing here is particular to nvidia-smi topo -m: no connection class other than X and no CPU Affinity column</source>
        <translation>nichts hier ist typisch für nvidia-smi topo -m: keine Verbindungsklasse außer X und keine Spalte CPU Affinity</translation>
    </message>
    <message>
        <source>the column %1 is listed but its values are not read</source>
        <translation>die Spalte %1 wird aufgeführt, aber ihre Werte werden nicht gelesen</translation>
    </message>
    <message>
        <source>text after the cells, but the header names no affinity columns; ignored</source>
        <translation>Text nach den Zellen, aber der Kopf nennt keine Affinitätsspalten; ignoriert</translation>
    </message>
    <message>
        <source>nothing here is particular to nvidia-smi topo -p2p: no status other than X, no legend and no -p2p command</source>
        <translation>nichts hier ist typisch für nvidia-smi topo -p2p: kein Status außer X, keine Legende und kein -p2p-Befehl</translation>
    </message>
    <message>
        <source>the capability %1 is not one of r, w, n, a, p; it is left unknown</source>
        <translation>die Fähigkeit %1 ist keine von r, w, n, a, p; sie bleibt unbekannt</translation>
    </message>
    <message>
        <source>text after the cells is not read: %1</source>
        <translation>Text nach den Zellen wird nicht gelesen: %1</translation>
    </message>
    <message>
        <source>binary data, not a Proxmox VM configuration</source>
        <translation>Binärdaten, keine Proxmox-VM-Konfiguration</translation>
    </message>
    <message>
        <source>%1 starts a snapshot or pending section; only the current configuration above it was read</source>
        <translation>%1 beginnt einen Snapshot- oder Pending-Abschnitt; nur die aktuelle Konfiguration darüber wurde gelesen</translation>
    </message>
    <message>
        <source>not a &quot;key: value&quot; line of a Proxmox configuration: %1</source>
        <translation>keine „Schlüssel: Wert“-Zeile einer Proxmox-Konfiguration: %1</translation>
    </message>
    <message>
        <source>%1 names neither a host device nor a mapping</source>
        <translation>%1 nennt weder ein Host-Gerät noch eine Zuordnung</translation>
    </message>
    <message>
        <source>not a Proxmox VM configuration (qm config VMID): no &quot;key: value&quot; lines</source>
        <translation>keine Proxmox-VM-Konfiguration (qm config VMID): keine „Schlüssel: Wert“-Zeilen</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not &quot;key: value&quot; were skipped</source>
        <translation>
            <numerusform>%n weitere Zeile, die nicht „Schlüssel: Wert“ ist, wurde übersprungen</numerusform>
            <numerusform>%n weitere Zeilen, die nicht „Schlüssel: Wert“ sind, wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>binary data, not /etc/pve/mapping/pci.cfg</source>
        <translation>Binärdaten, nicht /etc/pve/mapping/pci.cfg</translation>
    </message>
    <message>
        <source>a property before any mapping name: %1</source>
        <translation>eine Eigenschaft vor jedem Zuordnungsnamen: %1</translation>
    </message>
    <message>
        <source>a map entry without path= names no device</source>
        <translation>ein map-Eintrag ohne path= nennt kein Gerät</translation>
    </message>
    <message>
        <source>hostpci%1 is a mediated device (%2), not a whole GPU</source>
        <translation>hostpci%1 ist ein vermitteltes Gerät (%2), keine ganze GPU</translation>
    </message>
    <message>
        <source>hostpci%1 uses mapping %2, which /etc/pve/mapping/pci.cfg does not define (or was not collected)</source>
        <translation>hostpci%1 nutzt die Zuordnung %2, die /etc/pve/mapping/pci.cfg nicht definiert (oder die nicht erfasst wurde)</translation>
    </message>
    <message>
        <source>hostpci%1: mapping %2 offers %3 devices; qemu-server takes the first one a lower hostpciN has not taken, %4 (if no other running VM holds one of them)</source>
        <translation>hostpci%1: Zuordnung %2 bietet %3 Geräte; qemu-server nimmt das erste, das kein niedrigeres hostpciN genommen hat, %4 (sofern keine andere laufende VM eines davon belegt)</translation>
    </message>
    <message>
        <source>hostpci%1 → %2</source>
        <translation>hostpci%1 → %2</translation>
    </message>
    <message>
        <source>hostpci%1: every device of mapping %2 is already taken by a lower hostpciN</source>
        <translation>hostpci%1: Jedes Gerät der Zuordnung %2 ist bereits von einem niedrigeren hostpciN belegt</translation>
    </message>
    <message>
        <source>hostpci%1: &quot;%2&quot; is not a PCI address</source>
        <translation>hostpci%1: „%2“ ist keine PCI-Adresse</translation>
    </message>
    <message numerus="yes">
        <source>%n more unreadable line(s) from here on were skipped</source>
        <translation>
            <numerusform>%n weitere unlesbare Zeile ab hier wurde übersprungen</numerusform>
            <numerusform>%n weitere unlesbare Zeilen ab hier wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Line is %1 bytes long; skipped</source>
        <translation>Zeile ist %1 Bytes lang; übersprungen</translation>
    </message>
    <message>
        <source>This is not `numactl -H` output: expected &quot;available: N nodes&quot; and &quot;node N cpus:&quot; lines.</source>
        <translation>Das ist keine Ausgabe von `numactl -H`: erwartet wurden Zeilen „available: N nodes“ und „node N cpus:“.</translation>
    </message>
    <message>
        <source>numactl announces %1 nodes but describes %2; the output may be truncated</source>
        <translation>numactl kündigt %1 Knoten an, beschreibt aber %2; die Ausgabe ist womöglich abgeschnitten</translation>
    </message>
    <message>
        <source>numactl reports no NUMA support on this machine.</source>
        <translation>numactl meldet keine NUMA-Unterstützung auf dieser Maschine.</translation>
    </message>
    <message>
        <source>Not part of numactl -H output: %1</source>
        <translation>Nicht Teil der Ausgabe von numactl -H: %1</translation>
    </message>
    <message>
        <source>Unreadable node count: %1</source>
        <translation>Unlesbare Knotenanzahl: %1</translation>
    </message>
    <message>
        <source>Unreadable node line: %1</source>
        <translation>Unlesbare Knotenzeile: %1</translation>
    </message>
    <message>
        <source>Unreadable CPU numbers: %1</source>
        <translation>Unlesbare CPU-Nummern: %1</translation>
    </message>
    <message>
        <source>Node %1 is described twice; keeping the first</source>
        <translation>Knoten %1 wird zweimal beschrieben; der erste wird behalten</translation>
    </message>
    <message>
        <source>Unreadable memory size: %1</source>
        <translation>Unlesbare Speichergröße: %1</translation>
    </message>
    <message>
        <source>Unreadable distance row: %1</source>
        <translation>Unlesbare Distanzzeile: %1</translation>
    </message>
    <message>
        <source>Distances from node %1 are listed twice; keeping the first</source>
        <translation>Distanzen von Knoten %1 sind doppelt aufgeführt; die ersten werden behalten</translation>
    </message>
    <message>
        <source>The distance table does not list the same nodes as the node lines; distances are left out</source>
        <translation>Die Distanztabelle führt nicht dieselben Knoten auf wie die Knotenzeilen; Distanzen werden ausgelassen</translation>
    </message>
    <message>
        <source>The distance table has no row for node %1</source>
        <translation>Die Distanztabelle hat keine Zeile für Knoten %1</translation>
    </message>
    <message>
        <source>No NUMA node attributes found: expected lines like &quot;/sys/devices/system/node/node0/cpulist:0-15&quot;.</source>
        <translation>Keine NUMA-Knotenattribute gefunden: erwartet wurden Zeilen wie „/sys/devices/system/node/node0/cpulist:0-15“.</translation>
    </message>
    <message>
        <source>Node %1 lists %2 distances for %3 nodes; distances are left out</source>
        <translation>Knoten %1 führt %2 Distanzen für %3 Knoten auf; Distanzen werden ausgelassen</translation>
    </message>
    <message>
        <source>Not a NUMA node attribute: %1</source>
        <translation>Kein NUMA-Knotenattribut: %1</translation>
    </message>
    <message>
        <source>Unreadable cpu list: %1</source>
        <translation>Unlesbare CPU-Liste: %1</translation>
    </message>
    <message>
        <source>Node %1&apos;s cpu list is given twice; keeping the first</source>
        <translation>Die CPU-Liste von Knoten %1 ist doppelt angegeben; die erste wird behalten</translation>
    </message>
    <message>
        <source>Unreadable distances: %1</source>
        <translation>Unlesbare Distanzen: %1</translation>
    </message>
    <message>
        <source>Node %1&apos;s distances are given twice; keeping the first</source>
        <translation>Die Distanzen von Knoten %1 sind doppelt angegeben; die ersten werden behalten</translation>
    </message>
    <message>
        <source>Unreadable memory line: %1</source>
        <translation>Unlesbare Speicherzeile: %1</translation>
    </message>
    <message>
        <source>No PCI device attributes found: expected lines like &quot;/sys/bus/pci/devices/0000:01:00.0/numa_node:0&quot;.</source>
        <translation>Keine PCI-Geräteattribute gefunden: erwartet wurden Zeilen wie „/sys/bus/pci/devices/0000:01:00.0/numa_node:0“.</translation>
    </message>
    <message>
        <source>Not a PCI device attribute: %1</source>
        <translation>Kein PCI-Geräteattribut: %1</translation>
    </message>
    <message>
        <source>%1 already has a different value from line %2, which is kept: %3</source>
        <translation>%1 hat bereits einen anderen Wert aus Zeile %2, der behalten wird: %3</translation>
    </message>
    <message>
        <source>Unreadable value for %1: %2</source>
        <translation>Unlesbarer Wert für %1: %2</translation>
    </message>
    <message>
        <source>expected the output of `numactl -H`</source>
        <translation>erwartet wurde die Ausgabe von `numactl -H`</translation>
    </message>
    <message>
        <source>expected `grep -H . /sys/devices/system/node/node*/cpulist …` output</source>
        <translation>erwartet wurde die Ausgabe von `grep -H . /sys/devices/system/node/node*/cpulist …`</translation>
    </message>
    <message>
        <source>expected per-device sysfs attributes, &quot;&lt;path&gt;/&lt;attribute&gt;:&lt;value&gt;&quot;</source>
        <translation>erwartet wurden sysfs-Attribute je Gerät, „&lt;Pfad&gt;/&lt;Attribut&gt;:&lt;Wert&gt;“</translation>
    </message>
    <message>
        <source>expected the one line of /proc/cmdline</source>
        <translation>erwartet wurde die eine Zeile von /proc/cmdline</translation>
    </message>
    <message>
        <source>This does not look like a kernel command line (/proc/cmdline): expected parameters such as root=…, ro, quiet or console=….</source>
        <translation>Das sieht nicht nach einer Kernel-Befehlszeile (/proc/cmdline) aus: erwartet wurden Parameter wie root=…, ro, quiet oder console=….</translation>
    </message>
    <message>
        <source>Not a kernel parameter name, skipped: %1</source>
        <translation>Kein Kernel-Parametername, übersprungen: %1</translation>
    </message>
    <message>
        <source>None of the usual kernel parameters (root=, ro, quiet, console=, …) is here; is this really /proc/cmdline?</source>
        <translation>Keiner der üblichen Kernel-Parameter (root=, ro, quiet, console=, …) ist hier; ist das wirklich /proc/cmdline?</translation>
    </message>
    <message numerus="yes">
        <source>/proc/cmdline is a single line; %n more line(s) from here on were not read</source>
        <translation>
            <numerusform>/proc/cmdline ist eine einzige Zeile; %n weitere Zeile ab hier wurde nicht gelesen</numerusform>
            <numerusform>/proc/cmdline ist eine einzige Zeile; %n weitere Zeilen ab hier wurden nicht gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n argument(s) after &quot;--&quot; go to init, not to the kernel; they are in the raw line only</source>
        <translation>
            <numerusform>%n Argument nach „--“ geht an init, nicht an den Kernel; es steht nur in der Rohzeile</numerusform>
            <numerusform>%n Argumente nach „--“ gehen an init, nicht an den Kernel; sie stehen nur in der Rohzeile</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>kann nicht auf die Standardausgabe schreiben</translation>
    </message>
    <message>
        <source>(no output)</source>
        <translation>(keine Ausgabe)</translation>
    </message>
    <message numerus="yes">
        <source>… %n more line(s) not shown here; the snapshot file has them all.</source>
        <translation>
            <numerusform>… %n weitere Zeile hier nicht gezeigt; die Snapshot-Datei enthält sie alle.</numerusform>
            <numerusform>… %n weitere Zeilen hier nicht gezeigt; die Snapshot-Datei enthält sie alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Status: %1, exit code %2, %3 ms</source>
        <translation>Status: %1, Exit-Code %2, %3 ms</translation>
    </message>
    <message>
        <source>standard error</source>
        <translation>Standardfehlerausgabe</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Host → Guest</source>
        <translation>Host → Gast</translation>
    </message>
    <message>
        <source>Each guest GPU pair: the connection class and P2P read status the host gives that physical pair → what the guest sees. Bold cells changed.</source>
        <translation>Jedes GPU-Paar des Gasts: die Verbindungsklasse und der P2P-Lesestatus, die der Host diesem physischen Paar gibt → was der Gast sieht. Fette Zellen haben sich geändert.</translation>
    </message>
    <message>
        <source>Which host GPU each guest GPU is</source>
        <translation>Welche Host-GPU jede Gast-GPU ist</translation>
    </message>
    <message>
        <source>Appendix: raw captures</source>
        <translation>Anhang: Roherfassungen</translation>
    </message>
    <message>
        <source>Every command TopoLens ran and its output, verbatim.</source>
        <translation>Jeder Befehl, den TopoLens ausgeführt hat, und seine Ausgabe, wörtlich.</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No findings: nothing in this snapshot stands in the way of its GPUs.</source>
        <translation>Keine Befunde: Nichts in diesem Snapshot steht seinen GPUs im Weg.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s), most severe first. Each names the raw lines it rests on.</source>
        <translation>
            <numerusform>%n Befund, die schwersten zuerst. Jeder nennt die Rohzeilen, auf denen er beruht.</numerusform>
            <numerusform>%n Befunde, die schwersten zuerst. Jeder nennt die Rohzeilen, auf denen er beruht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Machine: %1</source>
        <translation>Maschine: %1</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation>GPUs: %1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Was zu tun ist: %1</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Was zu tun ist:</translation>
    </message>
    <message>
        <source>Design review</source>
        <translation>Design-Review</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>%1 — design review</source>
        <translation>%1 — Design-Review</translation>
    </message>
    <message>
        <source>Guest GPU</source>
        <translation>Gast-GPU</translation>
    </message>
    <message>
        <source>Guest address</source>
        <translation>Gast-Adresse</translation>
    </message>
    <message>
        <source>Host GPU</source>
        <translation>Host-GPU</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Host-Adresse</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Zugeordnet über</translation>
    </message>
    <message>
        <source>Host topology</source>
        <translation>Host-Topologie</translation>
    </message>
    <message>
        <source>Guest topology</source>
        <translation>Gast-Topologie</translation>
    </message>
    <message>
        <source>Host and guest side by side</source>
        <translation>Host und Gast nebeneinander</translation>
    </message>
    <message>
        <source>Host → Guest matrix</source>
        <translation>Host → Gast-Matrix</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine to draw</source>
        <translation>der Snapshot hat keine Host- oder Bare-Metal-Maschine zum Zeichnen</translation>
    </message>
    <message>
        <source>the snapshot has no guest machine</source>
        <translation>der Snapshot hat keine Gast-Maschine</translation>
    </message>
    <message>
        <source>the snapshot has no machine to draw</source>
        <translation>der Snapshot hat keine Maschine zum Zeichnen</translation>
    </message>
    <message>
        <source>the Host → Guest matrix needs a host and a guest in the snapshot</source>
        <translation>die Host → Gast-Matrix braucht einen Host und einen Gast im Snapshot</translation>
    </message>
    <message>
        <source>TopoLens %1</source>
        <translation>TopoLens %1</translation>
    </message>
    <message>
        <source>Snapshot time unknown · %1</source>
        <translation>Zeitpunkt des Snapshots unbekannt · %1</translation>
    </message>
    <message>
        <source>Snapshot taken %1 · %2</source>
        <translation>Snapshot aufgenommen %1 · %2</translation>
    </message>
    <message>
        <source>Reconstruction, not a capture: the raw outputs were rebuilt from a written account.</source>
        <translation>Rekonstruktion, keine Erfassung: Die Rohausgaben wurden aus einem schriftlichen Bericht nachgebaut.</translation>
    </message>
    <message>
        <source>Host → Guest: what each guest GPU pair gets</source>
        <translation>Host → Gast: was jedes GPU-Paar des Gasts bekommt</translation>
    </message>
    <message>
        <source>Each cell: connection class, then P2P read status. “host → guest” and bold where the guest sees something other than what the host gives that physical pair.</source>
        <translation>Jede Zelle: Verbindungsklasse, dann P2P-Lesestatus. „Host → Gast“ und fett, wo der Gast etwas anderes sieht, als der Host diesem physischen Paar gibt.</translation>
    </message>
    <message>
        <source>the %1 view has no DOT form; use svg, png or pdf</source>
        <translation>die Ansicht %1 hat keine DOT-Form; verwenden Sie svg, png oder pdf</translation>
    </message>
    <message>
        <source>Graphviz could not write the graph</source>
        <translation>Graphviz konnte den Graphen nicht schreiben</translation>
    </message>
    <message>
        <source>the picture would be too large at %1 dpi; choose a lower resolution, or SVG or PDF</source>
        <translation>das Bild wäre bei %1 dpi zu groß; wählen Sie eine niedrigere Auflösung, oder SVG oder PDF</translation>
    </message>
    <message>
        <source>cannot encode the PNG</source>
        <translation>kann das PNG nicht kodieren</translation>
    </message>
    <message>
        <source>%1: the snapshot has no machines</source>
        <translation>%1: Der Snapshot hat keine Maschinen</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source> · capture %1</source>
        <translation> · Erfassung %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) deliver more than %1× less than the best pair of the same connection class:</source>
        <translation>
            <numerusform>%n Paar liefert mehr als %1× weniger als das beste Paar derselben Verbindungsklasse:</numerusform>
            <numerusform>%n Paare liefern mehr als %1× weniger als das beste Paar derselben Verbindungsklasse:</numerusform>
        </translation>
    </message>
    <message>
        <source>No outliers: within each connection class every pair is within %1× of the best.</source>
        <translation>Keine Ausreißer: In jeder Verbindungsklasse liegt jedes Paar innerhalb von %1× des besten.</translation>
    </message>
    <message>
        <source>%1 has no benchmark matrix; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>%1 hat keine Benchmark-Matrix; importieren Sie Ausgaben von p2pBandwidthLatencyTest, nvbandwidth oder copybench</translation>
    </message>
    <message>
        <source>%1 has no benchmark matrix &quot;%2&quot;</source>
        <translation>%1 hat keine Benchmark-Matrix „%2“</translation>
    </message>
    <message>
        <source>%1 has no size sweep with %2 values</source>
        <translation>%1 hat keinen Größen-Sweep mit %2-Werten</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;</source>
        <translation>unbekannte Ansicht „%1“</translation>
    </message>
    <message>
        <source>sweeps:%1: choose bandwidth, algbw or latency</source>
        <translation>sweeps:%1: wählen Sie bandwidth, algbw oder latency</translation>
    </message>
    <message>
        <source>the snapshot has no machine</source>
        <translation>der Snapshot hat keine Maschine</translation>
    </message>
    <message>
        <source>the picture would be too large at %1 dpi; choose a lower resolution</source>
        <translation>das Bild wäre bei %1 dpi zu groß; wählen Sie eine niedrigere Auflösung</translation>
    </message>
    <message>
        <source>Try &apos;topolens --help&apos;.</source>
        <translation>Siehe &apos;topolens --help&apos;.</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>kann die Standardeingabe nicht lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 &quot;%3&quot;: %n PCI device(s)</source>
        <translation>
            <numerusform>%1: %2 „%3“: %n PCI-Gerät</numerusform>
            <numerusform>%1: %2 „%3“: %n PCI-Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>a TopoLens snapshot; prints each machine&apos;s model</source>
        <translation>ein TopoLens-Snapshot; gibt das Modell jeder Maschine aus</translation>
    </message>
    <message>
        <source>parse needs at least one FILE (or - for standard input)</source>
        <translation>parse braucht mindestens eine FILE (oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (see --list-formats)</source>
        <translation>unbekanntes Format „%1“ (siehe --list-formats)</translation>
    </message>
    <message>
        <source>line 1: error: not a format TopoLens recognises; name one with --format (see --list-formats)</source>
        <translation>Zeile 1: Fehler: kein Format, das TopoLens erkennt; nennen Sie eines mit --format (siehe --list-formats)</translation>
    </message>
    <message>
        <source>it starts with %1</source>
        <translation>sie beginnt mit %1</translation>
    </message>
    <message>
        <source>detected, %1% sure</source>
        <translation>erkannt, zu %1% sicher</translation>
    </message>
    <message>
        <source>%1 s, %2</source>
        <translation>%1 s, %2</translation>
    </message>
    <message>
        <source>%1 needs a port number from 1 to 65535, not &quot;%2&quot;</source>
        <translation>%1 braucht eine Portnummer von 1 bis 65535, nicht „%2“</translation>
    </message>
    <message>
        <source>collect needs -o SNAPSHOT.json</source>
        <translation>collect braucht -o SNAPSHOT.json</translation>
    </message>
    <message>
        <source>collect needs either --host USER@HOST or --local</source>
        <translation>collect braucht entweder --host USER@HOST oder --local</translation>
    </message>
    <message>
        <source>--local collects this machine; the SSH options do not apply to it</source>
        <translation>--local erfasst diese Maschine; die SSH-Optionen gelten dafür nicht</translation>
    </message>
    <message>
        <source>the --guest-* options need --guest USER@VM</source>
        <translation>die --guest-*-Optionen brauchen --guest USER@VM</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form USER@HOST</source>
        <translation>„%1“ hat nicht die Form USER@HOST</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form USER@VM</source>
        <translation>„%1“ hat nicht die Form USER@VM</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds, not &quot;%1&quot;</source>
        <translation>--timeout braucht eine Anzahl von Sekunden, nicht „%1“</translation>
    </message>
    <message>
        <source>--vmid needs a Proxmox VM id (100 to 999999999), not &quot;%1&quot;</source>
        <translation>--vmid braucht eine Proxmox-VM-ID (100 bis 999999999), nicht „%1“</translation>
    </message>
    <message>
        <source>%1 (VM %2)</source>
        <translation>%1 (VM %2)</translation>
    </message>
    <message>
        <source>trusting the new %1 key %2 of %3 and saving it to %4</source>
        <translation>vertraue dem neuen %1-Schlüssel %2 von %3 und speichere ihn in %4</translation>
    </message>
    <message>
        <source>connecting to %1</source>
        <translation>verbinde mit %1</translation>
    </message>
    <message numerus="yes">
        <source>running %n command(s) on %1</source>
        <translation>
            <numerusform>führe %n Befehl auf %1 aus</numerusform>
            <numerusform>führe %n Befehle auf %1 aus</numerusform>
        </translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Maschine</translation>
    </message>
    <message>
        <source>check the fingerprint, then run again with --accept-new-host-key to trust the key and save it</source>
        <translation>prüfen Sie den Fingerabdruck und führen Sie den Befehl dann erneut mit --accept-new-host-key aus, um dem Schlüssel zu vertrauen und ihn zu speichern</translation>
    </message>
    <message>
        <source>a password or passphrase was asked for, but standard input is not a terminal; use a key without a passphrase or an ssh-agent, or run collect in a terminal</source>
        <translation>ein Passwort oder eine Passphrase wurde abgefragt, aber die Standardeingabe ist kein Terminal; verwenden Sie einen Schlüssel ohne Passphrase oder einen ssh-agent, oder führen Sie collect in einem Terminal aus</translation>
    </message>
    <message>
        <source>Collected from %1</source>
        <translation>Erfasst von %1</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins machine names</comment>
        <translation> und </translation>
    </message>
    <message>
        <source>nothing was collected; %1 was not written</source>
        <translation>nichts wurde erfasst; %1 wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>saved %1, but the collection is incomplete (see above)</source>
        <translation>%1 gespeichert, aber die Erfassung ist unvollständig (siehe oben)</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>import needs at least one BUNDLE and -o SNAPSHOT.json</source>
        <translation>import braucht mindestens ein BUNDLE und -o SNAPSHOT.json</translation>
    </message>
    <message numerus="yes">
        <source>topolens: wrote %1 (%n machine(s))</source>
        <translation>
            <numerusform>topolens: %1 geschrieben (%n Maschine)</numerusform>
            <numerusform>topolens: %1 geschrieben (%n Maschinen)</numerusform>
        </translation>
    </message>
    <message>
        <source>missing subcommand</source>
        <translation>Unterbefehl fehlt</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>machine: %1 &quot;%2&quot;</source>
        <translation>Maschine: %1 „%2“</translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation>Geräte: %1</translation>
    </message>
    <message>
        <source>advice: %1</source>
        <translation>Ratschlag: %1</translation>
    </message>
    <message>
        <source>evidence:</source>
        <translation>Belege:</translation>
    </message>
    <message>
        <source>diagnose needs exactly one SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>diagnose braucht genau einen SNAPSHOT (eine Datei oder „demo“)</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>kann %1 nicht öffnen: Datei existiert nicht</translation>
    </message>
    <message>
        <source>the snapshot has no machines</source>
        <translation>der Snapshot hat keine Maschinen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1: %n Befund</numerusform>
            <numerusform>%1: %n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info</source>
        <translation>
            <numerusform>%n Info</numerusform>
            <numerusform>%n Infos</numerusform>
        </translation>
    </message>
    <message>
        <source>--theme is light or dark, not &quot;%1&quot;</source>
        <translation>--theme ist light oder dark, nicht „%1“</translation>
    </message>
    <message>
        <source>topolens: wrote %1</source>
        <translation>topolens: %1 geschrieben</translation>
    </message>
    <message>
        <source>export needs a SNAPSHOT (a file, or demo) and -o OUT</source>
        <translation>export braucht einen SNAPSHOT (eine Datei oder demo) und -o OUT</translation>
    </message>
    <message>
        <source>name the format with --format svg|png|pdf|dot (%1 has no known suffix)</source>
        <translation>nennen Sie das Format mit --format svg|png|pdf|dot (%1 hat keine bekannte Endung)</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (svg, png, pdf, dot)</source>
        <translation>unbekanntes Format „%1“ (svg, png, pdf, dot)</translation>
    </message>
    <message>
        <source>--dpi needs a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>--dpi braucht eine Zahl von %1 bis %2, nicht „%3“</translation>
    </message>
    <message>
        <source>--dpi applies to png only</source>
        <translation>--dpi gilt nur für png</translation>
    </message>
    <message>
        <source>--transparent applies to png only</source>
        <translation>--transparent gilt nur für png</translation>
    </message>
    <message>
        <source>report needs a SNAPSHOT (a file, or demo) and -o REPORT.pdf or REPORT.html</source>
        <translation>report braucht einen SNAPSHOT (eine Datei oder demo) und -o REPORT.pdf oder REPORT.html</translation>
    </message>
    <message>
        <source>name the format with --format pdf|html (%1 has no known suffix)</source>
        <translation>nennen Sie das Format mit --format pdf|html (%1 hat keine bekannte Endung)</translation>
    </message>
    <message>
        <source>unknown report format &quot;%1&quot; (pdf, html)</source>
        <translation>unbekanntes Berichtsformat „%1“ (pdf, html)</translation>
    </message>
    <message>
        <source>this build has no GUI library, so it cannot draw; export needs a build with TOPOLENS_BUILD_GUI</source>
        <translation>dieser Build hat keine GUI-Bibliothek und kann daher nicht zeichnen; export braucht einen Build mit TOPOLENS_BUILD_GUI</translation>
    </message>
    <message>
        <source>this build has no GUI library, so it cannot draw; report needs a build with TOPOLENS_BUILD_GUI</source>
        <translation>dieser Build hat keine GUI-Bibliothek und kann daher nicht zeichnen; report braucht einen Build mit TOPOLENS_BUILD_GUI</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>--for takes guest or host, not &quot;%1&quot;</source>
        <translation>--for nimmt guest oder host, nicht „%1“</translation>
    </message>
    <message numerus="yes">
        <source>topolens: wrote %1: %n GPU(s), %2 of NCCL&apos;s 256 elements</source>
        <translation>
            <numerusform>topolens: %1 geschrieben: %n GPU, %2 von NCCLs 256 Elementen</numerusform>
            <numerusform>topolens: %1 geschrieben: %n GPUs, %2 von NCCLs 256 Elementen</numerusform>
        </translation>
    </message>
    <message>
        <source>topolens: in the guest: export NCCL_TOPO_FILE=%1 (copy the file there first)</source>
        <translation>topolens: im Gast: export NCCL_TOPO_FILE=%1 (kopieren Sie die Datei zuerst dorthin)</translation>
    </message>
    <message>
        <source>--group takes root-complex or numa, not &quot;%1&quot;</source>
        <translation>--group nimmt root-complex oder numa, nicht „%1“</translation>
    </message>
    <message>
        <source>qemu-layout needs a SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>qemu-layout braucht einen SNAPSHOT (eine Datei oder „demo“)</translation>
    </message>
    <message>
        <source>no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
  To use the GUI without a screen, run it offscreen, e.g. to save a picture:
    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png
  or under a virtual display:  xvfb-run -a topolens
  The command-line subcommands need no display: topolens --help
</source>
        <translation>keine Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).
  Um die GUI ohne Bildschirm zu nutzen, führen Sie sie offscreen aus, z. B. um ein Bild zu speichern:
    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png
  oder unter einer virtuellen Anzeige:  xvfb-run -a topolens
  Die Unterbefehle der Befehlszeile brauchen keine Anzeige: topolens --help
</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>kann %1 nicht schreiben</translation>
    </message>
    <message>
        <source>this build has no GUI; see topolens --help</source>
        <translation>dieser Build hat keine GUI; siehe topolens --help</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) measure far below others of the same class</source>
        <translation>
            <numerusform>%n GPU-Paar misst weit unter anderen derselben Klasse</numerusform>
            <numerusform>%n GPU-Paare messen weit unter anderen derselben Klasse</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs that the topology puts in one connection class should deliver about the same bandwidth; these are more than %1× below the best pair of their class in the same run:</source>
        <translation>Paare, die die Topologie in dieselbe Verbindungsklasse einordnet, sollten etwa dieselbe Bandbreite liefern; diese liegen mehr als %1× unter dem besten Paar ihrer Klasse im selben Lauf:</translation>
    </message>
    <message>
        <source>Click the GPUs to see their paths: look for a link trained below its capability, a slot behind the chipset or a riser, or traffic taking PCIe where the class says NVLink. Run the benchmark again to rule out noise (p2pBandwidthLatencyTest&apos;s few default repeats vary by 5–10 %), and with the GPUs idle otherwise.</source>
        <translation>Klicken Sie auf die GPUs, um ihre Pfade zu sehen: Achten Sie auf einen Link, der langsamer trainiert ist als möglich, einen Steckplatz hinter dem Chipsatz oder einem Riser, oder Verkehr über PCIe, wo die Klasse NVLink sagt. Führen Sie den Benchmark erneut aus, um Rauschen auszuschließen (die wenigen Standardwiederholungen von p2pBandwidthLatencyTest schwanken um 5–10 %), und zwar mit sonst untätigen GPUs.</translation>
    </message>
    <message>
        <source>Not checked for outliers: no GPU pair of this run could be given a connection class (its GPUs did not match the machine&apos;s, or the machine&apos;s topology is unknown).</source>
        <translation>Nicht auf Ausreißer geprüft: Keinem GPU-Paar dieses Laufs ließ sich eine Verbindungsklasse zuordnen (seine GPUs passten nicht zu denen der Maschine, oder die Topologie der Maschine ist unbekannt).</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <source>Each bandwidth matrix of the imported benchmark runs as a heatmap, with the GPU pairs that deliver clearly less than the best pair of their connection class listed under it; and the size sweeps over message size.</source>
        <translation>Jede Bandbreitenmatrix der importierten Benchmark-Läufe als Heatmap, darunter die GPU-Paare, die deutlich weniger liefern als das beste Paar ihrer Verbindungsklasse; dazu die Größen-Sweeps über die Nachrichtengröße.</translation>
    </message>
    <message>
        <source>No bandwidth matrix or size sweep in this run.</source>
        <translation>Keine Bandbreitenmatrix und kein Größen-Sweep in diesem Lauf.</translation>
    </message>
    <message>
        <source>Benchmark heatmap</source>
        <translation>Benchmark-Heatmap</translation>
    </message>
    <message>
        <source>Size-sweep chart</source>
        <translation>Größen-Sweep-Diagramm</translation>
    </message>
    <message>
        <source>the snapshot has no benchmark results; import them first with File › Import Benchmark Results…</source>
        <translation>der Snapshot hat keine Benchmark-Ergebnisse; importieren Sie sie zuerst mit Datei › Benchmark-Ergebnisse importieren…</translation>
    </message>
    <message>
        <source>no benchmark run of the snapshot has a size sweep</source>
        <translation>kein Benchmark-Lauf des Snapshots hat einen Größen-Sweep</translation>
    </message>
    <message>
        <source>no benchmark run of the snapshot has a GPU×GPU bandwidth or latency matrix</source>
        <translation>kein Benchmark-Lauf des Snapshots hat eine GPU×GPU-Bandbreiten- oder -Latenzmatrix</translation>
    </message>
    <message>
        <source>no such machine in the snapshot</source>
        <translation>keine solche Maschine im Snapshot</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (host, guest, side-by-side, matrix, heatmap[:METRIC], sweeps[:bandwidth|algbw|latency])</source>
        <translation>unbekannte Ansicht „%1“ (host, guest, side-by-side, matrix, heatmap[:METRIC], sweeps[:bandwidth|algbw|latency])</translation>
    </message>
    <message>
        <source>The distance row of node %1 does not match the table header; its distances are left out</source>
        <translation>Die Distanzzeile von Knoten %1 passt nicht zum Tabellenkopf; ihre Distanzen werden weggelassen</translation>
    </message>
    <message>
        <source>The host&apos;s VM configurations were collected, but none is taken for this guest: %1.</source>
        <translation>Die VM-Konfigurationen des Hosts wurden erfasst, aber keine wird diesem Gast zugeordnet: %1.</translation>
    </message>
    <message>
        <source>GPU%1 %2</source>
        <translation>GPU%1 %2</translation>
    </message>
    <message>
        <source>The configuration of %1 (%2) does not place them: %3.</source>
        <translation>Als VM dieses Gasts gilt %1 (%2), doch ihre Konfiguration verortet diese GPUs nicht: %3.</translation>
    </message>
    <message>
        <source>%1 = host %2</source>
        <translation>%1 = Host %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 passes through %n host device(s) this host does not have</source>
        <translation>
            <numerusform>%1 reicht %n Host-Gerät durch, das dieser Host nicht hat</numerusform>
            <numerusform>%1 reicht %n Host-Geräte durch, die dieser Host nicht hat</numerusform>
        </translation>
    </message>
    <message>
        <source>According to %1, the VM gets %2, but the host&apos;s PCI tree has no such function. A VM that is not running will fail to start with it; for a running VM, the device has dropped off the bus or was removed since it started, or the host was collected at another time than the VM&apos;s configuration.</source>
        <translation>Laut %1 bekommt die VM %2, aber der PCI-Baum des Hosts hat keine solche Funktion. Eine VM, die nicht läuft, wird damit nicht starten; bei einer laufenden VM ist das Gerät seit ihrem Start vom Bus gefallen oder wurde entfernt, oder der Host wurde zu einer anderen Zeit erfasst als die Konfiguration der VM.</translation>
    </message>
    <message>
        <source>Look for the address on the host (lspci -s ADDRESS, and the kernel log for &quot;fallen off the bus&quot; or AER errors). Addresses move when cards are added or firmware settings change: on Proxmox, compare the hostpciN entry or the path= of its PCI mapping (/etc/pve/mapping/pci.cfg) with the host&apos;s addresses now; for libvirt, the &lt;hostdev&gt; &lt;source&gt; address.</source>
        <translation>Suchen Sie die Adresse auf dem Host (lspci -s ADDRESS, und im Kernel-Log nach „fallen off the bus“ oder AER-Fehlern). Adressen verschieben sich, wenn Karten hinzukommen oder sich Firmware-Einstellungen ändern: Vergleichen Sie unter Proxmox den hostpciN-Eintrag oder das path= seiner PCI-Zuordnung (/etc/pve/mapping/pci.cfg) mit den jetzigen Adressen des Hosts; bei libvirt die Adresse in &lt;hostdev&gt; &lt;source&gt;.</translation>
    </message>
    <message>
        <source>QEMU command line</source>
        <translation>QEMU-Befehlszeile</translation>
    </message>
    <message>
        <source>libvirt domain</source>
        <translation>libvirt-Domain</translation>
    </message>
    <message>
        <source>(the guest reports no PCI address for GPU%1, so %2 cannot place it)</source>
        <translation>(der Gast meldet keine PCI-Adresse für GPU%1, daher kann %2 sie nicht verorten)</translation>
    </message>
    <message>
        <source>(no device of %1 resolves to guest %2)</source>
        <translation>(%1: kein Gerät liegt im Gast bei %2)</translation>
    </message>
    <message>
        <source>(guest %1 is %2 of %3, which is not passed through)</source>
        <translation>(%3: Gast %1 ist %2, das nicht durchgereicht wird)</translation>
    </message>
    <message>
        <source>(guest %1 is %2 of %3, passing host %4, which is no GPU of the host)</source>
        <translation>(%3: Gast %1 ist %2 und reicht Host %4 durch, keine GPU des Hosts)</translation>
    </message>
    <message>
        <source>(%1 places it at host %2, but stronger evidence gave that GPU to another guest GPU)</source>
        <translation>(%1 verortet sie bei Host %2, aber stärkere Belege haben diese GPU einer anderen Gast-GPU zugeordnet)</translation>
    </message>
    <message>
        <source>(the VM taken as %1)</source>
        <translation>(Grund für die Wahl der VM: %1)</translation>
    </message>
    <message>
        <source>(the libvirt domain suggests host GPU%1 instead: %2)</source>
        <translation>(die libvirt-Domain legt stattdessen Host-GPU%1 nahe: %2)</translation>
    </message>
    <message>
        <source>(the QEMU command line suggests host GPU%1 instead: %2)</source>
        <translation>(die QEMU-Befehlszeile legt stattdessen Host-GPU%1 nahe: %2)</translation>
    </message>
    <message>
        <source>(the VM configuration puts this host GPU at guest GPU%1 instead: %2)</source>
        <translation>(die VM-Konfiguration setzt diese Host-GPU stattdessen an Gast-GPU%1: %2)</translation>
    </message>
    <message>
        <source>the VM&apos;s memory size is unknown: fill in the memory of each guest NUMA node (MiB)</source>
        <translation>die Speichergröße der VM ist unbekannt: Tragen Sie den Speicher jedes Gast-NUMA-Knotens ein (MiB)</translation>
    </message>
    <message>
        <source>In the VM this only pays off once the guest sees the split: apply this layout or an NCCL_TOPO_FILE (topolens nccl-topo), and set NCCL_P2P_LEVEL (NCCL&apos;s default, PXB, leaves P2P off across host bridges).</source>
        <translation>In der VM zahlt sich das erst aus, wenn der Gast die Aufteilung sieht: Wenden Sie dieses Layout oder eine NCCL_TOPO_FILE an (topolens nccl-topo), und setzen Sie NCCL_P2P_LEVEL (NCCLs Standard PXB lässt P2P über Host-Bridges hinweg aus).</translation>
    </message>
    <message>
        <source># TopoLens %1: PCIe layout for %2 on host %3, as qemu-system-x86_64 arguments</source>
        <translation># TopoLens %1: PCIe-Layout für %2 auf Host %3, als qemu-system-x86_64-Argumente</translation>
    </message>
    <message>
        <source>the VM</source>
        <translation>die VM</translation>
    </message>
    <message>
        <source># each GPU behind its own root port.</source>
        <translation># jede GPU hinter ihrem eigenen Root-Port.</translation>
    </message>
    <message>
        <source># Put the lines after these comments into a qemu-system-x86_64 -machine q35 command (with -accel kvm</source>
        <translation># Setzen Sie die Zeilen nach diesen Kommentaren in einen Befehl qemu-system-x86_64 -machine q35 ein (mit -accel kvm</translation>
    </message>
    <message>
        <source># and the command&apos;s own disk, network and firmware options). Each ends in &quot; \&quot;, so more options may</source>
        <translation># und den eigenen Platten-, Netzwerk- und Firmware-Optionen des Befehls). Jede endet auf &quot; \&quot;, daher können weitere Optionen</translation>
    </message>
    <message>
        <source># follow. Keep these # lines out of the command: a comment inside it ends the command there.</source>
        <translation># folgen. Halten Sie diese #-Zeilen aus dem Befehl heraus: Ein Kommentar darin beendet den Befehl an dieser Stelle.</translation>
    </message>
    <message>
        <source># Guest NUMA nodes as the VM&apos;s configuration binds them: one memory backend and -numa node each;</source>
        <translation># Gast-NUMA-Knoten, wie die Konfiguration der VM sie bindet: je ein Speicher-Backend und -numa node;</translation>
    </message>
    <message>
        <source># Guest NUMA nodes bound to the host&apos;s: one memory backend and -numa node each;</source>
        <translation># Gast-NUMA-Knoten, an die des Hosts gebunden: je ein Speicher-Backend und -numa node;</translation>
    </message>
    <message>
        <source># -m and -smp are what the nodes add up to, and replace the command&apos;s own.</source>
        <translation># -m und -smp ergeben sich aus der Summe der Knoten und ersetzen die eigenen des Befehls.</translation>
    </message>
    <message>
        <source># The VM&apos;s memory size is unknown: replace %1 in -m and in each size= (MiB, as 4096M).</source>
        <translation># Die Speichergröße der VM ist unbekannt: Ersetzen Sie %1 in -m und in jedem size= (MiB, als 4096M).</translation>
    </message>
    <message>
        <source>#   - QEMU does not bind the GPUs: bind them to vfio-pci on the host first (vfio-pci.ids=… on the kernel</source>
        <translation>#   - QEMU bindet die GPUs nicht: Binden Sie sie zuerst auf dem Host an vfio-pci (vfio-pci.ids=… auf der Kernel-Befehlszeile</translation>
    </message>
    <message>
        <source>#     command line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.</source>
        <translation>#     oder driverctl set-override BDF vfio-pci), und geben Sie sie keiner anderen VM.</translation>
    </message>
    <message>
        <source>explicit address</source>
        <translation>explizite Adresse</translation>
    </message>
    <message>
        <source>through ports</source>
        <translation>über Ports</translation>
    </message>
    <message>
        <source>slot assumed as QEMU assigns it</source>
        <translation>Steckplatz angenommen, wie QEMU ihn vergibt</translation>
    </message>
    <message>
        <source>not in the guest</source>
        <translation>nicht im Gast</translation>
    </message>
    <message>
        <source>an NVMe controller</source>
        <translation>ein NVMe-Controller</translation>
    </message>
    <message>
        <source>an Ethernet controller</source>
        <translation>ein Ethernet-Controller</translation>
    </message>
    <message>
        <source>a storage controller</source>
        <translation>ein Speicher-Controller</translation>
    </message>
    <message>
        <source>a SATA controller</source>
        <translation>ein SATA-Controller</translation>
    </message>
    <message>
        <source>a USB controller</source>
        <translation>ein USB-Controller</translation>
    </message>
    <message>
        <source>the guest&apos;s %1 is a %2 [%3:%4]</source>
        <translation>im Gast ist %1 vom Typ %2 [%3:%4]</translation>
    </message>
    <message>
        <source>%1, not the host bridge of an expander bus</source>
        <translation>%1, nicht die Host-Bridge eines Expander-Busses</translation>
    </message>
    <message>
        <source>%1, not a bridge</source>
        <translation>%1, keine Bridge</translation>
    </message>
    <message>
        <source>%1, a %2 rather than a %3</source>
        <translation>%1, ein %2, kein %3</translation>
    </message>
    <message>
        <source>%1, a bridge rather than an endpoint</source>
        <translation>%1, eine Bridge statt eines Endpunkts</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1; erwartet: %2</translation>
    </message>
    <message>
        <source>%1, but host %2 is [%3:%4]</source>
        <translation>%1, aber Host %2 ist [%3:%4]</translation>
    </message>
    <message>
        <source>%1, but host %2 is a %3</source>
        <translation>%1, aber Host %2 ist vom Typ %3</translation>
    </message>
    <message>
        <source>its chain of buses does not end at a root bus</source>
        <translation>seine Kette von Bussen endet nicht an einem Root-Bus</translation>
    </message>
    <message>
        <source>it is on bus %1, which no device of the configuration provides</source>
        <translation>es liegt auf Bus %1, den kein Gerät der Konfiguration bereitstellt</translation>
    </message>
    <message>
        <source>it is on bus %1, which is a %2 device, not a bus</source>
        <translation>es liegt auf Bus %1, der ein %2-Gerät ist, kein Bus</translation>
    </message>
    <message>
        <source>its expander bus %1 has no bus number (bus_nr)</source>
        <translation>sein Expander-Bus %1 hat keine Busnummer (bus_nr)</translation>
    </message>
    <message>
        <source>it has no address on root bus %1, and which slot QEMU gives it is not known here</source>
        <translation>es hat keine Adresse auf Root-Bus %1, und welchen Steckplatz QEMU ihm gibt, ist hier nicht bekannt</translation>
    </message>
    <message>
        <source>the guest&apos;s bus %1 is behind %2, not a root bus: the guest has no expander bus %3 there</source>
        <translation>Bus %1 des Gasts liegt hinter %2 und ist kein Root-Bus: Der Gast hat dort keinen Expander-Bus %3</translation>
    </message>
    <message>
        <source>the guest has no root bus %1 (%2)</source>
        <translation>der Gast hat keinen Root-Bus %1 (%2)</translation>
    </message>
    <message>
        <source>the guest has nothing at %1 (slot %2 of %3)</source>
        <translation>der Gast hat nichts bei %1 (Steckplatz %2 von %3)</translation>
    </message>
    <message>
        <source>slot %1 of %2</source>
        <translation>Steckplatz %1 von %2</translation>
    </message>
    <message>
        <source>its bus %1 (%2) is not in the guest: %3</source>
        <translation>sein Bus %1 (%2) ist nicht im Gast: %3</translation>
    </message>
    <message>
        <source>it has no address behind %1, and which slot QEMU gives it is not known here</source>
        <translation>es hat keine Adresse hinter %1, und welchen Steckplatz QEMU ihm gibt, ist hier nicht bekannt</translation>
    </message>
    <message>
        <source>the guest has nothing at slot %1 behind %2 (%3)</source>
        <translation>der Gast hat nichts an Steckplatz %1 hinter %2 (%3)</translation>
    </message>
    <message>
        <source>slot %1 behind %2 (%3)</source>
        <translation>Steckplatz %1 hinter %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (slot assumed as QEMU assigns it)</source>
        <translation>%1 (Steckplatz angenommen, wie QEMU ihn vergibt)</translation>
    </message>
    <message>
        <source>the host&apos;s &quot;%1&quot;</source>
        <translation>„%1“ des Hosts</translation>
    </message>
    <message>
        <source>the guest&apos;s label &quot;%1&quot;</source>
        <translation>Bezeichnung „%1“ des Gasts</translation>
    </message>
    <message>
        <source>VMID %1, from %2</source>
        <translation>VMID %1, laut %2</translation>
    </message>
    <message>
        <source>no VM of the host has VMID %1 (%2)</source>
        <translation>keine VM des Hosts hat VMID %1 (%2)</translation>
    </message>
    <message>
        <source>its name %1 is the guest&apos;s</source>
        <translation>ihr Name %1 ist der des Gasts</translation>
    </message>
    <message>
        <source>the only VM the host&apos;s configurations describe</source>
        <translation>die einzige VM, die die Konfigurationen des Hosts beschreiben</translation>
    </message>
    <message numerus="yes">
        <source>none of the host&apos;s %n VM(s) has devices where the guest&apos;s PCI tree shows them</source>
        <translation>
            <numerusform>die %n VM des Hosts hat keine Geräte dort, wo der PCI-Baum des Gasts sie zeigt</numerusform>
            <numerusform>keine der %n VMs des Hosts hat Geräte dort, wo der PCI-Baum des Gasts sie zeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fit the guest equally well; none is taken rather than a wrong one</source>
        <translation>%1 passen gleich gut zum Gast; lieber wird keine gewählt als eine falsche</translation>
    </message>
    <message>
        <source>of %1 VMs, the one whose devices the guest&apos;s PCI tree shows best</source>
        <translation>von %1 VMs diejenige, deren Geräte der PCI-Baum des Gasts am besten zeigt</translation>
    </message>
    <message>
        <source>VM %1 (%2)</source>
        <translation>VM %1 (%2)</translation>
    </message>
    <message>
        <source>VM %1</source>
        <translation>VM %1</translation>
    </message>
    <message>
        <source>the VM of PID %1</source>
        <translation>die VM mit PID %1</translation>
    </message>
    <message>
        <source>an unnamed VM</source>
        <translation>eine unbenannte VM</translation>
    </message>
    <message>
        <source>the libvirt domain %1</source>
        <translation>libvirt-Domain %1</translation>
    </message>
    <message>
        <source>the QEMU command line of PID %1</source>
        <translation>QEMU-Befehlszeile von PID %1</translation>
    </message>
    <message>
        <source>the QEMU command line of VM %1</source>
        <translation>QEMU-Befehlszeile von VM %1</translation>
    </message>
    <message>
        <source>a QEMU command line</source>
        <translation>einer QEMU-Befehlszeile</translation>
    </message>
    <message>
        <source>the QEMU command line of %1</source>
        <translation>QEMU-Befehlszeile von %1</translation>
    </message>
    <message>
        <source>guest %1 is %2 = host %3, from %4</source>
        <translation>Gast %1 ist %2 = Host %3, laut %4</translation>
    </message>
    <message>
        <source>guest %1 is %2 (%3), from %4</source>
        <translation>Gast %1 ist %2 (%3), laut %4</translation>
    </message>
    <message>
        <source>%1, host %2</source>
        <translation>%1, Host %2</translation>
    </message>
    <message>
        <source>%1 (%2) of %3 is not in the guest: %4</source>
        <translation>%1 (%2) laut %3 ist nicht im Gast: %4</translation>
    </message>
    <message>
        <source>PCI configuration space: PCIe port types, links, serial numbers, ACS (the header only without root)</source>
        <translation>PCI-Konfigurationsraum: PCIe-Porttypen, Links, Seriennummern, ACS (ohne root nur der Header)</translation>
    </message>
    <message>
        <source>the command lines of running QEMU VMs: which host device each guest slot passes through</source>
        <translation>die Befehlszeilen laufender QEMU-VMs: welches Host-Gerät jeder Gast-Steckplatz durchreicht</translation>
    </message>
    <message>
        <source>the running libvirt domains (virsh dumpxml, read-only)</source>
        <translation>die laufenden libvirt-Domains (virsh dumpxml, nur lesend)</translation>
    </message>
    <message>
        <source>the QEMU command line Proxmox starts the VM with (where each hostpciN sits in the guest)</source>
        <translation>die QEMU-Befehlszeile, mit der Proxmox die VM startet (wo jedes hostpciN im Gast sitzt)</translation>
    </message>
    <message>
        <source>not timed: the collecting shell had no clock finer than a second</source>
        <translation>nicht gemessen: Die sammelnde Shell hatte keine Uhr, die feiner als eine Sekunde auflöst</translation>
    </message>
    <message>
        <source>PCI configuration space (PCIe port types, links, serial numbers, ACS)</source>
        <translation>PCI-Konfigurationsraum (PCIe-Porttypen, Links, Seriennummern, ACS)</translation>
    </message>
    <message>
        <source>QEMU command lines: each VM&apos;s PCI devices, ports, bridges and passed-through host devices</source>
        <translation>QEMU-Befehlszeilen: PCI-Geräte, Ports, Bridges und durchgereichte Host-Geräte jeder VM</translation>
    </message>
    <message>
        <source>libvirt domains: each VM&apos;s PCI controllers, devices and passed-through host devices</source>
        <translation>libvirt-Domains: PCI-Controller, Geräte und durchgereichte Host-Geräte jeder VM</translation>
    </message>
    <message>
        <source>no domain XML after this header (the domain went away?)</source>
        <translation>kein Domain-XML nach diesem Kopf (ist die Domain verschwunden?)</translation>
    </message>
    <message>
        <source>not readable as XML: %1</source>
        <translation>nicht als XML lesbar: %1</translation>
    </message>
    <message>
        <source>no domain XML after this header</source>
        <translation>kein Domain-XML nach diesem Kopf</translation>
    </message>
    <message>
        <source>not a libvirt domain: the document is &lt;%1&gt;</source>
        <translation>keine libvirt-Domain: Das Dokument ist &lt;%1&gt;</translation>
    </message>
    <message>
        <source>the XML ends here, inside &lt;%1&gt; (cut off?); what came before it was read</source>
        <translation>das XML endet hier, innerhalb von &lt;%1&gt; (abgeschnitten?); was davor kam, wurde gelesen</translation>
    </message>
    <message>
        <source>malformed XML: %1; what came before it was read</source>
        <translation>fehlerhaftes XML: %1; was davor kam, wurde gelesen</translation>
    </message>
    <message>
        <source>domain %1 has no &lt;devices&gt;</source>
        <translation>Domain %1 hat kein &lt;devices&gt;</translation>
    </message>
    <message>
        <source>more than %1 devices in one domain; the rest were not read</source>
        <translation>mehr als %1 Geräte in einer Domain; der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>PCI controller %1 has no readable index</source>
        <translation>PCI-Controller %1 hat keinen lesbaren Index</translation>
    </message>
    <message>
        <source>a second PCI controller with index %1</source>
        <translation>ein zweiter PCI-Controller mit Index %1</translation>
    </message>
    <message>
        <source>%1: the PCI address has no readable bus, slot and function</source>
        <translation>%1: Die PCI-Adresse hat keine lesbaren Werte für Bus, Steckplatz und Funktion</translation>
    </message>
    <message>
        <source>%1: the host PCI address is not readable</source>
        <translation>%1: Die Host-PCI-Adresse ist nicht lesbar</translation>
    </message>
    <message>
        <source>%1: a PCI hostdev without a &lt;source&gt; address</source>
        <translation>%1: ein PCI-hostdev ohne &lt;source&gt;-Adresse</translation>
    </message>
    <message>
        <source>%1: its address names bus 0x%2, which no PCI controller of the domain provides</source>
        <translation>%1: Seine Adresse nennt Bus 0x%2, den kein PCI-Controller der Domain bereitstellt</translation>
    </message>
    <message>
        <source>no libvirt domain (empty input)</source>
        <translation>keine libvirt-Domain (leere Eingabe)</translation>
    </message>
    <message>
        <source>This is binary data, not text: expected libvirt domain XML (virsh dumpxml).</source>
        <translation>Das sind Binärdaten, kein Text: erwartet wurde libvirt-Domain-XML (virsh dumpxml).</translation>
    </message>
    <message>
        <source>more than %1 domains; the rest were not read</source>
        <translation>mehr als %1 Domains; der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 without a value</source>
        <translation>%1 ohne Wert</translation>
    </message>
    <message>
        <source>-set %1 is not of the form device.ID.PROPERTY=VALUE</source>
        <translation>-set %1 hat nicht die Form device.ID.PROPERTY=VALUE</translation>
    </message>
    <message>
        <source>-global %1 is not of the form DRIVER.PROPERTY=VALUE</source>
        <translation>-global %1 hat nicht die Form DRIVER.PROPERTY=VALUE</translation>
    </message>
    <message>
        <source>-id %1 is not a Proxmox VM id</source>
        <translation>-id %1 ist keine Proxmox-VM-ID</translation>
    </message>
    <message>
        <source>-device %1 is neither a JSON object nor QEMU&apos;s option syntax</source>
        <translation>-device %1 ist weder ein JSON-Objekt noch QEMUs Optionssyntax</translation>
    </message>
    <message>
        <source>-device %1 names no driver</source>
        <translation>-device %1 nennt keinen Treiber</translation>
    </message>
    <message>
        <source>a second device with id %1; references to it mean the first</source>
        <translation>ein zweites Gerät mit der ID %1; Verweise darauf meinen das erste</translation>
    </message>
    <message>
        <source>the devices of %1 are not known; only qemu-server&apos;s own -readconfig files are</source>
        <translation>die Geräte von %1 sind nicht bekannt; bekannt sind nur die eigenen -readconfig-Dateien von qemu-server</translation>
    </message>
    <message>
        <source>-set names device %1, which this VM does not have</source>
        <translation>-set nennt das Gerät %1, das diese VM nicht hat</translation>
    </message>
    <message>
        <source>-set names device %1, which is given as JSON: QEMU applies -set only to devices in its option syntax (and refuses to start)</source>
        <translation>-set nennt das Gerät %1, das als JSON angegeben ist: QEMU wendet -set nur auf Geräte in seiner Optionssyntax an (und verweigert den Start)</translation>
    </message>
    <message>
        <source>%1: host=%2 is not a PCI address</source>
        <translation>%1: host=%2 ist keine PCI-Adresse</translation>
    </message>
    <message>
        <source>%1: sysfsdev=%2 is not a PCI function of the host</source>
        <translation>%1: sysfsdev=%2 ist keine PCI-Funktion des Hosts</translation>
    </message>
    <message>
        <source>%1 passes through no host device (neither host= nor sysfsdev=)</source>
        <translation>%1 reicht kein Host-Gerät durch (weder host= noch sysfsdev=)</translation>
    </message>
    <message>
        <source>%1: bus=%2 names a device that provides no PCI bus</source>
        <translation>%1: bus=%2 nennt ein Gerät, das keinen PCI-Bus bereitstellt</translation>
    </message>
    <message>
        <source>%1: bus=%2 names no device of this VM</source>
        <translation>%1: bus=%2 nennt kein Gerät dieser VM</translation>
    </message>
    <message>
        <source>%1: addr=%2 is not a PCI slot and function</source>
        <translation>%1: addr=%2 ist kein PCI-Steckplatz mit Funktion</translation>
    </message>
    <message>
        <source>%1: no free slot is left on %2</source>
        <translation>%1: Auf %2 ist kein Steckplatz mehr frei</translation>
    </message>
    <message>
        <source>no -machine: q35 is assumed, since devices are on its root bus pcie.0</source>
        <translation>kein -machine: q35 wird angenommen, da Geräte auf seinem Root-Bus pcie.0 liegen</translation>
    </message>
    <message>
        <source>no -machine: the PCI layout of QEMU&apos;s default for x86 (pc, i440fx) is assumed</source>
        <translation>kein -machine: Das PCI-Layout von QEMUs Standard für x86 (pc, i440fx) wird angenommen</translation>
    </message>
    <message>
        <source>device %1 has the id of the machine&apos;s root bus; references to it mean the root bus</source>
        <translation>Gerät %1 hat die ID des Root-Busses der Maschine; Verweise darauf meinen den Root-Bus</translation>
    </message>
    <message>
        <source>no QEMU process (empty input)</source>
        <translation>kein QEMU-Prozess (leere Eingabe)</translation>
    </message>
    <message>
        <source>This is binary data, not text: expected QEMU command lines.</source>
        <translation>Das sind Binärdaten, kein Text: erwartet wurden QEMU-Befehlszeilen.</translation>
    </message>
    <message>
        <source>No QEMU command line found: expected lines starting with qemu-system-*, qemu-kvm or kvm (qm showcmd, a libvirt log) or &quot;==&gt; /proc/PID/cmdline &lt;==&quot; blocks.</source>
        <translation>Keine QEMU-Befehlszeile gefunden: erwartet wurden Zeilen, die mit qemu-system-*, qemu-kvm oder kvm beginnen (qm showcmd, ein libvirt-Log), oder „==&gt; /proc/PID/cmdline &lt;==“-Blöcke.</translation>
    </message>
    <message>
        <source>more than %1 arguments in one command line; the rest of it was not read</source>
        <translation>mehr als %1 Argumente in einer Befehlszeile; ihr Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>a quote opened here is never closed (the paste seems cut off); the arguments before it were read</source>
        <translation>ein hier geöffnetes Anführungszeichen wird nie geschlossen (der eingefügte Text scheint abgeschnitten); die Argumente davor wurden gelesen</translation>
    </message>
    <message>
        <source>more than %1 QEMU command lines; the rest were not read</source>
        <translation>mehr als %1 QEMU-Befehlszeilen; der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>process %1 ended before its command line was read</source>
        <translation>Prozess %1 endete, bevor seine Befehlszeile gelesen wurde</translation>
    </message>
    <message>
        <source>more than %1 QEMU processes; the rest were not read</source>
        <translation>mehr als %1 QEMU-Prozesse; der Rest wurde nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) outside the &quot;==&gt; /proc/PID/cmdline &lt;==&quot; blocks were not read</source>
        <translation>
            <numerusform>%n Zeile außerhalb der „==&gt; /proc/PID/cmdline &lt;==“-Blöcke wurde nicht gelesen</numerusform>
            <numerusform>%n Zeilen außerhalb der „==&gt; /proc/PID/cmdline &lt;==“-Blöcke wurden nicht gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the capability list points into the header (0x%2); read up to there</source>
        <translation>%1: Die Fähigkeitenliste zeigt in den Header (0x%2); bis dorthin gelesen</translation>
    </message>
    <message>
        <source>%1: the capability list loops back to 0x%2; read up to there</source>
        <translation>%1: Die Fähigkeitenliste springt zurück auf 0x%2; bis dorthin gelesen</translation>
    </message>
    <message>
        <source>%1: an extended capability points below 0x100 (0x%2); read up to there</source>
        <translation>%1: Eine erweiterte Fähigkeit zeigt unter 0x100 (0x%2); bis dorthin gelesen</translation>
    </message>
    <message>
        <source>No PCI configuration space found: expected a device line such as &quot;==&gt; /sys/bus/pci/devices/0000:00:1c.0/config &lt;==&quot; or &quot;00:1c.0 PCI bridge: …&quot; followed by rows such as &quot;000000 86 80 …&quot; or &quot;00: 86 80 …&quot;.</source>
        <translation>Kein PCI-Konfigurationsraum gefunden: erwartet wurde eine Gerätezeile wie „==&gt; /sys/bus/pci/devices/0000:00:1c.0/config &lt;==“ oder „00:1c.0 PCI bridge: …“, gefolgt von Zeilen wie „000000 86 80 …“ oder „00: 86 80 …“.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) have only the 64-byte header of their configuration space (what the kernel shows a user, or lspci -x): no PCIe port type, link, serial number or ACS for them; a dump as root has them all.</source>
        <translation>
            <numerusform>%n Gerät hat nur den 64-Byte-Header seines Konfigurationsraums (was der Kernel einem Benutzer zeigt, oder lspci -x): PCIe-Porttyp, Link, Seriennummer und ACS fehlen dafür; ein Dump als root enthält alles.</numerusform>
            <numerusform>%n Geräte haben nur den 64-Byte-Header ihres Konfigurationsraums (was der Kernel einem Benutzer zeigt, oder lspci -x): PCIe-Porttyp, Link, Seriennummer und ACS fehlen für sie; ein Dump als root enthält alles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PCI Express device(s) have only the first 256 bytes of their configuration space (lspci -xxx): no serial number or ACS for them; lspci -xxxx or the collector as root reads all 4096.</source>
        <translation>
            <numerusform>%n PCI-Express-Gerät hat nur die ersten 256 Bytes seines Konfigurationsraums (lspci -xxx): Seriennummer und ACS fehlen dafür; lspci -xxxx oder der Sammler als root liest alle 4096.</numerusform>
            <numerusform>%n PCI-Express-Geräte haben nur die ersten 256 Bytes ihres Konfigurationsraums (lspci -xxx): Seriennummer und ACS fehlen für sie; lspci -xxxx oder der Sammler als root liest alle 4096.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bytes before any device line; skipped: %1</source>
        <translation>Bytes vor jeder Gerätezeile; übersprungen: %1</translation>
    </message>
    <message>
        <source>Beyond the 4096 bytes of configuration space; skipped: %1</source>
        <translation>Jenseits der 4096 Bytes des Konfigurationsraums; übersprungen: %1</translation>
    </message>
    <message>
        <source>Not a configuration space row or device line: %1</source>
        <translation>Weder eine Zeile des Konfigurationsraums noch eine Gerätezeile: %1</translation>
    </message>
    <message>
        <source>This device line names no PCI address; its rows are skipped: %1</source>
        <translation>Diese Gerätezeile nennt keine PCI-Adresse; ihre Zeilen werden übersprungen: %1</translation>
    </message>
    <message>
        <source>%1 was dumped before, on line %2, which is kept</source>
        <translation>%1 wurde schon zuvor ausgegeben, in Zeile %2, die behalten wird</translation>
    </message>
    <message>
        <source>%1: fewer than the first 16 bytes of configuration space; skipped</source>
        <translation>%1: weniger als die ersten 16 Bytes des Konfigurationsraums; übersprungen</translation>
    </message>
    <message>
        <source>%1 reads as all ones: the device did not answer (removed, powered off or in reset); skipped</source>
        <translation>%1 liest sich als lauter Einsen: Das Gerät hat nicht geantwortet (entfernt, ausgeschaltet oder im Reset); übersprungen</translation>
    </message>
    <message>
        <source>expected PCI configuration space dumps (od of /sys/bus/pci/devices/*/config, or lspci -x)</source>
        <translation>erwartet wurden Dumps des PCI-Konfigurationsraums (od von /sys/bus/pci/devices/*/config oder lspci -x)</translation>
    </message>
    <message>
        <source>%1 is under a different path than on line %2, which is kept: %3</source>
        <translation>%1 liegt unter einem anderen Pfad als in Zeile %2, der behalten wird: %3</translation>
    </message>
    <message>
        <source>VM configuration of guest &quot;%1&quot;:</source>
        <translation>VM-Konfiguration von Gast „%1“:</translation>
    </message>
    <message>
        <source>no VM of the host is taken for it: %1</source>
        <translation>keine VM des Hosts wird ihm zugeordnet: %1</translation>
    </message>
    <message>
        <source>%1, from %2 (%3)</source>
        <translation>%1, laut %2 (%3)</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>--format takes proxmox, libvirt or qemu, not &quot;%1&quot;</source>
        <translation>--format nimmt proxmox, libvirt oder qemu, nicht „%1“</translation>
    </message>
    <message>
        <source>#   - x-speed/x-width make the root port advertise the host&apos;s link (QEMU ≥ 4.0).</source>
        <translation>#   - x-speed/x-width lassen den Root-Port den Link des Hosts melden (QEMU ≥ 4.0).</translation>
    </message>
    <message>
        <source>#     The host&apos;s links run at %1 GT/s, which QEMU takes only from 9.0: the ports say %2 GT/s, so</source>
        <translation>#     Die Links des Hosts laufen mit %1 GT/s, was QEMU erst ab 9.0 annimmt: die Ports melden %2 GT/s, damit</translation>
    </message>
    <message>
        <source>#     this starts on older QEMU too. With QEMU ≥ 9.0, generate it with --qemu 9.0.</source>
        <translation>#     es auch mit älterem QEMU startet. Mit QEMU ≥ 9.0 erzeugen Sie es mit --qemu 9.0.</translation>
    </message>
    <message>
        <source>--qemu takes a QEMU version such as 9.0, not &quot;%1&quot;</source>
        <translation>--qemu erwartet eine QEMU-Version wie 9.0, nicht „%1“</translation>
    </message>
    <message>
        <source>a class of the baseline</source>
        <translation>eine Klasse der Baseline</translation>
    </message>
    <message>
        <source>The saved baseline has no machine of this hardware class.</source>
        <translation>Die gespeicherte Baseline hat keine Maschine dieser Hardwareklasse.</translation>
    </message>
    <message>
        <source>%1 GT/s</source>
        <translation>%1 GT/s</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>not collected</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>node %1: CPUs %2, distances %3</source>
        <translation>Knoten %1: CPUs %2, Distanzen %3</translation>
    </message>
    <message>
        <source>The link trained narrower than on the baseline: fewer lanes carry every transfer (a seating, riser or slot problem).</source>
        <translation>Der Link wurde schmaler trainiert als auf der Baseline: Weniger Lanes tragen jede Übertragung (ein Problem mit Sitz, Riser oder Steckplatz).</translation>
    </message>
    <message>
        <source>The link trained wider than on the baseline.</source>
        <translation>Der Link wurde breiter trainiert als auf der Baseline.</translation>
    </message>
    <message>
        <source>capable of %1</source>
        <translation>fähig zu %1</translation>
    </message>
    <message>
        <source>The link&apos;s capability differs from the baseline&apos;s: another slot, riser or card.</source>
        <translation>Die Fähigkeit des Links weicht von der der Baseline ab: anderer Steckplatz, Riser oder andere Karte.</translation>
    </message>
    <message>
        <source>The link runs at another speed than on the baseline. Idle GPUs lower their link speed to save power: collect again while the GPU is busy before acting on it.</source>
        <translation>Der Link läuft mit einer anderen Geschwindigkeit als auf der Baseline. GPUs im Leerlauf senken ihre Link-Geschwindigkeit, um Strom zu sparen: Erfassen Sie erneut, während die GPU ausgelastet ist, bevor Sie handeln.</translation>
    </message>
    <message>
        <source>The link&apos;s top speed differs from the baseline&apos;s: another slot, riser, card or firmware setting.</source>
        <translation>Die Höchstgeschwindigkeit des Links weicht von der der Baseline ab: anderer Steckplatz, Riser, andere Karte oder Firmware-Einstellung.</translation>
    </message>
    <message>
        <source>Another device sits in this slot than on the baseline.</source>
        <translation>In diesem Steckplatz sitzt ein anderes Gerät als auf der Baseline.</translation>
    </message>
    <message>
        <source>The device reports another NUMA node than on the baseline: CPU affinity and the path to memory change.</source>
        <translation>Das Gerät meldet einen anderen NUMA-Knoten als auf der Baseline: CPU-Affinität und der Weg zum Speicher ändern sich.</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>The IOMMU is not in the state of the baseline: device passthrough, ACS isolation and DMA protection differ.</source>
        <translation>Die IOMMU ist nicht im Zustand der Baseline: Geräte-Passthrough, ACS-Isolation und DMA-Schutz unterscheiden sich.</translation>
    </message>
    <message>
        <source>The NUMA layout differs from the baseline&apos;s (BIOS setting such as NPS or SNC, memory population, or CPUs offline).</source>
        <translation>Das NUMA-Layout weicht von dem der Baseline ab (BIOS-Einstellung wie NPS oder SNC, Speicherbestückung oder CPUs offline).</translation>
    </message>
    <message>
        <source>The kernel was booted with another value of a parameter that changes how the IOMMU, PCIe or ACS behave.</source>
        <translation>Der Kernel wurde mit einem anderen Wert eines Parameters gebootet, der das Verhalten von IOMMU, PCIe oder ACS ändert.</translation>
    </message>
    <message>
        <source>Another GPU driver version runs than on the baseline.</source>
        <translation>Es läuft eine andere GPU-Treiberversion als auf der Baseline.</translation>
    </message>
    <message>
        <source>The baseline has a GPU at this position and this machine has none: it fell off the bus, is disabled, or was removed.</source>
        <translation>Die Baseline hat an dieser Position eine GPU, diese Maschine keine: Sie ist vom Bus gefallen, deaktiviert oder wurde entfernt.</translation>
    </message>
    <message>
        <source>The GPU shares its IOMMU group with another number of devices than on the baseline; all of a group must be passed through together.</source>
        <translation>Die GPU teilt ihre IOMMU-Gruppe mit einer anderen Anzahl von Geräten als auf der Baseline; alle Geräte einer Gruppe müssen gemeinsam durchgereicht werden.</translation>
    </message>
    <message>
        <source>ACS on the ports above the GPU differs from the baseline: peer-to-peer traffic is routed differently and IOMMU groups change.</source>
        <translation>ACS an den Ports oberhalb der GPU weicht von der Baseline ab: Peer-to-Peer-Verkehr wird anders geleitet und IOMMU-Gruppen ändern sich.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 zu %2</translation>
    </message>
    <message>
        <source>The connection to another device is of another class than on the baseline (NVLink, PCIe switch, host bridge or socket).</source>
        <translation>Die Verbindung zu einem anderen Gerät ist von anderer Klasse als auf der Baseline (NVLink, PCIe-Switch, Host-Bridge oder Sockel).</translation>
    </message>
    <message>
        <source>nvidia-smi reports another peer-to-peer status to this GPU than on the baseline.</source>
        <translation>nvidia-smi meldet zu dieser GPU einen anderen Peer-to-Peer-Status als auf der Baseline.</translation>
    </message>
    <message>
        <source>This machine has a GPU where the baseline has none.</source>
        <translation>Diese Maschine hat eine GPU, wo die Baseline keine hat.</translation>
    </message>
    <message>
        <source>The baseline has a network device at this position and this machine has none.</source>
        <translation>Die Baseline hat an dieser Position ein Netzwerkgerät, diese Maschine keines.</translation>
    </message>
    <message>
        <source>This machine has a network device where the baseline has none.</source>
        <translation>Diese Maschine hat ein Netzwerkgerät, wo die Baseline keines hat.</translation>
    </message>
    <message>
        <source>fingerprint: %1%2 has the wrong type</source>
        <translation>fingerprint: %1%2 hat den falschen Typ</translation>
    </message>
    <message>
        <source>fingerprint: %1position is missing</source>
        <translation>fingerprint: %1position fehlt</translation>
    </message>
    <message>
        <source>fingerprint: version %1 is not one this TopoLens reads (1 to %2)</source>
        <translation>fingerprint: Version %1 kann dieses TopoLens nicht lesen (1 bis %2)</translation>
    </message>
    <message>
        <source>The link of %1 now runs at %3; it ran at %2 (LnkSta).</source>
        <translation>Der Link von %1 läuft jetzt mit %3; er lief mit %2 (LnkSta).</translation>
    </message>
    <message>
        <source>The link of %1 now offers %3; it offered %2 (LnkCap).</source>
        <translation>Der Link von %1 bietet jetzt %3; er bot %2 (LnkCap).</translation>
    </message>
    <message>
        <source>%1 now reports NUMA node %3; it reported %2.</source>
        <translation>%1 meldet jetzt NUMA-Knoten %3; vorher %2.</translation>
    </message>
    <message>
        <source>%1 is now in IOMMU group %3; it was in group %2.</source>
        <translation>%1 ist jetzt in IOMMU-Gruppe %3; vorher in Gruppe %2.</translation>
    </message>
    <message>
        <source>ACS redirection on %1 is now %3; it was %2.</source>
        <translation>Die ACS-Umleitung an %1 ist jetzt %3; sie war %2.</translation>
    </message>
    <message>
        <source>%1 is now driven by %3; it was driven by %2.</source>
        <translation>%1 wird jetzt von %3 betrieben; vorher von %2.</translation>
    </message>
    <message>
        <source>no driver</source>
        <translation>kein Treiber</translation>
    </message>
    <message>
        <source>The machine is now called &quot;%2&quot;; it was &quot;%1&quot;.</source>
        <translation>Die Maschine heißt jetzt „%2“; sie hieß „%1“.</translation>
    </message>
    <message>
        <source>The machine is now a %2; it was a %1.</source>
        <translation>Die Maschine ist jetzt %2; vorher %1.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is now %2; it was %1.</source>
        <translation>Der NVIDIA-Treiber ist jetzt %2; er war %1.</translation>
    </message>
    <message>
        <source>The driver&apos;s CUDA version is now %2; it was %1.</source>
        <translation>Die CUDA-Version des Treibers ist jetzt %2; sie war %1.</translation>
    </message>
    <message>
        <source>The IOMMU is now on: the kernel lists IOMMU groups, it listed none before.</source>
        <translation>Die IOMMU ist jetzt an: Der Kernel listet IOMMU-Gruppen auf, vorher listete er keine.</translation>
    </message>
    <message>
        <source>The IOMMU is now off: the kernel lists no IOMMU groups, it listed some before.</source>
        <translation>Die IOMMU ist jetzt aus: Der Kernel listet keine IOMMU-Gruppen auf, vorher listete er welche.</translation>
    </message>
    <message>
        <source>The kernel no longer boots with %1.</source>
        <translation>Der Kernel bootet nicht mehr mit %1.</translation>
    </message>
    <message>
        <source>The kernel now boots with %1.</source>
        <translation>Der Kernel bootet jetzt mit %1.</translation>
    </message>
    <message>
        <source>The kernel now boots with %2 instead of %1.</source>
        <translation>Der Kernel bootet jetzt mit %2 statt %1.</translation>
    </message>
    <message>
        <source>The machine now has NUMA nodes %2; it had %1.</source>
        <translation>Die Maschine hat jetzt die NUMA-Knoten %2; sie hatte %1.</translation>
    </message>
    <message>
        <source>%1 now holds CPUs %3; it held %2.</source>
        <translation>%1 umfasst jetzt die CPUs %3; vorher %2.</translation>
    </message>
    <message>
        <source>%1 now has %3 of memory; it had %2.</source>
        <translation>%1 hat jetzt %3 Speicher; vorher %2.</translation>
    </message>
    <message>
        <source>The distances of %1 are now %3; they were %2.</source>
        <translation>Die Distanzen von %1 sind jetzt %3; sie waren %2.</translation>
    </message>
    <message>
        <source>%1 (%2) is gone.</source>
        <translation>%1 (%2) ist weg.</translation>
    </message>
    <message>
        <source>%1 (%2) is new.</source>
        <translation>%1 (%2) ist neu.</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3: the same device by its serial number, at a new address.</source>
        <translation>%1 ist von %2 nach %3 gewandert: dasselbe Gerät laut Seriennummer, an einer neuen Adresse.</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3: the same device at the same place in the tree, its bus renumbered.</source>
        <translation>%1 ist von %2 nach %3 gewandert: dasselbe Gerät an derselben Stelle im Baum, sein Bus umnummeriert.</translation>
    </message>
    <message>
        <source>BAR %1</source>
        <translation>BAR %1</translation>
    </message>
    <message>
        <source>%1 of %2 is now %4; it was %3.</source>
        <translation>%1 von %2 ist jetzt %4; vorher %3.</translation>
    </message>
    <message>
        <source>%1 of %2 is now unassigned: the firmware or kernel could not place it.</source>
        <translation>%1 von %2 ist jetzt nicht zugewiesen: Firmware oder Kernel konnten ihn nicht platzieren.</translation>
    </message>
    <message>
        <source>%1 of %2 is now assigned; it was not.</source>
        <translation>%1 von %2 ist jetzt zugewiesen; vorher nicht.</translation>
    </message>
    <message>
        <source>%1 are now connected as %3 (%4); they were %2.</source>
        <translation>%1 sind jetzt als %3 (%4) verbunden; vorher %2.</translation>
    </message>
    <message>
        <source>nvidia-smi now says %3 for P2P %4 between %1; it said %2.</source>
        <translation>nvidia-smi meldet jetzt %3 für P2P %4 zwischen %1; vorher %2.</translation>
    </message>
    <message>
        <source>The kernel log now says it could not place a memory BAR of %1; it did not before.</source>
        <translation>Das Kernel-Log meldet jetzt, dass es einen Speicher-BAR von %1 nicht platzieren konnte; vorher nicht.</translation>
    </message>
    <message>
        <source>The kernel log no longer says it could not place a memory BAR of %1.</source>
        <translation>Das Kernel-Log meldet nicht mehr, dass es einen Speicher-BAR von %1 nicht platzieren konnte.</translation>
    </message>
    <message>
        <source>machine-id, boot id, DMI product and UUID, network hardware addresses</source>
        <translation>machine-id, Boot-ID, DMI-Produkt und -UUID, Hardwareadressen der Netzwerkschnittstellen</translation>
    </message>
    <message>
        <source>ansible tree: %1 is not a usable node name; left out</source>
        <translation>ansible tree: %1 ist kein brauchbarer Knotenname; ausgelassen</translation>
    </message>
    <message>
        <source>could not list the nodes with %1 (progress shows no total): </source>
        <translation>konnte die Knoten nicht mit %1 auflisten (der Fortschritt zeigt keine Gesamtzahl): </translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>kann %1 nicht starten: %2</translation>
    </message>
    <message>
        <source>unknown engine</source>
        <translation>unbekannte Engine</translation>
    </message>
    <message>
        <source>--via must be one of %1, not &quot;%2&quot;</source>
        <translation>--via muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>no node set given</source>
        <translation>keine Knotenmenge angegeben</translation>
    </message>
    <message>
        <source>the node set &quot;%1&quot; starts with &apos;-&apos; and would be read as an option</source>
        <translation>die Knotenmenge „%1“ beginnt mit „-“ und würde als Option gelesen</translation>
    </message>
    <message>
        <source>-i INVENTORY is for --via ansible</source>
        <translation>-i INVENTORY gilt für --via ansible</translation>
    </message>
    <message>
        <source>--via srun takes no ssh options, connect timeout or fan-out: Slurm starts the tasks itself</source>
        <translation>--via srun nimmt keine ssh-Optionen, kein Verbindungs-Zeitlimit und kein Fan-out: Slurm startet die Tasks selbst</translation>
    </message>
    <message>
        <source>--remote-collector must be an absolute path of letters, digits and ._/+-</source>
        <translation>--remote-collector muss ein absoluter Pfad aus Buchstaben, Ziffern und ._/+- sein</translation>
    </message>
    <message>
        <source>the output cap per node must be at least 1 KiB</source>
        <translation>die Ausgabegrenze pro Knoten muss mindestens 1 KiB betragen</translation>
    </message>
    <message>
        <source>line %1: not base64 inside the block begun on line %2: %3</source>
        <translation>Zeile %1: kein Base64 im Block, der in Zeile %2 begann: %3</translation>
    </message>
    <message>
        <source>line %1: the block begun on line %2 stops here, without its end line</source>
        <translation>Zeile %1: Der in Zeile %2 begonnene Block hört hier auf, ohne seine Endzeile</translation>
    </message>
    <message>
        <source>line %1: the header line (host=… sha256=… bytes=…) is missing or unreadable</source>
        <translation>Zeile %1: Die Kopfzeile (host=… sha256=… bytes=…) fehlt oder ist unlesbar</translation>
    </message>
    <message>
        <source>line %1: the compressed data of the block begun on line %2 is damaged; %3 bytes decoded</source>
        <translation>Zeile %1: Die komprimierten Daten des in Zeile %2 begonnenen Blocks sind beschädigt; %3 Bytes dekodiert</translation>
    </message>
    <message>
        <source>line %1: the compressed data of the block begun on line %2 ends early; %3 bytes decoded</source>
        <translation>Zeile %1: Die komprimierten Daten des in Zeile %2 begonnenen Blocks enden vorzeitig; %3 Bytes dekodiert</translation>
    </message>
    <message>
        <source>line %1: the block decodes to %2 bytes, its header says %3</source>
        <translation>Zeile %1: Der Block ergibt dekodiert %2 Bytes, seine Kopfzeile sagt %3</translation>
    </message>
    <message>
        <source>line %1: the sha256 of the block begun on line %2 does not match its header: damaged on the way</source>
        <translation>Zeile %1: Der sha256 des in Zeile %2 begonnenen Blocks passt nicht zu seiner Kopfzeile: unterwegs beschädigt</translation>
    </message>
    <message>
        <source>line %1: a new block begins before the end line of the block begun on line %2</source>
        <translation>Zeile %1: Ein neuer Block beginnt vor der Endzeile des in Zeile %2 begonnenen Blocks</translation>
    </message>
    <message>
        <source>its output passed the cap of %1 MiB; the first %1 MiB are kept</source>
        <translation>die Ausgabe überschritt die Grenze von %1 MiB; die ersten %1 MiB werden behalten</translation>
    </message>
    <message>
        <source>the engine&apos;s command timeout ended it</source>
        <translation>das Befehls-Zeitlimit der Engine hat es beendet</translation>
    </message>
    <message>
        <source>the run was cancelled before it finished</source>
        <translation>der Lauf wurde abgebrochen, bevor er fertig war</translation>
    </message>
    <message numerus="yes">
        <source>%n more armoured block(s) in its output were ignored</source>
        <translation>
            <numerusform>%n weiterer Block mit ASCII-Hülle in der Ausgabe wurde ignoriert</numerusform>
            <numerusform>%n weitere Blöcke mit ASCII-Hülle in der Ausgabe wurden ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>the bundle is damaged</source>
        <translation>das Bundle ist beschädigt</translation>
    </message>
    <message>
        <source>the armoured bundle could not be decoded</source>
        <translation>das Bundle mit ASCII-Hülle konnte nicht dekodiert werden</translation>
    </message>
    <message>
        <source>no armoured bundle in its output</source>
        <translation>kein Bundle mit ASCII-Hülle in der Ausgabe</translation>
    </message>
    <message>
        <source>the engine said nothing about it</source>
        <translation>die Engine hat nichts dazu gemeldet</translation>
    </message>
    <message>
        <source>baseline: line %1: %2</source>
        <translation>baseline: Zeile %1: %2</translation>
    </message>
    <message>
        <source>baseline: not a TopoLens fleet baseline (format is not &quot;%1&quot;)</source>
        <translation>baseline: keine TopoLens-Flotten-Baseline (format ist nicht „%1“)</translation>
    </message>
    <message>
        <source>baseline: version %1 is newer than this TopoLens reads (%2); use a newer TopoLens</source>
        <translation>baseline: Version %1 ist neuer, als dieses TopoLens liest (%2); verwenden Sie ein neueres TopoLens</translation>
    </message>
    <message>
        <source>baseline: classes: expected an array</source>
        <translation>baseline: classes: Array erwartet</translation>
    </message>
    <message>
        <source>baseline: classes[%1].topology: expected an object</source>
        <translation>baseline: classes[%1].topology: Objekt erwartet</translation>
    </message>
    <message>
        <source>baseline: classes[%1].topology: %2</source>
        <translation>baseline: classes[%1].topology: %2</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: the node name &quot;%2&quot; cannot name a file; left out</source>
        <translation>%1: Der Knotenname „%2“ taugt nicht als Dateiname; ausgelassen</translation>
    </message>
    <message>
        <source>%1: node %2 was already read from another file; this one is left out</source>
        <translation>%1: Knoten %2 wurde bereits aus einer anderen Datei gelesen; diese wird ausgelassen</translation>
    </message>
    <message>
        <source>the armoured bundle holds no capture</source>
        <translation>das Bundle mit ASCII-Hülle enthält keine Erfassung</translation>
    </message>
    <message>
        <source>%1 already holds a fleet run</source>
        <translation>%1 enthält bereits einen Flottenlauf</translation>
    </message>
    <message>
        <source>cannot create the run folder %1</source>
        <translation>kann den Laufordner %1 nicht anlegen</translation>
    </message>
    <message>
        <source>the node name &quot;%1&quot; cannot name a file</source>
        <translation>der Knotenname „%1“ taugt nicht als Dateiname</translation>
    </message>
    <message>
        <source>%1/run.json: not valid JSON (%2)</source>
        <translation>%1/run.json: kein gültiges JSON (%2)</translation>
    </message>
    <message>
        <source>%1/run.json: not a TopoLens fleet run (expected &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1/run.json: kein TopoLens-Flottenlauf (erwartet wurde &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1/run.json: version: expected a positive whole number</source>
        <translation>%1/run.json: version: erwartet eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>%1/run.json was written by a newer TopoLens (run format version %2; this version reads up to %3)</source>
        <translation>%1/run.json wurde von einem neueren TopoLens geschrieben (Laufformat-Version %2; diese Version liest bis %3)</translation>
    </message>
    <message>
        <source>%1/run.json: nodes: expected an array</source>
        <translation>%1/run.json: nodes: Array erwartet</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: Objekt erwartet</translation>
    </message>
    <message>
        <source>%1: the name &quot;%2&quot; is not a usable node name, or given twice; left out</source>
        <translation>%1: Der Name „%2“ ist kein brauchbarer Knotenname oder doppelt angegeben; ausgelassen</translation>
    </message>
    <message>
        <source>%1: unknown outcome &quot;%2&quot;, read as failed</source>
        <translation>%1: unbekanntes Ergebnis „%2“, als fehlgeschlagen gelesen</translation>
    </message>
    <message>
        <source>%1: bundle: expected &quot;%2&quot;; the path given is not followed</source>
        <translation>%1: bundle: „%2“ erwartet; dem angegebenen Pfad wird nicht gefolgt</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>Knoten %1: %2</translation>
    </message>
    <message>
        <source>%1: no machine could be read from this bundle</source>
        <translation>%1: Aus diesem Bundle konnte keine Maschine gelesen werden</translation>
    </message>
    <message>
        <source>%1: neither a run folder, a bundle, an armoured bundle nor a snapshot</source>
        <translation>%1: weder ein Laufordner noch ein Bundle, ein Bundle mit ASCII-Hülle oder ein Snapshot</translation>
    </message>
    <message numerus="yes">
        <source>no node could be read from %n input(s)</source>
        <translation>
            <numerusform>aus %n Eingabe konnte kein Knoten gelesen werden</numerusform>
            <numerusform>aus %n Eingaben konnte kein Knoten gelesen werden</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>Nicht erreichbar</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>machine identity: machine-id, boot id, DMI product and UUID, network hardware addresses</source>
        <translation>Maschinenidentität: machine-id, Boot-ID, DMI-Produkt und -UUID, Hardwareadressen der Netzwerkschnittstellen</translation>
    </message>
    <message>
        <source>interface MAC %1 is not a MAC address</source>
        <translation>Schnittstellen-MAC %1 ist keine MAC-Adresse</translation>
    </message>
    <message>
        <source>%1 is not a MAC address</source>
        <translation>%1 ist keine MAC-Adresse</translation>
    </message>
    <message>
        <source>No identity lines found: expected `grep -H .` output such as &quot;/etc/machine-id:…&quot; or &quot;/sys/class/net/eth0/address:52:54:00:12:34:56&quot;.</source>
        <translation>Keine Identitätszeilen gefunden: erwartet wurde eine Ausgabe von `grep -H .` wie „/etc/machine-id:…“ oder „/sys/class/net/eth0/address:52:54:00:12:34:56“.</translation>
    </message>
    <message>
        <source>Not a machine identity line: %1</source>
        <translation>Keine Zeile zur Maschinenidentität: %1</translation>
    </message>
    <message>
        <source>%1 is given twice; keeping the first</source>
        <translation>%1 ist doppelt angegeben; die erste Angabe wird behalten</translation>
    </message>
    <message>
        <source>Interface %1 has no readable hardware address: %2</source>
        <translation>Schnittstelle %1 hat keine lesbare Hardwareadresse: %2</translation>
    </message>
    <message>
        <source>Interface %1 is listed twice; keeping the first</source>
        <translation>Schnittstelle %1 ist doppelt aufgeführt; die erste wird behalten</translation>
    </message>
    <message>
        <source>expected `grep -H . /etc/machine-id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …` output</source>
        <translation>erwartet wurde die Ausgabe von `grep -H . /etc/machine-id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …`</translation>
    </message>
    <message>
        <source>node set: &quot;%1&quot; at position %2 is not a number or a range of numbers</source>
        <translation>Knotenmenge: „%1“ an Position %2 ist keine Zahl und kein Zahlenbereich</translation>
    </message>
    <message>
        <source>node set: the range &quot;%1&quot; at position %2 runs backwards</source>
        <translation>Knotenmenge: Der Bereich „%1“ an Position %2 läuft rückwärts</translation>
    </message>
    <message>
        <source>node set: more than %1 names</source>
        <translation>Knotenmenge: mehr als %1 Namen</translation>
    </message>
    <message>
        <source>node set: the &quot;[&quot; at position %1 is not closed</source>
        <translation>Knotenmenge: Das „[“ an Position %1 wird nicht geschlossen</translation>
    </message>
    <message>
        <source>node set: the &quot;]&quot; at position %1 closes nothing</source>
        <translation>Knotenmenge: Das „]“ an Position %1 schließt nichts</translation>
    </message>
    <message>
        <source>node set: groups (&quot;@…&quot; at position %1) are resolved by the engine, not here</source>
        <translation>Knotenmenge: Gruppen („@…“ an Position %1) löst die Engine auf, nicht TopoLens</translation>
    </message>
    <message>
        <source>%1: a fleet report is .html or .pdf</source>
        <translation>%1: Ein Flottenbericht ist .html oder .pdf</translation>
    </message>
    <message>
        <source>matched by %1</source>
        <translation>zugeordnet über %1</translation>
    </message>
    <message>
        <source>(was &quot;%1&quot;)</source>
        <translation>(war „%1“)</translation>
    </message>
    <message numerus="yes">
        <source>machine %1: %n change(s)</source>
        <translation>
            <numerusform>Maschine %1: %n Änderung</numerusform>
            <numerusform>Maschine %1: %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>machine %1 is only in %2</source>
        <translation>Maschine %1 ist nur in %2</translation>
    </message>
    <message>
        <source>no differences</source>
        <translation>keine Unterschiede</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unpaired machine(s)</source>
        <translation>
            <numerusform>%n ungepaarte Maschine</numerusform>
            <numerusform>%n ungepaarte Maschinen</numerusform>
        </translation>
    </message>
    <message>
        <source>neither input has a machine labelled &quot;%1&quot;</source>
        <translation>keine der Eingaben hat eine Maschine mit dem Label „%1“</translation>
    </message>
    <message>
        <source>topolens: warning: %1
</source>
        <translation>topolens: Warnung: %1
</translation>
    </message>
    <message>
        <source>[re-sample under load]</source>
        <translation>[unter Last erneut messen]</translation>
    </message>
    <message>
        <source>Fleet run %1 (%2): %3 node(s), %4 group(s), %5 with drift, %6 without a machine
</source>
        <translation>Flottenlauf %1 (%2): %3 Knoten, %4 Gruppe(n), %5 mit Drift, %6 ohne Maschine
</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>Gruppen:</translation>
    </message>
    <message>
        <source>, baseline</source>
        <translation>, Baseline</translation>
    </message>
    <message>
        <source>Drift from the baseline:</source>
        <translation>Drift von der Baseline:</translation>
    </message>
    <message>
        <source>Nodes without a machine:</source>
        <translation>Knoten ohne Maschine:</translation>
    </message>
    <message>
        <source>Guests:</source>
        <translation>Gäste:</translation>
    </message>
    <message>
        <source>%1: no host claims it</source>
        <translation>%1: von keinem Host beansprucht</translation>
    </message>
    <message>
        <source>%1 finding(s) over the fleet (topolens fleet report --json lists them per host)</source>
        <translation>%1 Befund(e) in der Flotte (topolens fleet report --json listet sie pro Host auf)</translation>
    </message>
    <message>
        <source>Changed since run %1:</source>
        <translation>Geändert seit Lauf %1:</translation>
    </message>
    <message>
        <source>fleet import needs PATH... and -o RUN_DIR</source>
        <translation>fleet import braucht PATH... und -o RUN_DIR</translation>
    </message>
    <message>
        <source>topolens: %1
</source>
        <translation>topolens: %1
</translation>
    </message>
    <message>
        <source>%1 node(s) imported into %2
</source>
        <translation>%1 Knoten in %2 importiert
</translation>
    </message>
    <message>
        <source>fleet report needs RUN</source>
        <translation>fleet report braucht RUN</translation>
    </message>
    <message>
        <source>fleet report: -o takes a .json, .html or .pdf file</source>
        <translation>fleet report: -o nimmt eine .json-, .html- oder .pdf-Datei</translation>
    </message>
    <message>
        <source>topolens: HTML and PDF fleet reports need the GUI build of TopoLens (TOPOLENS_BUILD_GUI); --json works here
</source>
        <translation>topolens: HTML- und PDF-Flottenberichte brauchen den GUI-Build von TopoLens (TOPOLENS_BUILD_GUI); --json funktioniert hier
</translation>
    </message>
    <message>
        <source>fleet check needs RUN and --baseline FILE</source>
        <translation>fleet check braucht RUN und --baseline FILE</translation>
    </message>
    <message>
        <source>topolens: %1: %2
</source>
        <translation>topolens: %1: %2
</translation>
    </message>
    <message>
        <source>not checked (%1)</source>
        <translation>nicht geprüft (%1)</translation>
    </message>
    <message>
        <source>No drift from the baseline (%1 node(s)).
</source>
        <translation>Keine Drift von der Baseline (%1 Knoten).
</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) drifted from the baseline:
</source>
        <translation>%1 von %2 Knoten sind von der Baseline abgedriftet:
</translation>
    </message>
    <message>
        <source>fleet baseline needs RUN and -o FILE (or --gres-conf FILE)</source>
        <translation>fleet baseline braucht RUN und -o FILE (oder --gres-conf FILE)</translation>
    </message>
    <message>
        <source>fleet gres needs RUN</source>
        <translation>fleet gres braucht RUN</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number, not &quot;%2&quot;</source>
        <translation>%1 muss eine positive ganze Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <source>--role must be host or guest, not &quot;%1&quot;</source>
        <translation>--role muss host oder guest sein, nicht „%1“</translation>
    </message>
    <message>
        <source>topolens: %1 reported no node for %2; see its messages:</source>
        <translation>topolens: %1 meldete keinen Knoten für %2; siehe die Meldungen:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s): %2</source>
        <translation>
            <numerusform>%1: %n Knoten: %2</numerusform>
            <numerusform>%1: %n Knoten: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a folder without run.json; diff compares snapshot files, collector bundles and fleet run folders</source>
        <translation>%1 ist ein Ordner ohne run.json; diff vergleicht Snapshot-Dateien, Kollektor-Bundles und Flottenlauf-Ordner</translation>
    </message>
    <message>
        <source>%1: %2 sent no machine back (%3), so it is not compared</source>
        <translation>%1: %2 hat keine Maschine zurückgeschickt (%3) und wird daher nicht verglichen</translation>
    </message>
    <message>
        <source>no node of this fleet run sent a machine back</source>
        <translation>kein Knoten dieses Flottenlaufs hat eine Maschine zurückgeschickt</translation>
    </message>
    <message>
        <source>diff needs two inputs, A and B (snapshot files, collector bundles, fleet run folders, or &quot;demo&quot;)</source>
        <translation>diff braucht zwei Eingaben, A und B (Snapshot-Dateien, Kollektor-Bundles, Flottenlauf-Ordner oder &quot;demo&quot;)</translation>
    </message>
    <message>
        <source>also named among the hosts; kept as %1.guest</source>
        <translation>auch unter den Hosts genannt; als %1.guest behalten</translation>
    </message>
    <message>
        <source>--guests names the guests, so the node set is the hosts: leave out --role</source>
        <translation>--guests nennt die Gäste, die Knotenmenge sind also die Hosts: --role weglassen</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) shown without their address are not placed in the machine</source>
        <translation>
            <numerusform>%n ohne Adresse gezeigtes Gerät wird nicht in die Maschine eingeordnet</numerusform>
            <numerusform>%n ohne Adresse gezeigte Geräte werden nicht in die Maschine eingeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>hwloc&apos;s topology: PCI tree, NUMA locality of devices, NUMA nodes, GPU models</source>
        <translation>hwloc-Topologie: PCI-Baum, NUMA-Affinität der Geräte, NUMA-Knoten, GPU-Modelle</translation>
    </message>
    <message>
        <source>unnamed device %1</source>
        <translation>unbenanntes Gerät %1</translation>
    </message>
    <message>
        <source>the output ends after line %1, before the first result row</source>
        <translation>die Ausgabe endet nach Zeile %1, vor der ersten Ergebniszeile</translation>
    </message>
    <message>
        <source>the run failed here before it printed a result: %1</source>
        <translation>der Lauf ist hier gescheitert, bevor er ein Ergebnis ausgab: %1</translation>
    </message>
    <message numerus="yes">
        <source>the run failed here: %1; the %n complete result row(s) before it are kept</source>
        <translation>
            <numerusform>der Lauf ist hier gescheitert: %1; die %n vollständige Ergebniszeile davor bleibt erhalten</numerusform>
            <numerusform>der Lauf ist hier gescheitert: %1; die %n vollständigen Ergebniszeilen davor bleiben erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>a result row cut off before its last values; dropped: %1</source>
        <translation>eine Ergebniszeile, die vor ihren letzten Werten abgeschnitten ist; verworfen: %1</translation>
    </message>
    <message>
        <source>the table ends after this row without the &quot;# Avg bus bandwidth&quot; summary; the run was cut off here</source>
        <translation>die Tabelle endet nach dieser Zeile ohne die Zusammenfassung „# Avg bus bandwidth“; der Lauf wurde hier abgeschnitten</translation>
    </message>
    <message>
        <source>no &quot;Running %1.&quot; line before the matrix on line %2; its testcase is named by this SUM line</source>
        <translation>keine „Running %1.“-Zeile vor der Matrix in Zeile %2; ihr Testcase wird nach dieser SUM-Zeile benannt</translation>
    </message>
    <message>
        <source>PCI device records (machine-readable: names, ids, driver, NUMA and IOMMU)</source>
        <translation>PCI-Gerätedatensätze (maschinenlesbar: Namen, IDs, Treiber, NUMA und IOMMU)</translation>
    </message>
    <message>
        <source>PCI device list (machine-readable, one quoted line per device)</source>
        <translation>PCI-Geräteliste (maschinenlesbar, eine Zeile mit Anführungszeichen pro Gerät)</translation>
    </message>
    <message>
        <source>hwloc topology (XML): PCI tree, NUMA locality of devices, NUMA nodes, OS devices, distances</source>
        <translation>hwloc-Topologie (XML): PCI-Baum, NUMA-Affinität der Geräte, NUMA-Knoten, OS-Geräte, Distanzen</translation>
    </message>
    <message>
        <source>this distance matrix is incomplete or not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>diese Distanzmatrix ist unvollständig oder nicht in der Form von hwloc; auch hwloc ignoriert sie</translation>
    </message>
    <message>
        <source>distance matrix %1 is incomplete or not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>Distanzmatrix %1 ist unvollständig oder nicht in der Form von hwloc; auch hwloc ignoriert sie</translation>
    </message>
    <message>
        <source>distances between %1 objects at relative depth %2 are not between the %3 NUMA nodes; hwloc 2 drops them too</source>
        <translation>Distanzen zwischen %1 Objekten in relativer Tiefe %2 liegen nicht zwischen den %3 NUMA-Knoten; auch hwloc 2 verwirft sie</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>%1=&quot;%2&quot; ist nicht in der Form von hwloc; auch hwloc ignoriert es</translation>
    </message>
    <message>
        <source>a DOCTYPE with declarations of its own: hwloc writes none, so this file is refused rather than read with its entities</source>
        <translation>ein DOCTYPE mit eigenen Deklarationen: hwloc schreibt keine, daher wird diese Datei abgelehnt, statt sie mit ihren Entitäten zu lesen</translation>
    </message>
    <message>
        <source>elements nest deeper than %1 levels; hwloc never writes that, so reading stopped here</source>
        <translation>Elemente sind tiefer als %1 Ebenen verschachtelt; hwloc schreibt so etwas nie, daher wurde das Lesen hier beendet</translation>
    </message>
    <message>
        <source>not an hwloc topology: the root element is &lt;%1&gt;, expected &lt;topology&gt;</source>
        <translation>keine hwloc-Topologie: Das Wurzelelement ist &lt;%1&gt;, erwartet wurde &lt;topology&gt;</translation>
    </message>
    <message>
        <source>hwloc XML version %1 is newer than this reader knows (1.x to 3.x); it is read as 3.x</source>
        <translation>hwloc-XML-Version %1 ist neuer, als dieser Leser kennt (1.x bis 3.x); sie wird als 3.x gelesen</translation>
    </message>
    <message>
        <source>&lt;object&gt; without a type; hwloc refuses such a file</source>
        <translation>&lt;object&gt; ohne Typ; hwloc lehnt eine solche Datei ab</translation>
    </message>
    <message>
        <source>a NUMANode without a usable os_index is left out</source>
        <translation>ein NUMANode ohne brauchbaren os_index wird ausgelassen</translation>
    </message>
    <message>
        <source>NUMA node %1 appears twice; the second is left out</source>
        <translation>NUMA-Knoten %1 kommt zweimal vor; der zweite wird ausgelassen</translation>
    </message>
    <message>
        <source>a PCI object without pci_busid is left out; what is below it hangs on its parent</source>
        <translation>ein PCI-Objekt ohne pci_busid wird ausgelassen; was darunter liegt, hängt an seinem Elternobjekt</translation>
    </message>
    <message>
        <source>PCI address %1 appears twice; the second is left out</source>
        <translation>PCI-Adresse %1 kommt zweimal vor; die zweite wird ausgelassen</translation>
    </message>
    <message>
        <source>no XML element at all: expected hwloc&apos;s &lt;topology&gt;</source>
        <translation>überhaupt kein XML-Element: erwartet wurde &lt;topology&gt; von hwloc</translation>
    </message>
    <message numerus="yes">
        <source>%n more remark(s) from here on were left out</source>
        <translation>
            <numerusform>%n weitere Anmerkung ab hier wurde ausgelassen</numerusform>
            <numerusform>%n weitere Anmerkungen ab hier wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 from this line on were read as U+FFFD</source>
        <translation>Bytes, die kein UTF-8 sind, wurden ab dieser Zeile als U+FFFD gelesen</translation>
    </message>
    <message>
        <source>empty input: expected hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>leere Eingabe: erwartet wurde das XML von hwloc (lstopo --of xml)</translation>
    </message>
    <message>
        <source>binary data, not hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>Binärdaten, nicht das XML von hwloc (lstopo --of xml)</translation>
    </message>
    <message>
        <source>Skipped %1: an lspci -P path does not name the device&apos;s bus (lspci -PP names every bus).</source>
        <translation>%1 übersprungen: Ein lspci -P-Pfad nennt den Bus des Geräts nicht (lspci -PP nennt jeden Bus).</translation>
    </message>
    <message>
        <source>Skipped a line that is not an lspci -mm device line: %1</source>
        <translation>Eine Zeile übersprungen, die keine lspci -mm-Gerätezeile ist: %1</translation>
    </message>
    <message numerus="yes">
        <source>Skipped %1: lspci -mm gives every device a class, a vendor and a device in quotes; this line has %n of them.</source>
        <translation>
            <numerusform>%1 übersprungen: lspci -mm gibt jedem Gerät eine Klasse, einen Hersteller und ein Gerät in Anführungszeichen; diese Zeile hat %n davon.</numerusform>
            <numerusform>%1 übersprungen: lspci -mm gibt jedem Gerät eine Klasse, einen Hersteller und ein Gerät in Anführungszeichen; diese Zeile hat %n davon.</numerusform>
        </translation>
    </message>
    <message>
        <source>A quote is not closed on the line of %1; its last field runs to the end of the line.</source>
        <translation>In der Zeile von %1 ist ein Anführungszeichen nicht geschlossen; ihr letztes Feld reicht bis zum Zeilenende.</translation>
    </message>
    <message>
        <source>Ignored the option %1 (first on this line), which this version does not know.</source>
        <translation>Die Option %1 (die erste in dieser Zeile) ignoriert, die diese Version nicht kennt.</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -mm.</source>
        <translation>Die Eingabe ist leer: erwartet wurde die Ausgabe von lspci -mm.</translation>
    </message>
    <message>
        <source>This is not lspci -mm output: expected lines like 00:00.0 &quot;Host bridge&quot; &quot;Intel Corporation&quot; &quot;Device 0d57&quot; -p00 &quot;&quot; &quot;&quot;.</source>
        <translation>Das ist keine lspci -mm-Ausgabe: erwartet wurden Zeilen wie 00:00.0 &quot;Host bridge&quot; &quot;Intel Corporation&quot; &quot;Device 0d57&quot; -p00 &quot;&quot; &quot;&quot;.</translation>
    </message>
    <message>
        <source>Excerpt: the tree starts inside a branch at line %1, without lspci&apos;s first line &quot;-[0000:00]-…&quot;; the devices above it are not known.</source>
        <translation>Auszug: Der Baum beginnt in Zeile %1 innerhalb eines Zweigs, ohne die erste Zeile von lspci „-[0000:00]-…“; die Geräte darüber sind unbekannt.</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) sit on a bus the excerpt does not name: %1. Without their bus they have no address, so they are left out; the devices behind them are kept on the buses their brackets name, without the bridge above them.</source>
        <translation>
            <numerusform>%n Gerät sitzt an einem Bus, den der Auszug nicht nennt: %1. Ohne seinen Bus hat es keine Adresse und wird daher ausgelassen; die Geräte dahinter bleiben an den Bussen, die ihre Klammern nennen, ohne die Bridge darüber.</numerusform>
            <numerusform>%n Geräte sitzen an einem Bus, den der Auszug nicht nennt: %1. Ohne ihren Bus haben sie keine Adresse und werden daher ausgelassen; die Geräte dahinter bleiben an den Bussen, die ihre Klammern nennen, ohne die Bridge darüber.</numerusform>
        </translation>
    </message>
    <message>
        <source>The excerpt names buses only by bridges&apos; brackets such as &quot;[01]&quot;, not by a root bus such as &quot;[0000:00]&quot;; their domain is taken to be 0000.</source>
        <translation>Der Auszug nennt Busse nur über die Klammern von Bridges wie „[01]“, nicht über einen Root-Bus wie „[0000:00]“; als ihre Domain wird 0000 angenommen.</translation>
    </message>
    <message>
        <source>Line %1: output was left out here by whoever pasted it.</source>
        <translation>Zeile %1: Hier wurde Ausgabe von demjenigen ausgelassen, der sie eingefügt hat.</translation>
    </message>
    <message>
        <source>Line %1 shows link details without the device line above them (an excerpt such as lspci -vvv | grep LnkSta); they are kept as unnamed device %2, without an address.</source>
        <translation>Zeile %1 zeigt Link-Details ohne die Gerätezeile darüber (ein Auszug wie lspci -vvv | grep LnkSta); sie werden als unbenanntes Gerät %2 ohne Adresse behalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n more unnamed device(s) of link details without their device line are not listed.</source>
        <translation>
            <numerusform>%n weiteres unbenanntes Gerät aus Link-Details ohne Gerätezeile wird nicht aufgeführt.</numerusform>
            <numerusform>%n weitere unbenannte Geräte aus Link-Details ohne Gerätezeile werden nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more link line(s) without a device line, past %1 unnamed devices (more than any machine has), were skipped.</source>
        <translation>
            <numerusform>%n weitere Link-Zeile ohne Gerätezeile jenseits von %1 unbenannten Geräten (mehr, als irgendeine Maschine hat) wurde übersprungen.</numerusform>
            <numerusform>%n weitere Link-Zeilen ohne Gerätezeile jenseits von %1 unbenannten Geräten (mehr, als irgendeine Maschine hat) wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record of %1 has no Class, Vendor or Device line; was the output cut off?</source>
        <translation>Der Datensatz von %1 hat keine Class-, Vendor- oder Device-Zeile; wurde die Ausgabe abgeschnitten?</translation>
    </message>
    <message>
        <source>Skipped a message of lspci itself (its standard error mixed into the output): %1</source>
        <translation>Eine Meldung von lspci selbst übersprungen (seine Standardfehlerausgabe war in die Ausgabe gemischt): %1</translation>
    </message>
    <message>
        <source>Skipped a line that is not a &quot;Tag:&lt;tab&gt;value&quot; line of lspci -vmm: %1</source>
        <translation>Eine Zeile übersprungen, die keine „Tag:&lt;tab&gt;value“-Zeile von lspci -vmm ist: %1</translation>
    </message>
    <message>
        <source>Ignored the tag &quot;%1&quot; (first on this line), which this version does not know; lspci adds tags over time.</source>
        <translation>Tag „%1“ ignoriert (der erste in dieser Zeile), den diese Version nicht kennt; lspci fügt mit der Zeit Tags hinzu.</translation>
    </message>
    <message>
        <source>The slot %1 is an lspci -P path, which does not name the device&apos;s bus; its record is skipped (lspci -PP names every bus).</source>
        <translation>Der Slot %1 ist ein lspci -P-Pfad, der den Bus des Geräts nicht nennt; sein Datensatz wird übersprungen (lspci -PP nennt jeden Bus).</translation>
    </message>
    <message>
        <source>The slot %1 is not a PCI address; its record is skipped.</source>
        <translation>Der Slot %1 ist keine PCI-Adresse; sein Datensatz wird übersprungen.</translation>
    </message>
    <message>
        <source>A record that does not begin with a Slot line is skipped: %1</source>
        <translation>Ein Datensatz, der nicht mit einer Slot-Zeile beginnt, wird übersprungen: %1</translation>
    </message>
    <message>
        <source>%1 appears twice in the record of %2; the first is kept.</source>
        <translation>%1 kommt im Datensatz von %2 zweimal vor; das erste Vorkommen wird behalten.</translation>
    </message>
    <message>
        <source>Ignored %1 %2, which is not a number.</source>
        <translation>%1 %2 ignoriert, da es keine Zahl ist.</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -vmm.</source>
        <translation>Die Eingabe ist leer: erwartet wurde die Ausgabe von lspci -vmm.</translation>
    </message>
    <message>
        <source>This is not lspci -vmm output: expected records of lines like &quot;Slot:&lt;tab&gt;00:00.0&quot;, &quot;Class:&lt;tab&gt;Host bridge&quot;, separated by blank lines.</source>
        <translation>Das ist keine lspci -vmm-Ausgabe: erwartet wurden Datensätze aus Zeilen wie „Slot:&lt;tab&gt;00:00.0“, „Class:&lt;tab&gt;Host bridge“, getrennt durch Leerzeilen.</translation>
    </message>
    <message>
        <source>the matrix ends after this line, before the rows of %1; their cells are left empty</source>
        <translation>die Matrix endet nach dieser Zeile, vor den Zeilen von %1; ihre Zellen bleiben leer</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>Nummer %1</translation>
    </message>
    <message>
        <source>Excerpt: GPU %1 starts at line %2 without its &quot;GPU 00000000:01:00.0&quot; line; its address comes from the Bus Id of its PCI section, if the excerpt has one.</source>
        <translation>Auszug: GPU %1 beginnt in Zeile %2 ohne ihre Zeile „GPU 00000000:01:00.0“; ihre Adresse stammt aus der Bus Id ihres PCI-Abschnitts, falls der Auszug einen hat.</translation>
    </message>
    <message>
        <source>Excerpt: the block of GPU %1 has no %2; what those give is not known.</source>
        <translation>Auszug: Im Block von GPU %1 fehlt %2; was diese angeben, ist unbekannt.</translation>
    </message>
    <message>
        <source>Excerpt: the report&apos;s header (the &quot;%1&quot; banner, driver and CUDA versions) is not in the input.</source>
        <translation>Auszug: Der Kopf des Berichts (das Banner „%1“, Treiber- und CUDA-Version) ist nicht in der Eingabe.</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>removed the e-mail quote marks %1 from %2</source>
        <translation>die E-Mail-Zitatzeichen %1 aus %2 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text before the quoted lines</source>
        <translation>
            <numerusform>%n Textzeile vor den zitierten Zeilen ausgelassen</numerusform>
            <numerusform>%n Textzeilen vor den zitierten Zeilen ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text after the quoted lines</source>
        <translation>
            <numerusform>%n Textzeile nach den zitierten Zeilen ausgelassen</numerusform>
            <numerusform>%n Textzeilen nach den zitierten Zeilen ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>the code fence %1 closes a block the paste began inside of; it is not output</source>
        <translation>die Codeblock-Markierung %1 schließt einen Block, in dem der eingefügte Text begann; sie ist keine Ausgabe</translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text outside the code blocks</source>
        <translation>
            <numerusform>%n Textzeile außerhalb der Codeblöcke ausgelassen</numerusform>
            <numerusform>%n Textzeilen außerhalb der Codeblöcke ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>read the code block %1 up to its closing fence on line %2; the fences are not output</source>
        <translation>den Codeblock %1 bis zu seiner schließenden Markierung in Zeile %2 gelesen; die Markierungen sind keine Ausgabe</translation>
    </message>
    <message>
        <source>read the code block %1 to the end of the paste (it is not closed); the fence is not output</source>
        <translation>den Codeblock %1 bis zum Ende des eingefügten Texts gelesen (er ist nicht geschlossen); die Markierung ist keine Ausgabe</translation>
    </message>
    <message>
        <source>took %1 above the code block for the command that printed it</source>
        <translation>%1 über dem Codeblock als den Befehl angenommen, der ihn ausgegeben hat</translation>
    </message>
    <message>
        <source>removed the backquotes around %1</source>
        <translation>die Backticks um %1 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>removed the %n space(s) of indentation every line had, %1</source>
        <translation>
            <numerusform>das %n Leerzeichen Einrückung entfernt, das jede Zeile hatte, %1</numerusform>
            <numerusform>die %n Leerzeichen Einrückung entfernt, die jede Zeile hatte, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>took %1 for the shell prompt before the command %2</source>
        <translation>%1 als Eingabeaufforderung der Shell vor dem Befehl %2 angenommen</translation>
    </message>
    <message>
        <source>took %1 for the command that printed what follows</source>
        <translation>%1 als den Befehl angenommen, der das Folgende ausgegeben hat</translation>
    </message>
    <message>
        <source>the command %1 and the first line of its output were on one line; read them as two</source>
        <translation>der Befehl %1 und die erste Zeile seiner Ausgabe standen in einer Zeile; als zwei Zeilen gelesen</translation>
    </message>
    <message>
        <source>the command %1 was on the first line of its output; read the output alone</source>
        <translation>der Befehl %1 stand in der ersten Zeile seiner Ausgabe; nur die Ausgabe gelesen</translation>
    </message>
    <message>
        <source>left out the shell prompt after the output</source>
        <translation>die Eingabeaufforderung der Shell nach der Ausgabe ausgelassen</translation>
    </message>
    <message>
        <source>left out the shell&apos;s job notice after the output</source>
        <translation>die Job-Meldung der Shell nach der Ausgabe ausgelassen</translation>
    </message>
    <message>
        <source>left out the remark under the rule %1, %2</source>
        <translation>die Anmerkung unter der Trennlinie %1 ausgelassen, %2</translation>
    </message>
    <message>
        <source>no XML found; expected hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>kein XML gefunden; erwartet wurde das XML von hwloc (lstopo --of xml)</translation>
    </message>
    <message>
        <source>GPU peer-to-peer is off in the VM: the guest kernel does not allow PCIe peer DMA there</source>
        <translation>GPU-Peer-to-Peer ist in der VM aus: Der Gast-Kernel erlaubt dort kein PCIe-Peer-DMA</translation>
    </message>
    <message numerus="yes">
        <source>amd-smi reports peer access as disabled for %n GPU pair(s). amdgpu enables PCIe peer access only where the kernel&apos;s P2PDMA check passes (drivers/pci/p2pdma.c): devices under one PCIe switch, an AMD Zen CPU, or a host bridge on the kernel&apos;s allow list. In the VM the GPUs sit behind separate root ports of QEMU&apos;s %1, which is on no list, so unless the guest sees an AMD Zen CPU, peer access is refused and RCCL stages copies through host memory.</source>
        <translation>
            <numerusform>amd-smi meldet den Peer-Zugriff für %n GPU-Paar als deaktiviert. amdgpu aktiviert PCIe-Peer-Zugriff nur, wo die P2PDMA-Prüfung des Kernels besteht (drivers/pci/p2pdma.c): Geräte unter einem PCIe-Switch, eine AMD-Zen-CPU oder eine Host-Bridge auf der Allowlist des Kernels. In der VM sitzen die GPUs hinter getrennten Root-Ports von QEMUs %1, die auf keiner Liste steht; solange der Gast keine AMD-Zen-CPU sieht, wird der Peer-Zugriff daher verweigert, und RCCL leitet Kopien über den Hostspeicher.</numerusform>
            <numerusform>amd-smi meldet den Peer-Zugriff für %n GPU-Paare als deaktiviert. amdgpu aktiviert PCIe-Peer-Zugriff nur, wo die P2PDMA-Prüfung des Kernels besteht (drivers/pci/p2pdma.c): Geräte unter einem PCIe-Switch, eine AMD-Zen-CPU oder eine Host-Bridge auf der Allowlist des Kernels. In der VM sitzen die GPUs hinter getrennten Root-Ports von QEMUs %1, die auf keiner Liste steht; solange der Gast keine AMD-Zen-CPU sieht, wird der Peer-Zugriff daher verweigert, und RCCL leitet Kopien über den Hostspeicher.</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host, amd-smi reports peer access as enabled between the same GPUs.</source>
        <translation>Auf dem Host meldet amd-smi den Peer-Zugriff zwischen denselben GPUs als aktiviert.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) that cross root complexes (NODE) or sockets (SYS) on the host look like close neighbours inside the VM (for example, %1). QEMU hangs every passed-through GPU off root ports of its single emulated host bridge (pcie.0), so %2 and %3 in the guest cannot tell near pairs from far ones, and %3 may build rings that cross the socket link more often than needed.</source>
        <translation>
            <numerusform>%n GPU-Paar, das auf dem Host über Root Complexes (NODE) oder Sockel (SYS) hinweg verbunden ist, sieht in der VM wie ein Paar naher Nachbarn aus (zum Beispiel %1). QEMU hängt jede durchgereichte GPU an Root-Ports seiner einzigen emulierten Host-Bridge (pcie.0), daher können %2 und %3 im Gast nahe Paare nicht von fernen unterscheiden, und %3 baut womöglich Ringe, die die Sockelverbindung öfter als nötig überqueren.</numerusform>
            <numerusform>%n GPU-Paare, die auf dem Host über Root Complexes (NODE) oder Sockel (SYS) hinweg verbunden sind, sehen in der VM wie nahe Nachbarn aus (zum Beispiel %1). QEMU hängt jede durchgereichte GPU an Root-Ports seiner einzigen emulierten Host-Bridge (pcie.0), daher können %2 und %3 im Gast nahe Paare nicht von fernen unterscheiden, und %3 baut womöglich Ringe, die die Sockelverbindung öfter als nötig überqueren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror the host in the guest: one pxb-pcie expander bus per host root complex (not per NUMA node), each bound to the guest NUMA node of its host socket (numa_node=N), with the GPUs&apos; root ports on it. Or give %1 the host&apos;s view with NCCL_TOPO_FILE: dump it on bare metal with NCCL_TOPO_DUMP_FILE, keep the &lt;cpu&gt; and &lt;pci&gt; elements and change the bus IDs to the guest&apos;s (topolens nccl-topo writes that file). Writing numa_node in the guest&apos;s sysfs does not change what %2 or %1 see.</source>
        <translation>Bilden Sie den Host im Gast nach: ein pxb-pcie-Expander-Bus pro Host-Root-Complex (nicht pro NUMA-Knoten), jeder an den Gast-NUMA-Knoten seines Host-Sockels gebunden (numa_node=N), mit den Root-Ports der GPUs darauf. Oder geben Sie %1 mit NCCL_TOPO_FILE die Sicht des Hosts: Lassen Sie die Datei auf Bare Metal mit NCCL_TOPO_DUMP_FILE ausgeben, behalten Sie die Elemente &lt;cpu&gt; und &lt;pci&gt; und ändern Sie die Bus-IDs in die des Gasts (topolens nccl-topo schreibt diese Datei). numa_node im sysfs des Gasts zu schreiben, ändert nicht, was %2 oder %1 sehen.</translation>
    </message>
    <message>
        <source>XGMI is not visible in the VM: its GPUs talk over PCIe</source>
        <translation>XGMI ist in der VM nicht sichtbar: Ihre GPUs kommunizieren über PCIe</translation>
    </message>
    <message numerus="yes">
        <source>In the guest, AMD&apos;s tools report PCIe instead of XGMI between %n GPU pair(s) (GPU%1–GPU%2: %3).</source>
        <translation>
            <numerusform>Im Gast melden AMDs Werkzeuge für %n GPU-Paar PCIe statt XGMI (GPU%1–GPU%2: %3).</numerusform>
            <numerusform>Im Gast melden AMDs Werkzeuge für %n GPU-Paare PCIe statt XGMI (GPU%1–GPU%2: %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host the same GPUs are connected by XGMI (host GPU%1–GPU%2).</source>
        <translation>Auf dem Host sind dieselben GPUs über XGMI verbunden (Host GPU%1–GPU%2).</translation>
    </message>
    <message>
        <source>On the host, GPUs of the same model are connected by XGMI (%1): the platform has XGMI, and the VM&apos;s GPUs do not get it.</source>
        <translation>Auf dem Host sind GPUs desselben Modells über XGMI verbunden (%1): Die Plattform hat XGMI, und die GPUs der VM bekommen es nicht.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of that model stay on the host with its own driver, so a hive is split between the host and the VM.</source>
        <translation>
            <numerusform>%n GPU dieses Modells bleibt am eigenen Treiber des Hosts, daher ist ein Hive zwischen Host und VM aufgeteilt.</numerusform>
            <numerusform>%n GPUs dieses Modells bleiben am eigenen Treiber des Hosts, daher ist ein Hive zwischen Host und VM aufgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Without XGMI, RCCL in the guest moves data between these GPUs over PCIe, through QEMU&apos;s emulated root complex, at a fraction of XGMI&apos;s bandwidth, and through host memory where peer access is off.</source>
        <translation>Ohne XGMI überträgt RCCL im Gast Daten zwischen diesen GPUs über PCIe, durch den emulierten Root Complex von QEMU, mit einem Bruchteil der Bandbreite von XGMI, und über den Hostspeicher, wo der Peer-Zugriff aus ist.</translation>
    </message>
    <message>
        <source>Give the VM the GPUs of one XGMI hive together (on an eight-GPU MI300X platform, all eight) instead of splitting a hive between VMs or between a VM and the host, then check that rocm-smi --showtopotype in the guest shows XGMI. Where the hive stays split, RCCL can only use PCIe between the VM&apos;s GPUs: measure it with rocm-bandwidth-test or rccl-tests.</source>
        <translation>Geben Sie der VM die GPUs eines XGMI-Hives gemeinsam (auf einer MI300X-Plattform mit acht GPUs alle acht), statt einen Hive auf mehrere VMs oder auf eine VM und den Host aufzuteilen, und prüfen Sie dann, dass rocm-smi --showtopotype im Gast XGMI zeigt. Wo der Hive aufgeteilt bleibt, kann RCCL zwischen den GPUs der VM nur PCIe nutzen: Messen Sie es mit rocm-bandwidth-test oder rccl-tests.</translation>
    </message>
    <message>
        <source>%1 will not use P2P between GPUs that are not behind a common switch</source>
        <translation>%1 nutzt kein P2P zwischen GPUs, die nicht hinter einem gemeinsamen Switch liegen</translation>
    </message>
    <message>
        <source>By default %2 uses direct GPU-to-GPU (P2P) transfers only up to PXB, that is between GPUs behind common PCIe switches. Here there are %1, so %2 stages those transfers through host memory</source>
        <translation>Standardmäßig nutzt %2 direkte GPU-zu-GPU-Übertragungen (P2P) nur bis PXB, also zwischen GPUs hinter gemeinsamen PCIe-Switches. Hier gibt es %1, daher leitet %2 diese Übertragungen über den Hostspeicher</translation>
    </message>
    <message>
        <source> although amd-smi reports peer access as enabled.</source>
        <translation>, obwohl amd-smi den Peer-Zugriff als aktiviert meldet.</translation>
    </message>
    <message>
        <source>(XGMI connects them)</source>
        <translation>(XGMI verbindet sie)</translation>
    </message>
    <message>
        <source>That is PCIe only: AMD&apos;s tools report XGMI (Infinity Fabric) between %1, so their GPU-to-GPU traffic takes those links and never crosses the CPU.</source>
        <translation>Das gilt nur für PCIe: AMDs Werkzeuge melden XGMI (Infinity Fabric) zwischen %1, daher nimmt ihr GPU-zu-GPU-Verkehr diese Links und durchquert nie die CPU.</translation>
    </message>
    <message>
        <source>AMD&apos;s tools on this machine do not list %1 (bound to another driver, such as vfio-pci), so their XGMI links are not known here.</source>
        <translation>AMDs Werkzeuge auf dieser Maschine führen %1 nicht auf (an einen anderen Treiber gebunden, etwa vfio-pci), daher sind ihre XGMI-Links hier nicht bekannt.</translation>
    </message>
    <message>
        <source>amd-smi on this machine reports peer access as enabled between them.</source>
        <translation>amd-smi meldet auf dieser Maschine den Peer-Zugriff zwischen ihnen als aktiviert.</translation>
    </message>
    <message>
        <source>A VM sees none of these root complexes: its GPUs hang off QEMU&apos;s one emulated root complex. Inside it, XGMI works only between GPUs of one hive given to the same VM, so pass the GPUs that must talk to each other from one hive, and check rocm-smi --showtopotype in the guest. Between GPUs without XGMI, the guest kernel allows PCIe peer DMA only when its CPU is an AMD Zen (a VM with the host CPU model, cpu: host) or its host bridge is on the kernel&apos;s allow list (drivers/pci/p2pdma.c).</source>
        <translation>Eine VM sieht keinen dieser Root Complexes: Ihre GPUs hängen an dem einen emulierten Root Complex von QEMU. Darin funktioniert XGMI nur zwischen GPUs eines Hives, die derselben VM gegeben werden; reichen Sie daher die GPUs, die miteinander kommunizieren müssen, aus einem Hive durch, und prüfen Sie rocm-smi --showtopotype im Gast. Zwischen GPUs ohne XGMI erlaubt der Gast-Kernel PCIe-Peer-DMA nur, wenn seine CPU eine AMD Zen ist (eine VM mit dem CPU-Modell des Hosts, cpu: host) oder seine Host-Bridge auf der Allowlist des Kernels steht (drivers/pci/p2pdma.c).</translation>
    </message>
    <message>
        <source>RCCL uses XGMI where AMD&apos;s tools report it (rocm-smi --showtopotype). GPUs without XGMI between them talk over PCIe through the CPU: keep those that exchange the most data on one socket.</source>
        <translation>RCCL nutzt XGMI, wo AMDs Werkzeuge es melden (rocm-smi --showtopotype). GPUs ohne XGMI zwischen sich kommunizieren über PCIe durch die CPU: Halten Sie die GPUs, die die meisten Daten austauschen, an einem Sockel.</translation>
    </message>
    <message>
        <source>AMD unique id</source>
        <translation>eindeutige AMD-ID</translation>
    </message>
    <message>
        <source>guest GPU%1 is taken for host GPU%2 by order only; nothing identifies it (collect nvidia-smi -q -x or rocm-smi --showuniqueid on both, or qm config on the host)</source>
        <translation>Gast-GPU%1 gilt nur aufgrund der Reihenfolge als Host-GPU%2; nichts identifiziert sie (erfassen Sie nvidia-smi -q -x oder rocm-smi --showuniqueid auf beiden Seiten, oder qm config auf dem Host)</translation>
    </message>
    <message>
        <source>the GPUs are AMD&apos;s: RCCL reads this file too (NCCL_TOPO_FILE) and adds each &lt;gpu&gt; and its &lt;xgmi&gt; links from HIP; the file cannot give the guest XGMI links its driver does not report</source>
        <translation>die GPUs sind von AMD: RCCL liest diese Datei ebenfalls (NCCL_TOPO_FILE) und ergänzt jedes &lt;gpu&gt;-Element und seine &lt;xgmi&gt;-Links aus HIP; die Datei kann dem Gast keine XGMI-Links geben, die sein Treiber nicht meldet</translation>
    </message>
    <message>
        <source>For RCCL, which reads NCCL_TOPO_FILE too: &lt;gpu&gt; (with its &lt;xgmi&gt; links) and &lt;nic&gt; are left out, RCCL adds them from HIP when it loads the file.</source>
        <translation>Für RCCL, das NCCL_TOPO_FILE ebenfalls liest: &lt;gpu&gt; (mit seinen &lt;xgmi&gt;-Links) und &lt;nic&gt; fehlen, RCCL ergänzt sie aus HIP, wenn es die Datei lädt.</translation>
    </message>
    <message>
        <source>no clique: x-nv-gpudirect-clique is for NVIDIA&apos;s driver; AMD GPUs in the guest get PCIe peer access from the guest kernel&apos;s P2PDMA check (an AMD Zen vCPU, cpu: host) and XGMI from the GPUs of a hive passed together</source>
        <translation>keine Clique: x-nv-gpudirect-clique ist für den NVIDIA-Treiber; AMD-GPUs im Gast bekommen PCIe-Peer-Zugriff über die P2PDMA-Prüfung des Gast-Kernels (eine AMD-Zen-vCPU, cpu: host) und XGMI, indem die GPUs eines Hives gemeinsam durchgereicht werden</translation>
    </message>
    <message>
        <source>AMD GPU links (XGMI/PCIE), hops, weights and NUMA nodes</source>
        <translation>AMD-GPU-Links (XGMI/PCIE), Hops, Gewichte und NUMA-Knoten</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, unique id, product</source>
        <translation>AMD-GPUs: PCI-Adresse, eindeutige ID, Produkt</translation>
    </message>
    <message>
        <source>AMD GPU links, P2P access, hops and weights (amd-smi)</source>
        <translation>AMD-GPU-Links, P2P-Zugriff, Hops und Gewichte (amd-smi)</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address and UUID (amd-smi)</source>
        <translation>AMD-GPUs: PCI-Adresse und UUID (amd-smi)</translation>
    </message>
    <message>
        <source>Connection traversing AMD Infinity Fabric (XGMI) links between GPUs</source>
        <translation>Verbindung über AMD-Infinity-Fabric-Links (XGMI) zwischen GPUs</translation>
    </message>
    <message>
        <source>The JSON is nested %1 levels deep, far deeper than amd-smi writes it; not read.</source>
        <translation>Das JSON ist %1 Ebenen tief verschachtelt, viel tiefer, als amd-smi es schreibt; nicht gelesen.</translation>
    </message>
    <message>
        <source>The JSON cannot be read: %1</source>
        <translation>Das JSON lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>No GPU found (expected &quot;GPU: 0&quot; records with BDF and UUID, as amd-smi list prints).</source>
        <translation>Keine GPU gefunden (erwartet wurden „GPU: 0“-Datensätze mit BDF und UUID, wie amd-smi list sie ausgibt).</translation>
    </message>
    <message>
        <source>GPU %1 is listed a second time.</source>
        <translation>GPU %1 ist ein zweites Mal aufgeführt.</translation>
    </message>
    <message>
        <source>Not part of a GPU record of amd-smi list: %1</source>
        <translation>Nicht Teil eines GPU-Datensatzes von amd-smi list: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address.</source>
        <translation>„%1“ ist keine PCI-Adresse.</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 ist keine Zahl: %2</translation>
    </message>
    <message>
        <source>GPU %1 has no BDF.</source>
        <translation>GPU %1 hat keine BDF.</translation>
    </message>
    <message>
        <source>expected the output of amd-smi list</source>
        <translation>erwartet wurde die Ausgabe von amd-smi list</translation>
    </message>
    <message>
        <source>No GPU found (expected &quot;GPU: 0&quot; records with ASIC, BUS and BOARD sections, as amd-smi static prints).</source>
        <translation>Keine GPU gefunden (erwartet wurden „GPU: 0“-Datensätze mit den Abschnitten ASIC, BUS und BOARD, wie amd-smi static sie ausgibt).</translation>
    </message>
    <message>
        <source>Not part of a GPU record of amd-smi static: %1</source>
        <translation>Nicht Teil eines GPU-Datensatzes von amd-smi static: %1</translation>
    </message>
    <message>
        <source>%1 %2 is not of its kind: %3</source>
        <translation>%1 %2 hat nicht die erwartete Form: %3</translation>
    </message>
    <message>
        <source>GPU %1 has no BDF (amd-smi static --bus prints it).</source>
        <translation>GPU %1 hat keine BDF (amd-smi static --bus gibt sie aus).</translation>
    </message>
    <message>
        <source>expected the output of amd-smi static</source>
        <translation>erwartet wurde die Ausgabe von amd-smi static</translation>
    </message>
    <message>
        <source>No amd-smi topology table found (expected &quot;ACCESS TABLE:&quot;, &quot;LINK TYPE TABLE:&quot; … with rows and columns named by PCI address).</source>
        <translation>Keine Tabelle von amd-smi topology gefunden (erwartet wurden „ACCESS TABLE:“, „LINK TYPE TABLE:“ … mit Zeilen und Spalten, die nach PCI-Adressen benannt sind).</translation>
    </message>
    <message>
        <source>Not part of an amd-smi topology table: %1</source>
        <translation>Nicht Teil einer Tabelle von amd-smi topology: %1</translation>
    </message>
    <message>
        <source>The %1 TABLE is not one TopoLens reads; its rows are skipped.</source>
        <translation>TopoLens liest die Tabelle %1 TABLE nicht; ihre Zeilen werden übersprungen.</translation>
    </message>
    <message>
        <source>A second %1 TABLE; the first one is kept.</source>
        <translation>Eine zweite Tabelle %1 TABLE; die erste wird behalten.</translation>
    </message>
    <message>
        <source>The %1 TABLE has no rows.</source>
        <translation>Die Tabelle %1 TABLE hat keine Zeilen.</translation>
    </message>
    <message>
        <source>Expected the PCI addresses heading the columns of the %1 TABLE (line %2): %3</source>
        <translation>Erwartet wurden die PCI-Adressen als Spaltenköpfe der Tabelle %1 TABLE (Zeile %2): %3</translation>
    </message>
    <message>
        <source>Expected a row of the %1 TABLE, starting with a PCI address: %2</source>
        <translation>Erwartet wurde eine Zeile der Tabelle %1 TABLE, die mit einer PCI-Adresse beginnt: %2</translation>
    </message>
    <message numerus="yes">
        <source>The %1 TABLE has %2 columns, but this row has %n cell(s); skipped</source>
        <translation>
            <numerusform>Die Tabelle %1 TABLE hat %2 Spalten, aber diese Zeile hat %n Zelle; übersprungen</numerusform>
            <numerusform>Die Tabelle %1 TABLE hat %2 Spalten, aber diese Zeile hat %n Zellen; übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>More than %1 GPUs; the rest of the input is not read.</source>
        <translation>Mehr als %1 GPUs; der Rest der Eingabe wird nicht gelesen.</translation>
    </message>
    <message>
        <source>expected the output of amd-smi topology</source>
        <translation>erwartet wurde die Ausgabe von amd-smi topology</translation>
    </message>
    <message>
        <source>Expected a list of GPUs (amd-smi topology --json).</source>
        <translation>Erwartet wurde eine Liste von GPUs (amd-smi topology --json).</translation>
    </message>
    <message>
        <source>The GPUs are read from &quot;%1&quot;.</source>
        <translation>Die GPUs werden aus „%1“ gelesen.</translation>
    </message>
    <message>
        <source>The list names no GPU (amd-smi topology --json).</source>
        <translation>Die Liste nennt keine GPU (amd-smi topology --json).</translation>
    </message>
    <message>
        <source>GPU %1: &quot;%2&quot; is not a PCI address.</source>
        <translation>GPU %1: „%2“ ist keine PCI-Adresse.</translation>
    </message>
    <message>
        <source>Expected one object per GPU; skipped.</source>
        <translation>Erwartet wurde ein Objekt pro GPU; übersprungen.</translation>
    </message>
    <message>
        <source>&quot;links&quot; is not a list; skipped.</source>
        <translation>&quot;links&quot; ist keine Liste; übersprungen.</translation>
    </message>
    <message>
        <source>A link that is not an object; skipped.</source>
        <translation>Ein Link, der kein Objekt ist; übersprungen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in &quot;%2&quot; names no GPU; skipped.</source>
        <translation>„%1“ in „%2“ nennt keine GPU; übersprungen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not read by TopoLens.</source>
        <translation>„%1“ wird von TopoLens nicht gelesen.</translation>
    </message>
    <message>
        <source>expected the output of amd-smi topology --json</source>
        <translation>erwartet wurde die Ausgabe von amd-smi topology --json</translation>
    </message>
    <message>
        <source>No JSON document found: %1.</source>
        <translation>Kein JSON-Dokument gefunden: %1.</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of rocm-bandwidth-test</source>
        <translation>das sind Binärdaten, nicht die Textausgabe von rocm-bandwidth-test</translation>
    </message>
    <message>
        <source>not part of rocm-bandwidth-test output; ignored: %1</source>
        <translation>nicht Teil der rocm-bandwidth-test-Ausgabe; ignoriert: %1</translation>
    </message>
    <message>
        <source>a matrix header with %1 where a device number belongs</source>
        <translation>ein Matrixkopf mit %1, wo eine Gerätenummer hingehört</translation>
    </message>
    <message>
        <source>a matrix header without device numbers</source>
        <translation>ein Matrixkopf ohne Gerätenummern</translation>
    </message>
    <message>
        <source>a matrix names device %1, which the device list does not</source>
        <translation>eine Matrix nennt Gerät %1, das in der Geräteliste fehlt</translation>
    </message>
    <message>
        <source>a matrix row without a &quot;D/D&quot; header before it; ignored: %1</source>
        <translation>eine Matrixzeile ohne „D/D“-Kopf davor; ignoriert: %1</translation>
    </message>
    <message>
        <source>the row label %1 is not a device number</source>
        <translation>die Zeilenbeschriftung %1 ist keine Gerätenummer</translation>
    </message>
    <message>
        <source>a matrix header with %1 where &quot;CPU NN&quot; or &quot;GPU NN&quot; belongs</source>
        <translation>ein Matrixkopf mit %1, wo „CPU NN“ oder „GPU NN“ hingehört</translation>
    </message>
    <message>
        <source>a matrix row that cannot be read: %1</source>
        <translation>eine Matrixzeile, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>a row with %1 where the matrix has no such direction; ignored</source>
        <translation>eine Zeile mit %1, obwohl die Matrix keine solche Richtung hat; ignoriert</translation>
    </message>
    <message>
        <source>expected the output of rocm-bandwidth-test: &quot;RocmBandwidthTest Version&quot;, &quot;Device: N,  NAME&quot; lines or matrices titled like &quot;Unidirectional copy peak bandwidth GB/s&quot;</source>
        <translation>erwartet wurde die Ausgabe von rocm-bandwidth-test: „RocmBandwidthTest Version“- und „Device: N,  NAME“-Zeilen oder Matrizen mit Titeln wie „Unidirectional copy peak bandwidth GB/s“</translation>
    </message>
    <message>
        <source>no device list: which device number is a CPU and which a GPU is unknown</source>
        <translation>keine Geräteliste: Welche Gerätenummer eine CPU und welche eine GPU ist, ist unbekannt</translation>
    </message>
    <message>
        <source>CPU and GPU copy bandwidth matrices (AMD ROCm)</source>
        <translation>CPU- und GPU-Kopierbandbreitenmatrizen (AMD ROCm)</translation>
    </message>
    <message>
        <source>AMD GPU pairs: XGMI/PCIE link type, hops, weight, bandwidth; NUMA node per GPU</source>
        <translation>AMD-GPU-Paare: Link-Typ XGMI/PCIE, Hops, Gewicht, Bandbreite; NUMA-Knoten je GPU</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, unique id, product name</source>
        <translation>AMD-GPUs: PCI-Adresse, eindeutige ID, Produktname</translation>
    </message>
    <message>
        <source>AMD GPU pairs: access, weight, hops, link type (XGMI or PCIE), bandwidth and P2P capabilities</source>
        <translation>AMD-GPU-Paare: Zugriff, Gewicht, Hops, Link-Typ (XGMI oder PCIE), Bandbreite und P2P-Fähigkeiten</translation>
    </message>
    <message>
        <source>AMD GPU pairs (JSON): access, weight, hops, link type, bandwidth</source>
        <translation>AMD-GPU-Paare (JSON): Zugriff, Gewicht, Hops, Link-Typ, Bandbreite</translation>
    </message>
    <message>
        <source>AMD GPUs: index, PCI address, UUID</source>
        <translation>AMD-GPUs: Index, PCI-Adresse, UUID</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, name, ASIC serial, maximum PCIe link, NUMA node</source>
        <translation>AMD-GPUs: PCI-Adresse, Name, ASIC-Seriennummer, maximaler PCIe-Link, NUMA-Knoten</translation>
    </message>
    <message>
        <source>No GPU found: expected rocm-smi --showbus, --showuniqueid or --showproductname (&quot;GPU[0] : PCI Bus: 0000:0c:00.0&quot; …).</source>
        <translation>Keine GPU gefunden: erwartet wurde rocm-smi --showbus, --showuniqueid oder --showproductname („GPU[0] : PCI Bus: 0000:0c:00.0“ …).</translation>
    </message>
    <message>
        <source>GPU%1: not a PCI address: %2</source>
        <translation>GPU%1: keine PCI-Adresse: %2</translation>
    </message>
    <message>
        <source>expected rocm-smi --showbus --showuniqueid --showproductname</source>
        <translation>erwartet wurde rocm-smi --showbus --showuniqueid --showproductname</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>hops</source>
        <translation>Hops</translation>
    </message>
    <message>
        <source>link type</source>
        <translation>Link-Typ</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of other rocm-smi sections were not read</source>
        <translation>
            <numerusform>%n Zeile anderer rocm-smi-Abschnitte wurde nicht gelesen</numerusform>
            <numerusform>%n Zeilen anderer rocm-smi-Abschnitte wurden nicht gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU found: expected rocm-smi --showtopo (&quot;Weight between two GPUs&quot;, &quot;Link Type between two GPUs&quot;, &quot;Numa Nodes&quot; …) or --shownodesbw.</source>
        <translation>Keine GPU gefunden: erwartet wurde rocm-smi --showtopo („Weight between two GPUs“, „Link Type between two GPUs“, „Numa Nodes“ …) oder --shownodesbw.</translation>
    </message>
    <message>
        <source>rocm-smi said: %1</source>
        <translation>rocm-smi meldete: %1</translation>
    </message>
    <message>
        <source>More than %1 GPUs; GPU%2 skipped</source>
        <translation>Mehr als %1 GPUs; GPU%2 übersprungen</translation>
    </message>
    <message>
        <source>rocm-smi said in the %1 table: %2</source>
        <translation>rocm-smi meldete in der Tabelle „%1“: %2</translation>
    </message>
    <message>
        <source>GPU%1 is named twice in the column header</source>
        <translation>GPU%1 wird im Spaltenkopf zweimal genannt</translation>
    </message>
    <message>
        <source>A %1 row before its column header; skipped</source>
        <translation>Eine Zeile der Tabelle „%1“ vor ihrem Spaltenkopf; übersprungen</translation>
    </message>
    <message>
        <source>GPU%1 has %2 cells for %3 columns; the cells there are read</source>
        <translation>GPU%1 hat %2 Zellen für %3 Spalten; die vorhandenen Zellen werden gelesen</translation>
    </message>
    <message numerus="yes">
        <source>GPU%1: rocm-smi could not read the %2 of %n pair(s) (XXXX or N/A)</source>
        <translation>
            <numerusform>GPU%1: rocm-smi konnte „%2“ für %n Paar nicht lesen (XXXX oder N/A)</numerusform>
            <numerusform>GPU%1: rocm-smi konnte „%2“ für %n Paare nicht lesen (XXXX oder N/A)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU%1: unexpected %2 value(s) %3, kept as printed</source>
        <translation>GPU%1: unerwartete Werte %3 für „%2“, wie ausgegeben behalten</translation>
    </message>
    <message>
        <source>rocm-smi said in the NUMA section: %1</source>
        <translation>rocm-smi meldete im NUMA-Abschnitt: %1</translation>
    </message>
    <message>
        <source>GPU%1: unreadable NUMA line: %2</source>
        <translation>GPU%1: unlesbare NUMA-Zeile: %2</translation>
    </message>
    <message>
        <source>expected rocm-smi --showtopo</source>
        <translation>erwartet wurde rocm-smi --showtopo</translation>
    </message>
    <message>
        <source>A GPU entry without a GPU number (&quot;gpu&quot;); skipped.</source>
        <translation>Ein GPU-Eintrag ohne GPU-Nummer (&quot;gpu&quot;); übersprungen.</translation>
    </message>
    <message>
        <source>A link without a GPU number (&quot;gpu&quot;); skipped.</source>
        <translation>Ein Link ohne GPU-Nummer (&quot;gpu&quot;); übersprungen.</translation>
    </message>
    <message>
        <source>On an AMD EPYC host, give the VM the host&apos;s CPU model (Proxmox cpu: host, QEMU -cpu host), so the guest kernel sees a Zen CPU and its P2PDMA check passes. amdgpu also needs all of each GPU&apos;s memory visible through its BAR (large BAR): Resizable BAR on the host, and a 64-bit MMIO window in the VM large enough for it (OVMF: -fw_cfg opt/ovmf/X-PciMmio64Mb=…). Keep amdgpu.pcie_p2p at its default (1), and run RCCL with HSA_FORCE_FINE_GRAIN_PCIE=1, as RCCL setups on PCIe-connected GPUs do. Then check amd-smi topology&apos;s ACCESS table in the guest and measure with rocm-bandwidth-test or rccl-tests. Where XGMI connects the GPUs on the host, giving the VM GPUs of one hive avoids PCIe peer traffic altogether.</source>
        <translation>Geben Sie der VM auf einem AMD-EPYC-Host das CPU-Modell des Hosts (Proxmox cpu: host, QEMU -cpu host), damit der Gast-Kernel eine Zen-CPU sieht und seine P2PDMA-Prüfung besteht. amdgpu braucht außerdem den gesamten Speicher jeder GPU über ihren BAR sichtbar (Large BAR): Resizable BAR auf dem Host und ein 64-Bit-MMIO-Fenster in der VM, das groß genug dafür ist (OVMF: -fw_cfg opt/ovmf/X-PciMmio64Mb=…). Lassen Sie amdgpu.pcie_p2p auf seinem Standardwert (1) und starten Sie RCCL mit HSA_FORCE_FINE_GRAIN_PCIE=1, wie es RCCL-Setups mit über PCIe verbundenen GPUs tun. Prüfen Sie dann im Gast die ACCESS-Tabelle von amd-smi topology und messen Sie mit rocm-bandwidth-test oder rccl-tests. Wo XGMI die GPUs auf dem Host verbindet, vermeiden GPUs eines Hives in der VM den PCIe-Peer-Verkehr ganz.</translation>
    </message>
    <message>
        <source>Try NCCL_P2P_LEVEL=SYS (RCCL reads NCCL&apos;s variables; PHB or NODE allow only the nearer pairs), with HSA_FORCE_FINE_GRAIN_PCIE=1 for peer transfers over PCIe, and compare with rccl-tests (all_reduce_perf). P2P across sockets can be slower than staging: keep the setting only if it measures faster and runs stably.</source>
        <translation>Probieren Sie NCCL_P2P_LEVEL=SYS (RCCL liest die Variablen von NCCL; PHB oder NODE lassen nur die näheren Paare zu), mit HSA_FORCE_FINE_GRAIN_PCIE=1 für Peer-Übertragungen über PCIe, und vergleichen Sie mit rccl-tests (all_reduce_perf). P2P über Sockel hinweg kann langsamer sein als der Umweg über den Speicher: Behalten Sie die Einstellung nur, wenn sie messbar schneller ist und stabil läuft.</translation>
    </message>
    <message>
        <source>%1 is a directory with neither run.json nor a file to import</source>
        <translation>%1 ist ein Verzeichnis ohne run.json und ohne importierbare Datei</translation>
    </message>
    <message numerus="yes">
        <source>%n armoured bundle(s) in one file: topolens fleet import reads several</source>
        <translation>
            <numerusform>%n gepanzertes Bündel in einer Datei: topolens fleet import liest mehrere</numerusform>
            <numerusform>%n gepanzerte Bündel in einer Datei: topolens fleet import liest mehrere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more error(s))</source>
        <translation>
            <numerusform>(und %n weiterer Fehler)</numerusform>
            <numerusform>(und %n weitere Fehler)</numerusform>
        </translation>
    </message>
    <message>
        <source>what could be read is in %1</source>
        <translation>was gelesen werden konnte, steht in %1</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>kann nicht auf die Standardausgabe schreiben: %1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: there is no folder %2</source>
        <translation>kann %1 nicht schreiben: den Ordner %2 gibt es nicht</translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, 200 to 16384 each, not &quot;%1&quot;</source>
        <translation>--size ist BREITExHÖHE in Pixeln, jeweils 200 bis 16384, nicht „%1“</translation>
    </message>
    <message>
        <source>--select is host:N or guest:N, not &quot;%1&quot;</source>
        <translation>--select ist host:N oder guest:N, nicht „%1“</translation>
    </message>
    <message>
        <source>--view: no view &quot;%1&quot; (topology, compare, machines, raw, benchmarks[:heatmap|compare|sweeps])</source>
        <translation>--view: keine Ansicht „%1“ (topology, compare, machines, raw, benchmarks[:heatmap|compare|sweeps])</translation>
    </message>
    <message>
        <source>--capture: the snapshot has no capture &quot;%1&quot;</source>
        <translation>--capture: der Snapshot hat keine Aufnahme „%1“</translation>
    </message>
    <message>
        <source>--select: the snapshot has no %1</source>
        <translation>--select: der Snapshot hat kein %1</translation>
    </message>
    <message>
        <source># TopoLens %1: PCIe layout for VM %2 on host %3</source>
        <translation># TopoLens %1: PCIe-Layout für VM %2 auf Host %3</translation>
    </message>
    <message>
        <source># VMID: the VM&apos;s number (qm list); this snapshot does not name it.</source>
        <translation># VMID: die Nummer der VM (qm list); dieser Snapshot nennt sie nicht.</translation>
    </message>
    <message>
        <source>not a format TopoLens recognises</source>
        <translation>kein Format, das TopoLens erkennt</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>no benchmark matrix in %1; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>keine Benchmark-Matrix in %1; importieren Sie Ausgaben von p2pBandwidthLatencyTest, nvbandwidth oder copybench</translation>
    </message>
    <message>
        <source>no benchmark matrix &quot;%1&quot; in %2; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>keine Benchmark-Matrix „%1“ in %2; importieren Sie Ausgaben von p2pBandwidthLatencyTest, nvbandwidth oder copybench</translation>
    </message>
    <message>
        <source>no benchmark bandwidth or latency matrix in %1; there: %2 (heatmap:METRIC)</source>
        <translation>keine Bandbreiten- oder Latenzmatrix in %1; vorhanden: %2 (heatmap:METRIK)</translation>
    </message>
    <message>
        <source>no benchmark matrix &quot;%1&quot; in %2; there: %3 (heatmap:METRIC)</source>
        <translation>keine Benchmark-Matrix „%1“ in %2; vorhanden: %3 (heatmap:METRIK)</translation>
    </message>
    <message>
        <source># %1 stands for the collector script that command prints (%2 bytes of read-only POSIX sh),
# which goes inline; --print-command=full writes it out in the line.
</source>
        <translation># %1 steht für das Kollektorskript, das dieser Befehl ausgibt (%2 Bytes lesendes POSIX-sh),
# das eingebettet mitgeht; --print-command=full schreibt es in die Zeile aus.
</translation>
    </message>
    <message>
        <source>unknown subcommand &quot;%1&quot; (%2)</source>
        <translation>unbekannter Unterbefehl „%1“ (%2)</translation>
    </message>
    <message>
        <source>unknown option %1 for %2</source>
        <translation>unbekannte Option %1 für %2</translation>
    </message>
    <message>
        <source>unexpected argument %1 for %2</source>
        <translation>unerwartetes Argument %1 für %2</translation>
    </message>
    <message>
        <source>%1 takes one %2, not also &quot;%3&quot;</source>
        <translation>%1 nimmt ein %2, nicht auch „%3“</translation>
    </message>
    <message>
        <source>network and RDMA devices and the PCI functions they are</source>
        <translation>Netzwerk- und RDMA-Geräte und die PCI-Funktionen, die sie sind</translation>
    </message>
    <message>
        <source>No network devices listed: expected `ls -l /sys/class/net/` lines such as &quot;eth0 -&gt; ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0&quot;.</source>
        <translation>Keine Netzwerkgeräte aufgeführt: erwartet werden Zeilen von `ls -l /sys/class/net/` wie „eth0 -&gt; ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0“.</translation>
    </message>
    <message>
        <source>ls could not list a class (no such devices here): %1</source>
        <translation>ls konnte eine Klasse nicht auflisten (hier keine solchen Geräte): %1</translation>
    </message>
    <message>
        <source>Not a link of /sys/class/net or /sys/class/infiniband: %1</source>
        <translation>Kein Link von /sys/class/net oder /sys/class/infiniband: %1</translation>
    </message>
    <message>
        <source>%1 points to %2, not to a network or RDMA device; left out</source>
        <translation>%1 verweist auf %2, nicht auf ein Netzwerk- oder RDMA-Gerät; ausgelassen</translation>
    </message>
    <message>
        <source>%1 is listed twice; keeping the first</source>
        <translation>%1 ist zweimal aufgeführt; der erste Eintrag bleibt</translation>
    </message>
    <message>
        <source>expected `ls -l /sys/class/net/ /sys/class/infiniband/` output</source>
        <translation>erwartet wird die Ausgabe von `ls -l /sys/class/net/ /sys/class/infiniband/`</translation>
    </message>
    <message>
        <source>%1 runs in topolens-gui, which has what it needs; start it as `topolens %1`</source>
        <translation>%1 läuft in topolens-gui, das mitbringt, was es braucht; starten Sie es als `topolens %1`</translation>
    </message>
    <message>
        <source>correctable</source>
        <translation>korrigierbar</translation>
    </message>
    <message>
        <source>uncorrectable, non-fatal</source>
        <translation>nicht korrigierbar, nicht fatal</translation>
    </message>
    <message>
        <source>uncorrectable, fatal</source>
        <translation>nicht korrigierbar, fatal</translation>
    </message>
    <message>
        <source>%1 counted uncorrectable PCIe errors since boot</source>
        <translation>%1 hat seit dem Start nicht korrigierbare PCIe-Fehler gezählt</translation>
    </message>
    <message>
        <source>%1 counted correctable PCIe errors since boot</source>
        <translation>%1 hat seit dem Start korrigierbare PCIe-Fehler gezählt</translation>
    </message>
    <message>
        <source>Errors this function detected: %1.</source>
        <translation>Fehler, die diese Funktion erkannt hat: %1.</translation>
    </message>
    <message>
        <source>Error messages this root port received from the devices below it: %1.</source>
        <translation>Fehlermeldungen, die dieser Root Port von den Geräten darunter erhalten hat: %1.</translation>
    </message>
    <message>
        <source>A link&apos;s errors count at the end that detected them, so errors at a port may come from the device below it, and a device with none may still sit on a bad link.</source>
        <translation>Die Fehler eines Links zählen an dem Ende, das sie erkannt hat: Fehler an einem Port können vom Gerät darunter stammen, und ein Gerät ohne Fehler kann trotzdem an einem schlechten Link hängen.</translation>
    </message>
    <message>
        <source>Uncorrectable errors lose transactions and can reset the link or drop the device off the bus. Read the kernel log&apos;s AER lines of that time (dmesg), check the slot, risers, cables and retimers, and update the firmware.</source>
        <translation>Nicht korrigierbare Fehler verlieren Transaktionen und können den Link zurücksetzen oder das Gerät vom Bus fallen lassen. Lesen Sie die AER-Zeilen des Kernel-Logs aus dieser Zeit (dmesg), prüfen Sie Steckplatz, Riser, Kabel und Retimer und aktualisieren Sie die Firmware.</translation>
    </message>
    <message>
        <source>A few corrected errors cost little, but a count that grows under load means replays and lost bandwidth: collect again after a run and compare (topolens diff), and check the slot, risers, cables and retimers of a link whose count grows.</source>
        <translation>Einige korrigierte Fehler kosten wenig, doch ein Zähler, der unter Last wächst, bedeutet Wiederholungen und verlorene Bandbreite: sammeln Sie nach einem Lauf erneut und vergleichen Sie (topolens diff), und prüfen Sie Steckplatz, Riser, Kabel und Retimer eines Links, dessen Zähler wächst.</translation>
    </message>
    <message>
        <source>per-device NUMA node, link speed and width, AER error counters, driver, IOMMU group, place in the tree</source>
        <translation>NUMA-Knoten, Link-Geschwindigkeit und -Breite, AER-Fehlerzähler, Treiber, IOMMU-Gruppe und Platz im Baum je Gerät</translation>
    </message>
    <message>
        <source>Unreadable AER counter of %1, expected &quot;&lt;name&gt; &lt;count&gt;&quot;: %2</source>
        <translation>Unlesbarer AER-Zähler von %1, erwartet wird „&lt;Name&gt; &lt;Anzahl&gt;“: %2</translation>
    </message>
    <message>
        <source>%1 has a second %2, the first is kept: %3</source>
        <translation>%1 hat ein zweites %2, das erste bleibt: %3</translation>
    </message>
    <message>
        <source>%1 has counted %3 correctable PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 hat seit dem Start %3 korrigierbare PCIe-Fehler gezählt; zuvor waren es %2 (AER).</translation>
    </message>
    <message>
        <source>%1 has counted %3 non-fatal uncorrectable PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 hat seit dem Start %3 nicht fatale, nicht korrigierbare PCIe-Fehler gezählt; zuvor waren es %2 (AER).</translation>
    </message>
    <message>
        <source>%1 has counted %3 fatal PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 hat seit dem Start %3 fatale PCIe-Fehler gezählt; zuvor waren es %2 (AER).</translation>
    </message>
    <message>
        <source>%1 s after boot</source>
        <translation>%1 s nach dem Start</translation>
    </message>
    <message>
        <source>between %1 and %2 s after boot</source>
        <translation>zwischen %1 und %2 s nach dem Start</translation>
    </message>
    <message>
        <source>%1: the kernel could not recover it from a PCIe error</source>
        <translation>%1: Der Kernel konnte die Funktion nach einem PCIe-Fehler nicht wiederherstellen</translation>
    </message>
    <message>
        <source>%1: the kernel logged an uncorrectable PCIe error</source>
        <translation>%1: Der Kernel hat einen nicht korrigierbaren PCIe-Fehler protokolliert</translation>
    </message>
    <message>
        <source>%1: the kernel logged %2 uncorrectable PCIe errors</source>
        <translation>%1: Der Kernel hat %2 nicht korrigierbare PCIe-Fehler protokolliert</translation>
    </message>
    <message>
        <source>%1: the kernel logged a corrected PCIe error</source>
        <translation>%1: Der Kernel hat einen korrigierten PCIe-Fehler protokolliert</translation>
    </message>
    <message>
        <source>%1: the kernel logged %2 corrected PCIe errors</source>
        <translation>%1: Der Kernel hat %2 korrigierte PCIe-Fehler protokolliert</translation>
    </message>
    <message>
        <source>The kernel log has one error report from this function (%1)</source>
        <translation>Das Kernel-Log enthält eine Fehlermeldung dieser Funktion (%1)</translation>
    </message>
    <message>
        <source>The kernel log has %1 error reports from this function (%2)</source>
        <translation>Das Kernel-Log enthält %1 Fehlermeldungen dieser Funktion (%2)</translation>
    </message>
    <message>
        <source>, naming %1</source>
        <translation>, mit %1</translation>
    </message>
    <message>
        <source>, in the %1</source>
        <translation>, in der Schicht %1</translation>
    </message>
    <message>
        <source>They reached the kernel through %1.</source>
        <translation>Sie erreichten den Kernel über %1.</translation>
    </message>
    <message>
        <source>Physical Layer errors (RxErr) are bit errors on the wire; Data Link Layer ones (Bad TLP, Bad DLLP, replay timeouts) are packets sent again; Transaction Layer ones (completion timeouts) are requests lost. The kernel limits how many it prints, so there may have been more: the sysfs counters (pcie-errors-counted) hold the full count.</source>
        <translation>Fehler der Bitübertragungsschicht (RxErr) sind Bitfehler auf der Leitung; Fehler der Sicherungsschicht (Bad TLP, Bad DLLP, Replay-Timeouts) sind erneut gesendete Pakete; Fehler der Transaktionsschicht (Completion-Timeouts) sind verlorene Anfragen. Der Kernel begrenzt, wie viele er ausgibt; es können also mehr gewesen sein: Die sysfs-Zähler (pcie-errors-counted) enthalten die volle Anzahl.</translation>
    </message>
    <message>
        <source>Check the slot, risers, cables and retimers of this link and update the firmware; if a GPU is below it, watch for Xid 79 (fallen off the bus). Collect again after a run and compare (topolens diff) to see whether the errors come back under load.</source>
        <translation>Prüfen Sie Steckplatz, Riser, Kabel und Retimer dieses Links und aktualisieren Sie die Firmware; liegt eine GPU darunter, achten Sie auf Xid 79 (vom Bus gefallen). Erfassen Sie nach einem Lauf erneut und vergleichen Sie (topolens diff), ob die Fehler unter Last wiederkehren.</translation>
    </message>
    <message>
        <source>A few corrected errors cost little; many in a short time mean replays and lost bandwidth. Collect again after a run under load and compare (topolens diff).</source>
        <translation>Wenige korrigierte Fehler kosten wenig; viele in kurzer Zeit bedeuten Wiederholungen und verlorene Bandbreite. Erfassen Sie nach einem Lauf unter Last erneut und vergleichen Sie (topolens diff).</translation>
    </message>
    <message>
        <source>The link below %1 went down</source>
        <translation>Der Link unter %1 ist ausgefallen</translation>
    </message>
    <message>
        <source>The link below %1 went down %2 times</source>
        <translation>Der Link unter %1 ist %2-mal ausgefallen</translation>
    </message>
    <message>
        <source>The kernel logged the link of this port going down%1: whatever is below it, a GPU, a switch or a NIC, was cut off the bus until the link came back, and a driver using it may have lost it. A link that goes down under load is a signal problem (a riser, a retimer, a cable) or a device that reset itself.</source>
        <translation>Der Kernel hat protokolliert, dass der Link dieses Ports ausfiel%1: Was darunter liegt, eine GPU, ein Switch oder eine NIC, war vom Bus getrennt, bis der Link zurückkam, und ein Treiber, der es nutzte, hat es womöglich verloren. Ein Link, der unter Last ausfällt, ist ein Signalproblem (Riser, Retimer, Kabel) oder ein Gerät, das sich selbst zurückgesetzt hat.</translation>
    </message>
    <message>
        <source>Look at the kernel log around these lines for the device&apos;s own errors, reseat the device and its riser or cable, and check its power; on a host that passes the device to a VM, a VM&apos;s reset of the device can take the link down too.</source>
        <translation>Suchen Sie im Kernel-Log um diese Zeilen nach eigenen Fehlern des Geräts, stecken Sie Gerät und Riser oder Kabel neu und prüfen Sie die Stromversorgung; auf einem Host, der das Gerät an eine VM durchreicht, kann auch ein Reset durch die VM den Link trennen.</translation>
    </message>
    <message>
        <source>%1 fell off the bus</source>
        <translation>%1 ist vom Bus gefallen</translation>
    </message>
    <message>
        <source>The GPU at %1</source>
        <translation>Die GPU an %1</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver lost the GPU: it no longer answers on the PCIe bus (Xid 79). Every process using it failed, and it stays lost until a reset or a reboot.</source>
        <translation>Der NVIDIA-Treiber hat die GPU verloren: Sie antwortet nicht mehr auf dem PCIe-Bus (Xid 79). Jeder Prozess, der sie nutzte, ist gescheitert, und sie bleibt bis zu einem Reset oder Neustart verloren.</translation>
    </message>
    <message>
        <source>The kernel log also has PCIe errors or link downs on its way to the CPU, at %1: the link is the first suspect.</source>
        <translation>Das Kernel-Log enthält auch PCIe-Fehler oder Link-Ausfälle auf ihrem Weg zur CPU, an %1: Der Link ist der erste Verdächtige.</translation>
    </message>
    <message>
        <source>The kernel log has no PCIe error on its way to the CPU, which points at the GPU&apos;s power or temperature rather than the link (or at AER being off: check the port&apos;s AER counters).</source>
        <translation>Das Kernel-Log enthält keinen PCIe-Fehler auf ihrem Weg zur CPU; das deutet eher auf Stromversorgung oder Temperatur der GPU als auf den Link (oder auf abgeschaltetes AER: prüfen Sie die AER-Zähler des Ports).</translation>
    </message>
    <message>
        <source>Check the GPU&apos;s power cables and supply, its temperature history and its seating (and the riser or cable), update the system firmware and the driver, and collect again after the next run to see whether it recurs on the same slot.</source>
        <translation>Prüfen Sie Stromkabel und Netzteil der GPU, ihren Temperaturverlauf und ihren Sitz (und Riser oder Kabel), aktualisieren Sie System-Firmware und Treiber und erfassen Sie nach dem nächsten Lauf erneut, um zu sehen, ob es im selben Steckplatz wieder auftritt.</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 Gb/s: the %4 link at %5 limits it</source>
        <translation>%1 hat %2 von %3 Gb/s: Der %4-Link an %5 begrenzt es</translation>
    </message>
    <message>
        <source>When the kernel set this device up, the slowest link between it and the CPU was the one at %1, trained at %2; the device and its links could do %3. The limiting link need not be the device&apos;s own: a switch&apos;s uplink, a riser or a bifurcated slot above it limits everything below.</source>
        <translation>Als der Kernel dieses Gerät einrichtete, war der langsamste Link zwischen ihm und der CPU der an %1, trainiert auf %2; Gerät und Links könnten %3. Der begrenzende Link muss nicht der eigene des Geräts sein: Der Uplink eines Switches, ein Riser oder ein aufgeteilter Steckplatz darüber begrenzt alles darunter.</translation>
    </message>
    <message>
        <source>Check that slot&apos;s width and generation in the firmware (bifurcation, PCIe speed), the riser or cable at that link, and whether it trains higher after a reseat; a link that trains low only at boot and recovers under load is not limited (compare lspci&apos;s LnkSta under load).</source>
        <translation>Prüfen Sie Breite und Generation dieses Steckplatzes in der Firmware (Bifurkation, PCIe-Geschwindigkeit), Riser oder Kabel an diesem Link und ob er nach einem Neustecken höher trainiert; ein Link, der nur beim Start niedrig trainiert und sich unter Last erholt, ist nicht begrenzt (vergleichen Sie LnkSta von lspci unter Last).</translation>
    </message>
    <message>
        <source>PCIe errors and link events in the kernel log, when it is readable</source>
        <translation>PCIe-Fehler und Link-Ereignisse im Kernel-Log, sofern lesbar</translation>
    </message>
    <message>
        <source>This does not look like the kernel log: expected dmesg or journalctl -k lines (&quot;[  12.345678] pcieport 0000:00:01.0: AER: …&quot;).</source>
        <translation>Das sieht nicht nach dem Kernel-Log aus: erwartet wurden Zeilen von dmesg oder journalctl -k („[  12.345678] pcieport 0000:00:01.0: AER: …“).</translation>
    </message>
    <message>
        <source>No PCIe error, link or bandwidth line in this log.</source>
        <translation>Kein PCIe-Fehler, keine Link- oder Bandbreitenzeile in diesem Log.</translation>
    </message>
    <message>
        <source>A PCIe Bus Error line without the address of its device: %1</source>
        <translation>Eine PCIe-Bus-Error-Zeile ohne die Adresse ihres Geräts: %1</translation>
    </message>
    <message>
        <source>A PCIe bandwidth line that could not be read: %1</source>
        <translation>Eine PCIe-Bandbreitenzeile, die nicht gelesen werden konnte: %1</translation>
    </message>
    <message>
        <source>A PCIe Bus Error of unknown severity &quot;%1&quot;; skipped</source>
        <translation>Ein PCIe Bus Error unbekannter Schwere „%1“; übersprungen</translation>
    </message>
    <message>
        <source>An error bit (%1) without the PCIe Bus Error line it belongs to</source>
        <translation>Ein Fehlerbit (%1) ohne die zugehörige PCIe-Bus-Error-Zeile</translation>
    </message>
    <message>
        <source>A GPU fell off the bus, but the line does not say which: %1</source>
        <translation>Eine GPU ist vom Bus gefallen, aber die Zeile sagt nicht, welche: %1</translation>
    </message>
    <message>
        <source>expected the kernel log&apos;s PCIe lines (dmesg: AER errors, Link Down, bandwidth)</source>
        <translation>erwartet wurden die PCIe-Zeilen des Kernel-Logs (dmesg: AER-Fehler, Link Down, Bandbreite)</translation>
    </message>
    <message>
        <source>the kernel log&apos;s PCIe lines: AER errors, links going down, links slower than they could be</source>
        <translation>die PCIe-Zeilen des Kernel-Logs: AER-Fehler, ausfallende Links, langsamer als mögliche Links</translation>
    </message>
    <message>
        <source>The kernel could not recover from it: the driver of this function, or of a device below it, had no way back (&quot;can&apos;t recover&quot;), and the device stays lost until a reset.</source>
        <translation>Der Kernel konnte sich davon nicht erholen: Der Treiber dieser Funktion oder eines Geräts darunter hatte keinen Weg zurück („can&apos;t recover“), und das Gerät bleibt bis zu einem Reset verloren.</translation>
    </message>
    <message>
        <source>--prometheus writes metrics; --format %1 is a drawing (leave one out)</source>
        <translation>--prometheus schreibt Metriken; --format %1 ist eine Zeichnung (lassen Sie eines weg)</translation>
    </message>
    <message>
        <source>--view, --dpi, --theme and --transparent are for drawings, not for Prometheus metrics</source>
        <translation>--view, --dpi, --theme und --transparent gelten für Zeichnungen, nicht für Prometheus-Metriken</translation>
    </message>
    <message>
        <source>export needs a SNAPSHOT (a file, or demo) and -o OUT (FILE.prom, or - for standard output)</source>
        <translation>export braucht einen SNAPSHOT (eine Datei oder demo) und -o OUT (FILE.prom oder - für die Standardausgabe)</translation>
    </message>
    <message>
        <source>%1 UTC (under load)</source>
        <translation>%1 UTC (unter Last)</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 → %2 at %3</source>
        <translation>%1 → %2 um %3</translation>
    </message>
    <message>
        <source>The link of %1 changed during the watch: %2</source>
        <translation>Der Link von %1 änderte sich während der Beobachtung: %2</translation>
    </message>
    <message>
        <source>The link of %1 changed %2 times during the watch</source>
        <translation>Der Link von %1 änderte sich während der Beobachtung %2-mal</translation>
    </message>
    <message>
        <source>Sample by sample, the link trained as follows: %1.</source>
        <translation>Probe für Probe trainierte der Link so: %1.</translation>
    </message>
    <message>
        <source>A link&apos;s width does not follow the load: lanes that come and go are a link that retrains, a signal problem (a riser, a retimer, a cable) or a slot&apos;s bifurcation.</source>
        <translation>Die Breite eines Links folgt nicht der Last: Lanes, die kommen und gehen, sind ein Link, der neu trainiert, ein Signalproblem (Riser, Retimer, Kabel) oder die Bifurkation eines Steckplatzes.</translation>
    </message>
    <message>
        <source>A link&apos;s speed drops when its device idles and comes back under load; a link that is slower under load than idle has downtrained.</source>
        <translation>Die Geschwindigkeit eines Links sinkt, wenn sein Gerät ruht, und kehrt unter Last zurück; ein Link, der unter Last langsamer ist als im Leerlauf, ist heruntertrainiert.</translation>
    </message>
    <message>
        <source>Watch it again under a load that uses the link (nvbandwidth, a training step) and compare with the kernel log of that time; a link that keeps retraining needs its slot, riser or cable checked.</source>
        <translation>Beobachten Sie erneut unter einer Last, die den Link nutzt (nvbandwidth, ein Trainingsschritt), und vergleichen Sie mit dem Kernel-Log dieser Zeit; bei einem Link, der immer wieder neu trainiert, prüfen Sie Steckplatz, Riser oder Kabel.</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 received from below %2 → %3</source>
        <translation>%1 von unten empfangen %2 → %3</translation>
    </message>
    <message>
        <source>%1 counted more PCIe errors during the watch</source>
        <translation>%1 zählte während der Beobachtung mehr PCIe-Fehler</translation>
    </message>
    <message>
        <source>Between %1 and %2 its AER counters grew: %3. The errors count at the end of the link that detected them, so a port&apos;s counter names the link below it.</source>
        <translation>Zwischen %1 und %2 stiegen seine AER-Zähler: %3. Fehler zählen an dem Ende des Links, das sie erkannt hat; der Zähler eines Ports benennt also den Link darunter.</translation>
    </message>
    <message>
        <source>Uncorrectable errors during the watch lost transactions: read the kernel log of that time and check the slot, riser, cable and retimer of this link.</source>
        <translation>Nicht korrigierbare Fehler während der Beobachtung haben Transaktionen verloren: Lesen Sie das Kernel-Log dieser Zeit und prüfen Sie Steckplatz, Riser, Kabel und Retimer dieses Links.</translation>
    </message>
    <message>
        <source>Corrected errors that grow while the link works mean replays and lost bandwidth: check the slot, riser, cable and retimer of this link, and watch again after a reseat.</source>
        <translation>Korrigierte Fehler, die wachsen, während der Link arbeitet, bedeuten Wiederholungen und verlorene Bandbreite: Prüfen Sie Steckplatz, Riser, Kabel und Retimer dieses Links und beobachten Sie nach einem Neustecken erneut.</translation>
    </message>
    <message>
        <source>%1 ran its link at %2 of %3 under load</source>
        <translation>%1 betrieb seinen Link unter Last mit %2 von %3</translation>
    </message>
    <message>
        <source>At %1, while the watch&apos;s load ran, the link trained below what both ends can do. Idle links slow down to save power; under load they should not: this one downtrained.</source>
        <translation>Um %1, während die Last der Beobachtung lief, trainierte der Link unter dem, was beide Enden können. Ruhende Links werden langsamer, um Strom zu sparen; unter Last sollten sie das nicht: Dieser ist heruntertrainiert.</translation>
    </message>
    <message>
        <source>Check the slot&apos;s generation and width in the firmware, the riser or cable, and the kernel log of that time for errors on this link.</source>
        <translation>Prüfen Sie Generation und Breite des Steckplatzes in der Firmware, Riser oder Kabel und das Kernel-Log dieser Zeit auf Fehler dieses Links.</translation>
    </message>
    <message>
        <source>PCIe link speed and width, and AER counters, of every device</source>
        <translation>PCIe-Link-Geschwindigkeit und -Breite sowie AER-Zähler jedes Geräts</translation>
    </message>
    <message>
        <source>%1 needs a number of seconds above 0, not &quot;%2&quot;</source>
        <translation>%1 braucht eine Anzahl Sekunden über 0, nicht „%2“</translation>
    </message>
    <message>
        <source>--samples needs a count of 1 or more, not &quot;%1&quot;</source>
        <translation>--samples braucht eine Anzahl von 1 oder mehr, nicht „%1“</translation>
    </message>
    <message>
        <source>--load needs a command to run while the samples are taken</source>
        <translation>--load braucht einen Befehl, der während der Proben läuft</translation>
    </message>
    <message>
        <source>--load runs a command on this machine, so it goes with --local only; start the load on %1 yourself while the watch runs</source>
        <translation>--load startet einen Befehl auf dieser Maschine und gilt daher nur mit --local; starten Sie die Last auf %1 selbst, während die Beobachtung läuft</translation>
    </message>
    <message>
        <source>Watch of %1</source>
        <translation>Beobachtung von %1</translation>
    </message>
    <message>
        <source>the load command did not start: %1</source>
        <translation>der Lastbefehl startete nicht: %1</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC%3: %4</source>
        <translation>Probe %1 um %2 UTC%3: %4</translation>
    </message>
    <message>
        <source> (under load)</source>
        <translation> (unter Last)</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>genommen</translation>
    </message>
    <message>
        <source>could not connect</source>
        <translation>keine Verbindung</translation>
    </message>
    <message numerus="yes">
        <source>saved %1: the collection and %n sample(s)</source>
        <translation>
            <numerusform>%1 gespeichert: die Erfassung und %n Probe</numerusform>
            <numerusform>%1 gespeichert: die Erfassung und %n Proben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.captures[%2].sameAs: no earlier sample %3 with a capture %4</source>
        <translation>%1.captures[%2].sameAs: keine frühere Probe %3 mit einer Erfassung %4</translation>
    </message>
    <message>
        <source>The kernel log now has %2 for %1; it had %3.</source>
        <translation>Das Kernel-Log hat jetzt %2 für %1; zuvor waren es %3.</translation>
    </message>
    <message>
        <source>new in this run</source>
        <translation>neu in diesem Lauf</translation>
    </message>
    <message>
        <source>not in this run</source>
        <translation>nicht in diesem Lauf</translation>
    </message>
    <message>
        <source>status %1 → %2</source>
        <translation>Status %1 → %2</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation>%1 %2: %3 → %4</translation>
    </message>
    <message>
        <source>fingerprint %1 → %2</source>
        <translation>Fingerabdruck %1 → %2</translation>
    </message>
    <message>
        <source>%1 drift item(s) → %2</source>
        <translation>%1 Abweichung(en) → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a fleet host and what changed on it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: not a readable sample; left out</source>
        <translation>%1: keine lesbare Probe; ausgelassen</translation>
    </message>
    <message>
        <source>fleet needs a subcommand: collect, watch, import, report, check, baseline or gres</source>
        <translation>fleet braucht einen Unterbefehl: collect, watch, import, report, check, baseline oder gres</translation>
    </message>
    <message>
        <source>fleet: unknown subcommand %1 (collect, watch, import, report, check, baseline, gres)</source>
        <translation>fleet: unbekannter Unterbefehl %1 (collect, watch, import, report, check, baseline, gres)</translation>
    </message>
    <message>
        <source>%1 takes one node set (in the engine&apos;s syntax: gpu[001-512], @group, an Ansible pattern)</source>
        <translation>%1 nimmt eine Knotenmenge (in der Syntax der Engine: gpu[001-512], @group, ein Ansible-Muster)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 node(s) done</source>
        <translation>%1: %2 von %3 Knoten fertig</translation>
    </message>
    <message>
        <source>%1: %2 node(s) done</source>
        <translation>%1: %2 Knoten fertig</translation>
    </message>
    <message>
        <source>%1: cancelling; what arrived is kept</source>
        <translation>%1: wird abgebrochen; was ankam, bleibt erhalten</translation>
    </message>
    <message>
        <source>%1: %2 over %3, into %4</source>
        <translation>%1: %2 über %3, nach %4</translation>
    </message>
    <message>
        <source>fleet watch takes no --load: TopoLens sends no text of yours to the nodes&apos; shells; start the load on them yourself while the watch runs</source>
        <translation>fleet watch nimmt kein --load: TopoLens sendet keinen Text von Ihnen an die Shells der Knoten; starten Sie die Last dort selbst, während die Beobachtung läuft</translation>
    </message>
    <message>
        <source>--print-command goes with fleet collect (a watch runs the same command, then the collector&apos;s --watch-sample)</source>
        <translation>--print-command gehört zu fleet collect (eine Beobachtung führt denselben Befehl aus, danach den --watch-sample des Kollektors)</translation>
    </message>
    <message>
        <source>fleet watch: sample %1</source>
        <translation>fleet watch: Probe %1</translation>
    </message>
    <message numerus="yes">
        <source>fleet watch: sample %1 at %2 UTC: %3 of %n node(s) answered</source>
        <translation>
            <numerusform>fleet watch: Probe %1 um %2 UTC: %3 von %n Knoten antwortete</numerusform>
            <numerusform>fleet watch: Probe %1 um %2 UTC: %3 von %n Knoten antworteten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the collection and %n sample(s)</source>
        <translation>
            <numerusform>%1: die Erfassung und %n Probe</numerusform>
            <numerusform>%1: die Erfassung und %n Proben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs --samples N or --duration SECONDS (or both: whichever ends first)</source>
        <translation>%1 braucht --samples N oder --duration SEKUNDEN (oder beides: was zuerst endet)</translation>
    </message>
    <message>
        <source>%1 replayed PCIe packets during the watch</source>
        <translation>%1 hat während der Beobachtung PCIe-Pakete wiederholt</translation>
    </message>
    <message>
        <source>Between %1 and %2 UTC its replay counter went from %3 to %4%5. A replay is a packet the link sent again because the other end did not acknowledge it: the link works, but slower, and a count that keeps growing is a signal problem on this GPU&apos;s own link.</source>
        <translation>Zwischen %1 und %2 UTC stieg ihr Replay-Zähler von %3 auf %4%5. Ein Replay ist ein Paket, das der Link erneut sendete, weil die Gegenseite es nicht bestätigte: Der Link arbeitet, aber langsamer, und ein weiter wachsender Zähler ist ein Signalproblem am eigenen Link dieser GPU.</translation>
    </message>
    <message>
        <source>, and it wrapped %1 more time(s)</source>
        <translation>, und er lief %1-mal mehr über</translation>
    </message>
    <message>
        <source>Reseat the GPU and check its slot, riser, cable or retimer; compare with the AER counters of the port above it (pcie-errors-grew-during-watch) and watch again under load.</source>
        <translation>Stecken Sie die GPU neu und prüfen Sie Steckplatz, Riser, Kabel oder Retimer; vergleichen Sie mit den AER-Zählern des Ports darüber (pcie-errors-grew-during-watch) und beobachten Sie erneut unter Last.</translation>
    </message>
    <message>
        <source>NVIDIA GPUs&apos; PCIe replay counters and link generation and width</source>
        <translation>PCIe-Replay-Zähler sowie Link-Generation und -Breite der NVIDIA-GPUs</translation>
    </message>
    <message>
        <source>PCIe link speed and width from node_exporter&apos;s pcidevice collector, as Prometheus serves them</source>
        <translation>PCIe-Linkgeschwindigkeit und -breite aus dem pcidevice-Collector des node_exporter, wie Prometheus sie ausliefert</translation>
    </message>
    <message>
        <source>expected node_exporter&apos;s node_pcidevice_* series in Prometheus&apos;s text format</source>
        <translation>erwartet wurden die node_pcidevice_*-Reihen des node_exporter im Textformat von Prometheus</translation>
    </message>
    <message>
        <source>Not a sample line of Prometheus&apos;s text format; skipped</source>
        <translation>Keine Messwertzeile des Prometheus-Textformats; übersprungen</translation>
    </message>
    <message>
        <source>%1 without a usable segment, bus, device and function; skipped</source>
        <translation>%1 ohne verwendbares Segment, Bus, Gerät und Funktion; übersprungen</translation>
    </message>
    <message>
        <source>No node_pcidevice link series here: %1 (node_exporter 1.9 or later, with --collector.pcidevice).</source>
        <translation>Hier sind keine node_pcidevice-Linkreihen: %1 (node_exporter 1.9 oder neuer, mit --collector.pcidevice).</translation>
    </message>
    <message>
        <source>curl did not start: %1</source>
        <translation>curl startete nicht: %1</translation>
    </message>
    <message>
        <source>--from-prometheus needs the server&apos;s URL, http://HOST:PORT, not &quot;%1&quot;</source>
        <translation>--from-prometheus braucht die URL des Servers, http://HOST:PORT, nicht „%1“</translation>
    </message>
    <message>
        <source>--from-prometheus needs --instance: the instance label of the watched machine&apos;s node_exporter (HOST:9100)</source>
        <translation>--from-prometheus braucht --instance: das instance-Label des node_exporter der beobachteten Maschine (HOST:9100)</translation>
    </message>
    <message>
        <source>--from-prometheus needs --snapshot FILE: a collection of the machine whose links Prometheus has (topolens collect)</source>
        <translation>--from-prometheus braucht --snapshot DATEI: eine Erfassung der Maschine, deren Links Prometheus hat (topolens collect)</translation>
    </message>
    <message>
        <source>--load goes with --local; start the load on the watched machine yourself</source>
        <translation>--load gehört zu --local; starten Sie die Last auf der beobachteten Maschine selbst</translation>
    </message>
    <message>
        <source>watch needs -o WATCH.json</source>
        <translation>watch braucht -o WATCH.json</translation>
    </message>
    <message>
        <source>%1 has no machine %2</source>
        <translation>%1 hat keine Maschine %2</translation>
    </message>
    <message>
        <source>Watch of %1 from Prometheus</source>
        <translation>Beobachtung von %1 aus Prometheus</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with link series</source>
        <translation>
            <numerusform>%n Funktion mit Linkreihen</numerusform>
            <numerusform>%n Funktionen mit Linkreihen</numerusform>
        </translation>
    </message>
    <message>
        <source>Prometheus has no node_pcidevice series of %1 (node_exporter 1.9 or later, with --collector.pcidevice)</source>
        <translation>Prometheus hat keine node_pcidevice-Reihen von %1 (node_exporter 1.9 oder neuer, mit --collector.pcidevice)</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC: %3</source>
        <translation>Probe %1 um %2 UTC: %3</translation>
    </message>
    <message>
        <source>GPU%1 → %2 (%3)</source>
        <translation>GPU%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>No GPUDirect RDMA for %1: the closest RDMA NIC is beyond the PCIe switches</source>
        <translation>Kein GPUDirect RDMA für %1: Die nächste RDMA-NIC liegt jenseits der PCIe-Switches</translation>
    </message>
    <message>
        <source>Closest RDMA NIC of each: %1. NCCL uses GPUDirect RDMA only where a GPU and its NIC meet below the CPU, at PIX or PXB (NCCL_NET_GDR_LEVEL defaults to PXB); beyond, every message to another node is copied through host memory, which costs latency and the CPU&apos;s memory bandwidth on each step.</source>
        <translation>Nächste RDMA-NIC jeweils: %1. NCCL nutzt GPUDirect RDMA nur, wo sich eine GPU und ihre NIC unterhalb der CPU treffen, bei PIX oder PXB (NCCL_NET_GDR_LEVEL ist standardmäßig PXB); darüber hinaus wird jede Nachricht an einen anderen Knoten über den Hauptspeicher kopiert, was bei jedem Schritt Latenz und Speicherbandbreite der CPU kostet.</translation>
    </message>
    <message>
        <source>A VM&apos;s guest sees a flat tree (PHB) whatever the host has. Where the host puts each GPU and its NIC under one switch, give NCCL that hierarchy (an NCCL topology file with the NICs, NCCL_TOPO_FILE) or set NCCL_NET_GDR_LEVEL=PHB; then check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>Der Gast einer VM sieht einen flachen Baum (PHB), was auch immer der Host hat. Wo der Host jede GPU und ihre NIC unter einen Switch setzt, geben Sie NCCL diese Hierarchie (eine NCCL-Topologiedatei mit den NICs, NCCL_TOPO_FILE) oder setzen Sie NCCL_NET_GDR_LEVEL=PHB; prüfen Sie dann NCCL_DEBUG=INFO auf „GPU Direct RDMA Enabled for GPU“.</translation>
    </message>
    <message>
        <source>Give each GPU a NIC under its own switch (a slot below the same switch, or NCCL_IB_HCA limited to the NICs that are); NCCL_NET_GDR_LEVEL=SYS forces GPUDirect RDMA, which across the CPU is often slower than staging. Check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>Geben Sie jeder GPU eine NIC unter ihrem eigenen Switch (ein Steckplatz unter demselben Switch, oder NCCL_IB_HCA auf die NICs beschränkt, bei denen das so ist); NCCL_NET_GDR_LEVEL=SYS erzwingt GPUDirect RDMA, was über die CPU hinweg oft langsamer ist als das Umkopieren. Prüfen Sie NCCL_DEBUG=INFO auf „GPU Direct RDMA Enabled for GPU“.</translation>
    </message>
    <message>
        <source>the host&apos;s RDMA NICs are not passed through to this guest&apos;s VM; the file has no NIC for NCCL to place</source>
        <translation>die RDMA-NICs des Hosts sind nicht an die VM dieses Gasts durchgereicht; die Datei hat keine NIC, die NCCL einordnen könnte</translation>
    </message>
    <message>
        <source>The RDMA NICs (%1) stand at their bus ids beside the GPUs of their switch:</source>
        <translation>Die RDMA-NICs (%1) stehen unter ihren Bus-IDs neben den GPUs ihres Switches:</translation>
    </message>
    <message>
        <source>NCCL places each NIC its network plugin finds by that id, and uses GPUDirect RDMA where a GPU and a NIC share a switch.</source>
        <translation>NCCL ordnet jede NIC, die sein Netzwerk-Plugin unter dieser ID findet, dort ein und nutzt GPUDirect RDMA, wo sich eine GPU und eine NIC einen Switch teilen.</translation>
    </message>
    <message>
        <source>%1 of %2 is not a link&apos;s value; skipped</source>
        <translation>%1 von %2 ist kein Wert eines Links; übersprungen</translation>
    </message>
    <message>
        <source>%1 has no RDMA NIC that TopoLens can see (nvidia-smi topo -m&apos;s NIC columns, /sys/class/infiniband, or a ConnectX, BlueField, EFA or E810 in the tree): there is nothing to point NCCL at</source>
        <translation>%1 hat keine RDMA-NIC, die TopoLens sehen kann (die NIC-Spalten von nvidia-smi topo -m, /sys/class/infiniband, oder eine ConnectX, BlueField, EFA oder E810 im Baum): es gibt nichts, worauf NCCL zu richten wäre</translation>
    </message>
    <message>
        <source>no RDMA device name is known for %1 (collect /sys/class, the plan&apos;s sysfs-net, or nvidia-smi topo -m with its NIC legend): left out of NCCL_IB_HCA</source>
        <translation>für %1 ist kein RDMA-Gerätename bekannt (erfassen Sie /sys/class, das sysfs-net des Plans, oder nvidia-smi topo -m mit seiner NIC-Legende): nicht in NCCL_IB_HCA aufgenommen</translation>
    </message>
    <message>
        <source>the snapshot has no guest</source>
        <translation>der Snapshot hat keinen Gast</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine</source>
        <translation>der Snapshot hat keinen Host und keine Bare-Metal-Maschine</translation>
    </message>
    <message>
        <source>%1 needs a SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>%1 braucht einen SNAPSHOT (eine Datei oder „demo“)</translation>
    </message>
    <message>
        <source>GPUDirect RDMA between a GPU and an RDMA NIC (%1) is such traffic: NCCL has been seen to slow down or hang with it (NVIDIA/nccl #606, #2079).</source>
        <translation>GPUDirect RDMA zwischen einer GPU und einer RDMA-NIC (%1) ist solcher Verkehr: NCCL wurde damit schon langsamer oder blieb hängen (NVIDIA/nccl #606, #2079).</translation>
    </message>
    <message>
        <source>ATS is off on RDMA NIC %1, passed through to a VM</source>
        <translation>ATS ist auf der RDMA-NIC %1 aus, die an eine VM durchgereicht ist</translation>
    </message>
    <message>
        <source>Address Translation Services let a passed-through NIC keep the IOMMU&apos;s translations, and with direct translated peer-to-peer allowed at the switch ports its GPUDirect RDMA traffic goes straight across the switch. With ATS off, every peer transaction goes up to the root complex to be translated, which costs GPUDirect RDMA much of its bandwidth in a VM (NVIDIA/nccl #2171).</source>
        <translation>Address Translation Services lassen eine durchgereichte NIC die Übersetzungen der IOMMU behalten, und wenn die Switch-Ports direktes übersetztes Peer-to-Peer erlauben, geht ihr GPUDirect-RDMA-Verkehr direkt über den Switch. Mit ATS aus geht jede Peer-Transaktion zur Übersetzung bis zum Root Complex hinauf, was GPUDirect RDMA in einer VM viel Bandbreite kostet (NVIDIA/nccl #2171).</translation>
    </message>
    <message>
        <source>Enable it in the NIC&apos;s firmware (mlxconfig -d DEVICE set ATS_ENABLED=true, then a power cycle) and allow direct translated P2P at the switch ports above it (ACSCtl DirectTrans+); then measure GPUDirect RDMA in the VM (ib_write_bw --use_cuda) before and after.</source>
        <translation>Schalten Sie es in der Firmware der NIC ein (mlxconfig -d GERÄT set ATS_ENABLED=true, danach aus- und wieder einschalten) und erlauben Sie direktes übersetztes P2P an den Switch-Ports darüber (ACSCtl DirectTrans+); messen Sie dann GPUDirect RDMA in der VM (ib_write_bw --use_cuda) vorher und nachher.</translation>
    </message>
    <message>
        <source>GPU%1 and the NIC at %2: %3 on the host, %4 here</source>
        <translation>GPU%1 und die NIC bei %2: %3 auf dem Host, %4 hier</translation>
    </message>
    <message>
        <source>%1. NCCL in the guest reads the guest&apos;s tree, finds each GPU and its NIC beyond PXB and leaves GPUDirect RDMA off, though the host routes their traffic across one switch.</source>
        <translation>%1. NCCL im Gast liest den Baum des Gasts, findet jede GPU und ihre NIC jenseits von PXB und lässt GPUDirect RDMA aus, obwohl der Host ihren Verkehr über einen Switch leitet.</translation>
    </message>
    <message>
        <source>Give NCCL the host&apos;s hierarchy: topolens nccl-topo writes an NCCL_TOPO_FILE for the guest with each NIC beside its GPUs. Check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>Geben Sie NCCL die Hierarchie des Hosts: topolens nccl-topo schreibt für den Gast eine NCCL_TOPO_FILE mit jeder NIC neben ihren GPUs. Prüfen Sie NCCL_DEBUG=INFO auf „GPU Direct RDMA Enabled for GPU“.</translation>
    </message>
    <message>
        <source>RDMA devices and their ports: state, rate, link layer</source>
        <translation>RDMA-Geräte und ihre Ports: Zustand, Rate, Link-Schicht</translation>
    </message>
    <message>
        <source>expected ibstat&apos;s blocks (CA &apos;mlx5_0&apos; and its ports)</source>
        <translation>erwartet wurden die Blöcke von ibstat (CA &apos;mlx5_0&apos; und seine Ports)</translation>
    </message>
    <message>
        <source>A CA line without its quoted name; skipped</source>
        <translation>Eine CA-Zeile ohne ihren Namen in Anführungszeichen; übersprungen</translation>
    </message>
    <message>
        <source>A port line without its number; skipped</source>
        <translation>Eine Port-Zeile ohne ihre Nummer; übersprungen</translation>
    </message>
    <message>
        <source>Rate is not a whole number of Gb/s; skipped</source>
        <translation>Rate ist keine ganze Zahl von Gb/s; übersprungen</translation>
    </message>
    <message>
        <source>No RDMA device here: %1.</source>
        <translation>Hier ist kein RDMA-Gerät: %1.</translation>
    </message>
    <message>
        <source>the layout passes RDMA NIC %1, which shares a PCIe switch with GPUs on the host: without its lines (or generated with the option no-nics) the VM does not get it</source>
        <translation>das Layout reicht die RDMA-NIC %1 durch, die sich auf dem Host einen PCIe-Switch mit GPUs teilt: ohne ihre Zeilen (oder mit der Option no-nics erzeugt) bekommt die VM sie nicht</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>passed by the VM&apos;s configuration</source>
        <translation>von der Konfiguration der VM durchgereicht</translation>
    </message>
    <message>
        <source>%1 to host GPU%2</source>
        <translation>%1 zur Host-GPU%2</translation>
    </message>
    <message>
        <source>NIC %1 at host %2</source>
        <translation>NIC %1 an Host-Adresse %2</translation>
    </message>
    <message>
        <source>#   %1 (%2) → %3 behind %4 on %5</source>
        <translation>#   %1 (%2) → %3 hinter %4 an %5</translation>
    </message>
    <message>
        <source>#   Switch %1 behind %2: %3 share a switch on the host, so the guest sees them as close as the host does</source>
        <translation>#   Switch %1 hinter %2: %3 teilen sich auf dem Host einen Switch, also sieht der Gast sie so nah wie der Host</translation>
    </message>
    <message>
        <source>#   - A GPU and its NIC behind one switch: NCCL in the guest then uses GPUDirect RDMA between them, as on</source>
        <translation>#   - Eine GPU und ihre NIC hinter einem Switch: NCCL im Gast nutzt dann GPUDirect RDMA zwischen ihnen, wie auf</translation>
    </message>
    <message>
        <source>#     the host (it needs nvidia-peermem in the guest). Check with NCCL_DEBUG=INFO: &quot;GPU Direct RDMA</source>
        <translation>#     dem Host (im Gast braucht es nvidia-peermem). Prüfen mit NCCL_DEBUG=INFO: „GPU Direct RDMA</translation>
    </message>
    <message>
        <source>#     Enabled for GPU …&quot; and each GPU&apos;s NET/IB device; then import an nccl-tests run from before and</source>
        <translation>#     Enabled for GPU …“ und das NET/IB-Gerät jeder GPU; dann einen nccl-tests-Lauf von vorher und</translation>
    </message>
    <message>
        <source>#     after (topolens diff) to see the bandwidth. The data still takes the host&apos;s path: ACS P2P Request</source>
        <translation>#     nachher importieren (topolens diff), um die Bandbreite zu sehen. Die Daten nehmen weiter den Weg des Hosts: ACS P2P Request</translation>
    </message>
    <message>
        <source>#     Redirect on the host switch sends it up to the root complex (topolens diagnose names it), and the</source>
        <translation>#     Redirect auf dem Host-Switch schickt sie hinauf zum Root-Complex (topolens diagnose nennt es), und die</translation>
    </message>
    <message>
        <source>#     NIC needs ATS on to go around the IOMMU there.</source>
        <translation>#     NIC braucht ATS, um dort an der IOMMU vorbeizukommen.</translation>
    </message>
    <message>
        <source># each GPU behind its own root port, or with the RDMA NICs of its host switch behind one switch.</source>
        <translation># jede GPU hinter ihrem eigenen Root-Port, oder mit den RDMA-NICs ihres Host-Switches hinter einem Switch.</translation>
    </message>
    <message>
        <source># Lines starting with # explain; do not paste them into the</source>
        <translation># Zeilen, die mit # beginnen, erklären; fügen Sie sie nicht in die</translation>
    </message>
    <message>
        <source>TopoLens %1: PCIe layout for %2 on host %3. Merge the children of this &lt;domain&gt; into the domain XML (virsh edit). Controller indexes start at %4: renumber them to follow the domain&apos;s own controllers (libvirt fills unused lower indexes with empty root ports).</source>
        <translation>TopoLens %1: PCIe-Layout für %2 auf Host %3. Übernehmen Sie die Kinder dieses &lt;domain&gt; in das Domain-XML (virsh edit). Controller-Indizes beginnen bei %4: nummerieren Sie sie im Anschluss an die eigenen Controller der Domain um (libvirt füllt ungenutzte niedrigere Indizes mit leeren Root-Ports).</translation>
    </message>
    <message>
        <source>RDMA ports: state, rate and link layer (ibstat)</source>
        <translation>RDMA-Ports: Zustand, Rate und Link-Schicht (ibstat)</translation>
    </message>
    <message>
        <source>RDMA devices and their ports: state, link layer</source>
        <translation>RDMA-Geräte und ihre Ports: Zustand, Link-Schicht</translation>
    </message>
    <message>
        <source>expected ibv_devinfo&apos;s blocks (hca_id: mlx5_0 and its ports)</source>
        <translation>erwartet wurden die Blöcke von ibv_devinfo (hca_id: mlx5_0 und seine Ports)</translation>
    </message>
    <message>
        <source>An hca_id line without its name; skipped</source>
        <translation>Eine hca_id-Zeile ohne Namen; übersprungen</translation>
    </message>
    <message>
        <source>GPU (the file names it by class only)</source>
        <translation>GPU (die Datei nennt sie nur nach Klasse)</translation>
    </message>
    <message>
        <source>%1 measured %2, %3× the %4 of the first collection.</source>
        <translation>%1 maß %2, das %3-Fache der %4 der ersten Erfassung.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 (mean of %n GPU pairs)</source>
        <translation>
            <numerusform>%1, %2 (Mittel über %n GPU-Paar)</numerusform>
            <numerusform>%1, %2 (Mittel über %n GPU-Paare)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average bus bandwidth</source>
        <translation>%1, mittlere Busbandbreite</translation>
    </message>
    <message>
        <source>GPUDirect RDMA</source>
        <translation>GPUDirect RDMA</translation>
    </message>
    <message>
        <source>staged through host memory</source>
        <translation>über den Host-Speicher umgeladen</translation>
    </message>
    <message>
        <source>%1 now reaches its closest RDMA NIC as %2 (%3); it was %4 (%5).</source>
        <translation>%1 erreicht ihre nächste RDMA-NIC jetzt als %2 (%3); vorher %4 (%5).</translation>
    </message>
    <message>
        <source>GPU%1 → %2 (%3, %4)</source>
        <translation>GPU%1 → %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Closest RDMA NIC of each GPU: GPUDirect RDMA for %1 of %2</source>
        <translation>Nächste RDMA-NIC jeder GPU: GPUDirect RDMA für %1 von %2</translation>
    </message>
    <message>
        <source>%1. The class is nvidia-smi&apos;s where it printed one, else the PCI tree&apos;s; NCCL uses GPUDirect RDMA up to PXB by default (NCCL_NET_GDR_LEVEL), and equally close NICs are shared out over the GPUs as NCCL does.</source>
        <translation>%1. Die Klasse ist die von nvidia-smi, wo es eine ausgab, sonst die des PCI-Baums; NCCL nutzt GPUDirect RDMA standardmäßig bis PXB (NCCL_NET_GDR_LEVEL), und gleich nahe NICs werden wie bei NCCL auf die GPUs verteilt.</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA and UCX_NET_DEVICES per GPU from these: topolens nccl-env.</source>
        <translation>NCCL_IB_HCA und UCX_NET_DEVICES je GPU daraus: topolens nccl-env.</translation>
    </message>
    <message>
        <source>RDMA devices and their ports (ibv_devinfo, where ibstat is missing)</source>
        <translation>RDMA-Geräte und ihre Ports (ibv_devinfo, wo ibstat fehlt)</translation>
    </message>
    <message>
        <source>x-nv-gpudirect-clique=%1 for %2</source>
        <translation>x-nv-gpudirect-clique=%1 für %2</translation>
    </message>
    <message>
        <source>The cliques the host&apos;s P2P status allows, in the guest&apos;s numbering: %1 (topolens qemu-layout writes them into the VM&apos;s configuration).</source>
        <translation>Die Cliquen, die der P2P-Status des Hosts erlaubt, in der Nummerierung des Gasts: %1 (topolens qemu-layout schreibt sie in die Konfiguration der VM).</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 bei %3</translation>
    </message>
    <message>
        <source>TopoLens %1: GPU and PCIe topology of hosts and the VMs they feed.

Usage:
  topolens [SNAPSHOT]                 open the GUI on a snapshot file, or on the built-in
                                      demo when none is given (&quot;demo&quot; names it anywhere)
  topolens open SNAPSHOT              the same
  topolens parse FILE... [--format auto|NAME] [--json]
                                      parse saved or pasted command output (FILE may be -
                                      for standard input, or a snapshot) and print the result
  topolens parse --list-formats       list the formats parse understands
  topolens collect --host USER@HOST [--port N] [--identity FILE] [-J JUMP]
                   [--guest USER@VM [--guest-port N] [--guest-identity FILE] [--guest-jump JUMP]]
                   [--vmid N] [--known-hosts FILE] [--accept-new-host-key] [--sudo]
                   [--timeout SECONDS] -o SNAPSHOT.json
                                      run the fixed, read-only command plan over SSH on a host
                                      (and its guest VM) and save the raw outputs as a snapshot.
                                      ~/.ssh/config, ssh-agent and ~/.ssh/id_* are used as by ssh.
                                      Host keys are checked against ~/.ssh/known_hosts (or FILE):
                                      an unknown key is refused unless --accept-new-host-key (which
                                      saves it); a changed key is always refused. A password or
                                      passphrase is read only from a terminal. -J uses OpenSSH&apos;s ssh
                                      in batch mode for the jump host. --vmid adds `qm config N` on
                                      a Proxmox host; --sudo adds `sudo -n lspci -nnvvv`; --timeout
                                      limits connecting and each command (default: 20 s to
                                      connect, 60 s per command)
  topolens collect --local [--sudo] [--timeout SECONDS] -o SNAPSHOT.json
                                      the same on this machine
  topolens watch (--local [--load COMMAND] | --host USER@HOST [collect&apos;s SSH options])
                 [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      collect once, then sample the PCIe links every SECONDS
                                      (default 5): link speed and width, AER counters and the
                                      kernel log&apos;s PCIe lines; --load runs COMMAND here after the
                                      first sample, and the samples taken while it runs are under
                                      load. The file is written after every sample; Ctrl-C stops
                                      and keeps it (exit 130). diagnose names links that changed,
                                      counted more errors or ran below capability under load
  topolens watch --from-prometheus URL --instance HOST:PORT --snapshot COLLECTED.json
                 [--machine LABEL] [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      the same with the samples from Prometheus: each link&apos;s
                                      speed and width as node_exporter&apos;s pcidevice collector
                                      (1.9 or later) gives them for that instance, read with
                                      curl from /federate, on the machine of COLLECTED.json
  topolens import BUNDLE... -o SNAPSHOT.json
                                      join bundles written by scripts/topolens-collect.sh on
                                      machines TopoLens can&apos;t reach into one snapshot
  topolens collector-script           print that standalone POSIX shell collector, generated
                                      from the same command plan
  topolens diagnose SNAPSHOT [--json] explain what limits the GPUs of a snapshot (or &quot;demo&quot;):
                                      findings, most severe first, with advice and the raw lines
                                      they rest on; exits 0 whatever it finds
  topolens export SNAPSHOT [--view host|guest|side-by-side|matrix|heatmap[:METRIC]
                  |sweeps[:bandwidth|algbw|latency]] [--format svg|png|pdf|dot]
                  [--dpi N] [--transparent] [--theme light|dark] -o OUT
                                      draw a view as the window does, with a header and legend;
                                      the format defaults to OUT&apos;s suffix, the view to side-by-side,
                                      PNG to 192 dpi; dot writes the topology graph(s); OUT may be -.
                                      heatmap draws an imported benchmark matrix (METRIC, e.g.
                                      d2d-bandwidth; default: the first bandwidth matrix), sweeps
                                      the size sweeps over message size; neither has a dot form
  topolens export SNAPSHOT --prometheus -o FILE.prom|-
                                      the snapshot as Prometheus metrics for node_exporter&apos;s textfile
                                      collector: GPUs (a guest&apos;s with their host address), GPU pair
                                      classes and P2P, link speed and width against capability, AER
                                      counters, the kernel&apos;s PCIe events, findings (docs/prometheus.md)
  topolens report SNAPSHOT [--theme light|dark] [--format pdf|html] -o REVIEW.pdf|REVIEW.html
                                      a design-review report: diagrams, Host -&gt; Guest matrix,
                                      findings, benchmark heatmaps and sweeps, and every capture&apos;s
                                      command and raw output (HTML: one self-contained page)
  topolens nccl-topo SNAPSHOT [--for guest|host] [-o topo.xml]
                                      write an NCCL topology file: for a guest (NCCL_TOPO_FILE),
                                      the host&apos;s NUMA nodes and PCIe switches with the guest&apos;s bus
                                      ids and the host&apos;s link speeds; checked against NCCL&apos;s
                                      parser limits by reading it back
  topolens nccl-env SNAPSHOT [--for guest|host] [-o env.sh]
                                      the NCCL and UCX settings that keep each GPU&apos;s traffic on
                                      its closest RDMA NIC: NCCL_IB_HCA, NCCL_SOCKET_IFNAME,
                                      UCX_NET_DEVICES per GPU, and why, as shell lines
  topolens resource-slice SNAPSHOT [--for guest|host] [--node NAME] [--labels] [-o FILE]
                                      the GPUs and RDMA NICs as a Kubernetes ResourceSlice with
                                      the standard pcieRoot and pciBusID attributes (and NUMA
                                      node, closest NIC); --labels: node labels instead
  topolens qemu-layout SNAPSHOT [--format proxmox|libvirt|qemu] [--group root-complex|numa]
                       [--no-clique] [--no-nics] [--qemu VERSION] [-o FILE]
                                      a guest PCIe layout that mirrors the host: one pxb-pcie
                                      expander per host root complex (or NUMA node) on the right
                                      guest NUMA node, each GPU with the RDMA NICs it shares a
                                      host switch with behind one emulated switch (--no-nics:
                                      GPUs only), as a Proxmox args: line, a libvirt
                                      fragment or qemu-system-x86_64 arguments (one per line,
                                      for a script), with x-nv-gpudirect-clique and TP/PP advice;
                                      root ports advertise at most 16 GT/s unless --qemu 9.0 or
                                      later says the QEMU takes 32 and 64
  topolens diff A B [--json] [--machine LABEL]
                                      what changed between two collections of the same machines
                                      (snapshot files, bundles or &quot;demo&quot;; machines paired by role
                                      and label; or two fleet run folders, node by node): devices
                                      added, removed or renumbered, links, GPU
                                      pair classes, P2P, GPU-NIC classes, NUMA, kernel parameters,
                                      BARs, IOMMU groups, driver, benchmark bandwidth;
                                      exits 0 when nothing changed, 3 when something did
  topolens fleet collect NODESET [--via clush|pdsh|ansible|srun] [--role host|guest]
                 [--guests NODESET] [-i INVENTORY] [--fanout N] [--connect-timeout S] [--command-timeout S]
                 [--ssh-option OPTS]... [--remote-collector PATH] [--max-node-output MIB]
                 [-o RUNS_DIR] [--print-command[=full]]
                                      run the read-only collector on every node through the
                                      engine (ClusterShell by default; node sets in its own
                                      syntax) into one run folder: each node&apos;s armoured bundle,
                                      raw output and outcome (ok, partial, unreachable, timed-out,
                                      failed); --guests collects those nodes as guests in the
                                      same run (the node set being the hosts); --print-command
                                      prints the engine command line(s), the inline collector
                                      script as a placeholder (=full: written out)
  topolens fleet watch NODESET [fleet collect&apos;s options] [--interval S] (--samples N | --duration S)
                                      fleet collect, then every interval (5 s) the collector&apos;s
                                      --watch-sample on every node: link state and width, AER
                                      counters, the kernel log&apos;s PCIe lines, into RUN/samples/;
                                      fleet report and diagnose name what changed; Ctrl-C keeps
                                      what arrived (130)
  topolens fleet import PATH... -o RUN_DIR
                                      one fleet run folder from run folders, bundles (plain or
                                      armoured) and snapshot files
  topolens fleet report RUN [--json] [-o FILE.json|FILE.html|FILE.pdf] [--since OLDRUN]
                                      group the run&apos;s machines by topology fingerprint within
                                      their hardware class and name each one&apos;s drift from its
                                      class&apos;s baseline (the largest group); text by default,
                                      docs/fleet.md documents the JSON
  topolens fleet check RUN --baseline FILE [--json]
                                      the same against a saved baseline: exits 3 on drift
  topolens fleet baseline RUN -o BASELINE.json [--gres-conf FILE]
                                      save each class&apos;s baseline (and Slurm gres.conf lines,
                                      Cores= and Links=, per group)
  topolens fleet gres RUN [-o FILE]   write only the gres.conf lines
  topolens --help | --version

Exit status: 0 ok, 1 failure (a message on standard error names the file and line),
2 usage error. collect exits 0 when every command ran to its end (a tool that is not
installed is normal); it saves what it got and exits 1 when a machine could not be
reached, the connection was lost, or a command timed out or passed the 64 MiB output cap.
diff exits 3 when the inputs differ (diff(1)&apos;s 1 is the failure here), fleet check
when a machine drifted from the baseline, fleet collect when a node did not end ok
(the run folder is written all the same; 130 when cancelled).
</source>
        <translation>TopoLens %1: GPU- und PCIe-Topologie von Hosts und den VMs, die sie versorgen.

Aufruf:
  topolens [SNAPSHOT]                 die GUI mit einer Snapshot-Datei öffnen, oder mit der
                                      eingebauten Demo, wenn keine angegeben ist (&quot;demo&quot; nennt
                                      sie überall)
  topolens open SNAPSHOT              dasselbe
  topolens parse FILE... [--format auto|NAME] [--json]
                                      gespeicherte oder eingefügte Befehlsausgaben lesen (FILE
                                      darf - für die Standardeingabe oder ein Snapshot sein) und
                                      das Ergebnis ausgeben
  topolens parse --list-formats       die Formate auflisten, die parse versteht
  topolens collect --host USER@HOST [--port N] [--identity FILE] [-J JUMP]
                   [--guest USER@VM [--guest-port N] [--guest-identity FILE] [--guest-jump JUMP]]
                   [--vmid N] [--known-hosts FILE] [--accept-new-host-key] [--sudo]
                   [--timeout SECONDS] -o SNAPSHOT.json
                                      den festen, nur lesenden Befehlsplan per SSH auf einem Host
                                      (und seiner Gast-VM) ausführen und die Rohausgaben als
                                      Snapshot speichern. ~/.ssh/config, ssh-agent und
                                      ~/.ssh/id_* werden wie von ssh verwendet. Host-Schlüssel
                                      werden gegen ~/.ssh/known_hosts (oder FILE) geprüft: Ein
                                      unbekannter Schlüssel wird abgelehnt, außer mit
                                      --accept-new-host-key (das ihn speichert); ein geänderter
                                      Schlüssel wird immer abgelehnt. Ein Passwort oder eine
                                      Passphrase wird nur von einem Terminal gelesen. -J nutzt
                                      OpenSSHs ssh im Batch-Modus für den Jump-Host. --vmid fügt
                                      auf einem Proxmox-Host `qm config N` hinzu; --sudo fügt
                                      `sudo -n lspci -nnvvv` hinzu; --timeout begrenzt den
                                      Verbindungsaufbau und jeden Befehl (Standard: 20 s zum
                                      Verbinden, 60 s pro Befehl)
  topolens collect --local [--sudo] [--timeout SECONDS] -o SNAPSHOT.json
                                      dasselbe auf dieser Maschine
  topolens watch (--local [--load COMMAND] | --host USER@HOST [collect&apos;s SSH options])
                 [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      einmal erfassen, dann die PCIe-Links alle SECONDS Sekunden
                                      abtasten (Standard 5): Link-Geschwindigkeit und -Breite, AER-Zähler
                                      und die PCIe-Zeilen des Kernel-Logs; --load startet COMMAND hier nach
                                      der ersten Probe, und die Proben, während es läuft, sind unter
                                      Last. Die Datei wird nach jeder Probe geschrieben; Strg-C hält an
                                      und behält sie (Exit 130). diagnose benennt Links, die sich änderten,
                                      mehr Fehler zählten oder unter Last unter ihrer Fähigkeit liefen
  topolens watch --from-prometheus URL --instance HOST:PORT --snapshot COLLECTED.json
                 [--machine LABEL] [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      dasselbe mit Proben aus Prometheus: Geschwindigkeit und
                                      Breite jedes Links, wie der pcidevice-Collector des
                                      node_exporter (1.9 oder neuer) sie für diese Instanz liefert,
                                      mit curl von /federate gelesen, auf der Maschine aus
                                      COLLECTED.json
  topolens import BUNDLE... -o SNAPSHOT.json
                                      Bundles, die scripts/topolens-collect.sh auf Maschinen
                                      geschrieben hat, die TopoLens nicht erreicht, zu einem
                                      Snapshot zusammenführen
  topolens collector-script           diesen eigenständigen POSIX-Shell-Sammler ausgeben,
                                      erzeugt aus demselben Befehlsplan
  topolens diagnose SNAPSHOT [--json] erklären, was die GPUs eines Snapshots (oder &quot;demo&quot;)
                                      begrenzt: Befunde, die schwersten zuerst, mit Ratschlägen
                                      und den Rohzeilen, auf denen sie beruhen; endet mit 0,
                                      was immer es findet
  topolens export SNAPSHOT [--view host|guest|side-by-side|matrix|heatmap[:METRIC]
                  |sweeps[:bandwidth|algbw|latency]] [--format svg|png|pdf|dot]
                  [--dpi N] [--transparent] [--theme light|dark] -o OUT
                                      eine Ansicht zeichnen, wie das Fenster es tut, mit Kopf
                                      und Legende; das Format richtet sich standardmäßig nach
                                      der Endung von OUT, die Ansicht ist side-by-side, PNG hat
                                      192 dpi; dot schreibt den/die Topologiegraphen; OUT darf
                                      - sein. heatmap zeichnet eine importierte Benchmark-Matrix
                                      (METRIC, z. B. d2d-bandwidth; Standard: die erste
                                      Bandbreitenmatrix), sweeps die Größen-Sweeps über die
                                      Nachrichtengröße; keine von beiden hat eine dot-Form
  topolens export SNAPSHOT --prometheus -o FILE.prom|-
                                      der Snapshot als Prometheus-Metriken für den Textfile-Collector
                                      von node_exporter: GPUs (die eines Gasts mit ihrer Host-Adresse),
                                      Klassen und P2P der GPU-Paare, Link-Geschwindigkeit und -Breite
                                      gegen ihre Fähigkeit, AER-Zähler, die PCIe-Ereignisse des Kernels,
                                      Befunde (docs/prometheus.md)
  topolens report SNAPSHOT [--theme light|dark] [--format pdf|html] -o REVIEW.pdf|REVIEW.html
                                      ein Bericht für ein Design-Review: Diagramme, die Matrix
                                      Host -&gt; Gast, Befunde, Benchmark-Heatmaps und Sweeps sowie
                                      Befehl und Rohausgabe jeder Erfassung (HTML: eine
                                      eigenständige Seite)
  topolens nccl-topo SNAPSHOT [--for guest|host] [-o topo.xml]
                                      eine NCCL-Topologiedatei schreiben: für einen Gast
                                      (NCCL_TOPO_FILE) die NUMA-Knoten und PCIe-Switches des
                                      Hosts mit den Bus-IDs des Gasts und den Link-
                                      Geschwindigkeiten des Hosts; durch Zurücklesen gegen die
                                      Grenzen von NCCLs Parser geprüft
  topolens nccl-env SNAPSHOT [--for guest|host] [-o env.sh]
                                      die NCCL- und UCX-Einstellungen, die den Verkehr jeder GPU
                                      auf ihrer nächsten RDMA-NIC halten: NCCL_IB_HCA,
                                      NCCL_SOCKET_IFNAME, UCX_NET_DEVICES je GPU, und warum, als
                                      Shell-Zeilen
  topolens resource-slice SNAPSHOT [--for guest|host] [--node NAME] [--labels] [-o FILE]
                                      die GPUs und RDMA-NICs als Kubernetes-ResourceSlice mit den
                                      Standardattributen pcieRoot und pciBusID (und NUMA-Knoten,
                                      nächster NIC); --labels: stattdessen Node-Labels
  topolens qemu-layout SNAPSHOT [--format proxmox|libvirt|qemu] [--group root-complex|numa]
                       [--no-clique] [--no-nics] [--qemu VERSION] [-o FILE]
                                      ein PCIe-Layout für den Gast, das den Host spiegelt: ein
                                      pxb-pcie-Expander pro Host-Root-Complex (oder NUMA-Knoten)
                                      auf dem passenden Gast-NUMA-Knoten, als Proxmox-args:-Zeile,
                                      libvirt-Fragment oder qemu-system-x86_64-Argumente (eines
                                      pro Zeile, für ein Skript), mit x-nv-gpudirect-clique und
                                      TP/PP-Ratschlägen; Root-Ports melden höchstens 16 GT/s,
                                      außer --qemu 9.0 oder später sagt, dass QEMU 32 und 64
                                      annimmt
                                      Jede GPU mit den RDMA-NICs, mit denen sie sich einen
                                      Host-Switch teilt, hinter einem emulierten Switch
                                      (--no-nics: nur GPUs).
  topolens diff A B [--json] [--machine LABEL]
                                      was sich zwischen zwei Erfassungen derselben Maschinen
                                      geändert hat (Snapshot-Dateien, Bundles oder &quot;demo&quot;;
                                      Maschinen nach Rolle und Label gepaart; oder zwei Flottenlauf-
                                      Ordner, Knoten für Knoten): hinzugefügte,
                                      entfernte oder umnummerierte Geräte, Links, Klassen von
                                      GPU-Paaren, P2P, GPU-NIC-Klassen, NUMA, Kernel-Parameter,
                                      BARs, IOMMU-Gruppen, Treiber, Benchmark-Bandbreite; endet
                                      mit 0, wenn sich nichts geändert hat, mit 3, wenn doch
  topolens fleet collect NODESET [--via clush|pdsh|ansible|srun] [--role host|guest]
                 [--guests NODESET] [-i INVENTORY] [--fanout N] [--connect-timeout S] [--command-timeout S]
                 [--ssh-option OPTS]... [--remote-collector PATH] [--max-node-output MIB]
                 [-o RUNS_DIR] [--print-command[=full]]
                                      den lesenden Kollektor über die Engine auf jedem Knoten
                                      ausführen (standardmäßig ClusterShell; Knotenmengen in deren
                                      eigener Syntax), in einen Laufordner: pro Knoten das Bundle
                                      mit ASCII-Hülle, die Rohausgabe und das Ergebnis (ok, partial,
                                      unreachable, timed-out, failed); --guests erfasst diese Knoten
                                      im selben Lauf als Gäste (die Knotenmenge sind dann die
                                      Hosts); --print-command gibt die Befehlszeile(n) der Engine
                                      aus, das eingebettete Kollektorskript als Platzhalter
                                      (=full: ausgeschrieben)
  topolens fleet watch NODESET [fleet collect&apos;s options] [--interval S] (--samples N | --duration S)
                                      fleet collect, danach in jedem Intervall (5 s) den
                                      --watch-sample des Kollektors auf jedem Knoten: Zustand und
                                      Breite der Links, AER-Zähler, die PCIe-Zeilen des
                                      Kernel-Logs, nach RUN/samples/; fleet report und diagnose
                                      nennen, was sich geändert hat; Strg-C behält, was ankam (130)
  topolens fleet import PATH... -o RUN_DIR
                                      einen Flottenlauf-Ordner aus Laufordnern, Bundles (einfach
                                      oder mit ASCII-Hülle) und Snapshot-Dateien erstellen
  topolens fleet report RUN [--json] [-o FILE.json|FILE.html|FILE.pdf] [--since OLDRUN]
                                      die Maschinen des Laufs innerhalb ihrer Hardwareklasse
                                      nach Topologie-Fingerabdruck gruppieren und für jede die
                                      Drift von der Baseline ihrer Klasse (der größten Gruppe)
                                      nennen; standardmäßig Text, docs/fleet.md beschreibt das
                                      JSON
  topolens fleet check RUN --baseline FILE [--json]
                                      dasselbe gegen eine gespeicherte Baseline: endet bei
                                      Drift mit 3
  topolens fleet baseline RUN -o BASELINE.json [--gres-conf FILE]
                                      die Baseline jeder Klasse speichern (und Slurm-gres.conf-
                                      Zeilen, Cores= und Links=, pro Gruppe)
  topolens fleet gres RUN [-o FILE]   nur die gres.conf-Zeilen schreiben
  topolens --help | --version

Exit-Status: 0 OK, 1 Fehler (eine Meldung auf der Standardfehlerausgabe nennt Datei und
Zeile), 2 Aufruffehler. collect endet mit 0, wenn jeder Befehl bis zu seinem Ende lief (ein
nicht installiertes Werkzeug ist normal); es speichert, was es bekam, und endet mit 1, wenn
eine Maschine nicht erreichbar war, die Verbindung abbrach oder ein Befehl das Zeitlimit
oder die Ausgabegrenze von 64 MiB überschritt.
diff endet mit 3, wenn sich die Eingaben unterscheiden (die 1 von diff(1) ist hier der
Fehler), fleet check, wenn eine Maschine von der Baseline abgedriftet ist, fleet collect,
wenn ein Knoten nicht ok endete (der Laufordner wird trotzdem geschrieben; 130 bei Abbruch).
</translation>
    </message>
    <message>
        <source>The VM hides that %1 shares a PCIe switch with its RDMA NIC</source>
        <translation>Die VM verbirgt, dass %1 einen PCIe-Switch mit ihrer RDMA-NIC teilt</translation>
    </message>
    <message>
        <source>The VM hides that %1 share PCIe switches with their RDMA NICs</source>
        <translation>Die VM verbirgt, dass %1 PCIe-Switches mit ihren RDMA-NICs teilen</translation>
    </message>
    <message>
        <source>P2P OK</source>
        <translation>P2P OK</translation>
    </message>
    <message>
        <source>P2P not supported</source>
        <translation>P2P nicht unterstützt</translation>
    </message>
    <message>
        <source>P2P not reported</source>
        <translation>P2P nicht gemeldet</translation>
    </message>
    <message>
        <source>link trained below its capability</source>
        <translation>Link langsamer trainiert als möglich</translation>
    </message>
    <message>
        <source>PCIe errors (AER counters, kernel log)</source>
        <translation>PCIe-Fehler (AER-Zähler, Kernel-Log)</translation>
    </message>
    <message>
        <source>IOMMU group</source>
        <translation>IOMMU-Gruppe</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>G%1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs: pair arcs are drawn for the selected GPU only; click a GPU to see its pairs.</source>
        <translation>
            <numerusform>%n GPU: Paarbögen werden nur für die gewählte GPU gezeichnet; klicken Sie auf eine GPU, um ihre Paare zu sehen.</numerusform>
            <numerusform>%n GPUs: Paarbögen werden nur für die gewählte GPU gezeichnet; klicken Sie auf eine GPU, um ihre Paare zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run %1</source>
        <translation>%1 kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Graphviz&apos;s %1 has no %2</source>
        <translation>Graphviz’ %1 hat kein %2</translation>
    </message>
    <message>
        <source>cannot load Graphviz (%1): %2</source>
        <translation>Graphviz (%1) lässt sich nicht laden: %2</translation>
    </message>
</context>
</TS>
