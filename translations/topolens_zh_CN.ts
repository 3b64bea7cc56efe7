<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>FleetDrift</name>
    <message>
        <source>link width</source>
        <translation>链路宽度</translation>
    </message>
    <message>
        <source>link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>device missing</source>
        <translation>设备缺失</translation>
    </message>
    <message>
        <source>extra device</source>
        <translation>多出的设备</translation>
    </message>
    <message>
        <source>NUMA node</source>
        <translation>NUMA 节点</translation>
    </message>
    <message>
        <source>path class</source>
        <translation>路径类型</translation>
    </message>
    <message>
        <source>P2P status</source>
        <translation>P2P 状态</translation>
    </message>
    <message>
        <source>ACS</source>
        <translation>ACS</translation>
    </message>
    <message>
        <source>IOMMU group size</source>
        <translation>IOMMU 组大小</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>IOMMU</source>
        <translation>IOMMU</translation>
    </message>
    <message>
        <source>kernel parameter</source>
        <translation>内核参数</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>NUMA layout</source>
        <translation>NUMA 布局</translation>
    </message>
    <message>
        <source>Link narrower (definite)</source>
        <translation>链路变窄（确定）</translation>
    </message>
    <message>
        <source>Link slower (re-sample under load)</source>
        <translation>链路变慢（请在负载下重新采样）</translation>
    </message>
    <message>
        <source>Device missing</source>
        <translation>设备缺失</translation>
    </message>
    <message>
        <source>Extra device</source>
        <translation>多出的设备</translation>
    </message>
    <message>
        <source>NUMA, path, P2P, ACS or IOMMU group changed</source>
        <translation>NUMA、路径、P2P、ACS 或 IOMMU 组有变化</translation>
    </message>
    <message>
        <source>Machine setting changed</source>
        <translation>机器设置有变化</translation>
    </message>
    <message>
        <source>As the baseline</source>
        <translation>与基线一致</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>no such slot in this class</source>
        <translation>此类别中没有该槽位</translation>
    </message>
    <message>
        <source>as the baseline</source>
        <translation>与基线一致</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>+ extra</source>
        <translation>+ 多出</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>link capability</source>
        <translation>链路能力</translation>
    </message>
    <message>
        <source>device removed</source>
        <translation>设备已移除</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>device added</source>
        <translation>设备新增</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Machine-wide</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>correctable PCIe errors</source>
        <translation>可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>non-fatal PCIe errors</source>
        <translation>非致命 PCIe 错误</translation>
    </message>
    <message>
        <source>fatal PCIe errors</source>
        <translation>致命 PCIe 错误</translation>
    </message>
    <message>
        <source>PCIe errors counted (AER)</source>
        <translation>记录到 PCIe 错误（AER）</translation>
    </message>
    <message>
        <source>GPU–NIC class</source>
        <translation>GPU–网卡类别</translation>
    </message>
    <message>
        <source>measured bandwidth</source>
        <translation>实测带宽</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Click to see its paths</source>
        <translation>单击查看其路径</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>G%1</translation>
    </message>
    <message>
        <source>P2P read: %1 (%2)</source>
        <translation>P2P 读取：%1（%2）</translation>
    </message>
    <message>
        <source>%1, below what both ends can do</source>
        <translation>%1，低于两端的能力</translation>
    </message>
    <message>
        <source>GPU%1→GPU%2 %3</source>
        <translation>GPU%1→GPU%2 %3</translation>
    </message>
    <message>
        <source>Measured (%1): %2</source>
        <translation>实测（%1）：%2</translation>
    </message>
    <message>
        <source>Uncorrectable PCIe errors, a failed recovery or its link down (Findings says which)</source>
        <translation>不可纠正的 PCIe 错误、恢复失败或链路断开（见诊断结果）</translation>
    </message>
    <message>
        <source>Corrected PCIe errors (Findings says how many)</source>
        <translation>已纠正的 PCIe 错误（数量见诊断结果）</translation>
    </message>
</context>
<context>
    <name>Topo::Ui</name>
    <message>
        <source>Baseline of %1</source>
        <translation>%1 的基线</translation>
    </message>
    <message>
        <source>Group %1 on the baseline of %2</source>
        <translation>组 %1（对照 %2 的基线）</translation>
    </message>
    <message>
        <source>%1 (%2 hosts)</source>
        <translation>%1（%2 台主机）</translation>
    </message>
    <message>
        <source>Drawn from %1</source>
        <translation>取自 %1</translation>
    </message>
    <message>
        <source>Engine: %1 · node set: %2</source>
        <translation>引擎：%1 · 节点集：%2</translation>
    </message>
    <message>
        <source>Started %1, finished %2</source>
        <translation>开始于 %1，结束于 %2</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>%1 machines: %2; %3 with drift, %4 groups</source>
        <translation>%1 台机器：%2；%3 台有漂移，%4 个组</translation>
    </message>
    <message>
        <source>Guest %1 runs on %2 as %3 (%4)</source>
        <translation>客户机 %1 以 %3（%4）运行在 %2 上</translation>
    </message>
    <message>
        <source>Unpaired guests (no host&apos;s VM configuration claims them): %1</source>
        <translation>未配对的客户机（没有任何主机的虚拟机配置认领它们）：%1</translation>
    </message>
    <message>
        <source>Hosts that differ from their baseline at some slot, or did not answer in full: %1 of %2; the others match at every slot.</source>
        <translation>在某个槽位上与基线不同或未完整应答的主机：%2 台中有 %1 台；其余主机在每个槽位上都与基线一致。</translation>
    </message>
    <message>
        <source>re-sample under load</source>
        <translation>请在负载下重新采样</translation>
    </message>
    <message>
        <source>Fleet report: %1</source>
        <translation>集群报告：%1</translation>
    </message>
    <message>
        <source>%1 machines, collected with %2</source>
        <translation>%1 台机器，使用 %2 采集</translation>
    </message>
    <message>
        <source>Changed since run %1</source>
        <translation>自运行 %1 以来的变化</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Baselines and their drift</source>
        <translation>基线及其漂移</translation>
    </message>
    <message>
        <source>Group %1 (%2)</source>
        <translation>组 %1（%2）</translation>
    </message>
    <message>
        <source>Link status by GPU slot</source>
        <translation>各 GPU 槽位的链路状态</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Group %1: its drift</source>
        <translation>组 %1：其漂移</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::AboutDialog</name>
    <message>
        <source>License: %1</source>
        <translation>许可证：%1</translation>
    </message>
    <message>
        <source>About TopoLens</source>
        <translation>关于 TopoLens</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TopoLens %1&lt;/h2&gt;&lt;p&gt;GPU and PCIe topology of hosts and the VMs they feed.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TopoLens %1&lt;/h2&gt;&lt;p&gt;主机及其所承载虚拟机的 GPU 与 PCIe 拓扑。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The user guide is docs/user-guide.md in the TopoLens sources; &lt;tt&gt;topolens --help&lt;/tt&gt; lists the commands.</source>
        <translation>用户指南位于 TopoLens 源码中的 docs/user-guide.md；&lt;tt&gt;topolens --help&lt;/tt&gt; 列出所有命令。</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;User guide&lt;/a&gt; (%2); &lt;tt&gt;topolens --help&lt;/tt&gt; lists the commands.</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;用户指南&lt;/a&gt;（%2）；&lt;tt&gt;topolens --help&lt;/tt&gt; 列出所有命令。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: %1, the GNU General Public License, version 3 or (at your option) any later version. See &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0.html&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;许可证：%1，即 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本。参见 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0.html&lt;/a&gt;。&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the versions above, for a bug report</source>
        <translation>复制以上版本信息，用于错误报告</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::BenchmarkPanel</name>
    <message numerus="yes">
        <source>%1 (%n GPU(s))</source>
        <translation>
            <numerusform>%1（%n 个 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>采集项</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>矩阵：</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>A (before, host, bare metal):</source>
        <translation>A（之前、主机、裸机）：</translation>
    </message>
    <message>
        <source>B (after, guest, VM):</source>
        <translation>B（之后、客户机、虚拟机）：</translation>
    </message>
    <message>
        <source>Logarithmic value axis</source>
        <translation>对数数值轴</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Tick the sweeps to overlay</source>
        <translation>勾选要叠加显示的扫描</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Compare two runs</source>
        <translation>比较两次运行</translation>
    </message>
    <message>
        <source>Size sweeps</source>
        <translation>尺寸扫描</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 次运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>this snapshot</source>
        <translation>此快照</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No benchmark results for %1 yet&lt;/h3&gt;&lt;p&gt;The topology says what the hardware should deliver; benchmark results show what it does. TopoLens reads the output of:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;p2pBandwidthLatencyTest&lt;/b&gt; (cuda-samples): P2P bandwidth and latency matrices&lt;/li&gt;&lt;li&gt;&lt;b&gt;nvbandwidth&lt;/b&gt;, text or &lt;tt&gt;-j&lt;/tt&gt; JSON: copy-engine and SM bandwidth matrices&lt;/li&gt;&lt;li&gt;&lt;b&gt;nccl-tests&lt;/b&gt; (&lt;tt&gt;all_reduce_perf&lt;/tt&gt; …), text or &lt;tt&gt;-J&lt;/tt&gt; JSON: bus bandwidth over message size&lt;/li&gt;&lt;li&gt;&lt;b&gt;copybench&lt;/b&gt; (tools/copybench) and any &lt;b&gt;size-sweep CSV&lt;/b&gt; with size, latency and bandwidth columns&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;How:&lt;/b&gt; File › Import Benchmark Results… (several files at once); or drag and drop the files onto this window; or copy the output in a terminal and choose Edit › Paste Command Output (Ctrl+Shift+V). The format is recognised by itself, and each run goes to the machine whose GPUs it names by PCI bus id.&lt;/p&gt;&lt;p&gt;Imported results are stored in the snapshot as raw captures, like everything TopoLens collects: save the snapshot to keep them. lspci and nvidia-smi output can be pasted the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 还没有基准测试结果&lt;/h3&gt;&lt;p&gt;拓扑说明硬件应当达到的性能；基准测试结果显示它实际达到的性能。TopoLens 可读取以下工具的输出：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;p2pBandwidthLatencyTest&lt;/b&gt;（cuda-samples）：P2P 带宽与延迟矩阵&lt;/li&gt;&lt;li&gt;&lt;b&gt;nvbandwidth&lt;/b&gt;，文本或 &lt;tt&gt;-j&lt;/tt&gt; JSON：复制引擎与 SM 带宽矩阵&lt;/li&gt;&lt;li&gt;&lt;b&gt;nccl-tests&lt;/b&gt;（&lt;tt&gt;all_reduce_perf&lt;/tt&gt; …），文本或 &lt;tt&gt;-J&lt;/tt&gt; JSON：随消息大小变化的总线带宽&lt;/li&gt;&lt;li&gt;&lt;b&gt;copybench&lt;/b&gt;（tools/copybench）以及任何含大小、延迟和带宽列的&lt;b&gt;尺寸扫描 CSV&lt;/b&gt;&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;操作方法：&lt;/b&gt;文件 › 导入基准测试结果…（可一次选择多个文件）；或将文件拖放到此窗口；或在终端中复制输出，然后选择 编辑 › 粘贴命令输出（Ctrl+Shift+V）。格式会自动识别，每次运行会归入其按 PCI 总线 ID 指明 GPU 的那台机器。&lt;/p&gt;&lt;p&gt;导入的结果与 TopoLens 采集的所有内容一样，以原始采集项的形式保存在快照中：保存快照即可保留它们。lspci 和 nvidia-smi 的输出也可以用同样方式粘贴。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 matrices, %2 sweeps</source>
        <translation>
            <numerusform>%n 个 GPU，%1 个矩阵，%2 个扫描</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU×GPU matrix in the runs of %1: nccl-tests and copy sweeps measure over message sizes, see Size sweeps.</source>
        <translation>%1 的运行中没有 GPU×GPU 矩阵：nccl-tests 和复制扫描是按消息大小测量的，请查看“尺寸扫描”。</translation>
    </message>
    <message>
        <source>No size sweep in the runs of %1: import nccl-tests, copybench or a size-sweep CSV.</source>
        <translation>%1 的运行中没有尺寸扫描：请导入 nccl-tests、copybench 或尺寸扫描 CSV。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pair(s), %2–%3 %4</source>
        <translation>
            <numerusform>%1：%n 对，%2–%3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) deliver more than %1× less than the best pair of the same connection class:</source>
        <translation>
            <numerusform>%n 对 GPU 的性能比同一连接类型中最好的一对低 %1× 以上：</numerusform>
        </translation>
    </message>
    <message>
        <source>No outliers: within each connection class every pair is within %1× of the best.</source>
        <translation>没有离群值：每种连接类型中，所有 GPU 对都在最佳值的 %1× 以内。</translation>
    </message>
    <message>
        <source>Pairs by class: %1</source>
        <translation>按类型统计的 GPU 对：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of unknown class (GPU not matched, or no nvidia-smi topo -m and no PCI tree) are not compared.</source>
        <translation>
            <numerusform>%n 对类型未知的 GPU（GPU 未匹配，或既无 nvidia-smi topo -m 也无 PCI 树）不参与比较。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some GPUs are matched to the machine by CUDA ordinal only (no usable bus id printed): assumed, see the tooltips.</source>
        <translation>部分 GPU 仅按 CUDA 序号匹配到机器（输出中没有可用的总线 ID）：此为推测，详见工具提示。</translation>
    </message>
    <message>
        <source>Latency: lower is better, so the colour map runs backwards (bright = fast). Outliers are flagged on bandwidth only.</source>
        <translation>延迟：越低越好，因此色标反向（亮 = 快）。离群值仅按带宽标记。</translation>
    </message>
    <message>
        <source>Nothing to compare: import benchmark results first.</source>
        <translation>没有可比较的内容：请先导入基准测试结果。</translation>
    </message>
    <message>
        <source>A and B are the same matrix. Import a second run (before/after a change, the host and its guest, bare metal and a VM) to see where it differs.</source>
        <translation>A 和 B 是同一个矩阵。请导入第二次运行（修改前/后、主机与其客户机、裸机与虚拟机），以查看差异所在。</translation>
    </message>
    <message>
        <source>A is in %1 and B in %2: their ratio mixes units.</source>
        <translation>A 的单位是 %1，B 的单位是 %2：二者之比混用了单位。</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>无单位</translation>
    </message>
    <message>
        <source>A and B measure different things (%1, %2).</source>
        <translation>A 和 B 测量的是不同的量（%1、%2）。</translation>
    </message>
    <message>
        <source>Each cell is B / A for the same row and column labels (the runs&apos; own GPU numbers). Grey, hatched cells are N/A on either side.</source>
        <translation>每个单元格为相同行列标签（各次运行自己的 GPU 编号）下的 B / A。灰色斜线单元格表示任一侧为 N/A。</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::CaptureView</name>
    <message numerus="yes">
        <source>%1 · exit status %2 · %3 ms · %n byte(s)</source>
        <translation>
            <numerusform>%1 · 退出状态 %2 · %3 ms · %n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>按 %1 解析</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>standard error</source>
        <translation>标准错误</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::CollectDialog</name>
    <message>
        <source>Unknown Host Key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <source>The authenticity of host %1 can&apos;t be established.</source>
        <translation>无法确认主机 %1 的真实性。</translation>
    </message>
    <message>
        <source>%1 key fingerprint is
%2

Compare it with the server&apos;s own (ssh-keygen -lf %3) before you trust it.</source>
        <translation>%1 密钥指纹为
%2

信任之前，请将其与服务器自身的指纹（ssh-keygen -lf %3）进行比对。</translation>
    </message>
    <message>
        <source>Connect Once</source>
        <translation>仅连接一次</translation>
    </message>
    <message>
        <source>Trust and Save</source>
        <translation>信任并保存</translation>
    </message>
    <message>
        <source>Collecting</source>
        <translation>正在采集</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>，%1 ms</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n machine(s)…</source>
        <translation>
            <numerusform>正在从 %n 台机器采集…</numerusform>
        </translation>
    </message>
    <message>
        <source>Collected. Every raw output is kept in the snapshot.</source>
        <translation>采集完成。所有原始输出都保存在快照中。</translation>
    </message>
    <message>
        <source>Some of it could not be collected; what arrived is kept. See the remarks.</source>
        <translation>部分内容未能采集；已收到的内容均已保留。请查看备注。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ComparisonModel</name>
    <message>
        <source>Guest GPU%1 ↔ GPU%2 (host GPU%3 ↔ GPU%4)
Class: host %5, guest %6
P2P read: host %7, guest %8</source>
        <translation>客户机 GPU%1 ↔ GPU%2（主机 GPU%3 ↔ GPU%4）
类型：主机 %5，客户机 %6
P2P 读取：主机 %7，客户机 %8</translation>
    </message>
    <message>
        <source>GPU%1
(host %2)</source>
        <translation>GPU%1
（主机 %2）</translation>
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
        <translation>同时从客户机（虚拟机）采集</translation>
    </message>
    <message>
        <source>Collect from this computer instead (no SSH)</source>
        <translation>改为从本机采集（不使用 SSH）</translation>
    </message>
    <message>
        <source>Also run lspci as root with sudo -n (never asks for a password)</source>
        <translation>另外用 sudo -n 以 root 身份运行 lspci（从不询问密码）</translation>
    </message>
    <message>
        <source>Collect Topology</source>
        <translation>采集拓扑</translation>
    </message>
    <message>
        <source>profile name (remembered, without secrets)</source>
        <translation>配置名称（会被记住，不含机密信息）</translation>
    </message>
    <message>
        <source>Host (the machine the GPUs are in)</source>
        <translation>主机（GPU 所在的机器）</translation>
    </message>
    <message>
        <source>root@pve</source>
        <translation>root@pve</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>客户机</translation>
    </message>
    <message>
        <source>ubuntu@my-vm</source>
        <translation>ubuntu@my-vm</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>On a Proxmox host: the VM whose hostpciN entries map guest GPUs to host GPUs (qm config)</source>
        <translation>在 Proxmox 主机上：其 hostpciN 条目将客户机 GPU 映射到主机 GPU 的虚拟机（qm config）</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Proxmox VM id:</source>
        <translation>Proxmox 虚拟机 ID：</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts 文件：</translation>
    </message>
    <message>
        <source>TopoLens runs a fixed list of read-only commands (lspci, /sys, /proc, nvidia-smi, numactl). Host keys are checked like OpenSSH at its strictest: an unknown key is shown for you to confirm, a changed key is refused. Passwords are asked when needed and never stored.</source>
        <translation>TopoLens 只运行一份固定的只读命令列表（lspci、/sys、/proc、nvidia-smi、numactl）。主机密钥按 OpenSSH 最严格的方式检查：未知密钥会显示出来请您确认，已变更的密钥会被拒绝。密码仅在需要时询问，且从不保存。</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else 22</source>
        <translation>取自 ~/.ssh/config，否则为 22</translation>
    </message>
    <message>
        <source>ssh-agent and ~/.ssh/id_* are tried too</source>
        <translation>也会尝试 ssh-agent 和 ~/.ssh/id_*</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Private Key</source>
        <translation>私钥</translation>
    </message>
    <message>
        <source>optional: user@bastion[:port] (handled by OpenSSH)</source>
        <translation>可选：user@bastion[:port]（由 OpenSSH 处理）</translation>
    </message>
    <message>
        <source>User@host:</source>
        <translation>用户@主机：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>身份文件：</translation>
    </message>
    <message>
        <source>Jump host:</source>
        <translation>跳板机：</translation>
    </message>
    <message>
        <source>“%1” is not a host name or user@host.</source>
        <translation>“%1”不是主机名，也不是 user@host。</translation>
    </message>
    <message>
        <source>Proxmox VM ids start at 100.</source>
        <translation>Proxmox 虚拟机 ID 从 100 开始。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::DetailsPanel</name>
    <message>
        <source>%1 (can %2)</source>
        <translation>%1（可达 %2）</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Click a GPU (or use Tab and the arrow keys in a drawing) to see its path to the CPU and to every other GPU, hop by hop.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;单击一个 GPU（或在图中使用 Tab 和方向键），逐跳查看它到 CPU 以及到其他每个 GPU 的路径。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>IOMMU group %1</source>
        <translation>IOMMU 组 %1</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message>
        <source>Path to the CPU</source>
        <translation>到 CPU 的路径</translation>
    </message>
    <message>
        <source>Hop</source>
        <translation>跳</translation>
    </message>
    <message>
        <source>Link to the hop above</source>
        <translation>到上一跳的链路</translation>
    </message>
    <message>
        <source>To every other GPU</source>
        <translation>到其他每个 GPU</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>对端</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>P2P</source>
        <translation>P2P</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Slowest link</source>
        <translation>最慢链路</translation>
    </message>
    <message numerus="yes">
        <source>%n bonded NVLink(s)</source>
        <translation>
            <numerusform>%n 条绑定的 NVLink</numerusform>
        </translation>
    </message>
    <message>
        <source>the PCI tree says %1, nvidia-smi says %2</source>
        <translation>PCI 树显示 %1，nvidia-smi 显示 %2</translation>
    </message>
    <message>
        <source>NVLink (the PCIe path is not used)</source>
        <translation>NVLink（不经过 PCIe 路径）</translation>
    </message>
    <message>
        <source>Same GPU as guest (virtual) GPU%1, matched by %2%3.</source>
        <translation>与客户机（虚拟）GPU%1 是同一个 GPU，匹配依据：%2%3。</translation>
    </message>
    <message>
        <source>Same GPU as host (physical) GPU%1, matched by %2%3.</source>
        <translation>与主机（物理）GPU%1 是同一个 GPU，匹配依据：%2%3。</translation>
    </message>
    <message>
        <source>XGMI (AMD Infinity Fabric), as rocm-smi or amd-smi says; the PCI tree says %1</source>
        <translation>XGMI（AMD Infinity Fabric），据 rocm-smi 或 amd-smi 报告；PCI 树显示 %1</translation>
    </message>
    <message>
        <source>XGMI (the PCIe path is not used)</source>
        <translation>XGMI（不经过 PCIe 路径）</translation>
    </message>
    <message>
        <source>AMD&apos;s tools: %1</source>
        <translation>AMD 工具：%1</translation>
    </message>
    <message>
        <source>AMD&apos;s tools: %1, weight %2</source>
        <translation>AMD 工具：%1，权重 %2</translation>
    </message>
    <message>
        <source>uncorrectable PCIe errors</source>
        <translation>不可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>corrected PCIe errors</source>
        <translation>已纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>%1 AER errors</source>
        <translation>%1 AER 错误</translation>
    </message>
    <message>
        <source>RDMA NICs, closest first</source>
        <translation>RDMA 网卡（由近到远）</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>GPUDirect RDMA (NCCL&apos;s default)</source>
        <translation>GPUDirect RDMA（NCCL 默认）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: staged through host memory</source>
        <translation>否：经主机内存中转</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>every port down</source>
        <translation>所有端口均已断开</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ExportController</name>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Write a view to SVG, PNG, PDF or DOT, as it looks on the screen</source>
        <translation>将视图按屏幕上的样子写为 SVG、PNG、PDF 或 DOT</translation>
    </message>
    <message>
        <source>Export Review &amp;Report…</source>
        <translation>导出评审报告(&amp;P)…</translation>
    </message>
    <message>
        <source>One PDF or self-contained HTML page with the diagrams, the Host → Guest matrix and every raw capture, for a design review</source>
        <translation>一个 PDF 或独立的 HTML 页面，包含拓扑图、主机 → 客户机矩阵和所有原始采集项，用于设计评审</translation>
    </message>
    <message>
        <source>Export this view…</source>
        <translation>导出此视图…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Open a snapshot first: there is nothing to export yet.</source>
        <translation>请先打开一个快照：目前还没有可导出的内容。</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page, self-contained (*.html)</source>
        <translation>独立 HTML 页面 (*.html)</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>导出评审报告</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>正在导出到 %1…</translation>
    </message>
    <message>
        <source>Writing the review report to %1…</source>
        <translation>正在将评审报告写入 %1…</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>SVG — vector, for slides and the web</source>
        <translation>SVG — 矢量图，用于幻灯片和网页</translation>
    </message>
    <message>
        <source>PNG — picture</source>
        <translation>PNG — 位图</translation>
    </message>
    <message>
        <source>PDF — vector, for print</source>
        <translation>PDF — 矢量图，用于打印</translation>
    </message>
    <message>
        <source>DOT — the Graphviz graph</source>
        <translation>DOT — Graphviz 图</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>96 dpi is the screen at 100 %; 192 dpi (the default) is twice that, sharp on HiDPI screens and in slides.</source>
        <translation>96 dpi 相当于 100 % 缩放的屏幕；192 dpi（默认）是其两倍，在高分屏和幻灯片中更清晰。</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>透明背景</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>视图(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>文件名(&amp;N)：</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>Not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>No bandwidth or latency matrix</source>
        <translation>没有带宽或延迟矩阵</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <source>M&amp;atrix:</source>
        <translation>矩阵(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>度量(&amp;Q)：</translation>
    </message>
    <message>
        <source>DOT holds the Graphviz graph of a topology view; %1 is not a graph. Choose SVG, PNG or PDF.</source>
        <translation>DOT 保存的是拓扑视图的 Graphviz 图；%1 不是图。请选择 SVG、PNG 或 PDF。</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FindingsPanel</name>
    <message>
        <source>Finding</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Raw line</source>
        <translation>原始行</translation>
    </message>
    <message>
        <source>Double-click or press Enter to show the line in its capture</source>
        <translation>双击或按回车键，在其采集项中显示该行</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>没有诊断结果。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Nothing to point out: no rule found a problem in these captures.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;没有需要指出的内容：在这些采集项中没有规则发现问题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:gray&apos;&gt;Select a finding to see why it matters and what to do.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:gray&apos;&gt;选择一条诊断结果，查看它为何重要以及该如何处理。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>处理建议</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>设备：</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetGroupsModel</name>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1</source>
        <translation>
            <numerusform>%n 处差异：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Hardware class</source>
        <translation>硬件类别</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Node set</source>
        <translation>节点集</translation>
    </message>
    <message>
        <source>Differences from the baseline</source>
        <translation>与基线的差异</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetHeatmapWidget</name>
    <message>
        <source>Host ╲ GPU slot</source>
        <translation>主机 ╲ GPU 槽位</translation>
    </message>
    <message>
        <source>No hosts to show</source>
        <translation>没有可显示的主机</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetHostsModel</name>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>客户机</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>裸机</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基线）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Hardware class</source>
        <translation>硬件类别</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Drift</source>
        <translation>漂移</translation>
    </message>
    <message>
        <source>Most urgent drift</source>
        <translation>最紧急的漂移</translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation>配对对象</translation>
    </message>
    <message>
        <source>Since run %1</source>
        <translation>自运行 %1 以来</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::FleetView</name>
    <message>
        <source>Link status against the baseline</source>
        <translation>相对基线的链路状态</translation>
    </message>
    <message>
        <source>Filter hosts: name, group, class, drift…</source>
        <translation>筛选主机：名称、组、类别、漂移…</translation>
    </message>
    <message>
        <source>All hosts</source>
        <translation>所有主机</translation>
    </message>
    <message>
        <source>With drift</source>
        <translation>有漂移</translation>
    </message>
    <message>
        <source>Not collected in full</source>
        <translation>未完整采集</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the hosts as shown (filtered and sorted) as CSV or JSON</source>
        <translation>将当前显示的主机（已筛选和排序）保存为 CSV 或 JSON</translation>
    </message>
    <message>
        <source>Export Hosts</source>
        <translation>导出主机</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Benchmark: %1 (%2)</source>
        <translation>基准测试：%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 · %2 · %n machine(s)</source>
        <translation>
            <numerusform>运行 %1 · %2 · %n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guest(s) paired with their hosts</source>
        <translation>
            <numerusform>%n 台客户机已与其主机配对</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpaired guests: %1</source>
        <translation>未配对的客户机：%1</translation>
    </message>
    <message>
        <source>No machine to draw</source>
        <translation>没有可绘制的机器</translation>
    </message>
    <message>
        <source>%1: no machine of its baseline arrived to draw</source>
        <translation>%1：未收到其基线的任何机器，无法绘制</translation>
    </message>
    <message>
        <source>Baseline of %1: %2 (drawn from %3)</source>
        <translation>%1 的基线：%2（取自 %3）</translation>
    </message>
    <message numerus="yes">
        <source>Baseline group: %n host(s), %1. Pick another group to see its differences painted here.</source>
        <translation>
            <numerusform>基线组：%n 台主机，%1。选择另一个组，即可在此处看到其差异。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group %1: %n host(s), %2</source>
        <translation>
            <numerusform>组 %1：%n 台主机，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>re-sample under load</source>
        <translation>请在负载下重新采样</translation>
    </message>
    <message>
        <source>Compare with Earlier Run…</source>
        <translation>与较早的运行比较…</translation>
    </message>
    <message>
        <source>Which hosts&apos; links trained differently, counted more PCIe errors or changed otherwise since an earlier run of the same fleet</source>
        <translation>自同一集群较早的一次运行以来，哪些主机的链路协商结果不同、记录到更多 PCIe 错误或发生了其他变化</translation>
    </message>
    <message>
        <source>Changed since run %1</source>
        <translation>自运行 %1 以来有变化</translation>
    </message>
    <message>
        <source>Since run %1: nothing changed.</source>
        <translation>自运行 %1 以来：没有变化。</translation>
    </message>
    <message numerus="yes">
        <source>Since run %1: %n host(s) changed</source>
        <translation>
            <numerusform>自运行 %1 以来：%n 台主机有变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with links that trained differently or counted more PCIe errors</source>
        <translation>
            <numerusform>其中 %n 台的链路协商结果不同或记录到更多 PCIe 错误</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Topo::Ui::HeatmapModel</name>
    <message>
        <source>B / A · blue: B higher (better) · red: B lower (worse)</source>
        <translation>B / A · 蓝色：B 更高（更好）· 红色：B 更低（更差）</translation>
    </message>
    <message>
        <source>B / A · blue: B lower (better) · red: B higher (worse)</source>
        <translation>B / A · 蓝色：B 更低（更好）· 红色：B 更高（更差）</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>%1 · higher is better (brighter)</source>
        <translation>%1 · 越高越好（越亮）</translation>
    </message>
    <message>
        <source>%1 · lower is better (brighter)</source>
        <translation>%1 · 越低越好（越亮）</translation>
    </message>
    <message>
        <source>matched by PCI address</source>
        <translation>按 PCI 地址匹配</translation>
    </message>
    <message>
        <source>matched by bus:device (the domain differs or was not printed)</source>
        <translation>按 总线:设备 匹配（域不同或未输出）</translation>
    </message>
    <message>
        <source>&lt;b&gt;assumed&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;推测&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: host memory or all GPUs, not one GPU</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;：主机内存或所有 GPU，而非单个 GPU</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;GPU%2&lt;/b&gt; of the run</source>
        <translation>%1 该次运行的 &lt;b&gt;GPU%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, printed bus id %1</source>
        <translation>，输出的总线 ID 为 %1</translation>
    </message>
    <message>
        <source>not matched to a GPU of %1</source>
        <translation>未匹配到 %1 的任何 GPU</translation>
    </message>
    <message>
        <source>%1&apos;s %2, %3</source>
        <translation>%1 的 %2，%3</translation>
    </message>
    <message>
        <source>Connection: unknown (not both GPUs matched to this machine)</source>
        <translation>连接：未知（并非两个 GPU 都匹配到此机器）</translation>
    </message>
    <message>
        <source>Connection: the same GPU of %1</source>
        <translation>连接：%1 的同一个 GPU</translation>
    </message>
    <message>
        <source>Connection: unknown (no nvidia-smi topo -m and no PCI tree places both)</source>
        <translation>连接：未知（nvidia-smi topo -m 和 PCI 树都无法定位这两个 GPU）</translation>
    </message>
    <message>
        <source>Connection: &lt;span style=&apos;background:%1;color:%2&apos;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; %4 (%5)</source>
        <translation>连接：&lt;span style=&apos;background:%1;color:%2&apos;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; %4（%5）</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m</source>
        <translation>nvidia-smi topo -m</translation>
    </message>
    <message>
        <source>derived from the PCI tree</source>
        <translation>由 PCI 树推导</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>P2P status: not collected (nvidia-smi topo -p2p)</source>
        <translation>P2P 状态：未采集（nvidia-smi topo -p2p）</translation>
    </message>
    <message>
        <source>P2P status (nvidia-smi): %1</source>
        <translation>P2P 状态（nvidia-smi）：%1</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>N/A</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1 → %2&lt;/b&gt;：%3</translation>
    </message>
    <message>
        <source>N/A (not measured or not printed)</source>
        <translation>N/A（未测量或未输出）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>A GPU with itself: copies within its own memory, not a link. Kept off the colour scale.</source>
        <translation>GPU 与自身：在自身显存内复制，不经过链路。不计入色标。</translation>
    </message>
    <message>
        <source>Outlier:</source>
        <translation>离群值：</translation>
    </message>
    <message>
        <source>B / A: %1 / %2</source>
        <translation>B / A：%1 / %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 → %2&lt;/b&gt;: B / A = %3</source>
        <translation>&lt;b&gt;%1 → %2&lt;/b&gt;：B / A = %3</translation>
    </message>
    <message>
        <source>N/A (missing on one side, or A is 0)</source>
        <translation>N/A（一侧缺失，或 A 为 0）</translation>
    </message>
    <message>
        <source>A: %1 — %2</source>
        <translation>A：%1 — %2</translation>
    </message>
    <message>
        <source>B: %1 — %2</source>
        <translation>B：%1 — %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Connection on A: %1 · on B: %2</source>
        <translation>A 的连接：%1 · B 的连接：%2</translation>
    </message>
    <message>
        <source>Cells of B are found by the same row and column labels (the runs&apos; own GPU numbers).</source>
        <translation>B 的单元格按相同的行列标签（各次运行自己的 GPU 编号）查找。</translation>
    </message>
    <message>
        <source>N/A: not measured or not printed</source>
        <translation>N/A：未测量或未输出</translation>
    </message>
    <message>
        <source>same GPU: local copy, off the scale</source>
        <translation>同一 GPU：本地复制，不计入色标</translation>
    </message>
    <message>
        <source>outlined: more than %1× below the best pair of its class</source>
        <translation>加框：比同类型中最好的一对低 %1× 以上</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ImportController</name>
    <message>
        <source>&amp;Import Benchmark Results…</source>
        <translation>导入基准测试结果(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Benchmark Results</source>
        <translation>导入基准测试结果</translation>
    </message>
    <message>
        <source>Benchmark and command output (*.txt *.log *.csv *.json *.out);;All files (*)</source>
        <translation>基准测试和命令输出 (*.txt *.log *.csv *.json *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench or size-sweep CSV output; lspci and nvidia-smi output too</source>
        <translation>p2pBandwidthLatencyTest、nvbandwidth、nccl-tests、copybench 或尺寸扫描 CSV 的输出；也支持 lspci 和 nvidia-smi 的输出</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Paste Command Output</source>
        <translation>粘贴命令输出(&amp;P)</translation>
    </message>
    <message>
        <source>Add the text on the clipboard (benchmark, lspci or nvidia-smi output) to a machine of the snapshot</source>
        <translation>将剪贴板中的文本（基准测试、lspci 或 nvidia-smi 输出）添加到快照中的某台机器</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 MiB is more than any command output TopoLens reads</source>
        <translation>%1：%2 MiB 超出了 TopoLens 读取的任何命令输出的大小</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Cannot read:
%1</source>
        <translation>无法读取：
%1</translation>
    </message>
    <message>
        <source>Paste Command Output</source>
        <translation>粘贴命令输出</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy the output of a benchmark, lspci or nvidia-smi in a terminal first.</source>
        <translation>剪贴板中没有文本。请先在终端中复制基准测试、lspci 或 nvidia-smi 的输出。</translation>
    </message>
    <message>
        <source>pasted snapshot</source>
        <translation>粘贴的快照</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 为空。</translation>
    </message>
    <message>
        <source>%1 starts with “%2”</source>
        <translation>%1 以“%2”开头</translation>
    </message>
    <message>
        <source>Not in a format TopoLens recognises:
%1

It reads p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench and size-sweep CSV output, and lspci, nvidia-smi, NCCL topology and the other outputs that ‘topolens parse --list-formats’ lists.</source>
        <translation>不是 TopoLens 能识别的格式：
%1

TopoLens 可读取 p2pBandwidthLatencyTest、nvbandwidth、nccl-tests、copybench 和尺寸扫描 CSV 的输出，以及 lspci、nvidia-smi、NCCL 拓扑和“topolens parse --list-formats”列出的其他输出。</translation>
    </message>
    <message>
        <source>Imported %1 into %2. The snapshot has unsaved changes: File › Save Snapshot As… keeps them.</source>
        <translation>已将 %1 导入到 %2。快照有未保存的更改：使用 文件 › 快照另存为… 保存它们。</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ImportDialog</name>
    <message>
        <source>The snapshot has no machine yet: a new bare-metal machine is made for it.</source>
        <translation>快照中还没有机器：将为其新建一台裸机。</translation>
    </message>
    <message>
        <source>The machine shown on the Benchmarks tab.</source>
        <translation>“基准测试”标签页上显示的机器。</translation>
    </message>
    <message>
        <source>%1 of the run&apos;s %2 GPU(s) are at PCI addresses of this machine&apos;s GPUs.</source>
        <translation>该次运行的 %2 个 GPU 中有 %1 个位于此机器 GPU 的 PCI 地址上。</translation>
    </message>
    <message>
        <source>The run&apos;s PCI addresses fit several machines equally well; the machine shown on the Benchmarks tab is suggested.</source>
        <translation>该次运行的 PCI 地址同样符合多台机器；建议使用“基准测试”标签页上显示的机器。</translation>
    </message>
    <message>
        <source>The output names no GPUs; the machine shown on the Benchmarks tab is suggested.</source>
        <translation>输出中没有提到任何 GPU；建议使用“基准测试”标签页上显示的机器。</translation>
    </message>
    <message>
        <source>None of the run&apos;s PCI addresses is a GPU of this snapshot (a machine not collected, or addresses not printed); the machine shown on the Benchmarks tab is suggested.</source>
        <translation>该次运行的 PCI 地址都不是此快照中的 GPU（机器未采集，或未输出地址）；建议使用“基准测试”标签页上显示的机器。</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入的</translation>
    </message>
    <message>
        <source>imported into TopoLens on %1</source>
        <translation>于 %1 导入 TopoLens</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Import Command Output</source>
        <translation>导入命令输出</translation>
    </message>
    <message>
        <source>Each output is stored with the machine it was measured on, next to that machine&apos;s topology, exactly as it was pasted. The suggestion follows the PCI addresses the output prints; the format can be changed when it was recognised wrongly.</source>
        <translation>每份输出都按粘贴时的原样保存到测得它的机器下，与该机器的拓扑放在一起。建议的机器依据输出中打印的 PCI 地址；如果格式识别有误，可以更改格式。</translation>
    </message>
    <message>
        <source>Not recognised: choose a format</source>
        <translation>未能识别：请选择格式</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>解析为：</translation>
    </message>
    <message>
        <source>Recognised as the output of %1 (%2% sure).</source>
        <translation>识别为 %1 的输出（把握度 %2%）。</translation>
    </message>
    <message>
        <source>TopoLens did not recognise it: choose the command that printed it.</source>
        <translation>TopoLens 未能识别：请选择输出它的命令。</translation>
    </message>
    <message>
        <source>Before reading:</source>
        <translation>解析前：</translation>
    </message>
    <message>
        <source>Read exactly as it is.</source>
        <translation>按原样解析。</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>系统默认(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language changes when TopoLens is started again.</source>
        <translation>重新启动 TopoLens 后语言才会更改。</translation>
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
        <translation>AER 错误</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::MachinePanel</name>
    <message>
        <source>%1 (can %2)</source>
        <translation>%1（可达 %2）</translation>
    </message>
    <message>
        <source>Connection classes (nvidia-smi topo -m)</source>
        <translation>连接类型（nvidia-smi topo -m）</translation>
    </message>
    <message>
        <source>P2P read (nvidia-smi topo -p2p r)</source>
        <translation>P2P 读取（nvidia-smi topo -p2p r）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>PCI 地址</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>NUMA</source>
        <translation>NUMA</translation>
    </message>
    <message>
        <source>IOMMU group</source>
        <translation>IOMMU 组</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n PCI device(s)</source>
        <translation>
            <numerusform>%n 个 PCI 设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA node(s)</source>
        <translation>
            <numerusform>%n 个 NUMA 节点</numerusform>
        </translation>
    </message>
    <message>
        <source>no IOMMU groups</source>
        <translation>没有 IOMMU 组</translation>
    </message>
    <message numerus="yes">
        <source>%n IOMMU group(s)</source>
        <translation>
            <numerusform>%n 个 IOMMU 组</numerusform>
        </translation>
    </message>
    <message>
        <source>No nvidia-smi report: GPUs are numbered in PCI bus order, as nvidia-smi would.</source>
        <translation>没有 nvidia-smi 报告：GPU 按 PCI 总线顺序编号，与 nvidia-smi 的做法相同。</translation>
    </message>
    <message>
        <source>Not installed there: %1</source>
        <translation>该机器上未安装：%1</translation>
    </message>
    <message>
        <source>numa_node -1: the platform gives this device no NUMA affinity</source>
        <translation>numa_node -1：平台没有为此设备提供 NUMA 亲和性</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>PCIe path %1</source>
        <translation>PCIe 路径 %1</translation>
    </message>
    <message>
        <source>Links between GPUs (rocm-smi --showtopo, amd-smi topology), coloured by class</source>
        <translation>GPU 之间的链路（rocm-smi --showtopo、amd-smi topology），按类型着色</translation>
    </message>
    <message>
        <source>Peer access (amd-smi topology)</source>
        <translation>对等访问（amd-smi topology）</translation>
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
        <translation>机器与采集项</translation>
    </message>
    <message>
        <source>Guest GPU</source>
        <translation>客户机 GPU</translation>
    </message>
    <message>
        <source>Guest address</source>
        <translation>客户机地址</translation>
    </message>
    <message>
        <source>Host GPU</source>
        <translation>主机 GPU</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>主机地址</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配依据</translation>
    </message>
    <message>
        <source>Each guest GPU pair: the class and P2P read status the host gives that physical pair → what the guest sees. Bold cells changed.</source>
        <translation>客户机中的每对 GPU：主机为该物理 GPU 对提供的连接类型和 P2P 读取状态 → 客户机中看到的情况。粗体单元格表示有变化。</translation>
    </message>
    <message>
        <source>Which host GPU each guest GPU is</source>
        <translation>每个客户机 GPU 对应哪个主机 GPU</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Host → Guest</source>
        <translation>主机 → 客户机</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Raw output</source>
        <translation>原始输出</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU 详情</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Reading and laying out the snapshot</source>
        <translation>正在读取快照并布局</translation>
    </message>
    <message>
        <source>Open a snapshot, or look around the built-in demo.</source>
        <translation>打开一个快照，或浏览内置演示。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Collect from Host and Guest…</source>
        <translation>从主机和客户机采集(&amp;C)…</translation>
    </message>
    <message>
        <source>Collect &amp;Again</source>
        <translation>再次采集(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Open Snapshot…</source>
        <translation>打开快照(&amp;O)…</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>打开快照</translation>
    </message>
    <message>
        <source>TopoLens snapshots (*.json);;All files (*)</source>
        <translation>TopoLens 快照 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open the &amp;Demo</source>
        <translation>打开演示(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Snapshot As…</source>
        <translation>快照另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>保存快照</translation>
    </message>
    <message>
        <source>TopoLens snapshots (*.json)</source>
        <translation>TopoLens 快照 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>GPU pairs</source>
        <translation>GPU 对</translation>
    </message>
    <message>
        <source>Arcs between every two GPUs, coloured by connection class</source>
        <translation>每两个 GPU 之间的弧线，按连接类型着色</translation>
    </message>
    <message>
        <source>IOMMU groups</source>
        <translation>IOMMU 组</translation>
    </message>
    <message>
        <source>IOMMU group badges on devices</source>
        <translation>设备上的 IOMMU 组标记</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA 节点</translation>
    </message>
    <message>
        <source>Group root complexes by NUMA node</source>
        <translation>按 NUMA 节点对根复合体分组</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>所有设备</translation>
    </message>
    <message>
        <source>Show every PCI device, not only GPUs, NICs, NVMe and the bridges above them</source>
        <translation>显示所有 PCI 设备，而不只是 GPU、网卡、NVMe 及其上方的桥</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Stack Host Above Guest</source>
        <translation>主机在上、客户机在下(&amp;S)</translation>
    </message>
    <message>
        <source>Wide machines read better stacked; narrow ones side by side</source>
        <translation>较宽的机器上下排列更易读，较窄的则并排显示</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>F&amp;indings Panel</source>
        <translation>诊断结果面板(&amp;N)</translation>
    </message>
    <message>
        <source>GPU &amp;Details Panel</source>
        <translation>GPU 详情面板(&amp;G)</translation>
    </message>
    <message>
        <source>Find a PCI address or name (Ctrl+F)</source>
        <translation>查找 PCI 地址或名称（Ctrl+F）</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About TopoLens</source>
        <translation>关于 TopoLens(&amp;A)</translation>
    </message>
    <message>
        <source>Log in to a host and its guest over SSH and collect their PCIe, NUMA and GPU facts</source>
        <translation>通过 SSH 登录主机及其客户机，采集它们的 PCIe、NUMA 和 GPU 信息</translation>
    </message>
    <message>
        <source>Collect again from the same machines, with the same settings</source>
        <translation>以相同设置从相同的机器再次采集</translation>
    </message>
    <message>
        <source>Open a snapshot or a bundle written by topolens-collect.sh</source>
        <translation>打开快照或由 topolens-collect.sh 生成的数据包</translation>
    </message>
    <message>
        <source>Open the built-in demo: an 8-GPU Proxmox host and its VM, reconstructed</source>
        <translation>打开内置演示：一台 8 GPU 的 Proxmox 主机及其虚拟机（重建数据）</translation>
    </message>
    <message>
        <source>Save the snapshot, with every raw output, to a JSON file</source>
        <translation>将快照连同所有原始输出保存为 JSON 文件</translation>
    </message>
    <message>
        <source>Quit TopoLens</source>
        <translation>退出 TopoLens</translation>
    </message>
    <message>
        <source>Zoom both drawings in</source>
        <translation>放大两幅图</translation>
    </message>
    <message>
        <source>Zoom both drawings out</source>
        <translation>缩小两幅图</translation>
    </message>
    <message>
        <source>Fit both drawings to their views</source>
        <translation>使两幅图适应各自的视图</translation>
    </message>
    <message>
        <source>Switch the window and the drawings between light and dark</source>
        <translation>在浅色和深色之间切换窗口和图</translation>
    </message>
    <message>
        <source>Show or hide the findings: what limits the GPUs, with the raw lines it rests on</source>
        <translation>显示或隐藏诊断结果：限制 GPU 的因素，以及其依据的原始行</translation>
    </message>
    <message>
        <source>Show or hide the details of the selected GPU: its path, links and peers</source>
        <translation>显示或隐藏所选 GPU 的详情：路径、链路和对端</translation>
    </message>
    <message>
        <source>Find a PCI address or a device name in the drawings</source>
        <translation>在图中查找 PCI 地址或设备名称</translation>
    </message>
    <message>
        <source>Open the user guide installed with TopoLens</source>
        <translation>打开随 TopoLens 安装的用户指南</translation>
    </message>
    <message>
        <source>The user guide is installed with TopoLens (docs/user-guide.md in the sources)</source>
        <translation>用户指南随 TopoLens 一起安装（源码中的 docs/user-guide.md）</translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation>列出所有键盘快捷键</translation>
    </message>
    <message>
        <source>Version, library versions, licence and documentation</source>
        <translation>版本、库版本、许可证和文档</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>%1[*] — TopoLens</source>
        <translation>%1[*] — TopoLens</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n machine(s)…</source>
        <translation>
            <numerusform>正在读取 %n 台机器…</numerusform>
        </translation>
    </message>
    <message>
        <source>Collected. Save it with File &gt; Save Snapshot As to keep the raw outputs.</source>
        <translation>采集完成。使用 文件 &gt; 快照另存为 保存，以保留原始输出。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n remark(s))</source>
        <translation>
            <numerusform>%1（%n 条备注）</numerusform>
        </translation>
    </message>
    <message>
        <source>Reconstruction, not a capture: the raw outputs of this demo were rebuilt in the real tools&apos; layout from a written account, and go through the same parsers as a real snapshot.</source>
        <translation>这是重建数据，而非实际采集：此演示的原始输出是根据书面描述按真实工具的格式重建的，并经过与真实快照相同的解析器处理。</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>诊断结果（%1）</translation>
    </message>
    <message>
        <source>Nothing matches “%1”</source>
        <translation>没有与“%1”匹配的内容</translation>
    </message>
    <message>
        <source>GPU%1 of the guest is GPU%2 of the host</source>
        <translation>客户机的 GPU%1 即主机的 GPU%2</translation>
    </message>
    <message>
        <source>GPU%1 of the host is GPU%2 of the guest</source>
        <translation>主机的 GPU%1 即客户机的 GPU%2</translation>
    </message>
    <message>
        <source>Found in the guest: %1</source>
        <translation>在客户机中找到：%1</translation>
    </message>
    <message>
        <source>Found in the host: %1</source>
        <translation>在主机中找到：%1</translation>
    </message>
    <message>
        <source>Open &amp;Fleet Run…</source>
        <translation>打开集群运行(&amp;F)…</translation>
    </message>
    <message>
        <source>Open Fleet Run</source>
        <translation>打开集群运行</translation>
    </message>
    <message>
        <source>%1 is not a fleet run folder: it has no run.json.</source>
        <translation>%1 不是集群运行文件夹：其中没有 run.json。</translation>
    </message>
    <message>
        <source>Reading and analysing the fleet run %1…</source>
        <translation>正在读取并分析集群运行 %1…</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message numerus="yes">
        <source>Fleet run %1: %n machine(s)</source>
        <translation>
            <numerusform>集群运行 %1：%n 台机器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fleet run %1: %n machine(s); %2</source>
        <translation>
            <numerusform>集群运行 %1：%n 台机器；%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no machine arrived from this host</source>
        <translation>%1：未从此主机收到任何机器</translation>
    </message>
    <message>
        <source>Compare &amp;with Snapshot…</source>
        <translation>与快照比较(&amp;W)…</translation>
    </message>
    <message>
        <source>Compare with Snapshot</source>
        <translation>与快照比较</translation>
    </message>
    <message>
        <source>Snapshots and bundles (*.json *.bundle *.topolens);;All files (*)</source>
        <translation>快照和数据包 (*.json *.bundle *.topolens);;所有文件 (*)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>客户机</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>裸机</translation>
    </message>
    <message>
        <source>Open a snapshot first: there is nothing to compare %1 with.</source>
        <translation>请先打开一个快照：没有可与 %1 比较的内容。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>正在与 %1 比较…</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2</source>
        <translation>无法读取 %1：
%2</translation>
    </message>
    <message>
        <source>Nothing changed since %1.</source>
        <translation>自 %1 以来没有变化。</translation>
    </message>
    <message>
        <source>What changed from this snapshot to %1:</source>
        <translation>从此快照到 %1 的变化：</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n change(s)</source>
        <translation>
            <numerusform>%1（%2）：%n 处变化</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) is only in this snapshot.</source>
        <translation>%1（%2）仅存在于此快照中。</translation>
    </message>
    <message>
        <source>%1 (%2) is only in %3.</source>
        <translation>%1（%2）仅存在于 %3 中。</translation>
    </message>
    <message>
        <source>Clear Comparison</source>
        <translation>清除比较</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message numerus="yes">
        <source>Compared with %1: %n change(s)</source>
        <translation>
            <numerusform>已与 %1 比较：%n 处变化</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch Links…</source>
        <translation>监视链路(&amp;W)…</translation>
    </message>
    <message>
        <source>Sample a machine&apos;s PCIe links and AER counters every few seconds, optionally under load</source>
        <translation>每隔几秒采样一台机器的 PCIe 链路和 AER 计数器，可选在负载下进行</translation>
    </message>
    <message>
        <source>Watch Links</source>
        <translation>监视链路</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message numerus="yes">
        <source>Watched: %n sample(s). Click a GPU to chart its path&apos;s links; File &gt; Save Snapshot As keeps them.</source>
        <translation>
            <numerusform>已监视：%n 次采样。单击 GPU 可查看其路径上各链路的图表；“文件 &gt; 快照另存为”可保存它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with Earlier Run</source>
        <translation>与较早的运行比较</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>In a drawing: Tab or the arrow keys step from GPU to GPU, Esc clears the selection, + and − zoom, 0 or F fits the drawing to the view.</source>
        <translation>在图中：Tab 或方向键在 GPU 之间切换，Esc 清除选择，+ 和 − 缩放，0 或 F 使图适应视图。</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::SweepChart</name>
    <message>
        <source>Algorithm bandwidth</source>
        <translation>算法带宽</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Algorithm bandwidth (GB/s)</source>
        <translation>算法带宽（GB/s）</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>延迟（µs）</translation>
    </message>
    <message>
        <source>floor %1 %2 (%3 at %4)</source>
        <translation>下限 %1 %2（%3，于 %4）</translation>
    </message>
    <message>
        <source>peak %1 %2 at %3 (%4)</source>
        <translation>峰值 %1 %2，于 %3（%4）</translation>
    </message>
    <message>
        <source>Message size (log₂ scale)</source>
        <translation>消息大小（log₂ 刻度）</translation>
    </message>
    <message>
        <source>latency floor</source>
        <translation>延迟下限</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Choose one or more sweeps on the left.</source>
        <translation>请在左侧选择一个或多个扫描。</translation>
    </message>
    <message>
        <source>The chosen sweeps have no %1 values.</source>
        <translation>所选扫描没有%1数值。</translation>
    </message>
    <message>
        <source>Bandwidth (nccl-tests, rccl-tests: bus bandwidth)</source>
        <translation>带宽（nccl-tests、rccl-tests：总线带宽）</translation>
    </message>
    <message>
        <source>Latency (nccl-tests, rccl-tests: time per operation)</source>
        <translation>延迟（nccl-tests、rccl-tests：每次操作的时间）</translation>
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
        <translation>%1 · 经主机内存中转</translation>
    </message>
    <message>
        <source>Its closest RDMA NIC, %1, is %2 away: NCCL uses GPUDirect RDMA up to PXB by default.</source>
        <translation>其最近的 RDMA 网卡 %1 距离为 %2：NCCL 默认仅在 PXB 及以内使用 GPUDirect RDMA。</translation>
    </message>
</context>
<context>
    <name>Topo::Ui::WatchDialog</name>
    <message>
        <source>Watch Links</source>
        <translation>监视链路</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A sample reads the links&apos; state and AER counters and the kernel log&apos;s PCIe lines: about 1% of one core at 5 s</source>
        <translation>一次采样读取链路状态和 AER 计数器以及内核日志中的 PCIe 行：间隔 5 秒时约占一个核心的 1%</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>e.g. nvbandwidth -t device_to_device_memcpy_read_ce</source>
        <translation>例如 nvbandwidth -t device_to_device_memcpy_read_ce</translation>
    </message>
    <message>
        <source>Started after the first sample, which is taken idle, and ended with the watch; the samples taken while it runs are marked</source>
        <translation>在第一次采样（空闲时进行）之后启动，随监视结束而结束；其运行期间的采样会被标记</translation>
    </message>
    <message>
        <source>only when watching this machine: start the load on %1 yourself</source>
        <translation>仅在监视本机时可用：请自行在 %1 上启动负载</translation>
    </message>
    <message>
        <source>Sample every</source>
        <translation>采样间隔</translation>
    </message>
    <message>
        <source>Watch for</source>
        <translation>监视时长</translation>
    </message>
    <message>
        <source>Load command</source>
        <translation>负载命令</translation>
    </message>
    <message>
        <source>Sample &amp;every:</source>
        <translation>采样间隔(&amp;E)：</translation>
    </message>
    <message>
        <source>Watch &amp;for:</source>
        <translation>监视时长(&amp;F)：</translation>
    </message>
    <message>
        <source>While a &amp;load runs:</source>
        <translation>负载运行期间(&amp;L)：</translation>
    </message>
    <message>
        <source>Watch this machine&apos;s PCIe links: the collection once, then a sample every interval.</source>
        <translation>监视本机的 PCIe 链路：先采集一次，然后每个间隔采样一次。</translation>
    </message>
    <message>
        <source>Watch the PCIe links of %1: the collection once, then a sample every interval.</source>
        <translation>监视 %1 的 PCIe 链路：先采集一次，然后每个间隔采样一次。</translation>
    </message>
    <message>
        <source>%v of %m s</source>
        <translation>%v / %m 秒</translation>
    </message>
    <message>
        <source>One line a sample: its time, and what changed since the one before</source>
        <translation>每次采样一行：采样时间，以及与上一次相比的变化</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n machine(s)…</source>
        <translation>
            <numerusform>正在从 %n 台机器采集…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>collection done; sampling every %n s</source>
        <translation>
            <numerusform>采集完成；每 %n 秒采样一次</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching. Stop ends the watch early; what arrived is kept.</source>
        <translation>正在监视。“停止”会提前结束监视；已收到的数据会保留。</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC</source>
        <translation>采样 %1，%2 UTC</translation>
    </message>
    <message>
        <source> (under load)</source>
        <translation>（负载下）</translation>
    </message>
    <message>
        <source>: could not connect</source>
        <translation>：无法连接</translation>
    </message>
    <message>
        <source>%1: %2 changed</source>
        <translation>%1：%2 有变化</translation>
    </message>
    <message>
        <source>: the first, what the others are compared with</source>
        <translation>：第一次，其余采样与之比较</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>Nothing could be collected; see above.</source>
        <translation>未能采集到任何内容；见上文。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <source>The watch ended with %n sample(s). Show puts it in the window; click a GPU to chart its path&apos;s links.</source>
        <translation>
            <numerusform>监视结束，共 %n 次采样。“显示”会将其放入窗口；单击 GPU 可查看其路径上各链路的图表。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
</context>
<context>
    <name>TopoLens</name>
    <message>
        <source>no GPU at the printed address %1; CUDA device %2 taken as GPU %2</source>
        <translation>输出的地址 %1 上没有 GPU；将 CUDA 设备 %2 视为 GPU %2</translation>
    </message>
    <message>
        <source>no PCI address printed; CUDA device %1 taken as GPU %1</source>
        <translation>未输出 PCI 地址；将 CUDA 设备 %1 视为 GPU %1</translation>
    </message>
    <message>
        <source>GPU%1→GPU%2 (%3)</source>
        <translation>GPU%1→GPU%2（%3）</translation>
    </message>
    <message>
        <source>%1: %2, %3× below %4: %5</source>
        <translation>%1：%2，比 %4 低 %3×：%5</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message numerus="yes">
        <source>all %n GPUs</source>
        <translation>
            <numerusform>全部 %n 个 GPU</numerusform>
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
        <translation>每个 GPU 都单独位于自己的 PCIe 根复合体上</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) sit alone on their own PCIe root complex</source>
        <translation>
            <numerusform>%n 个 GPU 单独位于各自的 PCIe 根复合体上</numerusform>
        </translation>
    </message>
    <message>
        <source>Every GPU hangs off its own root complex (host bridge), with no PCIe switch shared with another GPU.</source>
        <translation>每个 GPU 都挂在自己的根复合体（主桥）下，不与其他 GPU 共享 PCIe 交换机。</translation>
    </message>
    <message>
        <source>%1 each hang off their own root complex (host bridge), with no PCIe switch shared with another GPU.</source>
        <translation>%1 各自挂在自己的根复合体（主桥）下，不与其他 GPU 共享 PCIe 交换机。</translation>
    </message>
    <message>
        <source>Traffic between them has to cross the CPU: its internal fabric within a socket (NODE) or the link between sockets (SYS). Each root complex brings its own IOMMU domain, so every GPU lands in its own IOMMU group. ACS only controls forwarding in switches and root ports that have several devices below them, so no ACS setting (in the BIOS or with pcie_acs_override) can merge these groups or create a direct path.</source>
        <translation>它们之间的流量必须经过 CPU：同一插槽内经由其内部互连（NODE），或经由插槽之间的链路（SYS）。每个根复合体都有自己的 IOMMU 域，因此每个 GPU 都各自位于独立的 IOMMU 组中。ACS 只控制下方有多个设备的交换机和根端口中的转发，因此任何 ACS 设置（在 BIOS 中或通过 pcie_acs_override）都无法合并这些组或建立直接路径。</translation>
    </message>
    <message>
        <source>nvidia-smi on this machine reports peer access as OK between them: the driver routes it through the CPU.</source>
        <translation>此机器上的 nvidia-smi 报告它们之间的对等访问为 OK：驱动程序经由 CPU 路由。</translation>
    </message>
    <message>
        <source>A VM cannot see this path: its driver reports P2P between these GPUs as not supported. For P2P in a guest, either put the GPUs that must talk to each other under one PCIe switch (a board or riser with a switch), or assert the capability to the guest driver with QEMU&apos;s x-nv-gpudirect-clique option (see the guest&apos;s finding on P2P); that only helps where this host really routes P2P between its root complexes.</source>
        <translation>虚拟机看不到这条路径：其驱动程序报告这些 GPU 之间不支持 P2P。要在客户机中使用 P2P，要么把需要相互通信的 GPU 放在同一个 PCIe 交换机下（带交换芯片的主板或转接卡），要么通过 QEMU 的 x-nv-gpudirect-clique 选项向客户机驱动声明该能力（参见客户机关于 P2P 的诊断结果）；只有当此主机确实在其根复合体之间路由 P2P 时，后者才有用。</translation>
    </message>
    <message>
        <source>On bare metal the driver can still do P2P between root complexes where the platform allows it (check nvidia-smi topo -p2p r). GPUs that exchange the most data do best under one switch, or at least on one socket.</source>
        <translation>在裸机上，只要平台允许，驱动程序仍可在根复合体之间进行 P2P（请检查 nvidia-smi topo -p2p r）。交换数据最多的 GPU 最好位于同一个交换机下，至少也应在同一个插槽上。</translation>
    </message>
    <message>
        <source>The guest shows every GPU pair as PHB: the host&apos;s topology is hidden</source>
        <translation>客户机将每对 GPU 都显示为 PHB：主机的拓扑被隐藏了</translation>
    </message>
    <message>
        <source>QEMU hangs every passed-through GPU off root ports of its single emulated host bridge, so inside the VM all pairs are one host bridge apart (PHB), whatever the host has: NODE or SYS pairs on the host look the same as neighbours.</source>
        <translation>QEMU 将每个直通的 GPU 都挂在其唯一的模拟主桥的根端口下，因此无论主机实际如何，虚拟机内所有 GPU 对之间都只隔一个主桥（PHB）：主机上的 NODE 或 SYS 对看起来与相邻 GPU 无异。</translation>
    </message>
    <message>
        <source>Collect the host as well (topolens collect --host … --guest …) to see which pairs really are far apart.</source>
        <translation>请同时采集主机（topolens collect --host … --guest …），以查看哪些 GPU 对实际相距较远。</translation>
    </message>
    <message>
        <source>guest GPU%1–GPU%2 is %3, but they are host GPU%4–GPU%5, which is %6</source>
        <translation>客户机 GPU%1–GPU%2 为 %3，但它们是主机 GPU%4–GPU%5，实际为 %6</translation>
    </message>
    <message>
        <source>The VM hides the host&apos;s GPU topology: NODE/SYS pairs look like PHB</source>
        <translation>虚拟机隐藏了主机的 GPU 拓扑：NODE/SYS 对看起来像 PHB</translation>
    </message>
    <message>
        <source>The VM has one NUMA node while the host has %1</source>
        <translation>虚拟机只有一个 NUMA 节点，而主机有 %1 个</translation>
    </message>
    <message>
        <source>Inside the VM every CPU and every GPU look equally close, so nothing in the guest can keep a GPU&apos;s buffers and threads on the host socket the GPU is attached to.</source>
        <translation>在虚拟机内，每个 CPU 和每个 GPU 看起来都同样近，因此客户机中没有任何机制能把 GPU 的缓冲区和线程保持在该 GPU 所连接的主机插槽上。</translation>
    </message>
    <message>
        <source>The guest also has one NUMA node while the host has %1.</source>
        <translation>客户机也只有一个 NUMA 节点，而主机有 %1 个。</translation>
    </message>
    <message>
        <source>Give the VM one NUMA node per host socket it uses, with its vCPUs and memory bound to that socket (Proxmox: numa: 1 and numaN: cpus=…,hostnodes=…,memory=…,policy=bind).</source>
        <translation>为虚拟机所用的每个主机插槽分配一个 NUMA 节点，并将其 vCPU 和内存绑定到该插槽（Proxmox：numa: 1 以及 numaN: cpus=…,hostnodes=…,memory=…,policy=bind）。</translation>
    </message>
    <message>
        <source>The guest&apos;s GPUs have no NUMA node (numa_node -1)</source>
        <translation>客户机的 GPU 没有 NUMA 节点（numa_node -1）</translation>
    </message>
    <message>
        <source>The VM&apos;s firmware tables give %1 no proximity domain, so the guest kernel reports numa_node -1 and nvidia-smi shows NUMA affinity N/A.</source>
        <translation>虚拟机的固件表没有为 %1 提供邻近域，因此客户机内核报告 numa_node -1，nvidia-smi 显示 NUMA 亲和性为 N/A。</translation>
    </message>
    <message>
        <source>The VM&apos;s firmware tables give %1 no proximity domain, so the guest kernel reports numa_node -1.</source>
        <translation>虚拟机的固件表没有为 %1 提供邻近域，因此客户机内核报告 numa_node -1。</translation>
    </message>
    <message>
        <source>CUDA, NCCL and the kernel then place buffers and threads without knowing which CPUs are near the GPU.</source>
        <translation>于是 CUDA、NCCL 和内核在放置缓冲区和线程时，并不知道哪些 CPU 离 GPU 更近。</translation>
    </message>
    <message>
        <source>With one guest NUMA node this costs nothing inside the guest; what matters is that the VM&apos;s vCPUs and memory sit on the host socket the GPUs are attached to.</source>
        <translation>客户机只有一个 NUMA 节点时，这在客户机内部没有代价；关键是虚拟机的 vCPU 和内存要位于 GPU 所连接的主机插槽上。</translation>
    </message>
    <message>
        <source>On the host these GPUs are on NUMA node(s) %1.</source>
        <translation>在主机上，这些 GPU 位于 NUMA 节点 %1。</translation>
    </message>
    <message>
        <source>Put each GPU&apos;s root port on a pxb-pcie expander bus with numa_node=N matching the GPU&apos;s host socket, and bind the VM&apos;s vCPUs and memory to match; an NCCL_TOPO_FILE can carry the affinity for NCCL alone. Writing /sys/bus/pci/devices/…/numa_node inside the guest only changes the kernel&apos;s allocation hint, not nvidia-smi&apos;s topology.</source>
        <translation>将每个 GPU 的根端口放到 numa_node=N 与该 GPU 主机插槽相符的 pxb-pcie 扩展总线上，并相应绑定虚拟机的 vCPU 和内存；NCCL_TOPO_FILE 只能为 NCCL 单独提供亲和性。在客户机内写入 /sys/bus/pci/devices/…/numa_node 只会改变内核的分配提示，不会改变 nvidia-smi 的拓扑。</translation>
    </message>
    <message>
        <source>GPUs have no NUMA node although the machine has %1</source>
        <translation>机器有 %1 个 NUMA 节点，但 GPU 没有 NUMA 节点</translation>
    </message>
    <message>
        <source>The firmware (ACPI proximity information) gives %1 no NUMA node, so the kernel reports numa_node -1 and software cannot keep their buffers and threads on the near socket.</source>
        <translation>固件（ACPI 邻近信息）没有为 %1 提供 NUMA 节点，因此内核报告 numa_node -1，软件无法将它们的缓冲区和线程保持在邻近的插槽上。</translation>
    </message>
    <message>
        <source>Check the BIOS NUMA settings (nodes per socket, ACPI SRAT options) and update the firmware; until then pin GPU jobs by hand (numactl --cpunodebind).</source>
        <translation>请检查 BIOS 中的 NUMA 设置（每插槽节点数、ACPI SRAT 选项）并更新固件；在此之前请手动绑定 GPU 任务（numactl --cpunodebind）。</translation>
    </message>
    <message>
        <source>an emulated host bridge</source>
        <translation>模拟的主桥</translation>
    </message>
    <message>
        <source>GPU peer-to-peer is off in the VM: the driver does not trust the emulated chipset</source>
        <translation>虚拟机中的 GPU 点对点已关闭：驱动程序不信任模拟芯片组</translation>
    </message>
    <message numerus="yes">
        <source>nvidia-smi topo -p2p reports %1 for %n GPU pair(s). The NVIDIA driver allows P2P only behind chipsets it knows, and the guest&apos;s host bridge is QEMU&apos;s %2, which is not one of them, so peer access is refused even where the host could do it. Copies between these GPUs are staged through memory instead.</source>
        <translation>
            <numerusform>nvidia-smi topo -p2p 对 %n 对 GPU 报告 %1。NVIDIA 驱动程序只在它认识的芯片组之后允许 P2P，而客户机的主桥是 QEMU 的 %2，不在其列，因此即使主机能够做到，对等访问也会被拒绝。这些 GPU 之间的复制改为经由内存中转。</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host, nvidia-smi reports P2P as OK between the same GPUs.</source>
        <translation>在主机上，nvidia-smi 报告相同 GPU 之间的 P2P 为 OK。</translation>
    </message>
    <message numerus="yes">
        <source>On the host, P2P is refused for %n of these pairs too: a clique there would claim a path that does not exist.</source>
        <translation>
            <numerusform>在主机上，其中 %n 对的 P2P 同样被拒绝：在这些 GPU 上设置 clique 等于声称一条并不存在的路径。</numerusform>
        </translation>
    </message>
    <message>
        <source>QEMU can tell the guest driver which GPUs may talk directly: give each GPU&apos;s vfio-pci device x-nv-gpudirect-clique=N (N from 0 to 15; the same N for GPUs that may do P2P with each other), e.g. -set device.hostpci0.x-nv-gpudirect-clique=0 on a Proxmox VM&apos;s args: line (qm showcmd VMID shows the device ids). Reported pitfalls: hidden=1 (it also sets kvm=off) and a -set line naming a device id that does not exist both silently defeat it. Caveats: the clique asserts the capability, it does not create it. The host must really route P2P between these GPUs (nvidia-smi topo -p2p r on the host, IOMMU groups, ACS), and a real workload has been seen to hang even though p2pBandwidthLatencyTest passed, so validate with your own workload. An emulated PCIe switch in the guest does not help. Once P2P is on, NCCL also needs NCCL_P2P_LEVEL=PHB (or SYS) to use it across the guest&apos;s host bridge.</source>
        <translation>QEMU 可以告诉客户机驱动哪些 GPU 可以直接通信：为每个 GPU 的 vfio-pci 设备设置 x-nv-gpudirect-clique=N（N 取 0 到 15；可相互进行 P2P 的 GPU 使用相同的 N），例如在 Proxmox 虚拟机的 args: 行中写 -set device.hostpci0.x-nv-gpudirect-clique=0（qm showcmd VMID 可显示设备 ID）。已知陷阱：hidden=1（它同时设置 kvm=off），以及 -set 行中引用了不存在的设备 ID，二者都会使其悄无声息地失效。注意：clique 只是声明该能力，并不会创造它。主机必须确实在这些 GPU 之间路由 P2P（在主机上检查 nvidia-smi topo -p2p r、IOMMU 组、ACS），而且曾有实际负载在 p2pBandwidthLatencyTest 通过的情况下仍然挂起，因此请用您自己的负载进行验证。在客户机中模拟 PCIe 交换机没有帮助。P2P 开启后，NCCL 还需要 NCCL_P2P_LEVEL=PHB（或 SYS）才能跨客户机主桥使用它。</translation>
    </message>
    <message numerus="yes">
        <source>PCIe peer-to-peer is refused for %n GPU pair(s)</source>
        <translation>
            <numerusform>%n 对 GPU 的 PCIe 点对点被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <source>nvidia-smi topo -p2p reports %1 between GPUs that would talk over PCIe. Transfers between them are staged through host memory.</source>
        <translation>nvidia-smi topo -p2p 对本应通过 PCIe 通信的 GPU 报告 %1。它们之间的传输经由主机内存中转。</translation>
    </message>
    <message>
        <source>CNS: the driver does not allow P2P across the chipset or root complexes between these GPUs; placing them under one PCIe switch avoids it. GNS, and NS on most GeForce cards: the GPU model or driver does not offer PCIe P2P. TNS: the topology between them does not allow it. NVLink pairs are not affected.</source>
        <translation>CNS：驱动程序不允许这些 GPU 之间跨芯片组或根复合体进行 P2P；把它们放在同一个 PCIe 交换机下即可避免。GNS，以及大多数 GeForce 显卡上的 NS：该 GPU 型号或驱动程序不提供 PCIe P2P。TNS：它们之间的拓扑不允许。NVLink 对不受影响。</translation>
    </message>
    <message>
        <source>The kernel could not place some PCI memory windows (BARs)</source>
        <translation>内核无法分配部分 PCI 内存窗口（BAR）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) have memory windows (BARs) that could not be placed</source>
        <translation>
            <numerusform>%n 个设备的内存窗口（BAR）无法分配</numerusform>
        </translation>
    </message>
    <message>
        <source>A BAR the firmware or kernel could not assign leaves the device without its memory window: a GPU missing from nvidia-smi, or one that fails to initialise, is the usual result. Large-memory GPUs need BARs of tens to hundreds of GiB each, which must fit in the 64-bit address window the firmware offers.</source>
        <translation>固件或内核未能分配的 BAR 会使设备失去其内存窗口：常见后果是 GPU 在 nvidia-smi 中消失，或无法初始化。大显存 GPU 每个都需要数十到数百 GiB 的 BAR，它们必须放得进固件提供的 64 位地址窗口。</translation>
    </message>
    <message>
        <source>The kernel command line has pci=realloc=off; remove it or boot with pci=realloc so Linux redoes the assignment the firmware got wrong.</source>
        <translation>内核命令行中有 pci=realloc=off；请删除它，或使用 pci=realloc 启动，让 Linux 重新进行固件出错的分配。</translation>
    </message>
    <message>
        <source>pci=realloc is already on the kernel command line, so the window itself is too small.</source>
        <translation>内核命令行中已有 pci=realloc，因此是窗口本身太小。</translation>
    </message>
    <message>
        <source>Boot with pci=realloc so Linux redoes the assignment the firmware got wrong (the kernel suggests it itself). Check that the parameter really reached /proc/cmdline: cloud images override GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub.d/.</source>
        <translation>使用 pci=realloc 启动，让 Linux 重新进行固件出错的分配（内核自己也如此建议）。请确认该参数确实出现在 /proc/cmdline 中：云镜像会在 /etc/default/grub.d/ 中覆盖 GRUB_CMDLINE_LINUX_DEFAULT。</translation>
    </message>
    <message>
        <source>In a VM the 64-bit MMIO window is the VM firmware&apos;s: it must cover every GPU&apos;s BARs (about %1 here). With OVMF, size it with -fw_cfg name=opt/ovmf/X-PciMmio64Mb,string=MiB (on Proxmox in the VM&apos;s args: line); with SeaBIOS, pci=realloc in the guest is the way.</source>
        <translation>在虚拟机中，64 位 MMIO 窗口由虚拟机固件提供：它必须容纳所有 GPU 的 BAR（此处约 %1）。使用 OVMF 时，用 -fw_cfg name=opt/ovmf/X-PciMmio64Mb,string=MiB 设置其大小（在 Proxmox 上写在虚拟机的 args: 行中）；使用 SeaBIOS 时，应在客户机中使用 pci=realloc。</translation>
    </message>
    <message>
        <source>On bare metal and hosts, enable Above 4G Decoding (and Resizable BAR) in the BIOS.</source>
        <translation>在裸机和主机上，请在 BIOS 中启用 Above 4G Decoding（以及 Resizable BAR）。</translation>
    </message>
    <message>
        <source>at %1 (can %2)</source>
        <translation>为 %1（可达 %2）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) trained with fewer lanes than they support</source>
        <translation>
            <numerusform>%n 条 GPU 链路协商的通道数少于其支持的数量</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Power management lowers a link&apos;s speed, not its width, so a narrower link is a real loss: bandwidth drops in proportion to the missing lanes.</source>
        <translation>%1。电源管理只会降低链路速率，而不会降低链路宽度，因此更窄的链路是实实在在的损失：带宽按缺少的通道数成比例下降。</translation>
    </message>
    <message>
        <source>Check the slot&apos;s wiring (some x16 slots have 8 lanes), BIOS bifurcation settings, risers and retimers, and reseat the card. Compare with the slot&apos;s LnkCap on the port above.</source>
        <translation>请检查插槽的布线（有些 x16 插槽只有 8 条通道）、BIOS 中的拆分（bifurcation）设置、转接卡和重定时器，并重新插拔显卡。与上游端口上该插槽的 LnkCap 进行比较。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) run below their top speed</source>
        <translation>
            <numerusform>%n 条 GPU 链路低于其最高速率运行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. GPUs lower their link speed when idle (down to 2.5 GT/s) and raise it under load, so a lower speed in a capture of idle GPUs is normal.</source>
        <translation>%1。GPU 空闲时会降低链路速率（最低到 2.5 GT/s），有负载时再提高，因此在空闲 GPU 的采集中速率较低是正常的。</translation>
    </message>
    <message>
        <source>On the host, the same GPUs&apos; links were at %1 when it was collected.</source>
        <translation>采集时，主机上相同 GPU 的链路为 %1。</translation>
    </message>
    <message>
        <source>In a VM, compare with the host&apos;s view of the same GPUs.</source>
        <translation>在虚拟机中，请与主机上看到的相同 GPU 的情况进行比较。</translation>
    </message>
    <message>
        <source>Look again while the GPU is busy (nvidia-smi -q, &quot;Link Gen Current&quot;, during a bandwidth test). If it stays low under load, suspect the slot, a riser, or a BIOS PCIe speed setting.</source>
        <translation>请在 GPU 繁忙时再查看一次（在带宽测试期间运行 nvidia-smi -q，查看“Link Gen Current”）。如果在负载下仍然偏低，请怀疑插槽、转接卡或 BIOS 中的 PCIe 速率设置。</translation>
    </message>
    <message>
        <source>root port %1 advertises %2 above GPU%3, which can do %4</source>
        <translation>根端口 %1 在 GPU%3 上方通告 %2，而该 GPU 可达 %4</translation>
    </message>
    <message>
        <source>The VM&apos;s emulated root ports advertise a slower link than the GPUs have</source>
        <translation>虚拟机的模拟根端口通告的链路比 GPU 实际的更慢</translation>
    </message>
    <message>
        <source>In this VM, %1. The number is only a label: data moves at the physical link&apos;s speed. But software that reads it (NCCL&apos;s topology detection, for one) may take it at its word, and NCCL falls back to assuming Gen3 when it cannot read a speed at all.</source>
        <translation>在此虚拟机中，%1。这个数字只是一个标签：数据以物理链路的速率传输。但读取它的软件（例如 NCCL 的拓扑检测）可能会信以为真；而当 NCCL 完全读不到速率时，会退而假定为 Gen3。</translation>
    </message>
    <message>
        <source>Newer QEMU machine types advertise faster root ports; QEMU&apos;s pcie-root-port also has x-speed and x-width properties. Or give NCCL the real speeds in an NCCL_TOPO_FILE.</source>
        <translation>较新的 QEMU 机器类型会通告更快的根端口；QEMU 的 pcie-root-port 还有 x-speed 和 x-width 属性。也可以在 NCCL_TOPO_FILE 中把真实速率提供给 NCCL。</translation>
    </message>
    <message>
        <source>The IOMMU is off: no IOMMU groups on a machine that passes devices through</source>
        <translation>IOMMU 已关闭：进行设备直通的机器上没有 IOMMU 组</translation>
    </message>
    <message>
        <source>/sys/kernel/iommu_groups is empty, so VFIO cannot isolate devices and PCI passthrough to VMs does not work.</source>
        <translation>/sys/kernel/iommu_groups 为空，因此 VFIO 无法隔离设备，向虚拟机的 PCI 直通无法工作。</translation>
    </message>
    <message>
        <source>Enable the IOMMU in the BIOS (VT-d on Intel, IOMMU/AMD-Vi on AMD) and, on Intel, add intel_iommu=on to the kernel command line (AMD turns it on by itself when the BIOS does). iommu=pt keeps the host&apos;s own DMA fast. Reboot and check /sys/kernel/iommu_groups.</source>
        <translation>请在 BIOS 中启用 IOMMU（Intel 上为 VT-d，AMD 上为 IOMMU/AMD-Vi），在 Intel 上还要在内核命令行中添加 intel_iommu=on（在 BIOS 启用后，AMD 会自行开启）。iommu=pt 可保持主机自身的 DMA 快速。重启后检查 /sys/kernel/iommu_groups。</translation>
    </message>
    <message>
        <source>(no output: no IOMMU groups)</source>
        <translation>（无输出：没有 IOMMU 组）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs share IOMMU group %1</source>
        <translation>
            <numerusform>%n 个 GPU 共用 IOMMU 组 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 shares IOMMU group %2 with other devices</source>
        <translation>GPU %1 与其他设备共用 IOMMU 组 %2</translation>
    </message>
    <message>
        <source>VFIO hands whole IOMMU groups to a VM: every device of group %1 (%2) must go to the same VM, or stay with the host, together, and the IOMMU does not isolate DMA between them. Groups follow the PCIe topology: devices below a switch or root port without ACS isolation end up together.</source>
        <translation>VFIO 以整个 IOMMU 组为单位交给虚拟机：组 %1 中的每个设备（%2）都必须一起分配给同一台虚拟机，或一起留在主机上，而且 IOMMU 不会隔离它们之间的 DMA。分组遵循 PCIe 拓扑：位于没有 ACS 隔离的交换机或根端口下的设备会被分在一起。</translation>
    </message>
    <message>
        <source>Pass the whole group to one VM (bind every member to vfio-pci), or move a card to a slot on another root port. pcie_acs_override (Proxmox and ACS-patched kernels) splits groups by pretending isolation exists: it removes the protection and is unsafe with untrusted guests. GPUs that should do P2P in one VM may share a group; then both must go to that VM.</source>
        <translation>把整个组直通给一台虚拟机（将每个成员都绑定到 vfio-pci），或者把某块卡移到另一个根端口下的插槽。pcie_acs_override（Proxmox 和打了 ACS 补丁的内核）通过假装存在隔离来拆分分组：这会去掉保护，面对不受信任的客户机时并不安全。需要在同一台虚拟机中进行 P2P 的 GPU 可以共用一个组；此时二者都必须分配给该虚拟机。</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 pair(s)</source>
        <translation>
            <numerusform>%n 对 %1</numerusform>
        </translation>
    </message>
    <message>
        <source> although nvidia-smi reports P2P as OK.</source>
        <translation>，尽管 nvidia-smi 报告 P2P 为 OK。</translation>
    </message>
    <message>
        <source>Try NCCL_P2P_LEVEL=SYS (or PHB or NODE, to allow only the nearer pairs) and compare with nccl-tests (all_reduce_perf). P2P across sockets can be slower than staging, and has hung on some platforms: keep the setting only if it measures faster and runs stably.</source>
        <translation>尝试 NCCL_P2P_LEVEL=SYS（或 PHB、NODE，只允许较近的 GPU 对），并用 nccl-tests（all_reduce_perf）进行比较。跨插槽的 P2P 可能比内存中转更慢，在某些平台上还出现过挂起：只有在测得更快且运行稳定时才保留此设置。</translation>
    </message>
    <message>
        <source>NCCL underestimates this AMD machine&apos;s socket link</source>
        <translation>NCCL 低估了这台 AMD 机器的插槽间链路</translation>
    </message>
    <message>
        <source>GPUs on different sockets talk across AMD&apos;s socket link (SYS). NCCL assumes 16 GB/s for that link and turns off its LL128 protocol on SYS paths, so collectives that cross sockets are often under-tuned on dual-socket EPYC.</source>
        <translation>不同插槽上的 GPU 通过 AMD 的插槽间链路（SYS）通信。NCCL 假定该链路为 16 GB/s，并在 SYS 路径上关闭其 LL128 协议，因此在双路 EPYC 上，跨插槽的集合通信往往调优不足。</translation>
    </message>
    <message>
        <source>Measure with nccl-tests. The known workaround is an NCCL_GRAPH_FILE or NCCL_TOPO_FILE with corrected bandwidths (NVIDIA/nccl PRs #2036 and #2113 discuss it). Keep tensor-parallel groups within one socket where you can.</source>
        <translation>请用 nccl-tests 测量。已知的解决办法是使用带有修正带宽的 NCCL_GRAPH_FILE 或 NCCL_TOPO_FILE（NVIDIA/nccl 的 PR #2036 和 #2113 对此有讨论）。尽可能将张量并行组保持在同一个插槽内。</translation>
    </message>
    <message>
        <source>GPU%1–GPU%2: the tree says %3, nvidia-smi says %4</source>
        <translation>GPU%1–GPU%2：PCI 树显示 %3，nvidia-smi 显示 %4</translation>
    </message>
    <message numerus="yes">
        <source>The PCI tree and nvidia-smi disagree on %n GPU pair(s)</source>
        <translation>
            <numerusform>PCI 树与 nvidia-smi 在 %n 对 GPU 上不一致</numerusform>
        </translation>
    </message>
    <message>
        <source>Either a capture is incomplete (a tree without some bridges, NUMA nodes missing), the captures come from different boots, or nvidia-smi numbers the GPUs differently from what their bus IDs say. nvidia-smi&apos;s class is what the driver and NCCL act on.</source>
        <translation>可能是某个采集项不完整（树中缺少某些桥、缺少 NUMA 节点），各采集项来自不同的启动过程，或者 nvidia-smi 对 GPU 的编号与其总线 ID 所示不同。驱动程序和 NCCL 依据的是 nvidia-smi 给出的类型。</translation>
    </message>
    <message>
        <source>Compare the GPUs&apos; bus IDs in nvidia-smi -q with lspci, and collect lspci -tv, numactl -H and nvidia-smi topo -m in one go (topolens collect does).</source>
        <translation>请将 nvidia-smi -q 中 GPU 的总线 ID 与 lspci 进行比较，并一次性采集 lspci -tv、numactl -H 和 nvidia-smi topo -m（topolens collect 就是这样做的）。</translation>
    </message>
    <message numerus="yes">
        <source>%n guest GPU(s) are matched to host GPUs only by order</source>
        <translation>
            <numerusform>%n 个客户机 GPU 仅按顺序匹配到主机 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing seen on both sides identifies %1, so TopoLens paired them with host GPUs in bus order. A VM&apos;s slot order need not follow the host&apos;s, so every host-versus-guest comparison for these GPUs rests on a guess.</source>
        <translation>两侧都没有能识别 %1 的信息，因此 TopoLens 按总线顺序将它们与主机 GPU 配对。虚拟机的插槽顺序不一定与主机一致，因此这些 GPU 的所有主机与客户机对比都只是推测。</translation>
    </message>
    <message>
        <source>The host has no nvidia-smi output (its GPUs are probably bound to vfio-pci), so host GPU numbers also follow bus order.</source>
        <translation>主机没有 nvidia-smi 输出（其 GPU 可能已绑定到 vfio-pci），因此主机 GPU 编号也按总线顺序排列。</translation>
    </message>
    <message>
        <source>Collect an identifier on both sides: GPU UUIDs need nvidia-smi on the host too (run it while the GPUs are still bound to the nvidia driver), or the PCIe Device Serial Number, which lspci -vvv shows only when run as root (topolens collect --sudo, on host and guest). On Proxmox, qm config and /etc/pve/mapping/pci.cfg name the host addresses behind each hostpciN.</source>
        <translation>请在两侧都采集一个标识：GPU UUID 需要主机上也有 nvidia-smi（请在 GPU 仍绑定到 nvidia 驱动时运行），或者采集 PCIe Device Serial Number，lspci -vvv 只有以 root 身份运行时才显示它（在主机和客户机上使用 topolens collect --sudo）。在 Proxmox 上，qm config 和 /etc/pve/mapping/pci.cfg 会列出每个 hostpciN 背后的主机地址。</translation>
    </message>
    <message>
        <source>These GPUs are vGPUs: PCIe peer-to-peer is not available</source>
        <translation>这些 GPU 是 vGPU：不支持 PCIe 点对点</translation>
    </message>
    <message>
        <source>nvidia-smi reports virtualization mode VGPU for %1. NVIDIA vGPU does not support P2P transfers over PCIe; NVLink P2P works only with some full-framebuffer vGPU profiles.</source>
        <translation>nvidia-smi 报告 %1 的虚拟化模式为 VGPU。NVIDIA vGPU 不支持通过 PCIe 的 P2P 传输；NVLink P2P 仅适用于部分完整帧缓冲的 vGPU 配置文件。</translation>
    </message>
    <message>
        <source>For PCIe P2P, pass the whole GPUs through (vfio-pci) instead of vGPU profiles.</source>
        <translation>如需 PCIe P2P，请直通整个 GPU（vfio-pci），而不是使用 vGPU 配置文件。</translation>
    </message>
    <message numerus="yes">
        <source>BAR1 is only 256 MiB or less on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 的 BAR1 只有 256 MiB 或更小</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 expose only a small window of their memory to the bus (BAR1), which means Resizable BAR is off or unsupported. P2P and GPUDirect setups that map peer memory through BAR1 are limited by it.</source>
        <translation>%1 只向总线暴露一小块显存窗口（BAR1），这说明 Resizable BAR 已关闭或不受支持。通过 BAR1 映射对端显存的 P2P 和 GPUDirect 方案会因此受限。</translation>
    </message>
    <message>
        <source>Enable Above 4G Decoding and Resizable BAR in the BIOS. In a VM, check on the host: the guest may not see the Resizable BAR capability, and the VM&apos;s 64-bit MMIO window must be large enough for the bigger BAR.</source>
        <translation>请在 BIOS 中启用 Above 4G Decoding 和 Resizable BAR。在虚拟机中请到主机上检查：客户机可能看不到 Resizable BAR 能力，而且虚拟机的 64 位 MMIO 窗口必须足够容纳更大的 BAR。</translation>
    </message>
    <message>
        <source>ACS redirection is on at the switch ports above %1</source>
        <translation>%1 上方的交换机端口启用了 ACS 重定向</translation>
    </message>
    <message>
        <source>With ACS redirection on, peer traffic between devices under the same switch is sent up to the root complex to be checked instead of straight across the switch, which costs bandwidth and latency. It is also what keeps the devices below the switch in separate IOMMU groups.</source>
        <translation>启用 ACS 重定向后，同一交换机下设备之间的对等流量会被送到根复合体进行检查，而不是直接穿过交换机，这会损失带宽并增加延迟。但也正是它使交换机下的设备分属不同的 IOMMU 组。</translation>
    </message>
    <message>
        <source>On a virtualization host keep it on: it isolates devices given to different VMs. Turn it off only if every GPU under the switch goes to the same VM.</source>
        <translation>在虚拟化主机上请保持开启：它能隔离分配给不同虚拟机的设备。只有当交换机下的所有 GPU 都分配给同一台虚拟机时才关闭它。</translation>
    </message>
    <message>
        <source>On bare metal, turning ACS redirection off on the switch (a BIOS option, or setpci at boot) lets P2P under the switch go direct. Measure before and after.</source>
        <translation>在裸机上，关闭交换机上的 ACS 重定向（BIOS 选项，或在启动时用 setpci）可让交换机下的 P2P 直接进行。请在修改前后分别测量。</translation>
    </message>
    <message>
        <source>GPU UUID</source>
        <translation>GPU UUID</translation>
    </message>
    <message>
        <source>board serial number</source>
        <translation>板卡序列号</translation>
    </message>
    <message>
        <source>PCIe Device Serial Number</source>
        <translation>PCIe 设备序列号</translation>
    </message>
    <message>
        <source>Proxmox hostpciN</source>
        <translation>Proxmox hostpciN</translation>
    </message>
    <message>
        <source>order (assumed)</source>
        <translation>顺序（推测）</translation>
    </message>
    <message>
        <source>(the Proxmox configuration suggests host GPU%1 instead: %2)</source>
        <translation>（Proxmox 配置建议改为主机 GPU%1：%2）</translation>
    </message>
    <message>
        <source>no identifier seen on both sides</source>
        <translation>两侧没有共同可见的标识</translation>
    </message>
    <message>
        <source>the hostnodes= of the numaN entries in the VM&apos;s Proxmox configuration</source>
        <translation>虚拟机 Proxmox 配置中 numaN 条目的 hostnodes=</translation>
    </message>
    <message>
        <source>assumed: the guest has as many NUMA nodes as the host, so guest node i is taken for host node i (make it true with numaN: …,hostnodes=i,policy=bind)</source>
        <translation>推测：客户机与主机的 NUMA 节点数相同，因此客户机节点 i 被视为主机节点 i（可用 numaN: …,hostnodes=i,policy=bind 使其成立）</translation>
    </message>
    <message>
        <source>the NCCL dump %1 of %2</source>
        <translation>%2 的 NCCL 转储 %1</translation>
    </message>
    <message>
        <source>uname and the host&apos;s PCI host bridges</source>
        <translation>uname 和主机的 PCI 主桥</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine to take the topology from</source>
        <translation>快照中没有可提供拓扑的主机或裸机</translation>
    </message>
    <message>
        <source>the snapshot has no guest: a guest&apos;s NCCL_TOPO_FILE needs the guest&apos;s bus ids (use --for host for the host&apos;s own topology)</source>
        <translation>快照中没有客户机：客户机的 NCCL_TOPO_FILE 需要客户机的总线 ID（要生成主机自身的拓扑，请使用 --for host）</translation>
    </message>
    <message>
        <source>guest GPU%1 is left out: its bus id or its host GPU is unknown</source>
        <translation>略过客户机 GPU%1：其总线 ID 或对应的主机 GPU 未知</translation>
    </message>
    <message>
        <source>no guest GPU could be matched to a host GPU</source>
        <translation>没有客户机 GPU 能匹配到主机 GPU</translation>
    </message>
    <message>
        <source>the machine has no GPU with a bus id</source>
        <translation>该机器没有带总线 ID 的 GPU</translation>
    </message>
    <message>
        <source>the host does not say the PCIe link of GPU%1 (%2); NCCL will read %3 link instead</source>
        <translation>主机没有给出 GPU%1（%2）的 PCIe 链路；NCCL 将改为读取%3链路</translation>
    </message>
    <message>
        <source>the guest&apos;s virtual</source>
        <translation>客户机的虚拟</translation>
    </message>
    <message>
        <source>its own</source>
        <translation>其自身的</translation>
    </message>
    <message>
        <source>the host does not report the NUMA node of every GPU; those sit under &lt;cpu numaid=&quot;-1&quot;&gt;, and NCCL cannot tell which socket they are on</source>
        <translation>主机没有报告每个 GPU 的 NUMA 节点；这些 GPU 位于 &lt;cpu numaid=&quot;-1&quot;&gt; 下，NCCL 无法判断它们在哪个插槽上</translation>
    </message>
    <message>
        <source>numaid keeps the host&apos;s node numbers (the guest&apos;s NUMA nodes do not correspond one to one), so NCCL still sees which GPUs share a socket; CPU affinity is left to NCCL</source>
        <translation>numaid 保留主机的节点编号（客户机的 NUMA 节点与之并非一一对应），因此 NCCL 仍能看出哪些 GPU 共用一个插槽；CPU 亲和性交由 NCCL 处理</translation>
    </message>
    <message>
        <source>guest NUMA nodes: %1</source>
        <translation>客户机 NUMA 节点：%1</translation>
    </message>
    <message>
        <source>the CPU architecture or vendor is unknown, so &lt;cpu&gt; lacks arch/vendor: NCCL fills them in only for CPUs whose GPUs a job uses, and fails (&quot;Attribute arch of node cpu not found&quot;) on the others; add them by hand (arch=&quot;x86_64&quot; vendor=&quot;AuthenticAMD&quot; or &quot;GenuineIntel&quot;)</source>
        <translation>CPU 架构或厂商未知，因此 &lt;cpu&gt; 缺少 arch/vendor：NCCL 只会为任务所用 GPU 对应的 CPU 补上它们，其余的则会失败（“Attribute arch of node cpu not found”）；请手动添加（arch=&quot;x86_64&quot; vendor=&quot;AuthenticAMD&quot; 或 &quot;GenuineIntel&quot;）</translation>
    </message>
    <message>
        <source>Intel CPU of unknown family and model: NCCL needs familyid and modelid on every &lt;cpu&gt; it keeps; a job on the GPUs of one NUMA node fails on the other &lt;cpu&gt;. Add them from /proc/cpuinfo (&quot;cpu family&quot;, &quot;model&quot;), or include an NCCL_TOPO_DUMP_FILE capture in the snapshot</source>
        <translation>Intel CPU 的家族和型号未知：NCCL 要求保留的每个 &lt;cpu&gt; 都有 familyid 和 modelid；在一个 NUMA 节点的 GPU 上运行的任务会在另一个 &lt;cpu&gt; 上失败。请从 /proc/cpuinfo（“cpu family”“model”）补上，或在快照中加入 NCCL_TOPO_DUMP_FILE 采集项</translation>
    </message>
    <message>
        <source>the topology needs %1 elements; NCCL reads at most %2</source>
        <translation>该拓扑需要 %1 个元素；NCCL 最多读取 %2 个</translation>
    </message>
    <message>
        <source>NCCL_TOPO_FILE for the guest %1, written by TopoLens %2 from the host %3:</source>
        <translation>客户机 %1 的 NCCL_TOPO_FILE，由 TopoLens %2 根据主机 %3 生成：</translation>
    </message>
    <message>
        <source>NCCL topology of %1, written by TopoLens %2:</source>
        <translation>%1 的 NCCL 拓扑，由 TopoLens %2 生成：</translation>
    </message>
    <message>
        <source>the host&apos;s NUMA nodes and PCIe switches with the guest&apos;s bus ids (switches get made-up ids ffff:NN:NN.0, which the VM does not have).</source>
        <translation>主机的 NUMA 节点和 PCIe 交换机，配以客户机的总线 ID（交换机使用虚构的 ID ffff:NN:NN.0，虚拟机中并不存在）。</translation>
    </message>
    <message>
        <source>the machine&apos;s NUMA nodes and PCIe switches as NCCL&apos;s own dump shows them.</source>
        <translation>机器的 NUMA 节点和 PCIe 交换机，与 NCCL 自己的转储一致。</translation>
    </message>
    <message>
        <source>&lt;gpu&gt; and &lt;nic&gt; are left out: NCCL adds them from the driver when it loads the file.</source>
        <translation>省略了 &lt;gpu&gt; 和 &lt;nic&gt;：NCCL 加载该文件时会从驱动程序中补充它们。</translation>
    </message>
    <message>
        <source>Guest NUMA nodes: %1.</source>
        <translation>客户机 NUMA 节点：%1。</translation>
    </message>
    <message>
        <source>it holds %1 elements and %2 GPUs, not %3 and %4</source>
        <translation>它包含 %1 个元素和 %2 个 GPU，而不是 %3 和 %4</translation>
    </message>
    <message>
        <source>the written topology does not read back cleanly: %1</source>
        <translation>写出的拓扑无法被正确读回：%1</translation>
    </message>
    <message>
        <source>root complex %1</source>
        <translation>根复合体 %1</translation>
    </message>
    <message>
        <source>not both in the PCI tree</source>
        <translation>并非都在 PCI 树中</translation>
    </message>
    <message>
        <source>both below %1 %2</source>
        <translation>都在 %1 %2 之下</translation>
    </message>
    <message>
        <source>through several bridges below %1 %2, without the host bridge</source>
        <translation>经过 %1 %2 下的多个桥，不经过主桥</translation>
    </message>
    <message>
        <source>through the host bridge of root complex %1</source>
        <translation>经过根复合体 %1 的主桥</translation>
    </message>
    <message>
        <source>between NUMA nodes %1 and %2 (socket interconnect)</source>
        <translation>在 NUMA 节点 %1 和 %2 之间（插槽间互连）</translation>
    </message>
    <message>
        <source>root complexes %1 and %2 are on different NUMA nodes</source>
        <translation>根复合体 %1 和 %2 位于不同的 NUMA 节点</translation>
    </message>
    <message>
        <source>between root complexes within a NUMA node</source>
        <translation>在同一 NUMA 节点内的根复合体之间</translation>
    </message>
    <message>
        <source>different root complexes (%1, %2) of one NUMA node</source>
        <translation>同一 NUMA 节点的不同根复合体（%1、%2）</translation>
    </message>
    <message>
        <source>between root complexes (NUMA node unknown)</source>
        <translation>在根复合体之间（NUMA 节点未知）</translation>
    </message>
    <message>
        <source>different root complexes, but their NUMA nodes are unknown</source>
        <translation>不同的根复合体，但其 NUMA 节点未知</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>the snapshot has no host machine to take the layout from</source>
        <translation>快照中没有可提供布局的主机</translation>
    </message>
    <message>
        <source>pxb-pcie expanders need the q35 machine type; the VM&apos;s configuration says machine: %1</source>
        <translation>pxb-pcie 扩展器需要 q35 机器类型；虚拟机配置中为 machine: %1</translation>
    </message>
    <message>
        <source>i440fx (default)</source>
        <translation>i440fx（默认）</translation>
    </message>
    <message>
        <source>guest GPU%1 is taken for host GPU%2 by order only</source>
        <translation>客户机 GPU%1 仅按顺序被视为主机 GPU%2</translation>
    </message>
    <message>
        <source>no guest or VM configuration says which GPUs the VM gets: the layout passes every host GPU</source>
        <translation>没有客户机或虚拟机配置说明虚拟机获得哪些 GPU：该布局会直通所有主机 GPU</translation>
    </message>
    <message>
        <source>the host has no GPU with a bus id to pass through</source>
        <translation>主机没有可直通的、带总线 ID 的 GPU</translation>
    </message>
    <message>
        <source>the number of vCPUs is unknown, so no guest NUMA nodes are suggested; the expanders get no numa_node</source>
        <translation>vCPU 数量未知，因此不建议客户机 NUMA 节点；扩展器没有 numa_node</translation>
    </message>
    <message numerus="yes">
        <source>%n expander(s) of %1 bus numbers each do not fit between bus %2 and 255</source>
        <translation>
            <numerusform>%n 个各占 %1 个总线号的扩展器无法放入总线 %2 到 255 之间</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs whose peer-to-peer reads the host driver reports OK (nvidia-smi topo -p2p r)</source>
        <translation>主机驱动程序报告其点对点读取为 OK 的 GPU（nvidia-smi topo -p2p r）</translation>
    </message>
    <message>
        <source>GPUs on one NVLink fabric or PCIe switch of the host (nvidia-smi topo -m); P2P status was not collected</source>
        <translation>位于主机同一 NVLink 互连或 PCIe 交换机上的 GPU（nvidia-smi topo -m）；未采集 P2P 状态</translation>
    </message>
    <message>
        <source>no clique: the host&apos;s P2P status (nvidia-smi topo -p2p r) and link classes were not collected, so nothing says which GPUs can reach each other</source>
        <translation>没有 clique：未采集主机的 P2P 状态（nvidia-smi topo -p2p r）和链路类型，因此无法得知哪些 GPU 能相互访问</translation>
    </message>
    <message>
        <source>no clique: %1 groups, the driver takes ids 0–%2 only</source>
        <translation>没有 clique：共 %1 个组，而驱动程序只接受 ID 0–%2</translation>
    </message>
    <message>
        <source>cpu: …,hidden=1 hides KVM from the guest (kvm=off), and the NVIDIA driver then ignores x-nv-gpudirect-clique; remove hidden=1</source>
        <translation>cpu: …,hidden=1 会对客户机隐藏 KVM（kvm=off），NVIDIA 驱动程序随后会忽略 x-nv-gpudirect-clique；请删除 hidden=1</translation>
    </message>
    <message>
        <source>some expanders get no numa_node: their GPUs&apos; host NUMA node, or a guest node bound to it, is unknown</source>
        <translation>部分扩展器没有 numa_node：其 GPU 所在的主机 NUMA 节点，或与之绑定的客户机节点未知</translation>
    </message>
    <message>
        <source># One PCIe expander (pxb-pcie) per host root complex, on the guest NUMA node of its host socket;</source>
        <translation># 每个主机根复合体一个 PCIe 扩展器（pxb-pcie），位于其主机插槽对应的客户机 NUMA 节点上；</translation>
    </message>
    <message>
        <source># One PCIe expander (pxb-pcie) per host NUMA node, on the guest NUMA node bound to it;</source>
        <translation># 每个主机 NUMA 节点一个 PCIe 扩展器（pxb-pcie），位于与之绑定的客户机 NUMA 节点上；</translation>
    </message>
    <message>
        <source># each GPU behind its own root port. Lines starting with # explain; do not paste them into the</source>
        <translation># 每个 GPU 位于自己的根端口之后。以 # 开头的行是说明；不要把它们粘贴到</translation>
    </message>
    <message>
        <source># .conf (Proxmox keeps # lines as the VM&apos;s description).</source>
        <translation># .conf 中（Proxmox 会把 # 行保存为虚拟机的描述）。</translation>
    </message>
    <message>
        <source># 1. In /etc/pve/qemu-server/%1.conf delete these lines (the args line passes the same GPUs):</source>
        <translation># 1. 在 /etc/pve/qemu-server/%1.conf 中删除以下各行（args 行会直通相同的 GPU）：</translation>
    </message>
    <message>
        <source>#      every hostpciN line that passes one of the GPUs below</source>
        <translation>#      所有直通下列某个 GPU 的 hostpciN 行</translation>
    </message>
    <message>
        <source># 2. Guest NUMA nodes, as the VM&apos;s configuration binds them (keep these):</source>
        <translation># 2. 客户机 NUMA 节点，按虚拟机配置中的绑定（请保留）：</translation>
    </message>
    <message>
        <source># 2. Guest NUMA nodes bound to the host&apos;s (numa_node below must name an existing guest node):</source>
        <translation># 2. 绑定到主机节点的客户机 NUMA 节点（下面的 numa_node 必须指向已存在的客户机节点）：</translation>
    </message>
    <message>
        <source>#      (none: the host NUMA nodes or the vCPU count are unknown)</source>
        <translation>#      （无：主机 NUMA 节点或 vCPU 数量未知）</translation>
    </message>
    <message>
        <source># 3. The expanders, root ports and GPUs, as one line:</source>
        <translation># 3. 扩展器、根端口和 GPU，写成一行：</translation>
    </message>
    <message>
        <source># Expected in the guest (the firmware numbers the buses; check with lspci -tv and nvidia-smi topo -m):</source>
        <translation># 客户机中的预期结果（总线由固件编号；请用 lspci -tv 和 nvidia-smi topo -m 检查）：</translation>
    </message>
    <message>
        <source>host GPU%1 (guest GPU%2 today)</source>
        <translation>主机 GPU%1（当前为客户机 GPU%2）</translation>
    </message>
    <message>
        <source>host GPU%1</source>
        <translation>主机 GPU%1</translation>
    </message>
    <message>
        <source>#   %1: host %2 (NUMA %3, root complex %4) → %5 behind %6 on %7 (bus %8, guest NUMA %9)</source>
        <translation>#   %1：主机 %2（NUMA %3，根复合体 %4）→ %5，位于 %7 上的 %6 之后（总线 %8，客户机 NUMA %9）</translation>
    </message>
    <message>
        <source># Caveats:</source>
        <translation># 注意事项：</translation>
    </message>
    <message>
        <source>#   - Proxmox binds to vfio-pci, resets and reserves only devices listed as hostpciN. With args it does</source>
        <translation>#   - Proxmox 只会对列为 hostpciN 的设备绑定 vfio-pci、执行重置并进行保留。使用 args 时</translation>
    </message>
    <message>
        <source>#     none of that: bind the GPUs to vfio-pci on the host first (vfio-pci.ids=… on the kernel command</source>
        <translation>#     这些都不会发生：请先在主机上把 GPU 绑定到 vfio-pci（在内核命令行中加 vfio-pci.ids=…，</translation>
    </message>
    <message>
        <source>#     line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.</source>
        <translation>#     或执行 driverctl set-override BDF vfio-pci），并且不要把它们分配给其他虚拟机。</translation>
    </message>
    <message>
        <source>#   - Each GPU&apos;s whole IOMMU group must be bound to vfio-pci.</source>
        <translation>#   - 每个 GPU 的整个 IOMMU 组都必须绑定到 vfio-pci。</translation>
    </message>
    <message>
        <source>#   - x-nv-gpudirect-clique=N (QEMU ≥ 2.11) tells the NVIDIA guest driver that GPUs with the same N can</source>
        <translation>#   - x-nv-gpudirect-clique=N（QEMU ≥ 2.11）告诉 NVIDIA 客户机驱动，N 相同的 GPU 可以</translation>
    </message>
    <message>
        <source>#     reach each other peer-to-peer. It asserts that; it does not create the path: the host&apos;s IOMMU,</source>
        <translation>#     通过点对点相互访问。它只是声明这一点，并不会建立路径：主机的 IOMMU、</translation>
    </message>
    <message>
        <source>#     ACS and root complexes must really carry P2P between them. It is ignored when the guest runs with</source>
        <translation>#     ACS 和根复合体必须确实在它们之间承载 P2P。当客户机以 kvm=off 运行时</translation>
    </message>
    <message>
        <source>#     kvm=off (cpu: …,hidden=1 or x-vga=1). Verify with a real workload (an NCCL all-reduce), not only</source>
        <translation>#     （cpu: …,hidden=1 或 x-vga=1），该选项会被忽略。请用真实负载（NCCL all-reduce）验证，而不只是</translation>
    </message>
    <message>
        <source>#     p2pBandwidthLatencyTest. Cliques here: %1.</source>
        <translation>#     p2pBandwidthLatencyTest。此处的 clique：%1。</translation>
    </message>
    <message>
        <source>guest NUMA nodes, each bound to the host node of its GPUs</source>
        <translation>客户机 NUMA 节点，各自绑定到其 GPU 所在的主机节点</translation>
    </message>
    <message>
        <source>%1: host root complex %2, host NUMA node %3</source>
        <translation>%1：主机根复合体 %2，主机 NUMA 节点 %3</translation>
    </message>
    <message>
        <source>x-nv-gpudirect-clique (libvirt ≥ 8.2): asserts to the NVIDIA guest driver that GPUs with one clique id can do P2P; it does not create the path. Verify with a real workload. Cliques: %1</source>
        <translation>x-nv-gpudirect-clique（libvirt ≥ 8.2）：向 NVIDIA 客户机驱动声明 clique ID 相同的 GPU 可以进行 P2P；它不会建立路径。请用真实负载验证。clique：%1</translation>
    </message>
    <message>
        <source>NVLink clique</source>
        <translation>NVLink clique</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换机</translation>
    </message>
    <message>
        <source>NUMA node</source>
        <translation>NUMA 节点</translation>
    </message>
    <message>
        <source>in the guest&apos;s numbering</source>
        <translation>按客户机的编号</translation>
    </message>
    <message>
        <source>in the host&apos;s numbering</source>
        <translation>按主机的编号</translation>
    </message>
    <message numerus="yes">
        <source>All %n GPU(s) share one %1: tensor parallelism across all of them keeps its all-reduces inside it.</source>
        <translation>
            <numerusform>全部 %n 个 GPU 共用一个%1：在它们之间做张量并行，all-reduce 都会留在其内部。</numerusform>
        </translation>
    </message>
    <message>
        <source>Parallelism: tensor parallelism all-reduces in every layer, pipeline parallelism passes activations once per stage.</source>
        <translation>并行方式：张量并行在每一层都做 all-reduce，流水线并行每个阶段只传递一次激活值。</translation>
    </message>
    <message>
        <source>Keep each tensor-parallel group inside one %1 — GPUs %2 with this layout (%3 %4 today) — and run pipeline stages across them.</source>
        <translation>让每个张量并行组保持在同一个%1内——采用此布局时为 GPU %2（当前为 %3 %4）——并让流水线各阶段跨组运行。</translation>
    </message>
    <message>
        <source>For these %1 GPUs: TP=%2 × PP=%3. TP=%1 would send every all-reduce across the %4 boundary%5.</source>
        <translation>对这 %1 个 GPU：TP=%2 × PP=%3。TP=%1 会让每次 all-reduce 都跨越%4边界%5。</translation>
    </message>
    <message>
        <source> (the socket interconnect; NCCL models AMD&apos;s at 16 GB/s)</source>
        <translation>（插槽间互连；NCCL 将 AMD 的互连按 16 GB/s 建模）</translation>
    </message>
    <message>
        <source>The groups differ in size; a tensor-parallel degree that divides the smallest group keeps each group inside one %1.</source>
        <translation>各组大小不同；能整除最小组的张量并行度可以让每组都保持在同一个%1内。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cancelled before it started</source>
        <translation>在开始前已取消</translation>
    </message>
    <message>
        <source>not run: could not connect</source>
        <translation>未运行：无法连接</translation>
    </message>
    <message>
        <source>kernel, host name and board</source>
        <translation>内核、主机名和主板</translation>
    </message>
    <message>
        <source>PCI tree</source>
        <translation>PCI 树</translation>
    </message>
    <message>
        <source>PCI capabilities, links, BARs, NUMA, IOMMU</source>
        <translation>PCI 能力、链路、BAR、NUMA、IOMMU</translation>
    </message>
    <message>
        <source>the same as root, without a password prompt (opt-in)</source>
        <translation>以 root 身份执行相同命令，不提示密码（可选）</translation>
    </message>
    <message>
        <source>IOMMU groups</source>
        <translation>IOMMU 组</translation>
    </message>
    <message>
        <source>NUMA nodes and distances</source>
        <translation>NUMA 节点及距离</translation>
    </message>
    <message>
        <source>NUMA nodes from sysfs (when numactl is missing)</source>
        <translation>来自 sysfs 的 NUMA 节点（缺少 numactl 时）</translation>
    </message>
    <message>
        <source>kernel command line (IOMMU, ACS, pci=realloc)</source>
        <translation>内核命令行（IOMMU、ACS、pci=realloc）</translation>
    </message>
    <message>
        <source>GPU connection classes and affinity</source>
        <translation>GPU 连接类型和亲和性</translation>
    </message>
    <message>
        <source>P2P read status</source>
        <translation>P2P 读取状态</translation>
    </message>
    <message>
        <source>P2P write status</source>
        <translation>P2P 写入状态</translation>
    </message>
    <message>
        <source>P2P NVLink status</source>
        <translation>P2P NVLink 状态</translation>
    </message>
    <message>
        <source>P2P atomics status</source>
        <translation>P2P 原子操作状态</translation>
    </message>
    <message>
        <source>GPU report: UUID, serial, PCI, link</source>
        <translation>GPU 报告：UUID、序列号、PCI、链路</translation>
    </message>
    <message>
        <source>GPU table (for old drivers without -q -x)</source>
        <translation>GPU 表格（用于不支持 -q -x 的旧驱动）</translation>
    </message>
    <message>
        <source>BAR allocation and IOMMU messages, when the kernel log is readable</source>
        <translation>BAR 分配和 IOMMU 消息（内核日志可读时）</translation>
    </message>
    <message>
        <source>the VM&apos;s configuration (hostpciN)</source>
        <translation>虚拟机的配置（hostpciN）</translation>
    </message>
    <message>
        <source>Proxmox PCI resource mappings</source>
        <translation>Proxmox PCI 资源映射</translation>
    </message>
    <message>
        <source>cancelled while running</source>
        <translation>运行时被取消</translation>
    </message>
    <message>
        <source>the connection was lost while it ran: %1</source>
        <translation>运行时连接中断：%1</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>no result within the time limit; stopped</source>
        <translation>在时限内没有结果；已停止</translation>
    </message>
    <message>
        <source>output passed the %1 MiB limit; the rest was dropped</source>
        <translation>输出超过 %1 MiB 上限；其余部分已丢弃</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>ended without an exit status</source>
        <translation>结束时没有退出状态</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>not installed (%1)</source>
        <translation>未安装（%1）</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>exit status %1: %2</source>
        <translation>退出状态 %1：%2</translation>
    </message>
    <message>
        <source>The authenticity of host %1 can&apos;t be established: it is not in %2.
Its %3 key fingerprint is %4.
Compare it with the output of `ssh-keygen -lf %5` on that machine.</source>
        <translation>无法确认主机 %1 的真实性：它不在 %2 中。
其 %3 密钥指纹为 %4。
请与该机器上 `ssh-keygen -lf %5` 的输出进行比对。</translation>
    </message>
    <message>
        <source>the key recorded in %1</source>
        <translation>%1 中记录的密钥</translation>
    </message>
    <message>
        <source>the key %1 recorded in %2, line %3</source>
        <translation>%2 第 %3 行记录的密钥 %1</translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has changed. It now presents %2 key %3, which does not match %4.
Someone could be intercepting the connection (man-in-the-middle), or the host key was replaced. TopoLens does not connect to it.
If you know the change is legitimate, remove the old entry with
  %5
and connect again.</source>
        <translation>警告：%1 的主机密钥已更改。它现在提供 %2 密钥 %3，与%4不符。
可能有人正在拦截连接（中间人攻击），或主机密钥已被替换。TopoLens 不会连接到它。
如果您确认此更改是合法的，请用以下命令删除旧条目
  %5
然后重新连接。</translation>
    </message>
    <message>
        <source>WARNING: %1 presents %2 key %3, but %4 records a key of another type for it.
This can be an attempt to downgrade the connection to a key the attacker holds. TopoLens does not connect to it.
If the host really changed its keys, remove the old entry with
  %5
and connect again.</source>
        <translation>警告：%1 提供 %2 密钥 %3，但 %4 中为其记录的是另一种类型的密钥。
这可能是试图把连接降级到攻击者持有的密钥。TopoLens 不会连接到它。
如果该主机确实更换了密钥，请用以下命令删除旧条目
  %5
然后重新连接。</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s host key: %1</source>
        <translation>无法读取服务器的主机密钥：%1</translation>
    </message>
    <message>
        <source>cannot compute the fingerprint of the server&apos;s host key</source>
        <translation>无法计算服务器主机密钥的指纹</translation>
    </message>
    <message>
        <source>cannot check the host key of %1: %2</source>
        <translation>无法检查 %1 的主机密钥：%2</translation>
    </message>
    <message>
        <source>The key is not trusted, so TopoLens does not connect.</source>
        <translation>该密钥不受信任，因此 TopoLens 不会连接。</translation>
    </message>
    <message>
        <source>cannot save the host key of %1 to %2: %3</source>
        <translation>无法将 %1 的主机密钥保存到 %2：%3</translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation>%1 的密码短语：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>permission denied for %1 (tried: %2; the server accepts: %3)</source>
        <translation>%1 拒绝访问（已尝试：%2；服务器接受：%3）</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>authentication of %1 failed: %2</source>
        <translation>%1 身份验证失败：%2</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>密钥 %1</translation>
    </message>
    <message>
        <source>cannot use the key %1: it is unreadable, not a private key, or its passphrase was not given</source>
        <translation>无法使用密钥 %1：它不可读、不是私钥，或未提供其密码短语</translation>
    </message>
    <message>
        <source>ssh-agent and default keys</source>
        <translation>ssh-agent 和默认密钥</translation>
    </message>
    <message>
        <source>%1 was not given</source>
        <translation>未提供%1</translation>
    </message>
    <message>
        <source>a password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>an answer to &quot;%1&quot;</source>
        <translation>对“%1”的回答</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a jump host of the form [user@]host[:port]</source>
        <translation>“%1”不是 [user@]host[:port] 形式的跳板机</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or address</source>
        <translation>“%1”不是主机名或地址</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name</source>
        <translation>“%1”不是用户名</translation>
    </message>
    <message>
        <source>cannot create an SSH session</source>
        <translation>无法创建 SSH 会话</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or address: %2</source>
        <translation>“%1”不是主机名或地址：%2</translation>
    </message>
    <message>
        <source>cannot read the SSH configuration (~/.ssh/config, /etc/ssh/ssh_config): %1</source>
        <translation>无法读取 SSH 配置（~/.ssh/config、/etc/ssh/ssh_config）：%1</translation>
    </message>
    <message>
        <source>cannot set up the SSH session: %1</source>
        <translation>无法建立 SSH 会话：%1</translation>
    </message>
    <message>
        <source>cannot connect to %1 port %2: %3</source>
        <translation>无法连接到 %1 的端口 %2：%3</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>not run: not connected</source>
        <translation>未运行：未连接</translation>
    </message>
    <message>
        <source>not run: the connection was lost (%1)</source>
        <translation>未运行：连接已中断（%1）</translation>
    </message>
    <message>
        <source>the connection to %1 was lost: %2</source>
        <translation>与 %1 的连接已中断：%2</translation>
    </message>
    <message>
        <source>not a TopoLens bundle: expected the first line &quot;%1&quot;</source>
        <translation>不是 TopoLens 数据包：首行应为“%1”</translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot;, read as bare metal</source>
        <translation>未知角色“%1”，按裸机读取</translation>
    </message>
    <message>
        <source>expected &quot;@capture ID exit=… stdout=… stderr=…&quot;, found %1</source>
        <translation>应为“@capture ID exit=… stdout=… stderr=…”，实际为 %1</translation>
    </message>
    <message>
        <source>a capture header without its exit status and byte counts: %1</source>
        <translation>采集项头部缺少退出状态和字节数：%1</translation>
    </message>
    <message>
        <source>capture %1: expected its &quot;@command&quot; line</source>
        <translation>采集项 %1：应有其“@command”行</translation>
    </message>
    <message>
        <source>the bundle ends inside this output</source>
        <translation>数据包在此输出中途结束</translation>
    </message>
    <message>
        <source>capture %1: the bundle is cut off (%2 of %3 bytes present)</source>
        <translation>采集项 %1：数据包被截断（%3 字节中仅有 %2 字节）</translation>
    </message>
    <message>
        <source>capture %1: expected &quot;@end %1&quot; after its output</source>
        <translation>采集项 %1：其输出之后应有“@end %1”</translation>
    </message>
    <message>
        <source>Collected on %1</source>
        <translation>采集于 %1</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为%2</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1：缺失</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an ISO 8601 date and time</source>
        <translation>ISO 8601 日期时间</translation>
    </message>
    <message>
        <source>a base64 string</source>
        <translation>base64 字符串</translation>
    </message>
    <message>
        <source>valid base64</source>
        <translation>有效的 base64</translation>
    </message>
    <message>
        <source>Host (physical)</source>
        <translation>主机（物理）</translation>
    </message>
    <message>
        <source>Guest (virtual)</source>
        <translation>客户机（虚拟）</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>裸机</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>cannot read JSON: %1</source>
        <translation>无法读取 JSON：%1</translation>
    </message>
    <message>
        <source>not a TopoLens snapshot (expected an object with &quot;topolens&quot;: &quot;snapshot&quot;)</source>
        <translation>不是 TopoLens 快照（应为包含 &quot;topolens&quot;: &quot;snapshot&quot; 的对象）</translation>
    </message>
    <message>
        <source>version: expected a positive whole number</source>
        <translation>version：应为正整数</translation>
    </message>
    <message>
        <source>this snapshot was written by a newer TopoLens (format version %1; this version reads up to %2). Update TopoLens to open it.</source>
        <translation>此快照由较新版本的 TopoLens 写入（格式版本 %1；本版本最多可读取 %2）。请更新 TopoLens 以打开它。</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1.role: expected host, guest or bare-metal, not &quot;%2&quot;</source>
        <translation>%1.role：应为 host、guest 或 bare-metal，而不是“%2”</translation>
    </message>
    <message>
        <source>%1.status: unknown status &quot;%2&quot;, read as failed</source>
        <translation>%1.status：未知状态“%2”，按失败读取</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Root port</source>
        <translation>根端口</translation>
    </message>
    <message>
        <source>Switch upstream</source>
        <translation>交换机上行</translation>
    </message>
    <message>
        <source>Switch downstream</source>
        <translation>交换机下行</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>桥</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>CPU · NUMA %1</source>
        <translation>CPU · NUMA %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA nodes; no device reports one</source>
        <translation>
            <numerusform>%n 个 NUMA 节点；没有设备报告所属节点</numerusform>
        </translation>
    </message>
    <message>
        <source>socket interconnect</source>
        <translation>插槽间互连</translation>
    </message>
    <message>
        <source>Root complex %1</source>
        <translation>根复合体 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Host bridge %1</source>
        <translation>主桥 %1</translation>
    </message>
    <message numerus="yes">
        <source>+%n other device(s)</source>
        <translation>
            <numerusform>+%n 个其他设备</numerusform>
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
        <translation>没有可绘制的内容</translation>
    </message>
    <message>
        <source>Graphviz could not lay out the graph: %1</source>
        <translation>Graphviz 无法对该图进行布局：%1</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>自身</translation>
    </message>
    <message>
        <source>Connection traversing a bonded set of NVLinks</source>
        <translation>经过一组绑定 NVLink 的连接</translation>
    </message>
    <message>
        <source>Connection traversing at most a single PCIe bridge</source>
        <translation>最多经过一个 PCIe 桥的连接</translation>
    </message>
    <message>
        <source>Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)</source>
        <translation>经过多个 PCIe 桥的连接（不经过 PCIe 主桥）</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)</source>
        <translation>经过 PCIe 以及一个 PCIe 主桥（通常是 CPU）的连接</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within a NUMA node</source>
        <translation>经过 PCIe 以及同一 NUMA 节点内 PCIe 主桥之间互连的连接</translation>
    </message>
    <message>
        <source>Connection traversing PCIe as well as the SMP interconnect between NUMA nodes</source>
        <translation>经过 PCIe 以及 NUMA 节点之间 SMP 互连的连接</translation>
    </message>
    <message>
        <source>Unknown connection</source>
        <translation>未知连接</translation>
    </message>
    <message>
        <source>Status Ok</source>
        <translation>状态正常</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Chipset not supported</source>
        <translation>芯片组不受支持</translation>
    </message>
    <message>
        <source>GPU not supported</source>
        <translation>GPU 不受支持</translation>
    </message>
    <message>
        <source>Topology not supported</source>
        <translation>拓扑不受支持</translation>
    </message>
    <message>
        <source>Disabled by regkey</source>
        <translation>已被注册表项禁用</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>P2P read</source>
        <translation>P2P 读取</translation>
    </message>
    <message>
        <source>P2P write</source>
        <translation>P2P 写入</translation>
    </message>
    <message>
        <source>P2P over NVLink</source>
        <translation>经 NVLink 的 P2P</translation>
    </message>
    <message>
        <source>P2P atomics</source>
        <translation>P2P 原子操作</translation>
    </message>
    <message>
        <source>P2P prop</source>
        <translation>P2P prop</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>host bridge</source>
        <translation>主桥</translation>
    </message>
    <message>
        <source>root port</source>
        <translation>根端口</translation>
    </message>
    <message>
        <source>switch upstream port</source>
        <translation>交换机上行端口</translation>
    </message>
    <message>
        <source>switch downstream port</source>
        <translation>交换机下行端口</translation>
    </message>
    <message>
        <source>PCI bridge</source>
        <translation>PCI 桥</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>root-complex integrated device</source>
        <translation>根复合体集成设备</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>桥</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（构建时使用 %2）</translation>
    </message>
    <message>
        <source>%1 more remarks like the ones above were left out</source>
        <translation>另有 %1 条与上述类似的备注已省略</translation>
    </message>
    <message>
        <source>%1 is not a benchmark format</source>
        <translation>%1 不是基准测试格式</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of nccl-tests</source>
        <translation>这是二进制数据，而不是 nccl-tests 的文本输出</translation>
    </message>
    <message numerus="yes">
        <source>%n NCCL or MPI log line(s) between the results were skipped</source>
        <translation>
            <numerusform>已跳过结果之间的 %n 行 NCCL 或 MPI 日志</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the output of an nccl-tests program such as all_reduce_perf: a table of size, count, type, time, algbw and busbw rows</source>
        <translation>应为 all_reduce_perf 等 nccl-tests 程序的输出：一个由 size、count、type、time、algbw 和 busbw 各行组成的表格</translation>
    </message>
    <message>
        <source>a device line that cannot be read: %1</source>
        <translation>无法读取的设备行：%1</translation>
    </message>
    <message>
        <source>a result row with %1 values where %2 or %3 belong; skipped</source>
        <translation>结果行有 %1 个值，而应为 %2 或 %3 个；已跳过</translation>
    </message>
    <message>
        <source>a result row whose time or bandwidth is not a number: %1</source>
        <translation>时间或带宽不是数字的结果行：%1</translation>
    </message>
    <message>
        <source>result rows without the table header before them; columns are inferred</source>
        <translation>结果行之前没有表头；将推断各列</translation>
    </message>
    <message>
        <source>sizes go down here; the sweep may mix two runs</source>
        <translation>此处大小在减小；该扫描可能混合了两次运行</translation>
    </message>
    <message>
        <source>the table has no rows</source>
        <translation>表格没有行</translation>
    </message>
    <message>
        <source>the table ends without the &quot;Avg bus bandwidth&quot; summary; the run was cut off</source>
        <translation>表格结尾缺少“Avg bus bandwidth”汇总；该运行被截断</translation>
    </message>
    <message>
        <source>expected the JSON file of nccl-tests -J: an object with &quot;config&quot; and &quot;results&quot;</source>
        <translation>应为 nccl-tests -J 的 JSON 文件：包含 &quot;config&quot; 和 &quot;results&quot; 的对象</translation>
    </message>
    <message>
        <source>the JSON is nested far deeper than nccl-tests writes it; not read</source>
        <translation>该 JSON 的嵌套远深于 nccl-tests 的写法；未读取</translation>
    </message>
    <message>
        <source>the JSON cannot be read (a run that crashed leaves it unfinished): %1</source>
        <translation>无法读取该 JSON（崩溃的运行会留下不完整的文件）：%1</translation>
    </message>
    <message>
        <source>the JSON has no &quot;results&quot;; not an nccl-tests -J file</source>
        <translation>该 JSON 没有 &quot;results&quot;；不是 nccl-tests -J 文件</translation>
    </message>
    <message>
        <source>out of bounds values: %1</source>
        <translation>超出范围的值：%1</translation>
    </message>
    <message>
        <source>the file has no end_time; the run did not finish</source>
        <translation>文件没有 end_time；该运行未完成</translation>
    </message>
    <message>
        <source>no results in the file</source>
        <translation>文件中没有结果</translation>
    </message>
    <message>
        <source>SUM %1 does not match the matrix, whose cells add up to %2</source>
        <translation>SUM %1 与矩阵不符，矩阵各单元格之和为 %2</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of nvbandwidth</source>
        <translation>这是二进制数据，而不是 nvbandwidth 的文本输出</translation>
    </message>
    <message>
        <source>expected the output of nvbandwidth: &quot;Running TESTCASE.&quot; lines, each followed by a matrix such as &quot;memcpy CE CPU(row) -&gt; GPU(column) bandwidth (GB/s)&quot;</source>
        <translation>应为 nvbandwidth 的输出：若干“Running TESTCASE.”行，每行之后跟着一个矩阵，如“memcpy CE CPU(row) -&gt; GPU(column) bandwidth (GB/s)”</translation>
    </message>
    <message>
        <source>output was left out here by whoever pasted it</source>
        <translation>粘贴者在此处省略了部分输出</translation>
    </message>
    <message>
        <source>not part of nvbandwidth output; ignored: %1</source>
        <translation>不属于 nvbandwidth 输出；已忽略：%1</translation>
    </message>
    <message>
        <source>a summary line that cannot be read: %1</source>
        <translation>无法读取的汇总行：%1</translation>
    </message>
    <message>
        <source>a summary line without a matrix before it: %1</source>
        <translation>之前没有矩阵的汇总行：%1</translation>
    </message>
    <message>
        <source>numbers without a matrix description before them; ignored</source>
        <translation>数字之前没有矩阵说明；已忽略</translation>
    </message>
    <message>
        <source>a matrix header with %1 where a GPU number belongs</source>
        <translation>矩阵表头中应为 GPU 编号的位置是 %1</translation>
    </message>
    <message>
        <source>far more matrices than nvbandwidth prints; the rest is not read</source>
        <translation>矩阵数量远多于 nvbandwidth 的输出；其余部分未读取</translation>
    </message>
    <message>
        <source>the row label %1 is not a number</source>
        <translation>行标签 %1 不是数字</translation>
    </message>
    <message>
        <source>%1 is not a number; the cell is left empty</source>
        <translation>%1 不是数字；该单元格留空</translation>
    </message>
    <message>
        <source>values ran together without a space between them; read as two decimals each</source>
        <translation>数值连在一起，中间没有空格；按各两位小数读取</translation>
    </message>
    <message>
        <source>%1 more values than the header has columns; they are ignored</source>
        <translation>比表头列数多出 %1 个值；已忽略</translation>
    </message>
    <message>
        <source>%1 of %2 values; the missing ones are left empty</source>
        <translation>%2 个值中只有 %1 个；缺少的留空</translation>
    </message>
    <message>
        <source>the matrix of %1 has %2 of %3 rows</source>
        <translation>%1 的矩阵只有 %3 行中的 %2 行</translation>
    </message>
    <message>
        <source>the output ends before this testcase printed a result</source>
        <translation>输出在该测试用例给出结果之前就结束了</translation>
    </message>
    <message>
        <source>no result before the next testcase started</source>
        <translation>下一个测试用例开始前没有结果</translation>
    </message>
    <message>
        <source>the output stops inside a matrix</source>
        <translation>输出在矩阵中途中断</translation>
    </message>
    <message>
        <source>expected the JSON of nvbandwidth -j: an object {&quot;nvbandwidth&quot;: {&quot;testcases&quot;: […]}}</source>
        <translation>应为 nvbandwidth -j 的 JSON：对象 {&quot;nvbandwidth&quot;: {&quot;testcases&quot;: […]}}</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) before the JSON document are not read</source>
        <translation>
            <numerusform>JSON 文档之前的 %n 行未读取</numerusform>
        </translation>
    </message>
    <message>
        <source>the JSON is nested far deeper than nvbandwidth writes it; not read</source>
        <translation>该 JSON 的嵌套远深于 nvbandwidth 的写法；未读取</translation>
    </message>
    <message>
        <source>the JSON cannot be read: %1</source>
        <translation>无法读取该 JSON：%1</translation>
    </message>
    <message>
        <source>the JSON has no &quot;nvbandwidth&quot; object; not nvbandwidth -j output</source>
        <translation>该 JSON 没有 &quot;nvbandwidth&quot; 对象；不是 nvbandwidth -j 的输出</translation>
    </message>
    <message>
        <source>no &quot;testcases&quot; list</source>
        <translation>没有 &quot;testcases&quot; 列表</translation>
    </message>
    <message>
        <source>the testcase was still running when the output was written</source>
        <translation>写出输出时该测试用例仍在运行</translation>
    </message>
    <message>
        <source>the testcase list is empty</source>
        <translation>测试用例列表为空</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of p2pBandwidthLatencyTest</source>
        <translation>这是二进制数据，而不是 p2pBandwidthLatencyTest 的文本输出</translation>
    </message>
    <message>
        <source>not part of p2pBandwidthLatencyTest output; ignored: %1</source>
        <translation>不属于 p2pBandwidthLatencyTest 输出；已忽略：%1</translation>
    </message>
    <message>
        <source>the PCI address of device %1 cannot be read: %2</source>
        <translation>无法读取设备 %1 的 PCI 地址：%2</translation>
    </message>
    <message>
        <source>a peer access line that cannot be read: %1</source>
        <translation>无法读取的对等访问行：%1</translation>
    </message>
    <message>
        <source>a matrix header without GPU numbers</source>
        <translation>没有 GPU 编号的矩阵表头</translation>
    </message>
    <message>
        <source>far more matrices than the test prints; the rest is not read</source>
        <translation>矩阵数量远多于该测试的输出；其余部分未读取</translation>
    </message>
    <message>
        <source>a second table under the title on line %1</source>
        <translation>第 %1 行标题下出现第二个表格</translation>
    </message>
    <message>
        <source>a matrix without a title; what it measures is unknown</source>
        <translation>没有标题的矩阵；不清楚它测量的是什么</translation>
    </message>
    <message>
        <source>the row label %1 is not a GPU number; values may have run into it</source>
        <translation>行标签 %1 不是 GPU 编号；可能有数值连在了一起</translation>
    </message>
    <message>
        <source>more rows than the header on line %1 has columns; row %2 ignored</source>
        <translation>行数多于第 %1 行表头的列数；已忽略第 %2 行</translation>
    </message>
    <message>
        <source>row %1 has %2 more values than the header has columns; they are ignored</source>
        <translation>第 %1 行比表头列数多出 %2 个值；已忽略</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 values; the missing ones are left empty</source>
        <translation>第 %1 行只有 %3 个值中的 %2 个；缺少的留空</translation>
    </message>
    <message>
        <source>the matrix %1 has %2 of %3 rows</source>
        <translation>矩阵 %1 只有 %3 行中的 %2 行</translation>
    </message>
    <message>
        <source>the matrix %1 has no rows</source>
        <translation>矩阵 %1 没有行</translation>
    </message>
    <message>
        <source>the output ends before the sample&apos;s closing NOTE line</source>
        <translation>输出在示例结尾的 NOTE 行之前就结束了</translation>
    </message>
    <message>
        <source>expected the output of p2pBandwidthLatencyTest: &quot;Device: N, NAME, pciBusID: …&quot; lines or matrices titled like &quot;Unidirectional P2P=Enabled Bandwidth Matrix (GB/s)&quot;</source>
        <translation>应为 p2pBandwidthLatencyTest 的输出：“Device: N, NAME, pciBusID: …”行，或标题类似“Unidirectional P2P=Enabled Bandwidth Matrix (GB/s)”的矩阵</translation>
    </message>
    <message>
        <source>the matrix %1 names GPU %2, which the device list does not</source>
        <translation>矩阵 %1 提到了 GPU %2，但设备列表中没有它</translation>
    </message>
    <message>
        <source>this is binary data, not a CSV</source>
        <translation>这是二进制数据，而不是 CSV</translation>
    </message>
    <message>
        <source>a peer line that cannot be read: %1</source>
        <translation>无法读取的对端行：%1</translation>
    </message>
    <message>
        <source>not a header with a size column and a latency or bandwidth column: %1</source>
        <translation>不是包含大小列以及延迟列或带宽列的表头：%1</translation>
    </message>
    <message>
        <source>the header differs from copybench&apos;s; columns are taken by name</source>
        <translation>表头与 copybench 的不同；按名称识别各列</translation>
    </message>
    <message>
        <source>no header; the columns are read as size (bytes), latency (us) and bandwidth (GB/s)</source>
        <translation>没有表头；各列按大小（字节）、延迟（us）和带宽（GB/s）读取</translation>
    </message>
    <message>
        <source>not a CSV header or row: %1</source>
        <translation>不是 CSV 表头或数据行：%1</translation>
    </message>
    <message>
        <source>%1 of %2 fields; the row is skipped</source>
        <translation>%2 个字段中只有 %1 个；已跳过该行</translation>
    </message>
    <message>
        <source>the size %1 is not a number of bytes</source>
        <translation>大小 %1 不是字节数</translation>
    </message>
    <message>
        <source>%1 is not a number with a known unit; left empty</source>
        <translation>%1 不是带已知单位的数字；留空</translation>
    </message>
    <message>
        <source>expected copybench output: &quot;# copybench 1&quot; and the header kind,src,dst,bytes,latency_us,bandwidth_GBps</source>
        <translation>应为 copybench 输出：“# copybench 1”以及表头 kind,src,dst,bytes,latency_us,bandwidth_GBps</translation>
    </message>
    <message>
        <source>expected a CSV with a header naming a size column and a latency or bandwidth column</source>
        <translation>应为 CSV，其表头需包含大小列以及延迟列或带宽列</translation>
    </message>
    <message>
        <source>a header but no rows</source>
        <translation>有表头，但没有数据行</translation>
    </message>
    <message>
        <source>the last row is cut off</source>
        <translation>最后一行被截断</translation>
    </message>
    <message>
        <source>the last size has %1 of %2 rows; the run stopped early</source>
        <translation>最后一个大小只有 %2 行中的 %1 行；该运行提前结束</translation>
    </message>
    <message>
        <source>device to device copy bandwidth at %1 bytes (GB/s)</source>
        <translation>%1 字节时设备到设备的复制带宽（GB/s）</translation>
    </message>
    <message>
        <source>PCI devices with capabilities, links, BARs, NUMA and IOMMU</source>
        <translation>含能力、链路、BAR、NUMA 和 IOMMU 信息的 PCI 设备</translation>
    </message>
    <message>
        <source>PCI device list</source>
        <translation>PCI 设备列表</translation>
    </message>
    <message>
        <source>IOMMU groups (sysfs listing or the usual scripts)</source>
        <translation>IOMMU 组（sysfs 列表或常用脚本的输出）</translation>
    </message>
    <message>
        <source>GPU/NIC connection classes, CPU and NUMA affinity</source>
        <translation>GPU/网卡连接类型、CPU 和 NUMA 亲和性</translation>
    </message>
    <message>
        <source>GPU peer-to-peer status</source>
        <translation>GPU 点对点状态</translation>
    </message>
    <message>
        <source>GPU report (XML)</source>
        <translation>GPU 报告（XML）</translation>
    </message>
    <message>
        <source>GPU report (text)</source>
        <translation>GPU 报告（文本）</translation>
    </message>
    <message>
        <source>GPU query table</source>
        <translation>GPU 查询表</translation>
    </message>
    <message>
        <source>NUMA nodes from sysfs</source>
        <translation>来自 sysfs 的 NUMA 节点</translation>
    </message>
    <message>
        <source>PCI device attributes from sysfs (NUMA, link speed/width, driver, IOMMU group)</source>
        <translation>来自 sysfs 的 PCI 设备属性（NUMA、链路速率/宽度、驱动、IOMMU 组）</translation>
    </message>
    <message>
        <source>kernel command line</source>
        <translation>内核命令行</translation>
    </message>
    <message>
        <source>NCCL topology XML (a dump, or an NCCL_TOPO_FILE)</source>
        <translation>NCCL 拓扑 XML（转储文件或 NCCL_TOPO_FILE）</translation>
    </message>
    <message>
        <source>GPU pair bandwidth and latency matrices</source>
        <translation>GPU 对的带宽与延迟矩阵</translation>
    </message>
    <message>
        <source>host and GPU copy bandwidth and latency per testcase</source>
        <translation>每个测试用例的主机与 GPU 复制带宽和延迟</translation>
    </message>
    <message>
        <source>nvbandwidth results (JSON)</source>
        <translation>nvbandwidth 结果（JSON）</translation>
    </message>
    <message>
        <source>collective bandwidth over message sizes</source>
        <translation>随消息大小变化的集合通信带宽</translation>
    </message>
    <message>
        <source>nccl-tests results (JSON)</source>
        <translation>nccl-tests 结果（JSON）</translation>
    </message>
    <message>
        <source>a CSV of size, latency and bandwidth</source>
        <translation>包含大小、延迟和带宽的 CSV</translation>
    </message>
    <message>
        <source>copy latency and bandwidth over transfer sizes</source>
        <translation>随传输大小变化的复制延迟和带宽</translation>
    </message>
    <message>
        <source>host and GPU copy sweeps (the project&apos;s own benchmark)</source>
        <translation>主机与 GPU 复制扫描（本项目自带的基准测试）</translation>
    </message>
    <message numerus="yes">
        <source>%n more remark(s) about lines from here on were left out</source>
        <translation>
            <numerusform>已省略关于此后各行的另外 %n 条备注</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed twice in group %2 (first on line %3)</source>
        <translation>%1 在组 %2 中出现了两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>%1 is listed in group %2 here but in group %3 on line %4; keeping group %3</source>
        <translation>%1 在此处属于组 %2，但在第 %4 行属于组 %3；保留组 %3</translation>
    </message>
    <message>
        <source>expected the output of `find /sys/kernel/iommu_groups/ -type l` or &quot;IOMMU Group N&quot; lines</source>
        <translation>应为 `find /sys/kernel/iommu_groups/ -type l` 的输出或“IOMMU Group N”行</translation>
    </message>
    <message>
        <source>Empty input: %1.</source>
        <translation>输入为空：%1。</translation>
    </message>
    <message>
        <source>This is binary data, not text: %1.</source>
        <translation>这是二进制数据，而不是文本：%1。</translation>
    </message>
    <message>
        <source>Line is %1 bytes long, not part of an IOMMU group listing; skipped</source>
        <translation>该行长 %1 字节，不属于 IOMMU 组列表；已跳过</translation>
    </message>
    <message>
        <source>Lines were left out here (%1); groups may be incomplete</source>
        <translation>此处省略了若干行（%1）；分组可能不完整</translation>
    </message>
    <message>
        <source>Not an IOMMU group device path: %1</source>
        <translation>不是 IOMMU 组的设备路径：%1</translation>
    </message>
    <message>
        <source>Text after the device path ignored: %1</source>
        <translation>已忽略设备路径之后的文本：%1</translation>
    </message>
    <message>
        <source>No PCI address after the group number: %1</source>
        <translation>组号之后没有 PCI 地址：%1</translation>
    </message>
    <message>
        <source>Device line before any &quot;IOMMU Group N:&quot; header: %1</source>
        <translation>设备行出现在任何“IOMMU Group N:”标题之前：%1</translation>
    </message>
    <message>
        <source>Not part of an IOMMU group listing: %1</source>
        <translation>不属于 IOMMU 组列表：%1</translation>
    </message>
    <message>
        <source>The listing names IOMMU groups but no devices in them.</source>
        <translation>该列表列出了 IOMMU 组，但其中没有设备。</translation>
    </message>
    <message>
        <source>No IOMMU group listing found: %1.</source>
        <translation>未找到 IOMMU 组列表：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like the ones above are not listed.</source>
        <translation>
            <numerusform>另有 %n 条与上述类似的警告未列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped a line that is not part of an lspci tree: %1</source>
        <translation>已跳过不属于 lspci 树的行：%1</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -tv.</source>
        <translation>输入为空：应为 lspci -tv 的输出。</translation>
    </message>
    <message>
        <source>This is not an lspci tree with devices: expected the output of lspci -tv, starting with a line like &quot;-[0000:00]-+-00.0  …&quot;.</source>
        <translation>这不是包含设备的 lspci 树：应为 lspci -tv 的输出，以类似“-[0000:00]-+-00.0  …”的行开头。</translation>
    </message>
    <message>
        <source>The tree ends before the last entry (drawn with &quot;\-&quot;) of a branch; the output looks cut off after this line.</source>
        <translation>树在某个分支的最后一项（以“\-”绘制）之前就结束了；输出似乎在此行之后被截断。</translation>
    </message>
    <message>
        <source>Skipped a line whose &quot;%1-&quot; in column %2 is not below any branch of the tree above it: %3</source>
        <translation>已跳过一行，其第 %2 列的“%1-”不在上方树的任何分支之下：%3</translation>
    </message>
    <message>
        <source>The &quot;%1-&quot; in column %2 is not exactly below the branch in column %3; read as part of that branch: %4</source>
        <translation>第 %2 列的“%1-”没有正好位于第 %3 列的分支之下；按该分支的一部分读取：%4</translation>
    </message>
    <message>
        <source>The tree nests deeper than PCI allows (more than %1 levels); the rest of the line is skipped.</source>
        <translation>树的嵌套深度超出 PCI 允许的范围（超过 %1 层）；已跳过该行其余部分。</translation>
    </message>
    <message>
        <source>%1 is listed more than once; the first entry is kept.</source>
        <translation>%1 出现了不止一次；保留第一项。</translation>
    </message>
    <message>
        <source>Could not read the tree from column %1 on: %2; expected a device like &quot;00.0&quot;, a bus like &quot;[0000:00]&quot; or a bridge&apos;s buses like &quot;[01-05]&quot;.</source>
        <translation>无法从第 %1 列起读取该树：%2；应为类似“00.0”的设备、类似“[0000:00]”的总线，或类似“[01-05]”的桥下总线。</translation>
    </message>
    <message>
        <source>Skipped a line that is not an lspci device line: %1</source>
        <translation>已跳过不是 lspci 设备行的行：%1</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -nn.</source>
        <translation>输入为空：应为 lspci -nn 的输出。</translation>
    </message>
    <message>
        <source>This is not an lspci device list: expected lines like &quot;01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5]&quot;.</source>
        <translation>这不是 lspci 设备列表：应为类似“01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5]”的行。</translation>
    </message>
    <message>
        <source>Skipped the detail lines of lspci -v or -vvv under the devices; read this input as lspci -vvv output to use them.</source>
        <translation>已跳过设备下方 lspci -v 或 -vvv 的详细信息行；要使用它们，请将此输入作为 lspci -vvv 输出读取。</translation>
    </message>
    <message>
        <source>The input is empty; expected the output of lspci -vvv.</source>
        <translation>输入为空；应为 lspci -vvv 的输出。</translation>
    </message>
    <message>
        <source>The input is binary data, not the text output of lspci -vvv.</source>
        <translation>输入是二进制数据，而不是 lspci -vvv 的文本输出。</translation>
    </message>
    <message>
        <source>Line %1 does not start a device block (expected a line like &quot;01:00.0 VGA compatible controller: …&quot;); skipped up to the next blank line: %2</source>
        <translation>第 %1 行不是设备块的开头（应为类似“01:00.0 VGA compatible controller: …”的行）；已跳过至下一个空行：%2</translation>
    </message>
    <message>
        <source>Line %1 is not part of lspci&apos;s device details; skipped: %2</source>
        <translation>第 %1 行不属于 lspci 的设备详细信息；已跳过：%2</translation>
    </message>
    <message>
        <source>Line %1: device %2 was already listed; this second block is skipped.</source>
        <translation>第 %1 行：设备 %2 已经列出；跳过这第二个块。</translation>
    </message>
    <message>
        <source>Line %1 could not be read; skipped: %2</source>
        <translation>无法读取第 %1 行；已跳过：%2</translation>
    </message>
    <message>
        <source>No PCI device found; expected the output of lspci -vvv: blocks that start with a line like &quot;01:00.0 VGA compatible controller: …&quot; followed by indented details.</source>
        <translation>未找到 PCI 设备；应为 lspci -vvv 的输出：以类似“01:00.0 VGA compatible controller: …”的行开头、后跟缩进详细信息的块。</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>另有 %n 行无法读取，未列出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lspci ran without root rights and could not read the capabilities of %n device(s): PCIe link speeds and widths, the port types, ACS and serial numbers are missing. Run it with sudo to see them.</source>
        <translation>
            <numerusform>lspci 在没有 root 权限的情况下运行，无法读取 %n 个设备的能力：缺少 PCIe 链路速率和宽度、端口类型、ACS 和序列号。请用 sudo 运行以查看它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>NCCL does not decode entity references: it would read this &apos;&amp;…;&apos; literally</source>
        <translation>NCCL 不解码实体引用：它会按字面读取此“&amp;…;”</translation>
    </message>
    <message>
        <source>NCCL&apos;s parser does not know the XML declaration &apos;&lt;?xml …?&gt;&apos; and fails on it; remove it for NCCL_TOPO_FILE</source>
        <translation>NCCL 的解析器不认识 XML 声明“&lt;?xml …?&gt;”，遇到它就会失败；用于 NCCL_TOPO_FILE 时请删除它</translation>
    </message>
    <message>
        <source>a tab between elements: NCCL&apos;s parser skips only spaces and line breaks and fails here; indent with spaces for NCCL_TOPO_FILE</source>
        <translation>元素之间有制表符：NCCL 的解析器只跳过空格和换行，会在此处失败；用于 NCCL_TOPO_FILE 时请用空格缩进</translation>
    </message>
    <message>
        <source>text between elements: NCCL&apos;s parser expects only elements and fails here</source>
        <translation>元素之间有文本：NCCL 的解析器只接受元素，会在此处失败</translation>
    </message>
    <message>
        <source>a tab or line break inside a tag: NCCL&apos;s parser reads only single spaces between attributes and fails here</source>
        <translation>标签内有制表符或换行：NCCL 的解析器在属性之间只接受单个空格，会在此处失败</translation>
    </message>
    <message>
        <source>a DOCTYPE declaration: NCCL topology files have none, so this file is refused rather than read with its entities</source>
        <translation>DOCTYPE 声明：NCCL 拓扑文件中没有该声明，因此拒绝此文件，而不是连同其实体一起读取</translation>
    </message>
    <message>
        <source>a DOCTYPE declaration inside the document is refused</source>
        <translation>拒绝文档内部的 DOCTYPE 声明</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has %2 attributes; NCCL reads the first %3 and ignores the rest</source>
        <translation>&lt;%1&gt; 有 %2 个属性；NCCL 只读取前 %3 个，忽略其余的</translation>
    </message>
    <message>
        <source>attribute %1 is %2 characters long; NCCL refuses the file above %3</source>
        <translation>属性 %1 长 %2 个字符；超过 %3 个时 NCCL 会拒绝该文件</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not a number</source>
        <translation>%1=&quot;%2&quot; 不是数字</translation>
    </message>
    <message>
        <source>element &lt;%1&gt; is not part of NCCL&apos;s topology format; NCCL ignores it too</source>
        <translation>元素 &lt;%1&gt; 不属于 NCCL 的拓扑格式；NCCL 同样会忽略它</translation>
    </message>
    <message>
        <source>this is an NCCL graph file (&lt;graphs&gt;: the rings and trees NCCL_GRAPH_DUMP_FILE writes and NCCL_GRAPH_FILE reads), not a topology; a topology file (NCCL_TOPO_DUMP_FILE, NCCL_TOPO_FILE) starts with &lt;system version=&quot;1&quot;&gt;</source>
        <translation>这是 NCCL 图文件（&lt;graphs&gt;：由 NCCL_GRAPH_DUMP_FILE 写出、NCCL_GRAPH_FILE 读取的环和树），而不是拓扑；拓扑文件（NCCL_TOPO_DUMP_FILE、NCCL_TOPO_FILE）以 &lt;system version=&quot;1&quot;&gt; 开头</translation>
    </message>
    <message>
        <source>not an NCCL topology: the root element is &lt;%1&gt;, expected &lt;system version=&quot;1&quot;&gt;</source>
        <translation>不是 NCCL 拓扑：根元素为 &lt;%1&gt;，应为 &lt;system version=&quot;1&quot;&gt;</translation>
    </message>
    <message>
        <source>&lt;system version=&quot;%1&quot;&gt;: NCCL reads only version 1 and refuses this file</source>
        <translation>&lt;system version=&quot;%1&quot;&gt;：NCCL 只读取版本 1，会拒绝此文件</translation>
    </message>
    <message>
        <source>&lt;system&gt; has no version; NCCL needs version=&quot;1&quot; and refuses this file</source>
        <translation>&lt;system&gt; 没有版本；NCCL 需要 version=&quot;1&quot;，会拒绝此文件</translation>
    </message>
    <message>
        <source>&lt;cpu&gt; without numaid: NCCL needs it to place the CPU</source>
        <translation>&lt;cpu&gt; 缺少 numaid：NCCL 需要它来定位 CPU</translation>
    </message>
    <message>
        <source>&lt;pci&gt; without busid: NCCL refuses the file</source>
        <translation>&lt;pci&gt; 缺少 busid：NCCL 会拒绝该文件</translation>
    </message>
    <message>
        <source>busid &quot;%1&quot; is not a PCI address</source>
        <translation>busid“%1”不是 PCI 地址</translation>
    </message>
    <message>
        <source>link_speed is empty for %1: NCCL assumes 8 GT/s (Gen3) for this link; give the real speed in an NCCL_TOPO_FILE</source>
        <translation>%1 的 link_speed 为空：NCCL 会假定该链路为 8 GT/s（Gen3）；请在 NCCL_TOPO_FILE 中给出真实速率</translation>
    </message>
    <message>
        <source>NCCL does not know the link speed &quot;%1&quot; and assumes 8 GT/s (Gen3)</source>
        <translation>NCCL 不认识链路速率“%1”，会假定为 8 GT/s（Gen3）</translation>
    </message>
    <message>
        <source>&lt;pci&gt; elements nest deeper than %1 levels; the rest of this branch was not read</source>
        <translation>&lt;pci&gt; 元素的嵌套超过 %1 层；此分支的其余部分未读取</translation>
    </message>
    <message>
        <source>no XML element at all: expected an NCCL topology (&lt;system version=&quot;1&quot;&gt;)</source>
        <translation>没有任何 XML 元素：应为 NCCL 拓扑（&lt;system version=&quot;1&quot;&gt;）</translation>
    </message>
    <message numerus="yes">
        <source>the file ends inside &lt;%1&gt; opened at line %2 (and %n more open element(s)): it is cut off</source>
        <translation>
            <numerusform>文件在第 %2 行打开的 &lt;%1&gt; 内部结束（另有 %n 个元素未关闭）：文件被截断</numerusform>
        </translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>不是格式良好的 XML：%1</translation>
    </message>
    <message>
        <source>%1 elements: NCCL reads at most %2 (NCCL_TOPO_XML_MAX_NODES) and refuses this file</source>
        <translation>%1 个元素：NCCL 最多读取 %2 个（NCCL_TOPO_XML_MAX_NODES），会拒绝此文件</translation>
    </message>
    <message>
        <source>an element has %1 children; NCCL allows %2</source>
        <translation>某个元素有 %1 个子元素；NCCL 只允许 %2 个</translation>
    </message>
    <message>
        <source>empty input: expected an NCCL topology (&lt;system version=&quot;1&quot;&gt;)</source>
        <translation>输入为空：应为 NCCL 拓扑（&lt;system version=&quot;1&quot;&gt;）</translation>
    </message>
    <message>
        <source>binary data, not an NCCL topology XML file</source>
        <translation>二进制数据，不是 NCCL 拓扑 XML 文件</translation>
    </message>
    <message>
        <source>NCCL topology</source>
        <translation>NCCL 拓扑</translation>
    </message>
    <message>
        <source>bus id %1 appears twice; the second is not drawn</source>
        <translation>总线 ID %1 出现了两次；第二个不绘制</translation>
    </message>
    <message>
        <source>a &lt;pci&gt; without a usable bus id is not drawn, nor what is below it</source>
        <translation>没有可用总线 ID 的 &lt;pci&gt; 及其下方内容都不绘制</translation>
    </message>
    <message>
        <source>PCI device</source>
        <translation>PCI 设备</translation>
    </message>
    <message>
        <source>GPU %1:%2 (sm %3)</source>
        <translation>GPU %1:%2（SM %3）</translation>
    </message>
    <message>
        <source>GPU %1:%2</source>
        <translation>GPU %1:%2</translation>
    </message>
    <message>
        <source>Connection traversing a bonded set of # NVLinks (from the NCCL topology&apos;s &lt;nvlink&gt; elements)</source>
        <translation>经过一组绑定的 # 条 NVLink 的连接（来自 NCCL 拓扑的 &lt;nvlink&gt; 元素）</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem line(s) not listed</source>
        <translation>
            <numerusform>另有 %n 行有问题的行未列出</numerusform>
        </translation>
    </message>
    <message>
        <source>unexpected value %1 for %2; ignored</source>
        <translation>%2 的值 %1 不符合预期；已忽略</translation>
    </message>
    <message>
        <source>text is not valid UTF-8; unreadable bytes are shown as U+FFFD</source>
        <translation>文本不是有效的 UTF-8；无法读取的字节显示为 U+FFFD</translation>
    </message>
    <message>
        <source>the report lists %1 of %2 attached GPUs (nvidia-smi -i?), so their indices are not known</source>
        <translation>报告只列出了 %2 个已连接 GPU 中的 %1 个（nvidia-smi -i？），因此其索引未知</translation>
    </message>
    <message>
        <source>not nvidia-smi XML: the root element is &lt;%1&gt;, expected &lt;nvidia_smi_log&gt; (nvidia-smi -q -x)</source>
        <translation>不是 nvidia-smi XML：根元素为 &lt;%1&gt;，应为 &lt;nvidia_smi_log&gt;（nvidia-smi -q -x）</translation>
    </message>
    <message>
        <source>the DTD declares the external entity &amp;%1;, which is never read; values that refer to it lack its text</source>
        <translation>DTD 声明了外部实体 &amp;%1;，但它从不会被读取；引用它的值缺少相应文本</translation>
    </message>
    <message>
        <source>elements nest deeper than %1 levels; nvidia-smi XML never does, so reading stopped here</source>
        <translation>元素嵌套超过 %1 层；nvidia-smi XML 从不如此，因此在此停止读取</translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not expanded</source>
        <translation>实体 &amp;%1; 未展开</translation>
    </message>
    <message>
        <source>unexpected value %1 for &lt;attached_gpus&gt;; ignored</source>
        <translation>&lt;attached_gpus&gt; 的值 %1 不符合预期；已忽略</translation>
    </message>
    <message>
        <source>not nvidia-smi XML (%1); expected the output of nvidia-smi -q -x</source>
        <translation>不是 nvidia-smi XML（%1）；应为 nvidia-smi -q -x 的输出</translation>
    </message>
    <message>
        <source>the XML ends early here (truncated?); the GPUs read before this line are kept</source>
        <translation>XML 在此处提前结束（被截断？）；保留此行之前读取的 GPU</translation>
    </message>
    <message>
        <source>XML error: %1; the GPUs read before this line are kept</source>
        <translation>XML 错误：%1；保留此行之前读取的 GPU</translation>
    </message>
    <message>
        <source>no XML element found; expected the output of nvidia-smi -q -x</source>
        <translation>未找到 XML 元素；应为 nvidia-smi -q -x 的输出</translation>
    </message>
    <message>
        <source>this GPU&apos;s report is incomplete; only the fields before the end of the XML are known</source>
        <translation>此 GPU 的报告不完整；只知道 XML 结束前的字段</translation>
    </message>
    <message>
        <source>a new command prompt; the report ends before it</source>
        <translation>新的命令提示符；报告在其之前结束</translation>
    </message>
    <message>
        <source>GPU header with an unreadable bus id %1</source>
        <translation>GPU 标题中的总线 ID %1 无法读取</translation>
    </message>
    <message>
        <source>unexpected value %1 for Attached GPUs; ignored</source>
        <translation>Attached GPUs 的值 %1 不符合预期；已忽略</translation>
    </message>
    <message>
        <source>not nvidia-smi -q output: expected the &quot;%1&quot; banner and &quot;GPU 00000000:01:00.0&quot; sections</source>
        <translation>不是 nvidia-smi -q 的输出：应有“%1”横幅和“GPU 00000000:01:00.0”各节</translation>
    </message>
    <message>
        <source>a new command prompt; the table ends before it</source>
        <translation>新的命令提示符；表格在其之前结束</translation>
    </message>
    <message>
        <source>expected %1 values, found %2; line skipped: %3</source>
        <translation>应有 %1 个值，实际为 %2 个；已跳过该行：%3</translation>
    </message>
    <message>
        <source>not nvidia-smi CSV: expected a header such as &quot;index, pci.bus_id, name&quot; or rows of nvidia-smi --query-gpu values</source>
        <translation>不是 nvidia-smi CSV：应为类似“index, pci.bus_id, name”的表头，或 nvidia-smi --query-gpu 值的行</translation>
    </message>
    <message>
        <source>the table has no header line (--format=csv,noheader): the field list given to --query-gpu is needed to know which column is which</source>
        <translation>表格没有表头行（--format=csv,noheader）：需要传给 --query-gpu 的字段列表才能知道各列含义</translation>
    </message>
    <message>
        <source>none of the lines has the %1 values the field list names</source>
        <translation>没有任何一行具有字段列表所列的 %1 个值</translation>
    </message>
    <message>
        <source>the table has a header but no GPU rows</source>
        <translation>表格有表头，但没有 GPU 行</translation>
    </message>
    <message>
        <source>none of the columns is one TopoLens reads (index, pci.bus_id, name, uuid, pcie.link.*, memory.total, …)</source>
        <translation>没有 TopoLens 能读取的列（index、pci.bus_id、name、uuid、pcie.link.*、memory.total 等）</translation>
    </message>
    <message>
        <source>binary data, not the XML of nvidia-smi -q -x</source>
        <translation>二进制数据，不是 nvidia-smi -q -x 的 XML</translation>
    </message>
    <message>
        <source>no XML found; expected the output of nvidia-smi -q -x</source>
        <translation>未找到 XML；应为 nvidia-smi -q -x 的输出</translation>
    </message>
    <message>
        <source>ignored the text before the XML</source>
        <translation>已忽略 XML 之前的文本</translation>
    </message>
    <message>
        <source>binary data, not the output of nvidia-smi -q</source>
        <translation>二进制数据，不是 nvidia-smi -q 的输出</translation>
    </message>
    <message>
        <source>binary data, not the output of nvidia-smi --query-gpu</source>
        <translation>二进制数据，不是 nvidia-smi --query-gpu 的输出</translation>
    </message>
    <message>
        <source>%1 more warnings like the ones above were left out</source>
        <translation>另有 %1 条与上述类似的警告已省略</translation>
    </message>
    <message>
        <source>expected the output of nvidia-smi topo -m: a header row of GPU labels such as &quot;GPU0 GPU1 … CPU Affinity&quot; followed by one row per GPU or NIC</source>
        <translation>应为 nvidia-smi topo -m 的输出：一个由 GPU 标签组成的表头行，如“GPU0 GPU1 … CPU Affinity”，后跟每个 GPU 或网卡一行</translation>
    </message>
    <message>
        <source>expected the output of nvidia-smi topo -p2p: a header row of GPU labels such as &quot;GPU0 GPU1 …&quot; followed by one row of X, OK, NS, CNS, … cells per GPU</source>
        <translation>应为 nvidia-smi topo -p2p 的输出：一个由 GPU 标签组成的表头行，如“GPU0 GPU1 …”，后跟每个 GPU 一行由 X、OK、NS、CNS 等组成的单元格</translation>
    </message>
    <message>
        <source>this is the output of nvidia-smi topo -p2p (cells OK, NS, CNS, …), not topo -m; read it as nvidia-smi-p2p</source>
        <translation>这是 nvidia-smi topo -p2p 的输出（单元格为 OK、NS、CNS 等），不是 topo -m；请按 nvidia-smi-p2p 读取</translation>
    </message>
    <message>
        <source>this is the output of nvidia-smi topo -m (connection classes and affinity columns), not topo -p2p; read it as nvidia-smi-topo</source>
        <translation>这是 nvidia-smi topo -m 的输出（连接类型和亲和性列），不是 topo -p2p；请按 nvidia-smi-topo 读取</translation>
    </message>
    <message>
        <source>the input is binary data; %1</source>
        <translation>输入是二进制数据；%1</translation>
    </message>
    <message>
        <source>the input is empty; %1</source>
        <translation>输入为空；%1</translation>
    </message>
    <message>
        <source>the input holds command lines but no output; %1</source>
        <translation>输入中有命令行，但没有输出；%1</translation>
    </message>
    <message>
        <source>the input holds the output of several commands; only this one is read</source>
        <translation>输入中包含多个命令的输出；只读取这一个</translation>
    </message>
    <message>
        <source>%1 is not part of the matrix; skipped</source>
        <translation>%1 不属于矩阵；已跳过</translation>
    </message>
    <message>
        <source>the header names more than %1 columns; nvidia-smi prints far fewer</source>
        <translation>表头列出了超过 %1 列；nvidia-smi 输出的要少得多</translation>
    </message>
    <message>
        <source>%1 is not a row of the matrix; skipped</source>
        <translation>%1 不是矩阵的行；已跳过</translation>
    </message>
    <message>
        <source>the header names %1 columns; more than the %2 TopoLens reads</source>
        <translation>表头列出了 %1 列；超过 TopoLens 读取的 %2 列</translation>
    </message>
    <message>
        <source>the header names %1 more than once; rows are matched to it in order</source>
        <translation>表头中 %1 出现了不止一次；各行按顺序与之对应</translation>
    </message>
    <message>
        <source>no row for %1; its cells are left empty</source>
        <translation>没有 %1 的行；其单元格留空</translation>
    </message>
    <message>
        <source>a second row %1; skipped</source>
        <translation>第二个 %1 行；已跳过</translation>
    </message>
    <message>
        <source>row %1 is not a column of the header; skipped</source>
        <translation>行 %1 不是表头中的列；已跳过</translation>
    </message>
    <message>
        <source>%1 is not a connection class of topo -m; kept as printed</source>
        <translation>%1 不是 topo -m 的连接类型；按原样保留</translation>
    </message>
    <message>
        <source>%1 is not a P2P status of topo -p2p; kept as printed</source>
        <translation>%1 不是 topo -p2p 的 P2P 状态；按原样保留</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 cells; the missing ones are left empty</source>
        <translation>行 %1 只有 %3 个单元格中的 %2 个；缺少的留空</translation>
    </message>
    <message>
        <source>row %1 has %2 where it meets its own column, not X; its cells may be shifted</source>
        <translation>行 %1 与其自身列相交处为 %2，而不是 X；其单元格可能发生了错位</translation>
    </message>
    <message>
        <source>row %1 has %2 more cells than the header has labels; they are ignored</source>
        <translation>行 %1 比表头标签多出 %2 个单元格；已忽略</translation>
    </message>
    <message>
        <source>row %1 goes on with far more text than nvidia-smi prints; the rest is ignored</source>
        <translation>行 %1 后面的文本远多于 nvidia-smi 的输出；其余部分已忽略</translation>
    </message>
    <message>
        <source>text after the matrix and its legend is not read</source>
        <translation>矩阵及其图例之后的文本不会被读取</translation>
    </message>
    <message>
        <source>nothing here is particular to nvidia-smi topo -m: no connection class other than X and no CPU Affinity column</source>
        <translation>这里没有任何 nvidia-smi topo -m 特有的内容：除 X 外没有连接类型，也没有 CPU Affinity 列</translation>
    </message>
    <message>
        <source>the column %1 is listed but its values are not read</source>
        <translation>列出了 %1 列，但不读取其值</translation>
    </message>
    <message>
        <source>text after the cells, but the header names no affinity columns; ignored</source>
        <translation>单元格之后还有文本，但表头中没有亲和性列；已忽略</translation>
    </message>
    <message>
        <source>nothing here is particular to nvidia-smi topo -p2p: no status other than X, no legend and no -p2p command</source>
        <translation>这里没有任何 nvidia-smi topo -p2p 特有的内容：除 X 外没有状态，没有图例，也没有 -p2p 命令</translation>
    </message>
    <message>
        <source>the capability %1 is not one of r, w, n, a, p; it is left unknown</source>
        <translation>能力 %1 不属于 r、w、n、a、p 之一；视为未知</translation>
    </message>
    <message>
        <source>text after the cells is not read: %1</source>
        <translation>单元格之后的文本不会被读取：%1</translation>
    </message>
    <message>
        <source>binary data, not a Proxmox VM configuration</source>
        <translation>二进制数据，不是 Proxmox 虚拟机配置</translation>
    </message>
    <message>
        <source>%1 starts a snapshot or pending section; only the current configuration above it was read</source>
        <translation>%1 开始了一个快照或待定（pending）段；只读取了其上方的当前配置</translation>
    </message>
    <message>
        <source>not a &quot;key: value&quot; line of a Proxmox configuration: %1</source>
        <translation>不是 Proxmox 配置中的“键: 值”行：%1</translation>
    </message>
    <message>
        <source>%1 names neither a host device nor a mapping</source>
        <translation>%1 既没有指定主机设备，也没有指定映射</translation>
    </message>
    <message>
        <source>not a Proxmox VM configuration (qm config VMID): no &quot;key: value&quot; lines</source>
        <translation>不是 Proxmox 虚拟机配置（qm config VMID）：没有“键: 值”行</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not &quot;key: value&quot; were skipped</source>
        <translation>
            <numerusform>已跳过另外 %n 行不是“键: 值”格式的行</numerusform>
        </translation>
    </message>
    <message>
        <source>binary data, not /etc/pve/mapping/pci.cfg</source>
        <translation>二进制数据，不是 /etc/pve/mapping/pci.cfg</translation>
    </message>
    <message>
        <source>a property before any mapping name: %1</source>
        <translation>属性出现在任何映射名称之前：%1</translation>
    </message>
    <message>
        <source>a map entry without path= names no device</source>
        <translation>没有 path= 的 map 条目未指定设备</translation>
    </message>
    <message>
        <source>hostpci%1 is a mediated device (%2), not a whole GPU</source>
        <translation>hostpci%1 是中介设备（%2），而不是完整的 GPU</translation>
    </message>
    <message>
        <source>hostpci%1 uses mapping %2, which /etc/pve/mapping/pci.cfg does not define (or was not collected)</source>
        <translation>hostpci%1 使用映射 %2，但 /etc/pve/mapping/pci.cfg 中没有定义它（或未采集该文件）</translation>
    </message>
    <message>
        <source>hostpci%1: mapping %2 offers %3 devices; qemu-server takes the first one a lower hostpciN has not taken, %4 (if no other running VM holds one of them)</source>
        <translation>hostpci%1：映射 %2 提供 %3 个设备；qemu-server 会选取第一个未被更小编号的 hostpciN 占用的设备，即 %4（前提是没有其他正在运行的虚拟机占用其中之一）</translation>
    </message>
    <message>
        <source>hostpci%1 → %2</source>
        <translation>hostpci%1 → %2</translation>
    </message>
    <message>
        <source>hostpci%1: every device of mapping %2 is already taken by a lower hostpciN</source>
        <translation>hostpci%1：映射 %2 的所有设备都已被更小编号的 hostpciN 占用</translation>
    </message>
    <message>
        <source>hostpci%1: &quot;%2&quot; is not a PCI address</source>
        <translation>hostpci%1：“%2”不是 PCI 地址</translation>
    </message>
    <message numerus="yes">
        <source>%n more unreadable line(s) from here on were skipped</source>
        <translation>
            <numerusform>已跳过此后另外 %n 行无法读取的行</numerusform>
        </translation>
    </message>
    <message>
        <source>Line is %1 bytes long; skipped</source>
        <translation>该行长 %1 字节；已跳过</translation>
    </message>
    <message>
        <source>This is not `numactl -H` output: expected &quot;available: N nodes&quot; and &quot;node N cpus:&quot; lines.</source>
        <translation>这不是 `numactl -H` 的输出：应有“available: N nodes”和“node N cpus:”行。</translation>
    </message>
    <message>
        <source>numactl announces %1 nodes but describes %2; the output may be truncated</source>
        <translation>numactl 声明有 %1 个节点，但只描述了 %2 个；输出可能被截断</translation>
    </message>
    <message>
        <source>numactl reports no NUMA support on this machine.</source>
        <translation>numactl 报告此机器不支持 NUMA。</translation>
    </message>
    <message>
        <source>Not part of numactl -H output: %1</source>
        <translation>不属于 numactl -H 的输出：%1</translation>
    </message>
    <message>
        <source>Unreadable node count: %1</source>
        <translation>无法读取的节点数：%1</translation>
    </message>
    <message>
        <source>Unreadable node line: %1</source>
        <translation>无法读取的节点行：%1</translation>
    </message>
    <message>
        <source>Unreadable CPU numbers: %1</source>
        <translation>无法读取的 CPU 编号：%1</translation>
    </message>
    <message>
        <source>Node %1 is described twice; keeping the first</source>
        <translation>节点 %1 被描述了两次；保留第一次的描述</translation>
    </message>
    <message>
        <source>Unreadable memory size: %1</source>
        <translation>无法读取的内存大小：%1</translation>
    </message>
    <message>
        <source>Unreadable distance row: %1</source>
        <translation>无法读取的距离行：%1</translation>
    </message>
    <message>
        <source>Distances from node %1 are listed twice; keeping the first</source>
        <translation>节点 %1 的距离列出了两次；保留第一次的</translation>
    </message>
    <message>
        <source>The distance table does not list the same nodes as the node lines; distances are left out</source>
        <translation>距离表中的节点与节点行不一致；忽略距离</translation>
    </message>
    <message>
        <source>The distance table has no row for node %1</source>
        <translation>距离表中没有节点 %1 的行</translation>
    </message>
    <message>
        <source>No NUMA node attributes found: expected lines like &quot;/sys/devices/system/node/node0/cpulist:0-15&quot;.</source>
        <translation>未找到 NUMA 节点属性：应为类似“/sys/devices/system/node/node0/cpulist:0-15”的行。</translation>
    </message>
    <message>
        <source>Node %1 lists %2 distances for %3 nodes; distances are left out</source>
        <translation>节点 %1 为 %3 个节点列出了 %2 个距离；忽略距离</translation>
    </message>
    <message>
        <source>Not a NUMA node attribute: %1</source>
        <translation>不是 NUMA 节点属性：%1</translation>
    </message>
    <message>
        <source>Unreadable cpu list: %1</source>
        <translation>无法读取的 CPU 列表：%1</translation>
    </message>
    <message>
        <source>Node %1&apos;s cpu list is given twice; keeping the first</source>
        <translation>节点 %1 的 CPU 列表给出了两次；保留第一次的</translation>
    </message>
    <message>
        <source>Unreadable distances: %1</source>
        <translation>无法读取的距离：%1</translation>
    </message>
    <message>
        <source>Node %1&apos;s distances are given twice; keeping the first</source>
        <translation>节点 %1 的距离给出了两次；保留第一次的</translation>
    </message>
    <message>
        <source>Unreadable memory line: %1</source>
        <translation>无法读取的内存行：%1</translation>
    </message>
    <message>
        <source>No PCI device attributes found: expected lines like &quot;/sys/bus/pci/devices/0000:01:00.0/numa_node:0&quot;.</source>
        <translation>未找到 PCI 设备属性：应为类似“/sys/bus/pci/devices/0000:01:00.0/numa_node:0”的行。</translation>
    </message>
    <message>
        <source>Not a PCI device attribute: %1</source>
        <translation>不是 PCI 设备属性：%1</translation>
    </message>
    <message>
        <source>%1 already has a different value from line %2, which is kept: %3</source>
        <translation>%1 已有来自第 %2 行的不同值，保留该值：%3</translation>
    </message>
    <message>
        <source>Unreadable value for %1: %2</source>
        <translation>%1 的值无法读取：%2</translation>
    </message>
    <message>
        <source>expected the output of `numactl -H`</source>
        <translation>应为 `numactl -H` 的输出</translation>
    </message>
    <message>
        <source>expected `grep -H . /sys/devices/system/node/node*/cpulist …` output</source>
        <translation>应为 `grep -H . /sys/devices/system/node/node*/cpulist …` 的输出</translation>
    </message>
    <message>
        <source>expected per-device sysfs attributes, &quot;&lt;path&gt;/&lt;attribute&gt;:&lt;value&gt;&quot;</source>
        <translation>应为每个设备的 sysfs 属性，“&lt;路径&gt;/&lt;属性&gt;:&lt;值&gt;”</translation>
    </message>
    <message>
        <source>expected the one line of /proc/cmdline</source>
        <translation>应为 /proc/cmdline 的那一行</translation>
    </message>
    <message>
        <source>This does not look like a kernel command line (/proc/cmdline): expected parameters such as root=…, ro, quiet or console=….</source>
        <translation>这看起来不像内核命令行（/proc/cmdline）：应有 root=…、ro、quiet 或 console=… 等参数。</translation>
    </message>
    <message>
        <source>Not a kernel parameter name, skipped: %1</source>
        <translation>不是内核参数名，已跳过：%1</translation>
    </message>
    <message>
        <source>None of the usual kernel parameters (root=, ro, quiet, console=, …) is here; is this really /proc/cmdline?</source>
        <translation>这里没有任何常见的内核参数（root=、ro、quiet、console= 等）；这真的是 /proc/cmdline 吗？</translation>
    </message>
    <message numerus="yes">
        <source>/proc/cmdline is a single line; %n more line(s) from here on were not read</source>
        <translation>
            <numerusform>/proc/cmdline 只有一行；此后另外 %n 行未读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n argument(s) after &quot;--&quot; go to init, not to the kernel; they are in the raw line only</source>
        <translation>
            <numerusform>“--”之后的 %n 个参数传给 init，而非内核；它们只出现在原始行中</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>(no output)</source>
        <translation>（无输出）</translation>
    </message>
    <message numerus="yes">
        <source>… %n more line(s) not shown here; the snapshot file has them all.</source>
        <translation>
            <numerusform>… 此处另有 %n 行未显示；快照文件中包含全部内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <source>Status: %1, exit code %2, %3 ms</source>
        <translation>状态：%1，退出码 %2，%3 ms</translation>
    </message>
    <message>
        <source>standard error</source>
        <translation>标准错误</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Host → Guest</source>
        <translation>主机 → 客户机</translation>
    </message>
    <message>
        <source>Each guest GPU pair: the connection class and P2P read status the host gives that physical pair → what the guest sees. Bold cells changed.</source>
        <translation>客户机中的每对 GPU：主机为该物理 GPU 对提供的连接类型和 P2P 读取状态 → 客户机中看到的情况。粗体单元格表示有变化。</translation>
    </message>
    <message>
        <source>Which host GPU each guest GPU is</source>
        <translation>每个客户机 GPU 对应哪个主机 GPU</translation>
    </message>
    <message>
        <source>Appendix: raw captures</source>
        <translation>附录：原始采集项</translation>
    </message>
    <message>
        <source>Every command TopoLens ran and its output, verbatim.</source>
        <translation>TopoLens 运行的每条命令及其原样输出。</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>No findings: nothing in this snapshot stands in the way of its GPUs.</source>
        <translation>没有诊断结果：此快照中没有任何因素妨碍其 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s), most severe first. Each names the raw lines it rests on.</source>
        <translation>
            <numerusform>%n 条诊断结果，按严重程度排序。每条都列出其依据的原始行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Machine: %1</source>
        <translation>机器：%1</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>处理建议：%1</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>处理建议：</translation>
    </message>
    <message>
        <source>Design review</source>
        <translation>设计评审</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>%1 — design review</source>
        <translation>%1 — 设计评审</translation>
    </message>
    <message>
        <source>Guest GPU</source>
        <translation>客户机 GPU</translation>
    </message>
    <message>
        <source>Guest address</source>
        <translation>客户机地址</translation>
    </message>
    <message>
        <source>Host GPU</source>
        <translation>主机 GPU</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>主机地址</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配依据</translation>
    </message>
    <message>
        <source>Host topology</source>
        <translation>主机拓扑</translation>
    </message>
    <message>
        <source>Guest topology</source>
        <translation>客户机拓扑</translation>
    </message>
    <message>
        <source>Host and guest side by side</source>
        <translation>主机与客户机并排</translation>
    </message>
    <message>
        <source>Host → Guest matrix</source>
        <translation>主机 → 客户机矩阵</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine to draw</source>
        <translation>快照中没有可绘制的主机或裸机</translation>
    </message>
    <message>
        <source>the snapshot has no guest machine</source>
        <translation>快照中没有客户机</translation>
    </message>
    <message>
        <source>the snapshot has no machine to draw</source>
        <translation>快照中没有可绘制的机器</translation>
    </message>
    <message>
        <source>the Host → Guest matrix needs a host and a guest in the snapshot</source>
        <translation>主机 → 客户机矩阵需要快照中同时有主机和客户机</translation>
    </message>
    <message>
        <source>TopoLens %1</source>
        <translation>TopoLens %1</translation>
    </message>
    <message>
        <source>Snapshot time unknown · %1</source>
        <translation>快照时间未知 · %1</translation>
    </message>
    <message>
        <source>Snapshot taken %1 · %2</source>
        <translation>快照拍摄于 %1 · %2</translation>
    </message>
    <message>
        <source>Reconstruction, not a capture: the raw outputs were rebuilt from a written account.</source>
        <translation>这是重建数据，而非实际采集：原始输出是根据书面描述重建的。</translation>
    </message>
    <message>
        <source>Host → Guest: what each guest GPU pair gets</source>
        <translation>主机 → 客户机：客户机中每对 GPU 得到的连接</translation>
    </message>
    <message>
        <source>Each cell: connection class, then P2P read status. “host → guest” and bold where the guest sees something other than what the host gives that physical pair.</source>
        <translation>每个单元格：先是连接类型，然后是 P2P 读取状态。当客户机看到的与主机为该物理 GPU 对提供的不同时，显示为“主机 → 客户机”并加粗。</translation>
    </message>
    <message>
        <source>the %1 view has no DOT form; use svg, png or pdf</source>
        <translation>%1 视图没有 DOT 形式；请使用 svg、png 或 pdf</translation>
    </message>
    <message>
        <source>Graphviz could not write the graph</source>
        <translation>Graphviz 无法写出该图</translation>
    </message>
    <message>
        <source>the picture would be too large at %1 dpi; choose a lower resolution, or SVG or PDF</source>
        <translation>在 %1 dpi 下图片会过大；请选择更低的分辨率，或使用 SVG 或 PDF</translation>
    </message>
    <message>
        <source>cannot encode the PNG</source>
        <translation>无法编码 PNG</translation>
    </message>
    <message>
        <source>%1: the snapshot has no machines</source>
        <translation>%1：快照中没有机器</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source> · capture %1</source>
        <translation> · 采集项 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) deliver more than %1× less than the best pair of the same connection class:</source>
        <translation>
            <numerusform>%n 对 GPU 的性能比同一连接类型中最好的一对低 %1× 以上：</numerusform>
        </translation>
    </message>
    <message>
        <source>No outliers: within each connection class every pair is within %1× of the best.</source>
        <translation>没有离群值：每种连接类型中，所有 GPU 对都在最佳值的 %1× 以内。</translation>
    </message>
    <message>
        <source>%1 has no benchmark matrix; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>%1 没有基准测试矩阵；请导入 p2pBandwidthLatencyTest、nvbandwidth 或 copybench 的输出</translation>
    </message>
    <message>
        <source>%1 has no benchmark matrix &quot;%2&quot;</source>
        <translation>%1 没有基准测试矩阵“%2”</translation>
    </message>
    <message>
        <source>%1 has no size sweep with %2 values</source>
        <translation>%1 没有含%2数值的尺寸扫描</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;</source>
        <translation>未知视图“%1”</translation>
    </message>
    <message>
        <source>sweeps:%1: choose bandwidth, algbw or latency</source>
        <translation>sweeps:%1：请选择 bandwidth、algbw 或 latency</translation>
    </message>
    <message>
        <source>the snapshot has no machine</source>
        <translation>快照中没有机器</translation>
    </message>
    <message>
        <source>the picture would be too large at %1 dpi; choose a lower resolution</source>
        <translation>在 %1 dpi 下图片会过大；请选择更低的分辨率</translation>
    </message>
    <message>
        <source>Try &apos;topolens --help&apos;.</source>
        <translation>请尝试 &apos;topolens --help&apos;。</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 &quot;%3&quot;: %n PCI device(s)</source>
        <translation>
            <numerusform>%1：%2“%3”：%n 个 PCI 设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>a TopoLens snapshot; prints each machine&apos;s model</source>
        <translation>TopoLens 快照；打印每台机器的模型</translation>
    </message>
    <message>
        <source>parse needs at least one FILE (or - for standard input)</source>
        <translation>parse 至少需要一个 FILE（或用 - 表示标准输入）</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (see --list-formats)</source>
        <translation>未知格式“%1”（参见 --list-formats）</translation>
    </message>
    <message>
        <source>line 1: error: not a format TopoLens recognises; name one with --format (see --list-formats)</source>
        <translation>第 1 行：错误：不是 TopoLens 能识别的格式；请用 --format 指定（参见 --list-formats）</translation>
    </message>
    <message>
        <source>it starts with %1</source>
        <translation>它以 %1 开头</translation>
    </message>
    <message>
        <source>detected, %1% sure</source>
        <translation>自动识别，置信度 %1%</translation>
    </message>
    <message>
        <source>%1 s, %2</source>
        <translation>%1 秒，%2</translation>
    </message>
    <message>
        <source>%1 needs a port number from 1 to 65535, not &quot;%2&quot;</source>
        <translation>%1 需要 1 到 65535 之间的端口号，而不是“%2”</translation>
    </message>
    <message>
        <source>collect needs -o SNAPSHOT.json</source>
        <translation>collect 需要 -o SNAPSHOT.json</translation>
    </message>
    <message>
        <source>collect needs either --host USER@HOST or --local</source>
        <translation>collect 需要 --host USER@HOST 或 --local</translation>
    </message>
    <message>
        <source>--local collects this machine; the SSH options do not apply to it</source>
        <translation>--local 采集本机；SSH 选项对其不适用</translation>
    </message>
    <message>
        <source>the --guest-* options need --guest USER@VM</source>
        <translation>--guest-* 选项需要 --guest USER@VM</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form USER@HOST</source>
        <translation>“%1”不是 USER@HOST 形式</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form USER@VM</source>
        <translation>“%1”不是 USER@VM 形式</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds, not &quot;%1&quot;</source>
        <translation>--timeout 需要秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>--vmid needs a Proxmox VM id (100 to 999999999), not &quot;%1&quot;</source>
        <translation>--vmid 需要 Proxmox 虚拟机 ID（100 到 999999999），而不是“%1”</translation>
    </message>
    <message>
        <source>%1 (VM %2)</source>
        <translation>%1（虚拟机 %2）</translation>
    </message>
    <message>
        <source>trusting the new %1 key %2 of %3 and saving it to %4</source>
        <translation>信任 %3 的新 %1 密钥 %2，并将其保存到 %4</translation>
    </message>
    <message>
        <source>connecting to %1</source>
        <translation>正在连接 %1</translation>
    </message>
    <message numerus="yes">
        <source>running %n command(s) on %1</source>
        <translation>
            <numerusform>正在 %1 上运行 %n 条命令</numerusform>
        </translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>check the fingerprint, then run again with --accept-new-host-key to trust the key and save it</source>
        <translation>请核对指纹，然后加上 --accept-new-host-key 重新运行，以信任并保存该密钥</translation>
    </message>
    <message>
        <source>a password or passphrase was asked for, but standard input is not a terminal; use a key without a passphrase or an ssh-agent, or run collect in a terminal</source>
        <translation>需要输入密码或密码短语，但标准输入不是终端；请使用无密码短语的密钥或 ssh-agent，或在终端中运行 collect</translation>
    </message>
    <message>
        <source>Collected from %1</source>
        <translation>采集自 %1</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins machine names</comment>
        <translation>和</translation>
    </message>
    <message>
        <source>nothing was collected; %1 was not written</source>
        <translation>未采集到任何内容；未写入 %1</translation>
    </message>
    <message>
        <source>saved %1, but the collection is incomplete (see above)</source>
        <translation>已保存 %1，但采集不完整（见上文）</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>import needs at least one BUNDLE and -o SNAPSHOT.json</source>
        <translation>import 至少需要一个 BUNDLE 和 -o SNAPSHOT.json</translation>
    </message>
    <message numerus="yes">
        <source>topolens: wrote %1 (%n machine(s))</source>
        <translation>
            <numerusform>topolens：已写入 %1（%n 台机器）</numerusform>
        </translation>
    </message>
    <message>
        <source>missing subcommand</source>
        <translation>缺少子命令</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>许可证：%1</translation>
    </message>
    <message>
        <source>machine: %1 &quot;%2&quot;</source>
        <translation>机器：%1“%2”</translation>
    </message>
    <message>
        <source>devices: %1</source>
        <translation>设备：%1</translation>
    </message>
    <message>
        <source>advice: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>evidence:</source>
        <translation>证据：</translation>
    </message>
    <message>
        <source>diagnose needs exactly one SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>diagnose 需要恰好一个 SNAPSHOT（文件或“demo”）</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>无法打开 %1：文件不存在</translation>
    </message>
    <message>
        <source>the snapshot has no machines</source>
        <translation>快照中没有机器</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1：%n 条诊断结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info</source>
        <translation>
            <numerusform>%n 条信息</numerusform>
        </translation>
    </message>
    <message>
        <source>--theme is light or dark, not &quot;%1&quot;</source>
        <translation>--theme 只能是 light 或 dark，而不是“%1”</translation>
    </message>
    <message>
        <source>topolens: wrote %1</source>
        <translation>topolens：已写入 %1</translation>
    </message>
    <message>
        <source>export needs a SNAPSHOT (a file, or demo) and -o OUT</source>
        <translation>export 需要一个 SNAPSHOT（文件或 demo）和 -o OUT</translation>
    </message>
    <message>
        <source>name the format with --format svg|png|pdf|dot (%1 has no known suffix)</source>
        <translation>请用 --format svg|png|pdf|dot 指定格式（%1 没有可识别的后缀）</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (svg, png, pdf, dot)</source>
        <translation>未知格式“%1”（svg、png、pdf、dot）</translation>
    </message>
    <message>
        <source>--dpi needs a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>--dpi 需要 %1 到 %2 之间的数字，而不是“%3”</translation>
    </message>
    <message>
        <source>--dpi applies to png only</source>
        <translation>--dpi 只适用于 png</translation>
    </message>
    <message>
        <source>--transparent applies to png only</source>
        <translation>--transparent 只适用于 png</translation>
    </message>
    <message>
        <source>report needs a SNAPSHOT (a file, or demo) and -o REPORT.pdf or REPORT.html</source>
        <translation>report 需要一个 SNAPSHOT（文件或 demo）和 -o REPORT.pdf 或 REPORT.html</translation>
    </message>
    <message>
        <source>name the format with --format pdf|html (%1 has no known suffix)</source>
        <translation>请用 --format pdf|html 指定格式（%1 没有可识别的后缀）</translation>
    </message>
    <message>
        <source>unknown report format &quot;%1&quot; (pdf, html)</source>
        <translation>未知报告格式“%1”（pdf、html）</translation>
    </message>
    <message>
        <source>this build has no GUI library, so it cannot draw; export needs a build with TOPOLENS_BUILD_GUI</source>
        <translation>此构建没有 GUI 库，因此无法绘图；export 需要启用 TOPOLENS_BUILD_GUI 的构建</translation>
    </message>
    <message>
        <source>this build has no GUI library, so it cannot draw; report needs a build with TOPOLENS_BUILD_GUI</source>
        <translation>此构建没有 GUI 库，因此无法绘图；report 需要启用 TOPOLENS_BUILD_GUI 的构建</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>--for takes guest or host, not &quot;%1&quot;</source>
        <translation>--for 只接受 guest 或 host，而不是“%1”</translation>
    </message>
    <message numerus="yes">
        <source>topolens: wrote %1: %n GPU(s), %2 of NCCL&apos;s 256 elements</source>
        <translation>
            <numerusform>topolens：已写入 %1：%n 个 GPU，占 NCCL 256 个元素中的 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>topolens: in the guest: export NCCL_TOPO_FILE=%1 (copy the file there first)</source>
        <translation>topolens：在客户机中：export NCCL_TOPO_FILE=%1（请先将文件复制到那里）</translation>
    </message>
    <message>
        <source>--group takes root-complex or numa, not &quot;%1&quot;</source>
        <translation>--group 只接受 root-complex 或 numa，而不是“%1”</translation>
    </message>
    <message>
        <source>qemu-layout needs a SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>qemu-layout 需要一个 SNAPSHOT（文件或“demo”）</translation>
    </message>
    <message>
        <source>no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
  To use the GUI without a screen, run it offscreen, e.g. to save a picture:
    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png
  or under a virtual display:  xvfb-run -a topolens
  The command-line subcommands need no display: topolens --help
</source>
        <translation>未找到显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。
  要在没有屏幕的情况下使用图形界面，请以 offscreen 方式运行，例如保存一张图片：
    QT_QPA_PLATFORM=offscreen topolens demo --screenshot topolens.png
  或在虚拟显示器下运行：  xvfb-run -a topolens
  命令行子命令不需要显示器：topolens --help
</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>this build has no GUI; see topolens --help</source>
        <translation>此构建没有图形界面；参见 topolens --help</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) measure far below others of the same class</source>
        <translation>
            <numerusform>%n 对 GPU 的测量值远低于同类型的其他 GPU 对</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs that the topology puts in one connection class should deliver about the same bandwidth; these are more than %1× below the best pair of their class in the same run:</source>
        <translation>拓扑中属于同一连接类型的 GPU 对应当提供大致相同的带宽；以下 GPU 对比同一次运行中同类型最好的一对低 %1× 以上：</translation>
    </message>
    <message>
        <source>Click the GPUs to see their paths: look for a link trained below its capability, a slot behind the chipset or a riser, or traffic taking PCIe where the class says NVLink. Run the benchmark again to rule out noise (p2pBandwidthLatencyTest&apos;s few default repeats vary by 5–10 %), and with the GPUs idle otherwise.</source>
        <translation>单击这些 GPU 查看其路径：留意协商速率低于能力的链路、位于芯片组或转接卡之后的插槽，或者连接类型为 NVLink 却走 PCIe 的流量。请再次运行基准测试以排除噪声（p2pBandwidthLatencyTest 默认的少量重复次数会有 5–10 % 的波动），并确保 GPU 此时没有其他负载。</translation>
    </message>
    <message>
        <source>Not checked for outliers: no GPU pair of this run could be given a connection class (its GPUs did not match the machine&apos;s, or the machine&apos;s topology is unknown).</source>
        <translation>未检查离群值：该次运行中没有任何 GPU 对能确定连接类型（其 GPU 与该机器的 GPU 不匹配，或该机器的拓扑未知）。</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Each bandwidth matrix of the imported benchmark runs as a heatmap, with the GPU pairs that deliver clearly less than the best pair of their connection class listed under it; and the size sweeps over message size.</source>
        <translation>导入的基准测试运行中的每个带宽矩阵都以热力图显示，下方列出明显低于同连接类型最佳 GPU 对的 GPU 对；另附随消息大小变化的尺寸扫描。</translation>
    </message>
    <message>
        <source>No bandwidth matrix or size sweep in this run.</source>
        <translation>该次运行中没有带宽矩阵，也没有尺寸扫描。</translation>
    </message>
    <message>
        <source>Benchmark heatmap</source>
        <translation>基准测试热力图</translation>
    </message>
    <message>
        <source>Size-sweep chart</source>
        <translation>尺寸扫描图</translation>
    </message>
    <message>
        <source>the snapshot has no benchmark results; import them first with File › Import Benchmark Results…</source>
        <translation>快照中没有基准测试结果；请先导入：文件 › 导入基准测试结果…</translation>
    </message>
    <message>
        <source>no benchmark run of the snapshot has a size sweep</source>
        <translation>快照中没有任何基准测试运行包含尺寸扫描</translation>
    </message>
    <message>
        <source>no benchmark run of the snapshot has a GPU×GPU bandwidth or latency matrix</source>
        <translation>快照中没有任何基准测试运行包含 GPU×GPU 带宽或延迟矩阵</translation>
    </message>
    <message>
        <source>no such machine in the snapshot</source>
        <translation>快照中没有该机器</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (host, guest, side-by-side, matrix, heatmap[:METRIC], sweeps[:bandwidth|algbw|latency])</source>
        <translation>未知视图“%1”（host、guest、side-by-side、matrix、heatmap[:METRIC]、sweeps[:bandwidth|algbw|latency]）</translation>
    </message>
    <message>
        <source>The distance row of node %1 does not match the table header; its distances are left out</source>
        <translation>节点 %1 的距离行与表头不符；已略去其距离</translation>
    </message>
    <message>
        <source>The host&apos;s VM configurations were collected, but none is taken for this guest: %1.</source>
        <translation>已采集主机的虚拟机配置，但没有一个被视为此客户机的配置：%1。</translation>
    </message>
    <message>
        <source>GPU%1 %2</source>
        <translation>GPU%1 %2</translation>
    </message>
    <message>
        <source>The configuration of %1 (%2) does not place them: %3.</source>
        <translation>%1 的配置（%2）无法定位这些 GPU：%3。</translation>
    </message>
    <message>
        <source>%1 = host %2</source>
        <translation>%1 = 主机 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 passes through %n host device(s) this host does not have</source>
        <translation>
            <numerusform>%1 直通了 %n 个此主机上不存在的主机设备</numerusform>
        </translation>
    </message>
    <message>
        <source>According to %1, the VM gets %2, but the host&apos;s PCI tree has no such function. A VM that is not running will fail to start with it; for a running VM, the device has dropped off the bus or was removed since it started, or the host was collected at another time than the VM&apos;s configuration.</source>
        <translation>根据%1，该虚拟机获得 %2，但主机的 PCI 树中没有这样的功能。未运行的虚拟机将因此无法启动；对于正在运行的虚拟机，则是该设备在其启动后已从总线上掉线或被移除，或者主机与虚拟机配置是在不同时间采集的。</translation>
    </message>
    <message>
        <source>Look for the address on the host (lspci -s ADDRESS, and the kernel log for &quot;fallen off the bus&quot; or AER errors). Addresses move when cards are added or firmware settings change: on Proxmox, compare the hostpciN entry or the path= of its PCI mapping (/etc/pve/mapping/pci.cfg) with the host&apos;s addresses now; for libvirt, the &lt;hostdev&gt; &lt;source&gt; address.</source>
        <translation>请在主机上查找该地址（lspci -s ADDRESS，并在内核日志中查找“fallen off the bus”或 AER 错误）。添加显卡或更改固件设置后地址会变化：在 Proxmox 上，请将 hostpciN 条目或其 PCI 映射的 path=（/etc/pve/mapping/pci.cfg）与主机当前的地址进行比较；对于 libvirt，则比较 &lt;hostdev&gt; &lt;source&gt; 地址。</translation>
    </message>
    <message>
        <source>QEMU command line</source>
        <translation>QEMU 命令行</translation>
    </message>
    <message>
        <source>libvirt domain</source>
        <translation>libvirt 域</translation>
    </message>
    <message>
        <source>(the guest reports no PCI address for GPU%1, so %2 cannot place it)</source>
        <translation>（客户机没有报告 GPU%1 的 PCI 地址，因此 %2 无法定位它）</translation>
    </message>
    <message>
        <source>(no device of %1 resolves to guest %2)</source>
        <translation>（%1 中没有设备对应客户机 %2）</translation>
    </message>
    <message>
        <source>(guest %1 is %2 of %3, which is not passed through)</source>
        <translation>（客户机 %1 是 %3 的 %2，它不是直通设备）</translation>
    </message>
    <message>
        <source>(guest %1 is %2 of %3, passing host %4, which is no GPU of the host)</source>
        <translation>（客户机 %1 是 %3 的 %2，它直通的主机 %4 不是主机的 GPU）</translation>
    </message>
    <message>
        <source>(%1 places it at host %2, but stronger evidence gave that GPU to another guest GPU)</source>
        <translation>（%1 将它定位到主机 %2，但更有力的证据已将该 GPU 分配给另一个客户机 GPU）</translation>
    </message>
    <message>
        <source>(the VM taken as %1)</source>
        <translation>（选定该虚拟机的依据：%1）</translation>
    </message>
    <message>
        <source>(the libvirt domain suggests host GPU%1 instead: %2)</source>
        <translation>（libvirt 域建议改为主机 GPU%1：%2）</translation>
    </message>
    <message>
        <source>(the QEMU command line suggests host GPU%1 instead: %2)</source>
        <translation>（QEMU 命令行建议改为主机 GPU%1：%2）</translation>
    </message>
    <message>
        <source>(the VM configuration puts this host GPU at guest GPU%1 instead: %2)</source>
        <translation>（虚拟机配置则将此主机 GPU 对应到客户机 GPU%1：%2）</translation>
    </message>
    <message>
        <source>the VM&apos;s memory size is unknown: fill in the memory of each guest NUMA node (MiB)</source>
        <translation>虚拟机内存大小未知：请填写每个客户机 NUMA 节点的内存（MiB）</translation>
    </message>
    <message>
        <source>In the VM this only pays off once the guest sees the split: apply this layout or an NCCL_TOPO_FILE (topolens nccl-topo), and set NCCL_P2P_LEVEL (NCCL&apos;s default, PXB, leaves P2P off across host bridges).</source>
        <translation>在虚拟机中，只有当客户机能看到这种划分时才有收益：请应用此布局或 NCCL_TOPO_FILE（topolens nccl-topo），并设置 NCCL_P2P_LEVEL（NCCL 的默认值 PXB 不会跨主桥启用 P2P）。</translation>
    </message>
    <message>
        <source># TopoLens %1: PCIe layout for %2 on host %3, as qemu-system-x86_64 arguments</source>
        <translation># TopoLens %1：主机 %3 上 %2 的 PCIe 布局，以 qemu-system-x86_64 参数形式给出</translation>
    </message>
    <message>
        <source>the VM</source>
        <translation>该虚拟机</translation>
    </message>
    <message>
        <source># each GPU behind its own root port.</source>
        <translation># 每个 GPU 位于自己的根端口之后。</translation>
    </message>
    <message>
        <source># Put the lines after these comments into a qemu-system-x86_64 -machine q35 command (with -accel kvm</source>
        <translation># 请将这些注释之后的各行放入 qemu-system-x86_64 -machine q35 命令中（连同 -accel kvm</translation>
    </message>
    <message>
        <source># and the command&apos;s own disk, network and firmware options). Each ends in &quot; \&quot;, so more options may</source>
        <translation># 以及该命令自己的磁盘、网络和固件选项）。每行都以 &quot; \&quot; 结尾，因此后面还可以</translation>
    </message>
    <message>
        <source># follow. Keep these # lines out of the command: a comment inside it ends the command there.</source>
        <translation># 接其他选项。不要把这些 # 行放进命令中：命令中的注释会使命令在该处结束。</translation>
    </message>
    <message>
        <source># Guest NUMA nodes as the VM&apos;s configuration binds them: one memory backend and -numa node each;</source>
        <translation># 客户机 NUMA 节点，按虚拟机配置中的绑定：每个节点一个内存后端和一个 -numa node；</translation>
    </message>
    <message>
        <source># Guest NUMA nodes bound to the host&apos;s: one memory backend and -numa node each;</source>
        <translation># 绑定到主机节点的客户机 NUMA 节点：每个节点一个内存后端和一个 -numa node；</translation>
    </message>
    <message>
        <source># -m and -smp are what the nodes add up to, and replace the command&apos;s own.</source>
        <translation># -m 和 -smp 是各节点的总和，并替换命令中原有的值。</translation>
    </message>
    <message>
        <source># The VM&apos;s memory size is unknown: replace %1 in -m and in each size= (MiB, as 4096M).</source>
        <translation># 虚拟机内存大小未知：请替换 -m 和每个 size= 中的 %1（单位 MiB，写作 4096M）。</translation>
    </message>
    <message>
        <source>#   - QEMU does not bind the GPUs: bind them to vfio-pci on the host first (vfio-pci.ids=… on the kernel</source>
        <translation>#   - QEMU 不会绑定 GPU：请先在主机上把 GPU 绑定到 vfio-pci（在内核命令行中加 vfio-pci.ids=…，</translation>
    </message>
    <message>
        <source>#     command line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.</source>
        <translation>#     或执行 driverctl set-override BDF vfio-pci），并且不要把它们分配给其他虚拟机。</translation>
    </message>
    <message>
        <source>explicit address</source>
        <translation>显式地址</translation>
    </message>
    <message>
        <source>through ports</source>
        <translation>经由端口</translation>
    </message>
    <message>
        <source>slot assumed as QEMU assigns it</source>
        <translation>按 QEMU 的分配方式推定插槽</translation>
    </message>
    <message>
        <source>not in the guest</source>
        <translation>不在客户机中</translation>
    </message>
    <message>
        <source>an NVMe controller</source>
        <translation>NVMe 控制器</translation>
    </message>
    <message>
        <source>an Ethernet controller</source>
        <translation>以太网控制器</translation>
    </message>
    <message>
        <source>a storage controller</source>
        <translation>存储控制器</translation>
    </message>
    <message>
        <source>a SATA controller</source>
        <translation>SATA 控制器</translation>
    </message>
    <message>
        <source>a USB controller</source>
        <translation>USB 控制器</translation>
    </message>
    <message>
        <source>the guest&apos;s %1 is a %2 [%3:%4]</source>
        <translation>客户机的 %1 是 %2 [%3:%4]</translation>
    </message>
    <message>
        <source>%1, not the host bridge of an expander bus</source>
        <translation>%1，不是扩展总线的主桥</translation>
    </message>
    <message>
        <source>%1, not a bridge</source>
        <translation>%1，不是桥</translation>
    </message>
    <message>
        <source>%1, a %2 rather than a %3</source>
        <translation>%1，是 %2 而不是 %3</translation>
    </message>
    <message>
        <source>%1, a bridge rather than an endpoint</source>
        <translation>%1，是桥而不是端点</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1，而不是 %2</translation>
    </message>
    <message>
        <source>%1, but host %2 is [%3:%4]</source>
        <translation>%1，但主机 %2 是 [%3:%4]</translation>
    </message>
    <message>
        <source>%1, but host %2 is a %3</source>
        <translation>%1，但主机 %2 是 %3</translation>
    </message>
    <message>
        <source>its chain of buses does not end at a root bus</source>
        <translation>其总线链未终止于根总线</translation>
    </message>
    <message>
        <source>it is on bus %1, which no device of the configuration provides</source>
        <translation>它位于总线 %1 上，但配置中没有设备提供该总线</translation>
    </message>
    <message>
        <source>it is on bus %1, which is a %2 device, not a bus</source>
        <translation>它位于总线 %1 上，而那是一个 %2 设备，不是总线</translation>
    </message>
    <message>
        <source>its expander bus %1 has no bus number (bus_nr)</source>
        <translation>其扩展总线 %1 没有总线号（bus_nr）</translation>
    </message>
    <message>
        <source>it has no address on root bus %1, and which slot QEMU gives it is not known here</source>
        <translation>它在根总线 %1 上没有地址，而 QEMU 会给它分配哪个插槽在此无法得知</translation>
    </message>
    <message>
        <source>the guest&apos;s bus %1 is behind %2, not a root bus: the guest has no expander bus %3 there</source>
        <translation>客户机的总线 %1 位于 %2 之后，不是根总线：客户机在该处没有扩展总线 %3</translation>
    </message>
    <message>
        <source>the guest has no root bus %1 (%2)</source>
        <translation>客户机没有根总线 %1（%2）</translation>
    </message>
    <message>
        <source>the guest has nothing at %1 (slot %2 of %3)</source>
        <translation>客户机在 %1 处没有设备（%3 的插槽 %2）</translation>
    </message>
    <message>
        <source>slot %1 of %2</source>
        <translation>%2 的插槽 %1</translation>
    </message>
    <message>
        <source>its bus %1 (%2) is not in the guest: %3</source>
        <translation>其总线 %1（%2）不在客户机中：%3</translation>
    </message>
    <message>
        <source>it has no address behind %1, and which slot QEMU gives it is not known here</source>
        <translation>它在 %1 之后没有地址，而 QEMU 会给它分配哪个插槽在此无法得知</translation>
    </message>
    <message>
        <source>the guest has nothing at slot %1 behind %2 (%3)</source>
        <translation>客户机在 %2（%3）之后的插槽 %1 处没有设备</translation>
    </message>
    <message>
        <source>slot %1 behind %2 (%3)</source>
        <translation>%2（%3）之后的插槽 %1</translation>
    </message>
    <message>
        <source>%1 (slot assumed as QEMU assigns it)</source>
        <translation>%1（按 QEMU 的分配方式推定插槽）</translation>
    </message>
    <message>
        <source>the host&apos;s &quot;%1&quot;</source>
        <translation>主机的“%1”</translation>
    </message>
    <message>
        <source>the guest&apos;s label &quot;%1&quot;</source>
        <translation>客户机的标签“%1”</translation>
    </message>
    <message>
        <source>VMID %1, from %2</source>
        <translation>VMID %1，来自%2</translation>
    </message>
    <message>
        <source>no VM of the host has VMID %1 (%2)</source>
        <translation>主机上没有 VMID 为 %1 的虚拟机（%2）</translation>
    </message>
    <message>
        <source>its name %1 is the guest&apos;s</source>
        <translation>其名称 %1 与客户机的名称一致</translation>
    </message>
    <message>
        <source>the only VM the host&apos;s configurations describe</source>
        <translation>主机配置中描述的唯一虚拟机</translation>
    </message>
    <message numerus="yes">
        <source>none of the host&apos;s %n VM(s) has devices where the guest&apos;s PCI tree shows them</source>
        <translation>
            <numerusform>主机的 %n 台虚拟机中，没有一台的设备位于客户机 PCI 树所显示的位置</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fit the guest equally well; none is taken rather than a wrong one</source>
        <translation>%1 与客户机的匹配程度相同；宁可不选，也不选错</translation>
    </message>
    <message>
        <source>of %1 VMs, the one whose devices the guest&apos;s PCI tree shows best</source>
        <translation>在 %1 台虚拟机中，其设备在客户机 PCI 树中体现得最好的那台</translation>
    </message>
    <message>
        <source>VM %1 (%2)</source>
        <translation>虚拟机 %1（%2）</translation>
    </message>
    <message>
        <source>VM %1</source>
        <translation>虚拟机 %1</translation>
    </message>
    <message>
        <source>the VM of PID %1</source>
        <translation>PID %1 的虚拟机</translation>
    </message>
    <message>
        <source>an unnamed VM</source>
        <translation>一台未命名的虚拟机</translation>
    </message>
    <message>
        <source>the libvirt domain %1</source>
        <translation>libvirt 域 %1</translation>
    </message>
    <message>
        <source>the QEMU command line of PID %1</source>
        <translation>PID %1 的 QEMU 命令行</translation>
    </message>
    <message>
        <source>the QEMU command line of VM %1</source>
        <translation>虚拟机 %1 的 QEMU 命令行</translation>
    </message>
    <message>
        <source>a QEMU command line</source>
        <translation>一条 QEMU 命令行</translation>
    </message>
    <message>
        <source>the QEMU command line of %1</source>
        <translation>%1 的 QEMU 命令行</translation>
    </message>
    <message>
        <source>guest %1 is %2 = host %3, from %4</source>
        <translation>客户机 %1 是 %2 = 主机 %3，来自%4</translation>
    </message>
    <message>
        <source>guest %1 is %2 (%3), from %4</source>
        <translation>客户机 %1 是 %2（%3），来自%4</translation>
    </message>
    <message>
        <source>%1, host %2</source>
        <translation>%1，主机 %2</translation>
    </message>
    <message>
        <source>%1 (%2) of %3 is not in the guest: %4</source>
        <translation>%3 中的 %1（%2）不在客户机中：%4</translation>
    </message>
    <message>
        <source>PCI configuration space: PCIe port types, links, serial numbers, ACS (the header only without root)</source>
        <translation>PCI 配置空间：PCIe 端口类型、链路、序列号、ACS（非 root 时仅有头部）</translation>
    </message>
    <message>
        <source>the command lines of running QEMU VMs: which host device each guest slot passes through</source>
        <translation>正在运行的 QEMU 虚拟机的命令行：每个客户机插槽直通的是哪个主机设备</translation>
    </message>
    <message>
        <source>the running libvirt domains (virsh dumpxml, read-only)</source>
        <translation>正在运行的 libvirt 域（virsh dumpxml，只读）</translation>
    </message>
    <message>
        <source>the QEMU command line Proxmox starts the VM with (where each hostpciN sits in the guest)</source>
        <translation>Proxmox 启动该虚拟机时使用的 QEMU 命令行（每个 hostpciN 在客户机中的位置）</translation>
    </message>
    <message>
        <source>not timed: the collecting shell had no clock finer than a second</source>
        <translation>未计时：执行采集的 shell 没有精度高于一秒的时钟</translation>
    </message>
    <message>
        <source>PCI configuration space (PCIe port types, links, serial numbers, ACS)</source>
        <translation>PCI 配置空间（PCIe 端口类型、链路、序列号、ACS）</translation>
    </message>
    <message>
        <source>QEMU command lines: each VM&apos;s PCI devices, ports, bridges and passed-through host devices</source>
        <translation>QEMU 命令行：每台虚拟机的 PCI 设备、端口、桥和直通的主机设备</translation>
    </message>
    <message>
        <source>libvirt domains: each VM&apos;s PCI controllers, devices and passed-through host devices</source>
        <translation>libvirt 域：每台虚拟机的 PCI 控制器、设备和直通的主机设备</translation>
    </message>
    <message>
        <source>no domain XML after this header (the domain went away?)</source>
        <translation>此头部之后没有域 XML（该域已消失？）</translation>
    </message>
    <message>
        <source>not readable as XML: %1</source>
        <translation>无法作为 XML 读取：%1</translation>
    </message>
    <message>
        <source>no domain XML after this header</source>
        <translation>此头部之后没有域 XML</translation>
    </message>
    <message>
        <source>not a libvirt domain: the document is &lt;%1&gt;</source>
        <translation>不是 libvirt 域：该文档为 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>the XML ends here, inside &lt;%1&gt; (cut off?); what came before it was read</source>
        <translation>XML 在此处、&lt;%1&gt; 内部结束（被截断？）；之前的内容已读取</translation>
    </message>
    <message>
        <source>malformed XML: %1; what came before it was read</source>
        <translation>XML 格式错误：%1；之前的内容已读取</translation>
    </message>
    <message>
        <source>domain %1 has no &lt;devices&gt;</source>
        <translation>域 %1 没有 &lt;devices&gt;</translation>
    </message>
    <message>
        <source>more than %1 devices in one domain; the rest were not read</source>
        <translation>一个域中的设备超过 %1 个；其余未读取</translation>
    </message>
    <message>
        <source>PCI controller %1 has no readable index</source>
        <translation>PCI 控制器 %1 没有可读的索引</translation>
    </message>
    <message>
        <source>a second PCI controller with index %1</source>
        <translation>第二个索引为 %1 的 PCI 控制器</translation>
    </message>
    <message>
        <source>%1: the PCI address has no readable bus, slot and function</source>
        <translation>%1：该 PCI 地址没有可读的总线、插槽和功能</translation>
    </message>
    <message>
        <source>%1: the host PCI address is not readable</source>
        <translation>%1：主机 PCI 地址不可读</translation>
    </message>
    <message>
        <source>%1: a PCI hostdev without a &lt;source&gt; address</source>
        <translation>%1：没有 &lt;source&gt; 地址的 PCI hostdev</translation>
    </message>
    <message>
        <source>%1: its address names bus 0x%2, which no PCI controller of the domain provides</source>
        <translation>%1：其地址指向总线 0x%2，但该域中没有 PCI 控制器提供此总线</translation>
    </message>
    <message>
        <source>no libvirt domain (empty input)</source>
        <translation>没有 libvirt 域（输入为空）</translation>
    </message>
    <message>
        <source>This is binary data, not text: expected libvirt domain XML (virsh dumpxml).</source>
        <translation>这是二进制数据，而不是文本：应为 libvirt 域 XML（virsh dumpxml）。</translation>
    </message>
    <message>
        <source>more than %1 domains; the rest were not read</source>
        <translation>域超过 %1 个；其余未读取</translation>
    </message>
    <message>
        <source>%1 without a value</source>
        <translation>%1 缺少值</translation>
    </message>
    <message>
        <source>-set %1 is not of the form device.ID.PROPERTY=VALUE</source>
        <translation>-set %1 不符合 device.ID.PROPERTY=VALUE 格式</translation>
    </message>
    <message>
        <source>-global %1 is not of the form DRIVER.PROPERTY=VALUE</source>
        <translation>-global %1 不符合 DRIVER.PROPERTY=VALUE 格式</translation>
    </message>
    <message>
        <source>-id %1 is not a Proxmox VM id</source>
        <translation>-id %1 不是 Proxmox 虚拟机 ID</translation>
    </message>
    <message>
        <source>-device %1 is neither a JSON object nor QEMU&apos;s option syntax</source>
        <translation>-device %1 既不是 JSON 对象，也不是 QEMU 的选项语法</translation>
    </message>
    <message>
        <source>-device %1 names no driver</source>
        <translation>-device %1 未指定驱动</translation>
    </message>
    <message>
        <source>a second device with id %1; references to it mean the first</source>
        <translation>第二个 ID 为 %1 的设备；对该 ID 的引用指向第一个</translation>
    </message>
    <message>
        <source>the devices of %1 are not known; only qemu-server&apos;s own -readconfig files are</source>
        <translation>%1 中的设备未知；只知道 qemu-server 自带的 -readconfig 文件中的设备</translation>
    </message>
    <message>
        <source>-set names device %1, which this VM does not have</source>
        <translation>-set 指向设备 %1，但此虚拟机没有该设备</translation>
    </message>
    <message>
        <source>-set names device %1, which is given as JSON: QEMU applies -set only to devices in its option syntax (and refuses to start)</source>
        <translation>-set 指向设备 %1，而该设备以 JSON 形式给出：QEMU 只对以其选项语法给出的设备应用 -set（并会拒绝启动）</translation>
    </message>
    <message>
        <source>%1: host=%2 is not a PCI address</source>
        <translation>%1：host=%2 不是 PCI 地址</translation>
    </message>
    <message>
        <source>%1: sysfsdev=%2 is not a PCI function of the host</source>
        <translation>%1：sysfsdev=%2 不是主机的 PCI 功能</translation>
    </message>
    <message>
        <source>%1 passes through no host device (neither host= nor sysfsdev=)</source>
        <translation>%1 没有直通任何主机设备（既无 host= 也无 sysfsdev=）</translation>
    </message>
    <message>
        <source>%1: bus=%2 names a device that provides no PCI bus</source>
        <translation>%1：bus=%2 指向的设备不提供 PCI 总线</translation>
    </message>
    <message>
        <source>%1: bus=%2 names no device of this VM</source>
        <translation>%1：bus=%2 没有指向此虚拟机的任何设备</translation>
    </message>
    <message>
        <source>%1: addr=%2 is not a PCI slot and function</source>
        <translation>%1：addr=%2 不是 PCI 插槽和功能</translation>
    </message>
    <message>
        <source>%1: no free slot is left on %2</source>
        <translation>%1：%2 上已没有空闲插槽</translation>
    </message>
    <message>
        <source>no -machine: q35 is assumed, since devices are on its root bus pcie.0</source>
        <translation>没有 -machine：假定为 q35，因为有设备位于其根总线 pcie.0 上</translation>
    </message>
    <message>
        <source>no -machine: the PCI layout of QEMU&apos;s default for x86 (pc, i440fx) is assumed</source>
        <translation>没有 -machine：假定为 QEMU 在 x86 上默认机器（pc、i440fx）的 PCI 布局</translation>
    </message>
    <message>
        <source>device %1 has the id of the machine&apos;s root bus; references to it mean the root bus</source>
        <translation>设备 %1 的 ID 与机器的根总线相同；对它的引用指向根总线</translation>
    </message>
    <message>
        <source>no QEMU process (empty input)</source>
        <translation>没有 QEMU 进程（输入为空）</translation>
    </message>
    <message>
        <source>This is binary data, not text: expected QEMU command lines.</source>
        <translation>这是二进制数据，而不是文本：应为 QEMU 命令行。</translation>
    </message>
    <message>
        <source>No QEMU command line found: expected lines starting with qemu-system-*, qemu-kvm or kvm (qm showcmd, a libvirt log) or &quot;==&gt; /proc/PID/cmdline &lt;==&quot; blocks.</source>
        <translation>未找到 QEMU 命令行：应为以 qemu-system-*、qemu-kvm 或 kvm 开头的行（qm showcmd、libvirt 日志），或“==&gt; /proc/PID/cmdline &lt;==”块。</translation>
    </message>
    <message>
        <source>more than %1 arguments in one command line; the rest of it was not read</source>
        <translation>一条命令行中的参数超过 %1 个；其余部分未读取</translation>
    </message>
    <message>
        <source>a quote opened here is never closed (the paste seems cut off); the arguments before it were read</source>
        <translation>此处开始的引号始终没有闭合（粘贴的内容似乎被截断）；其之前的参数已读取</translation>
    </message>
    <message>
        <source>more than %1 QEMU command lines; the rest were not read</source>
        <translation>QEMU 命令行超过 %1 条；其余未读取</translation>
    </message>
    <message>
        <source>process %1 ended before its command line was read</source>
        <translation>进程 %1 在其命令行被读取之前已结束</translation>
    </message>
    <message>
        <source>more than %1 QEMU processes; the rest were not read</source>
        <translation>QEMU 进程超过 %1 个；其余未读取</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) outside the &quot;==&gt; /proc/PID/cmdline &lt;==&quot; blocks were not read</source>
        <translation>
            <numerusform>“==&gt; /proc/PID/cmdline &lt;==”块之外的 %n 行未读取</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the capability list points into the header (0x%2); read up to there</source>
        <translation>%1：能力列表指向头部以内（0x%2）；已读取到该处为止</translation>
    </message>
    <message>
        <source>%1: the capability list loops back to 0x%2; read up to there</source>
        <translation>%1：能力列表循环回到 0x%2；已读取到该处为止</translation>
    </message>
    <message>
        <source>%1: an extended capability points below 0x100 (0x%2); read up to there</source>
        <translation>%1：某个扩展能力指向 0x100 以下（0x%2）；已读取到该处为止</translation>
    </message>
    <message>
        <source>No PCI configuration space found: expected a device line such as &quot;==&gt; /sys/bus/pci/devices/0000:00:1c.0/config &lt;==&quot; or &quot;00:1c.0 PCI bridge: …&quot; followed by rows such as &quot;000000 86 80 …&quot; or &quot;00: 86 80 …&quot;.</source>
        <translation>未找到 PCI 配置空间：应为类似“==&gt; /sys/bus/pci/devices/0000:00:1c.0/config &lt;==”或“00:1c.0 PCI bridge: …”的设备行，后跟类似“000000 86 80 …”或“00: 86 80 …”的数据行。</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) have only the 64-byte header of their configuration space (what the kernel shows a user, or lspci -x): no PCIe port type, link, serial number or ACS for them; a dump as root has them all.</source>
        <translation>
            <numerusform>%n 个设备只有配置空间的 64 字节头部（内核向普通用户显示的内容，或 lspci -x）：缺少它们的 PCIe 端口类型、链路、序列号和 ACS；以 root 身份转储可获得全部内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PCI Express device(s) have only the first 256 bytes of their configuration space (lspci -xxx): no serial number or ACS for them; lspci -xxxx or the collector as root reads all 4096.</source>
        <translation>
            <numerusform>%n 个 PCI Express 设备只有配置空间的前 256 字节（lspci -xxx）：缺少它们的序列号和 ACS；lspci -xxxx 或以 root 身份运行的采集器可读取全部 4096 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bytes before any device line; skipped: %1</source>
        <translation>位于任何设备行之前的字节；已跳过：%1</translation>
    </message>
    <message>
        <source>Beyond the 4096 bytes of configuration space; skipped: %1</source>
        <translation>超出配置空间的 4096 字节；已跳过：%1</translation>
    </message>
    <message>
        <source>Not a configuration space row or device line: %1</source>
        <translation>既不是配置空间数据行，也不是设备行：%1</translation>
    </message>
    <message>
        <source>This device line names no PCI address; its rows are skipped: %1</source>
        <translation>该设备行没有给出 PCI 地址；其数据行已跳过：%1</translation>
    </message>
    <message>
        <source>%1 was dumped before, on line %2, which is kept</source>
        <translation>%1 之前已在第 %2 行转储过，保留该次转储</translation>
    </message>
    <message>
        <source>%1: fewer than the first 16 bytes of configuration space; skipped</source>
        <translation>%1：不足配置空间的前 16 字节；已跳过</translation>
    </message>
    <message>
        <source>%1 reads as all ones: the device did not answer (removed, powered off or in reset); skipped</source>
        <translation>%1 读出全为 1：设备没有响应（已移除、已断电或正在复位）；已跳过</translation>
    </message>
    <message>
        <source>expected PCI configuration space dumps (od of /sys/bus/pci/devices/*/config, or lspci -x)</source>
        <translation>应为 PCI 配置空间转储（对 /sys/bus/pci/devices/*/config 运行 od，或 lspci -x）</translation>
    </message>
    <message>
        <source>%1 is under a different path than on line %2, which is kept: %3</source>
        <translation>%1 的路径与第 %2 行不同，保留原路径：%3</translation>
    </message>
    <message>
        <source>VM configuration of guest &quot;%1&quot;:</source>
        <translation>客户机“%1”的虚拟机配置：</translation>
    </message>
    <message>
        <source>no VM of the host is taken for it: %1</source>
        <translation>主机上没有虚拟机被视为该客户机：%1</translation>
    </message>
    <message>
        <source>%1, from %2 (%3)</source>
        <translation>%1，来自%2（%3）</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>--format takes proxmox, libvirt or qemu, not &quot;%1&quot;</source>
        <translation>--format 只接受 proxmox、libvirt 或 qemu，而不是“%1”</translation>
    </message>
    <message>
        <source>#   - x-speed/x-width make the root port advertise the host&apos;s link (QEMU ≥ 4.0).</source>
        <translation>#   - x-speed/x-width 让根端口报告主机的链路（QEMU ≥ 4.0）。</translation>
    </message>
    <message>
        <source>#     The host&apos;s links run at %1 GT/s, which QEMU takes only from 9.0: the ports say %2 GT/s, so</source>
        <translation>#     主机的链路速率为 %1 GT/s，QEMU 从 9.0 起才接受：端口报告 %2 GT/s，这样</translation>
    </message>
    <message>
        <source>#     this starts on older QEMU too. With QEMU ≥ 9.0, generate it with --qemu 9.0.</source>
        <translation>#     在较旧的 QEMU 上也能启动。若 QEMU ≥ 9.0，请用 --qemu 9.0 生成。</translation>
    </message>
    <message>
        <source>--qemu takes a QEMU version such as 9.0, not &quot;%1&quot;</source>
        <translation>--qemu 需要一个 QEMU 版本号，例如 9.0，而不是“%1”</translation>
    </message>
    <message>
        <source>a class of the baseline</source>
        <translation>基线中的一个类别</translation>
    </message>
    <message>
        <source>The saved baseline has no machine of this hardware class.</source>
        <translation>保存的基线中没有此硬件类别的机器。</translation>
    </message>
    <message>
        <source>%1 GT/s</source>
        <translation>%1 GT/s</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>not collected</source>
        <translation>未采集</translation>
    </message>
    <message>
        <source>node %1: CPUs %2, distances %3</source>
        <translation>节点 %1：CPU %2，距离 %3</translation>
    </message>
    <message>
        <source>The link trained narrower than on the baseline: fewer lanes carry every transfer (a seating, riser or slot problem).</source>
        <translation>链路训练出的宽度比基线窄：每次传输使用的通道更少（安装不到位、转接卡或插槽有问题）。</translation>
    </message>
    <message>
        <source>The link trained wider than on the baseline.</source>
        <translation>链路训练出的宽度比基线宽。</translation>
    </message>
    <message>
        <source>capable of %1</source>
        <translation>能力为 %1</translation>
    </message>
    <message>
        <source>The link&apos;s capability differs from the baseline&apos;s: another slot, riser or card.</source>
        <translation>链路能力与基线不同：插槽、转接卡或板卡不同。</translation>
    </message>
    <message>
        <source>The link runs at another speed than on the baseline. Idle GPUs lower their link speed to save power: collect again while the GPU is busy before acting on it.</source>
        <translation>链路速率与基线不同。空闲的 GPU 会降低链路速率以节能：采取措施之前，请在 GPU 繁忙时重新采集。</translation>
    </message>
    <message>
        <source>The link&apos;s top speed differs from the baseline&apos;s: another slot, riser, card or firmware setting.</source>
        <translation>链路最高速率与基线不同：插槽、转接卡、板卡或固件设置不同。</translation>
    </message>
    <message>
        <source>Another device sits in this slot than on the baseline.</source>
        <translation>此槽位中的设备与基线不同。</translation>
    </message>
    <message>
        <source>The device reports another NUMA node than on the baseline: CPU affinity and the path to memory change.</source>
        <translation>设备报告的 NUMA 节点与基线不同：CPU 亲和性和访问内存的路径随之改变。</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>网卡 %1</translation>
    </message>
    <message>
        <source>The IOMMU is not in the state of the baseline: device passthrough, ACS isolation and DMA protection differ.</source>
        <translation>IOMMU 的状态与基线不同：设备直通、ACS 隔离和 DMA 保护都有差异。</translation>
    </message>
    <message>
        <source>The NUMA layout differs from the baseline&apos;s (BIOS setting such as NPS or SNC, memory population, or CPUs offline).</source>
        <translation>NUMA 布局与基线不同（NPS 或 SNC 等 BIOS 设置、内存插装情况，或有 CPU 离线）。</translation>
    </message>
    <message>
        <source>The kernel was booted with another value of a parameter that changes how the IOMMU, PCIe or ACS behave.</source>
        <translation>内核启动时，某个影响 IOMMU、PCIe 或 ACS 行为的参数取值与基线不同。</translation>
    </message>
    <message>
        <source>Another GPU driver version runs than on the baseline.</source>
        <translation>运行的 GPU 驱动版本与基线不同。</translation>
    </message>
    <message>
        <source>The baseline has a GPU at this position and this machine has none: it fell off the bus, is disabled, or was removed.</source>
        <translation>基线在此位置有一个 GPU，而此机器没有：它已从总线上掉线、被禁用或被移除。</translation>
    </message>
    <message>
        <source>The GPU shares its IOMMU group with another number of devices than on the baseline; all of a group must be passed through together.</source>
        <translation>与该 GPU 共享 IOMMU 组的设备数量与基线不同；同一组的所有设备必须一起直通。</translation>
    </message>
    <message>
        <source>ACS on the ports above the GPU differs from the baseline: peer-to-peer traffic is routed differently and IOMMU groups change.</source>
        <translation>GPU 上游端口的 ACS 与基线不同：点对点流量的路由方式不同，IOMMU 组也会变化。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>The connection to another device is of another class than on the baseline (NVLink, PCIe switch, host bridge or socket).</source>
        <translation>与另一设备的连接类型与基线不同（NVLink、PCIe 交换机、主桥或插槽）。</translation>
    </message>
    <message>
        <source>nvidia-smi reports another peer-to-peer status to this GPU than on the baseline.</source>
        <translation>nvidia-smi 报告的与此 GPU 的点对点状态与基线不同。</translation>
    </message>
    <message>
        <source>This machine has a GPU where the baseline has none.</source>
        <translation>此机器在基线没有 GPU 的位置有一个 GPU。</translation>
    </message>
    <message>
        <source>The baseline has a network device at this position and this machine has none.</source>
        <translation>基线在此位置有一个网络设备，而此机器没有。</translation>
    </message>
    <message>
        <source>This machine has a network device where the baseline has none.</source>
        <translation>此机器在基线没有网络设备的位置有一个网络设备。</translation>
    </message>
    <message>
        <source>fingerprint: %1%2 has the wrong type</source>
        <translation>指纹：%1%2 的类型错误</translation>
    </message>
    <message>
        <source>fingerprint: %1position is missing</source>
        <translation>指纹：缺少 %1position</translation>
    </message>
    <message>
        <source>fingerprint: version %1 is not one this TopoLens reads (1 to %2)</source>
        <translation>指纹：此 TopoLens 无法读取版本 %1（支持 1 到 %2）</translation>
    </message>
    <message>
        <source>The link of %1 now runs at %3; it ran at %2 (LnkSta).</source>
        <translation>%1 的链路现在运行于 %3；之前为 %2（LnkSta）。</translation>
    </message>
    <message>
        <source>The link of %1 now offers %3; it offered %2 (LnkCap).</source>
        <translation>%1 的链路现在支持 %3；之前支持 %2（LnkCap）。</translation>
    </message>
    <message>
        <source>%1 now reports NUMA node %3; it reported %2.</source>
        <translation>%1 现在报告 NUMA 节点 %3；之前报告 %2。</translation>
    </message>
    <message>
        <source>%1 is now in IOMMU group %3; it was in group %2.</source>
        <translation>%1 现在位于 IOMMU 组 %3；之前位于组 %2。</translation>
    </message>
    <message>
        <source>ACS redirection on %1 is now %3; it was %2.</source>
        <translation>%1 上的 ACS 重定向现在为 %3；之前为 %2。</translation>
    </message>
    <message>
        <source>%1 is now driven by %3; it was driven by %2.</source>
        <translation>%1 现在由 %3 驱动；之前由 %2 驱动。</translation>
    </message>
    <message>
        <source>no driver</source>
        <translation>无驱动</translation>
    </message>
    <message>
        <source>The machine is now called &quot;%2&quot;; it was &quot;%1&quot;.</source>
        <translation>机器现在名为“%2”；之前名为“%1”。</translation>
    </message>
    <message>
        <source>The machine is now a %2; it was a %1.</source>
        <translation>机器现在是 %2；之前是 %1。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is now %2; it was %1.</source>
        <translation>NVIDIA 驱动现在为 %2；之前为 %1。</translation>
    </message>
    <message>
        <source>The driver&apos;s CUDA version is now %2; it was %1.</source>
        <translation>驱动的 CUDA 版本现在为 %2；之前为 %1。</translation>
    </message>
    <message>
        <source>The IOMMU is now on: the kernel lists IOMMU groups, it listed none before.</source>
        <translation>IOMMU 现已开启：内核列出了 IOMMU 组，之前一个也没有。</translation>
    </message>
    <message>
        <source>The IOMMU is now off: the kernel lists no IOMMU groups, it listed some before.</source>
        <translation>IOMMU 现已关闭：内核没有列出任何 IOMMU 组，之前列出过。</translation>
    </message>
    <message>
        <source>The kernel no longer boots with %1.</source>
        <translation>内核启动时不再带有 %1。</translation>
    </message>
    <message>
        <source>The kernel now boots with %1.</source>
        <translation>内核现在启动时带有 %1。</translation>
    </message>
    <message>
        <source>The kernel now boots with %2 instead of %1.</source>
        <translation>内核现在启动时带有 %2，而不是 %1。</translation>
    </message>
    <message>
        <source>The machine now has NUMA nodes %2; it had %1.</source>
        <translation>机器现在的 NUMA 节点为 %2；之前为 %1。</translation>
    </message>
    <message>
        <source>%1 now holds CPUs %3; it held %2.</source>
        <translation>%1 现在包含 CPU %3；之前包含 %2。</translation>
    </message>
    <message>
        <source>%1 now has %3 of memory; it had %2.</source>
        <translation>%1 现在有 %3 内存；之前有 %2。</translation>
    </message>
    <message>
        <source>The distances of %1 are now %3; they were %2.</source>
        <translation>%1 的距离现在为 %3；之前为 %2。</translation>
    </message>
    <message>
        <source>%1 (%2) is gone.</source>
        <translation>%1（%2）已消失。</translation>
    </message>
    <message>
        <source>%1 (%2) is new.</source>
        <translation>%1（%2）为新增。</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3: the same device by its serial number, at a new address.</source>
        <translation>%1 从 %2 移到了 %3：按序列号是同一设备，但地址已变。</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3: the same device at the same place in the tree, its bus renumbered.</source>
        <translation>%1 从 %2 移到了 %3：是树中同一位置的同一设备，其总线被重新编号。</translation>
    </message>
    <message>
        <source>BAR %1</source>
        <translation>BAR %1</translation>
    </message>
    <message>
        <source>%1 of %2 is now %4; it was %3.</source>
        <translation>%2 的 %1 现在为 %4；之前为 %3。</translation>
    </message>
    <message>
        <source>%1 of %2 is now unassigned: the firmware or kernel could not place it.</source>
        <translation>%2 的 %1 现在未分配：固件或内核无法为其分配地址。</translation>
    </message>
    <message>
        <source>%1 of %2 is now assigned; it was not.</source>
        <translation>%2 的 %1 现已分配；之前未分配。</translation>
    </message>
    <message>
        <source>%1 are now connected as %3 (%4); they were %2.</source>
        <translation>%1 现在的连接为 %3（%4）；之前为 %2。</translation>
    </message>
    <message>
        <source>nvidia-smi now says %3 for P2P %4 between %1; it said %2.</source>
        <translation>nvidia-smi 现在对 %1 之间的 P2P %4 报告 %3；之前报告 %2。</translation>
    </message>
    <message>
        <source>The kernel log now says it could not place a memory BAR of %1; it did not before.</source>
        <translation>内核日志现在显示无法为 %1 的内存 BAR 分配地址；之前没有。</translation>
    </message>
    <message>
        <source>The kernel log no longer says it could not place a memory BAR of %1.</source>
        <translation>内核日志不再显示无法为 %1 的内存 BAR 分配地址。</translation>
    </message>
    <message>
        <source>machine-id, boot id, DMI product and UUID, network hardware addresses</source>
        <translation>machine-id、boot id、DMI 产品名和 UUID、网络硬件地址</translation>
    </message>
    <message>
        <source>ansible tree: %1 is not a usable node name; left out</source>
        <translation>ansible tree：%1 不是可用的节点名；已略过</translation>
    </message>
    <message>
        <source>could not list the nodes with %1 (progress shows no total): </source>
        <translation>无法用 %1 列出节点（进度不显示总数）： </translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>unknown engine</source>
        <translation>未知引擎</translation>
    </message>
    <message>
        <source>--via must be one of %1, not &quot;%2&quot;</source>
        <translation>--via 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <source>no node set given</source>
        <translation>未指定节点集</translation>
    </message>
    <message>
        <source>the node set &quot;%1&quot; starts with &apos;-&apos; and would be read as an option</source>
        <translation>节点集“%1”以 &apos;-&apos; 开头，会被当作选项读取</translation>
    </message>
    <message>
        <source>-i INVENTORY is for --via ansible</source>
        <translation>-i INVENTORY 仅用于 --via ansible</translation>
    </message>
    <message>
        <source>--via srun takes no ssh options, connect timeout or fan-out: Slurm starts the tasks itself</source>
        <translation>--via srun 不接受 ssh 选项、连接超时或并发数（fan-out）：由 Slurm 自行启动任务</translation>
    </message>
    <message>
        <source>--remote-collector must be an absolute path of letters, digits and ._/+-</source>
        <translation>--remote-collector 必须是由字母、数字和 ._/+- 组成的绝对路径</translation>
    </message>
    <message>
        <source>the output cap per node must be at least 1 KiB</source>
        <translation>每个节点的输出上限至少为 1 KiB</translation>
    </message>
    <message>
        <source>line %1: not base64 inside the block begun on line %2: %3</source>
        <translation>第 %1 行：始于第 %2 行的块中出现非 base64 内容：%3</translation>
    </message>
    <message>
        <source>line %1: the block begun on line %2 stops here, without its end line</source>
        <translation>第 %1 行：始于第 %2 行的块在此中断，缺少结束行</translation>
    </message>
    <message>
        <source>line %1: the header line (host=… sha256=… bytes=…) is missing or unreadable</source>
        <translation>第 %1 行：头部行（host=… sha256=… bytes=…）缺失或无法读取</translation>
    </message>
    <message>
        <source>line %1: the compressed data of the block begun on line %2 is damaged; %3 bytes decoded</source>
        <translation>第 %1 行：始于第 %2 行的块的压缩数据已损坏；已解码 %3 字节</translation>
    </message>
    <message>
        <source>line %1: the compressed data of the block begun on line %2 ends early; %3 bytes decoded</source>
        <translation>第 %1 行：始于第 %2 行的块的压缩数据提前结束；已解码 %3 字节</translation>
    </message>
    <message>
        <source>line %1: the block decodes to %2 bytes, its header says %3</source>
        <translation>第 %1 行：块解码后为 %2 字节，而其头部标明 %3</translation>
    </message>
    <message>
        <source>line %1: the sha256 of the block begun on line %2 does not match its header: damaged on the way</source>
        <translation>第 %1 行：始于第 %2 行的块的 sha256 与其头部不符：传输途中已损坏</translation>
    </message>
    <message>
        <source>line %1: a new block begins before the end line of the block begun on line %2</source>
        <translation>第 %1 行：始于第 %2 行的块尚未到结束行，新块就已开始</translation>
    </message>
    <message>
        <source>its output passed the cap of %1 MiB; the first %1 MiB are kept</source>
        <translation>其输出超过了 %1 MiB 的上限；保留前 %1 MiB</translation>
    </message>
    <message>
        <source>the engine&apos;s command timeout ended it</source>
        <translation>被引擎的命令超时终止</translation>
    </message>
    <message>
        <source>the run was cancelled before it finished</source>
        <translation>运行在完成前被取消</translation>
    </message>
    <message numerus="yes">
        <source>%n more armoured block(s) in its output were ignored</source>
        <translation>
            <numerusform>其输出中另有 %n 个封装块被忽略</numerusform>
        </translation>
    </message>
    <message>
        <source>the bundle is damaged</source>
        <translation>数据包已损坏</translation>
    </message>
    <message>
        <source>the armoured bundle could not be decoded</source>
        <translation>无法解码封装数据包</translation>
    </message>
    <message>
        <source>no armoured bundle in its output</source>
        <translation>其输出中没有封装数据包</translation>
    </message>
    <message>
        <source>the engine said nothing about it</source>
        <translation>引擎未报告任何相关信息</translation>
    </message>
    <message>
        <source>baseline: line %1: %2</source>
        <translation>基线：第 %1 行：%2</translation>
    </message>
    <message>
        <source>baseline: not a TopoLens fleet baseline (format is not &quot;%1&quot;)</source>
        <translation>基线：不是 TopoLens 集群基线（format 不是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>baseline: version %1 is newer than this TopoLens reads (%2); use a newer TopoLens</source>
        <translation>基线：版本 %1 比此 TopoLens 能读取的版本（%2）更新；请使用更新的 TopoLens</translation>
    </message>
    <message>
        <source>baseline: classes: expected an array</source>
        <translation>基线：classes：应为数组</translation>
    </message>
    <message>
        <source>baseline: classes[%1].topology: expected an object</source>
        <translation>基线：classes[%1].topology：应为对象</translation>
    </message>
    <message>
        <source>baseline: classes[%1].topology: %2</source>
        <translation>基线：classes[%1].topology：%2</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1：第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1: the node name &quot;%2&quot; cannot name a file; left out</source>
        <translation>%1：节点名“%2”不能用作文件名；已略过</translation>
    </message>
    <message>
        <source>%1: node %2 was already read from another file; this one is left out</source>
        <translation>%1：节点 %2 已从另一个文件读取；略过此文件</translation>
    </message>
    <message>
        <source>the armoured bundle holds no capture</source>
        <translation>封装数据包中没有采集项</translation>
    </message>
    <message>
        <source>%1 already holds a fleet run</source>
        <translation>%1 中已有一次集群运行</translation>
    </message>
    <message>
        <source>cannot create the run folder %1</source>
        <translation>无法创建运行文件夹 %1</translation>
    </message>
    <message>
        <source>the node name &quot;%1&quot; cannot name a file</source>
        <translation>节点名“%1”不能用作文件名</translation>
    </message>
    <message>
        <source>%1/run.json: not valid JSON (%2)</source>
        <translation>%1/run.json：不是有效的 JSON（%2）</translation>
    </message>
    <message>
        <source>%1/run.json: not a TopoLens fleet run (expected &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1/run.json：不是 TopoLens 集群运行（应为 &quot;format&quot;: &quot;%2&quot;）</translation>
    </message>
    <message>
        <source>%1/run.json: version: expected a positive whole number</source>
        <translation>%1/run.json：version：应为正整数</translation>
    </message>
    <message>
        <source>%1/run.json was written by a newer TopoLens (run format version %2; this version reads up to %3)</source>
        <translation>%1/run.json 由更新的 TopoLens 写入（运行格式版本 %2；此版本最高只能读取 %3）</translation>
    </message>
    <message>
        <source>%1/run.json: nodes: expected an array</source>
        <translation>%1/run.json：nodes：应为数组</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1：应为对象</translation>
    </message>
    <message>
        <source>%1: the name &quot;%2&quot; is not a usable node name, or given twice; left out</source>
        <translation>%1：名称“%2”不是可用的节点名，或重复出现；已略过</translation>
    </message>
    <message>
        <source>%1: unknown outcome &quot;%2&quot;, read as failed</source>
        <translation>%1：未知结果“%2”，按失败读取</translation>
    </message>
    <message>
        <source>%1: bundle: expected &quot;%2&quot;; the path given is not followed</source>
        <translation>%1：bundle：应为 &quot;%2&quot;；不采用给出的路径</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>节点 %1：%2</translation>
    </message>
    <message>
        <source>%1: no machine could be read from this bundle</source>
        <translation>%1：无法从此数据包读取任何机器</translation>
    </message>
    <message>
        <source>%1: neither a run folder, a bundle, an armoured bundle nor a snapshot</source>
        <translation>%1：既不是运行文件夹、数据包、封装数据包，也不是快照</translation>
    </message>
    <message numerus="yes">
        <source>no node could be read from %n input(s)</source>
        <translation>
            <numerusform>无法从 %n 个输入中读取任何节点</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>部分完成</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>machine identity: machine-id, boot id, DMI product and UUID, network hardware addresses</source>
        <translation>机器标识：machine-id、boot id、DMI 产品名和 UUID、网络硬件地址</translation>
    </message>
    <message>
        <source>interface MAC %1 is not a MAC address</source>
        <translation>接口 MAC %1 不是 MAC 地址</translation>
    </message>
    <message>
        <source>%1 is not a MAC address</source>
        <translation>%1 不是 MAC 地址</translation>
    </message>
    <message>
        <source>No identity lines found: expected `grep -H .` output such as &quot;/etc/machine-id:…&quot; or &quot;/sys/class/net/eth0/address:52:54:00:12:34:56&quot;.</source>
        <translation>未找到标识行：应为 `grep -H .` 的输出，例如 &quot;/etc/machine-id:…&quot; 或 &quot;/sys/class/net/eth0/address:52:54:00:12:34:56&quot;。</translation>
    </message>
    <message>
        <source>Not a machine identity line: %1</source>
        <translation>不是机器标识行：%1</translation>
    </message>
    <message>
        <source>%1 is given twice; keeping the first</source>
        <translation>%1 出现了两次；保留第一个</translation>
    </message>
    <message>
        <source>Interface %1 has no readable hardware address: %2</source>
        <translation>接口 %1 没有可读取的硬件地址：%2</translation>
    </message>
    <message>
        <source>Interface %1 is listed twice; keeping the first</source>
        <translation>接口 %1 列出了两次；保留第一个</translation>
    </message>
    <message>
        <source>expected `grep -H . /etc/machine-id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …` output</source>
        <translation>应为 `grep -H . /etc/machine-id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …` 的输出</translation>
    </message>
    <message>
        <source>node set: &quot;%1&quot; at position %2 is not a number or a range of numbers</source>
        <translation>节点集：位置 %2 处的“%1”不是数字或数字范围</translation>
    </message>
    <message>
        <source>node set: the range &quot;%1&quot; at position %2 runs backwards</source>
        <translation>节点集：位置 %2 处的范围“%1”是倒序的</translation>
    </message>
    <message>
        <source>node set: more than %1 names</source>
        <translation>节点集：名称超过 %1 个</translation>
    </message>
    <message>
        <source>node set: the &quot;[&quot; at position %1 is not closed</source>
        <translation>节点集：位置 %1 处的“[”没有闭合</translation>
    </message>
    <message>
        <source>node set: the &quot;]&quot; at position %1 closes nothing</source>
        <translation>节点集：位置 %1 处的“]”没有对应的“[”</translation>
    </message>
    <message>
        <source>node set: groups (&quot;@…&quot; at position %1) are resolved by the engine, not here</source>
        <translation>节点集：组（位置 %1 处的“@…”）由引擎解析，而不是在这里</translation>
    </message>
    <message>
        <source>%1: a fleet report is .html or .pdf</source>
        <translation>%1：集群报告须为 .html 或 .pdf</translation>
    </message>
    <message>
        <source>matched by %1</source>
        <translation>匹配依据：%1</translation>
    </message>
    <message>
        <source>(was &quot;%1&quot;)</source>
        <translation>（之前为“%1”）</translation>
    </message>
    <message numerus="yes">
        <source>machine %1: %n change(s)</source>
        <translation>
            <numerusform>机器 %1：%n 处变化</numerusform>
        </translation>
    </message>
    <message>
        <source>machine %1 is only in %2</source>
        <translation>机器 %1 仅在 %2 中</translation>
    </message>
    <message>
        <source>no differences</source>
        <translation>没有差异</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unpaired machine(s)</source>
        <translation>
            <numerusform>%n 台未配对的机器</numerusform>
        </translation>
    </message>
    <message>
        <source>neither input has a machine labelled &quot;%1&quot;</source>
        <translation>两个输入中都没有标签为“%1”的机器</translation>
    </message>
    <message>
        <source>topolens: warning: %1
</source>
        <translation>topolens：警告：%1
</translation>
    </message>
    <message>
        <source>[re-sample under load]</source>
        <translation>[请在负载下重新采样]</translation>
    </message>
    <message>
        <source>Fleet run %1 (%2): %3 node(s), %4 group(s), %5 with drift, %6 without a machine
</source>
        <translation>集群运行 %1（%2）：%3 个节点，%4 个组，%5 个有漂移，%6 个没有机器
</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>组：</translation>
    </message>
    <message>
        <source>, baseline</source>
        <translation>，基线</translation>
    </message>
    <message>
        <source>Drift from the baseline:</source>
        <translation>相对基线的漂移：</translation>
    </message>
    <message>
        <source>Nodes without a machine:</source>
        <translation>没有机器的节点：</translation>
    </message>
    <message>
        <source>Guests:</source>
        <translation>客户机：</translation>
    </message>
    <message>
        <source>%1: no host claims it</source>
        <translation>%1：没有主机认领它</translation>
    </message>
    <message>
        <source>%1 finding(s) over the fleet (topolens fleet report --json lists them per host)</source>
        <translation>整个集群共有 %1 条诊断结果（topolens fleet report --json 按主机列出）</translation>
    </message>
    <message>
        <source>Changed since run %1:</source>
        <translation>自运行 %1 以来的变化：</translation>
    </message>
    <message>
        <source>fleet import needs PATH... and -o RUN_DIR</source>
        <translation>fleet import 需要 PATH... 和 -o RUN_DIR</translation>
    </message>
    <message>
        <source>topolens: %1
</source>
        <translation>topolens：%1
</translation>
    </message>
    <message>
        <source>%1 node(s) imported into %2
</source>
        <translation>已将 %1 个节点导入到 %2
</translation>
    </message>
    <message>
        <source>fleet report needs RUN</source>
        <translation>fleet report 需要 RUN</translation>
    </message>
    <message>
        <source>fleet report: -o takes a .json, .html or .pdf file</source>
        <translation>fleet report：-o 接受 .json、.html 或 .pdf 文件</translation>
    </message>
    <message>
        <source>topolens: HTML and PDF fleet reports need the GUI build of TopoLens (TOPOLENS_BUILD_GUI); --json works here
</source>
        <translation>topolens：HTML 和 PDF 集群报告需要带图形界面构建的 TopoLens（TOPOLENS_BUILD_GUI）；此处可用 --json
</translation>
    </message>
    <message>
        <source>fleet check needs RUN and --baseline FILE</source>
        <translation>fleet check 需要 RUN 和 --baseline FILE</translation>
    </message>
    <message>
        <source>topolens: %1: %2
</source>
        <translation>topolens：%1：%2
</translation>
    </message>
    <message>
        <source>not checked (%1)</source>
        <translation>未检查（%1）</translation>
    </message>
    <message>
        <source>No drift from the baseline (%1 node(s)).
</source>
        <translation>与基线相比没有漂移（%1 个节点）。
</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) drifted from the baseline:
</source>
        <translation>%2 个节点中有 %1 个偏离了基线：
</translation>
    </message>
    <message>
        <source>fleet baseline needs RUN and -o FILE (or --gres-conf FILE)</source>
        <translation>fleet baseline 需要 RUN 和 -o FILE（或 --gres-conf FILE）</translation>
    </message>
    <message>
        <source>fleet gres needs RUN</source>
        <translation>fleet gres 需要 RUN</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number, not &quot;%2&quot;</source>
        <translation>%1 必须是正整数，而不是“%2”</translation>
    </message>
    <message>
        <source>--role must be host or guest, not &quot;%1&quot;</source>
        <translation>--role 必须是 host 或 guest，而不是“%1”</translation>
    </message>
    <message>
        <source>topolens: %1 reported no node for %2; see its messages:</source>
        <translation>topolens：%1 没有为 %2 报告任何节点；请查看它的消息：</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s): %2</source>
        <translation>
            <numerusform>%1：%n 个节点：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a folder without run.json; diff compares snapshot files, collector bundles and fleet run folders</source>
        <translation>%1 是一个没有 run.json 的文件夹；diff 比较快照文件、采集器数据包和集群运行文件夹</translation>
    </message>
    <message>
        <source>%1: %2 sent no machine back (%3), so it is not compared</source>
        <translation>%1：%2 没有返回机器（%3），因此不参与比较</translation>
    </message>
    <message>
        <source>no node of this fleet run sent a machine back</source>
        <translation>此集群运行中没有任何节点返回机器</translation>
    </message>
    <message>
        <source>diff needs two inputs, A and B (snapshot files, collector bundles, fleet run folders, or &quot;demo&quot;)</source>
        <translation>diff 需要两个输入 A 和 B（快照文件、采集器数据包、集群运行文件夹或 &quot;demo&quot;）</translation>
    </message>
    <message>
        <source>also named among the hosts; kept as %1.guest</source>
        <translation>主机中也有同名节点；保留为 %1.guest</translation>
    </message>
    <message>
        <source>--guests names the guests, so the node set is the hosts: leave out --role</source>
        <translation>--guests 指定客户机，因此节点集即为主机：请省略 --role</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) shown without their address are not placed in the machine</source>
        <translation>
            <numerusform>%n 个显示时不带地址的设备未放入该机器</numerusform>
        </translation>
    </message>
    <message>
        <source>hwloc&apos;s topology: PCI tree, NUMA locality of devices, NUMA nodes, GPU models</source>
        <translation>hwloc 拓扑：PCI 树、设备的 NUMA 亲和性、NUMA 节点、GPU 型号</translation>
    </message>
    <message>
        <source>unnamed device %1</source>
        <translation>未命名设备 %1</translation>
    </message>
    <message>
        <source>the output ends after line %1, before the first result row</source>
        <translation>输出在第 %1 行之后、第一条结果行之前结束</translation>
    </message>
    <message>
        <source>the run failed here before it printed a result: %1</source>
        <translation>该运行在输出任何结果之前于此处失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>the run failed here: %1; the %n complete result row(s) before it are kept</source>
        <translation>
            <numerusform>该运行于此处失败：%1；保留此前的 %n 条完整结果行</numerusform>
        </translation>
    </message>
    <message>
        <source>a result row cut off before its last values; dropped: %1</source>
        <translation>结果行在最后几个值之前被截断；已丢弃：%1</translation>
    </message>
    <message>
        <source>the table ends after this row without the &quot;# Avg bus bandwidth&quot; summary; the run was cut off here</source>
        <translation>表格在此行之后结束，缺少“# Avg bus bandwidth”汇总；该运行在此处被截断</translation>
    </message>
    <message>
        <source>no &quot;Running %1.&quot; line before the matrix on line %2; its testcase is named by this SUM line</source>
        <translation>第 %2 行的矩阵之前没有“Running %1.”行；其测试用例按此 SUM 行命名</translation>
    </message>
    <message>
        <source>PCI device records (machine-readable: names, ids, driver, NUMA and IOMMU)</source>
        <translation>PCI 设备记录（机器可读：名称、ID、驱动、NUMA 和 IOMMU）</translation>
    </message>
    <message>
        <source>PCI device list (machine-readable, one quoted line per device)</source>
        <translation>PCI 设备列表（机器可读，每个设备一行带引号的文本）</translation>
    </message>
    <message>
        <source>hwloc topology (XML): PCI tree, NUMA locality of devices, NUMA nodes, OS devices, distances</source>
        <translation>hwloc 拓扑（XML）：PCI 树、设备的 NUMA 亲和性、NUMA 节点、OS 设备、距离</translation>
    </message>
    <message>
        <source>this distance matrix is incomplete or not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>此距离矩阵不完整或不符合 hwloc 的格式；hwloc 同样会忽略它</translation>
    </message>
    <message>
        <source>distance matrix %1 is incomplete or not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>距离矩阵 %1 不完整或不符合 hwloc 的格式；hwloc 同样会忽略它</translation>
    </message>
    <message>
        <source>distances between %1 objects at relative depth %2 are not between the %3 NUMA nodes; hwloc 2 drops them too</source>
        <translation>相对深度 %2 处 %1 个对象之间的距离并非 %3 个 NUMA 节点之间的距离；hwloc 2 同样会丢弃它们</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not in hwloc&apos;s form; hwloc ignores it too</source>
        <translation>%1=&quot;%2&quot; 不符合 hwloc 的格式；hwloc 同样会忽略它</translation>
    </message>
    <message>
        <source>a DOCTYPE with declarations of its own: hwloc writes none, so this file is refused rather than read with its entities</source>
        <translation>带有自身声明的 DOCTYPE：hwloc 从不写出声明，因此拒绝此文件，而不是连同其实体一起读取</translation>
    </message>
    <message>
        <source>elements nest deeper than %1 levels; hwloc never writes that, so reading stopped here</source>
        <translation>元素嵌套超过 %1 层；hwloc 从不会写出这种内容，因此在此处停止读取</translation>
    </message>
    <message>
        <source>not an hwloc topology: the root element is &lt;%1&gt;, expected &lt;topology&gt;</source>
        <translation>不是 hwloc 拓扑：根元素为 &lt;%1&gt;，应为 &lt;topology&gt;</translation>
    </message>
    <message>
        <source>hwloc XML version %1 is newer than this reader knows (1.x to 3.x); it is read as 3.x</source>
        <translation>hwloc XML 版本 %1 比本读取器所知的版本（1.x 到 3.x）更新；按 3.x 读取</translation>
    </message>
    <message>
        <source>&lt;object&gt; without a type; hwloc refuses such a file</source>
        <translation>没有类型的 &lt;object&gt;；hwloc 会拒绝这样的文件</translation>
    </message>
    <message>
        <source>a NUMANode without a usable os_index is left out</source>
        <translation>略过没有可用 os_index 的 NUMANode</translation>
    </message>
    <message>
        <source>NUMA node %1 appears twice; the second is left out</source>
        <translation>NUMA 节点 %1 出现了两次；略过第二个</translation>
    </message>
    <message>
        <source>a PCI object without pci_busid is left out; what is below it hangs on its parent</source>
        <translation>略过没有 pci_busid 的 PCI 对象；其下方的内容挂到其父对象下</translation>
    </message>
    <message>
        <source>PCI address %1 appears twice; the second is left out</source>
        <translation>PCI 地址 %1 出现了两次；略过第二个</translation>
    </message>
    <message>
        <source>no XML element at all: expected hwloc&apos;s &lt;topology&gt;</source>
        <translation>完全没有 XML 元素：应为 hwloc 的 &lt;topology&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n more remark(s) from here on were left out</source>
        <translation>
            <numerusform>已省略此后的另外 %n 条备注</numerusform>
        </translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 from this line on were read as U+FFFD</source>
        <translation>从此行起，非 UTF-8 的字节被读作 U+FFFD</translation>
    </message>
    <message>
        <source>empty input: expected hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>输入为空：应为 hwloc 的 XML（lstopo --of xml）</translation>
    </message>
    <message>
        <source>binary data, not hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>二进制数据，不是 hwloc 的 XML（lstopo --of xml）</translation>
    </message>
    <message>
        <source>Skipped %1: an lspci -P path does not name the device&apos;s bus (lspci -PP names every bus).</source>
        <translation>已跳过 %1：lspci -P 路径不指明设备所在的总线（lspci -PP 会指明每条总线）。</translation>
    </message>
    <message>
        <source>Skipped a line that is not an lspci -mm device line: %1</source>
        <translation>已跳过不是 lspci -mm 设备行的行：%1</translation>
    </message>
    <message numerus="yes">
        <source>Skipped %1: lspci -mm gives every device a class, a vendor and a device in quotes; this line has %n of them.</source>
        <translation>
            <numerusform>已跳过 %1：lspci -mm 为每个设备给出带引号的类别、厂商和设备；此行只有其中 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>A quote is not closed on the line of %1; its last field runs to the end of the line.</source>
        <translation>%1 所在行有未闭合的引号；其最后一个字段一直延续到行尾。</translation>
    </message>
    <message>
        <source>Ignored the option %1 (first on this line), which this version does not know.</source>
        <translation>已忽略本版本不认识的选项 %1（此行中的第一个）。</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -mm.</source>
        <translation>输入为空：应为 lspci -mm 的输出。</translation>
    </message>
    <message>
        <source>This is not lspci -mm output: expected lines like 00:00.0 &quot;Host bridge&quot; &quot;Intel Corporation&quot; &quot;Device 0d57&quot; -p00 &quot;&quot; &quot;&quot;.</source>
        <translation>这不是 lspci -mm 的输出：应为类似 00:00.0 &quot;Host bridge&quot; &quot;Intel Corporation&quot; &quot;Device 0d57&quot; -p00 &quot;&quot; &quot;&quot; 的行。</translation>
    </message>
    <message>
        <source>Excerpt: the tree starts inside a branch at line %1, without lspci&apos;s first line &quot;-[0000:00]-…&quot;; the devices above it are not known.</source>
        <translation>节选：树从第 %1 行的某个分支内部开始，缺少 lspci 的第一行“-[0000:00]-…”；其上方的设备未知。</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1（第 %2 行）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) sit on a bus the excerpt does not name: %1. Without their bus they have no address, so they are left out; the devices behind them are kept on the buses their brackets name, without the bridge above them.</source>
        <translation>
            <numerusform>%n 个设备位于节选未指明的总线上：%1。没有总线，它们就没有地址，因此被略过；其后方的设备保留在各自方括号所指明的总线上，但不含其上方的桥。</numerusform>
        </translation>
    </message>
    <message>
        <source>The excerpt names buses only by bridges&apos; brackets such as &quot;[01]&quot;, not by a root bus such as &quot;[0000:00]&quot;; their domain is taken to be 0000.</source>
        <translation>节选只通过桥的方括号（如“[01]”）指明总线，而没有根总线（如“[0000:00]”）；其域按 0000 处理。</translation>
    </message>
    <message>
        <source>Line %1: output was left out here by whoever pasted it.</source>
        <translation>第 %1 行：粘贴者在此处省略了部分输出。</translation>
    </message>
    <message>
        <source>Line %1 shows link details without the device line above them (an excerpt such as lspci -vvv | grep LnkSta); they are kept as unnamed device %2, without an address.</source>
        <translation>第 %1 行显示了链路详细信息，但其上方没有设备行（例如 lspci -vvv | grep LnkSta 这样的节选）；将其保留为未命名设备 %2，不带地址。</translation>
    </message>
    <message numerus="yes">
        <source>%n more unnamed device(s) of link details without their device line are not listed.</source>
        <translation>
            <numerusform>另有 %n 个由缺少设备行的链路详细信息构成的未命名设备未列出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more link line(s) without a device line, past %1 unnamed devices (more than any machine has), were skipped.</source>
        <translation>
            <numerusform>超出 %1 个未命名设备（比任何机器都多）后，另有 %n 行缺少设备行的链路行已跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>The record of %1 has no Class, Vendor or Device line; was the output cut off?</source>
        <translation>%1 的记录没有 Class、Vendor 或 Device 行；输出是否被截断了？</translation>
    </message>
    <message>
        <source>Skipped a message of lspci itself (its standard error mixed into the output): %1</source>
        <translation>已跳过 lspci 自身的消息（其标准错误混入了输出）：%1</translation>
    </message>
    <message>
        <source>Skipped a line that is not a &quot;Tag:&lt;tab&gt;value&quot; line of lspci -vmm: %1</source>
        <translation>已跳过不是 lspci -vmm 的“Tag:&lt;tab&gt;value”行的行：%1</translation>
    </message>
    <message>
        <source>Ignored the tag &quot;%1&quot; (first on this line), which this version does not know; lspci adds tags over time.</source>
        <translation>已忽略本版本不认识的标签“%1”（此行中的第一个）；lspci 会陆续增加新标签。</translation>
    </message>
    <message>
        <source>The slot %1 is an lspci -P path, which does not name the device&apos;s bus; its record is skipped (lspci -PP names every bus).</source>
        <translation>Slot %1 是 lspci -P 路径，不指明设备所在的总线；已跳过其记录（lspci -PP 会指明每条总线）。</translation>
    </message>
    <message>
        <source>The slot %1 is not a PCI address; its record is skipped.</source>
        <translation>Slot %1 不是 PCI 地址；已跳过其记录。</translation>
    </message>
    <message>
        <source>A record that does not begin with a Slot line is skipped: %1</source>
        <translation>已跳过不以 Slot 行开头的记录：%1</translation>
    </message>
    <message>
        <source>%1 appears twice in the record of %2; the first is kept.</source>
        <translation>%1 在 %2 的记录中出现了两次；保留第一个。</translation>
    </message>
    <message>
        <source>Ignored %1 %2, which is not a number.</source>
        <translation>已忽略 %1 %2，它不是数字。</translation>
    </message>
    <message>
        <source>The input is empty: expected the output of lspci -vmm.</source>
        <translation>输入为空：应为 lspci -vmm 的输出。</translation>
    </message>
    <message>
        <source>This is not lspci -vmm output: expected records of lines like &quot;Slot:&lt;tab&gt;00:00.0&quot;, &quot;Class:&lt;tab&gt;Host bridge&quot;, separated by blank lines.</source>
        <translation>这不是 lspci -vmm 的输出：应为由类似“Slot:&lt;tab&gt;00:00.0”“Class:&lt;tab&gt;Host bridge”的行组成、以空行分隔的记录。</translation>
    </message>
    <message>
        <source>the matrix ends after this line, before the rows of %1; their cells are left empty</source>
        <translation>矩阵在此行之后、%1 的行之前结束；其单元格留空</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>编号 %1</translation>
    </message>
    <message>
        <source>Excerpt: GPU %1 starts at line %2 without its &quot;GPU 00000000:01:00.0&quot; line; its address comes from the Bus Id of its PCI section, if the excerpt has one.</source>
        <translation>节选：GPU %1 从第 %2 行开始，缺少其“GPU 00000000:01:00.0”行；如果节选中有其 PCI 部分，则其地址取自该部分的 Bus Id。</translation>
    </message>
    <message>
        <source>Excerpt: the block of GPU %1 has no %2; what those give is not known.</source>
        <translation>节选：GPU %1 的块中没有 %2；这些部分提供的信息未知。</translation>
    </message>
    <message>
        <source>Excerpt: the report&apos;s header (the &quot;%1&quot; banner, driver and CUDA versions) is not in the input.</source>
        <translation>节选：输入中没有报告的头部（“%1”横幅、驱动和 CUDA 版本）。</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <source>removed the e-mail quote marks %1 from %2</source>
        <translation>已移除%2的邮件引用符号 %1</translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text before the quoted lines</source>
        <translation>
            <numerusform>已省略引用行之前的 %n 行文本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text after the quoted lines</source>
        <translation>
            <numerusform>已省略引用行之后的 %n 行文本</numerusform>
        </translation>
    </message>
    <message>
        <source>the code fence %1 closes a block the paste began inside of; it is not output</source>
        <translation>代码围栏 %1 结束了一个粘贴内容起始于其内部的代码块；它不属于输出</translation>
    </message>
    <message numerus="yes">
        <source>left out %n line(s) of text outside the code blocks</source>
        <translation>
            <numerusform>已省略代码块之外的 %n 行文本</numerusform>
        </translation>
    </message>
    <message>
        <source>read the code block %1 up to its closing fence on line %2; the fences are not output</source>
        <translation>读取代码块 %1 直到第 %2 行的结束围栏；围栏不属于输出</translation>
    </message>
    <message>
        <source>read the code block %1 to the end of the paste (it is not closed); the fence is not output</source>
        <translation>读取代码块 %1 直到粘贴内容末尾（该代码块未关闭）；围栏不属于输出</translation>
    </message>
    <message>
        <source>took %1 above the code block for the command that printed it</source>
        <translation>将代码块上方的 %1 视为输出该代码块的命令</translation>
    </message>
    <message>
        <source>removed the backquotes around %1</source>
        <translation>已移除 %1 两侧的反引号</translation>
    </message>
    <message numerus="yes">
        <source>removed the %n space(s) of indentation every line had, %1</source>
        <translation>
            <numerusform>已移除每行都有的 %n 个缩进空格，%1</numerusform>
        </translation>
    </message>
    <message>
        <source>took %1 for the shell prompt before the command %2</source>
        <translation>将 %1 视为命令 %2 之前的 shell 提示符</translation>
    </message>
    <message>
        <source>took %1 for the command that printed what follows</source>
        <translation>将 %1 视为输出后续内容的命令</translation>
    </message>
    <message>
        <source>the command %1 and the first line of its output were on one line; read them as two</source>
        <translation>命令 %1 与其输出的第一行位于同一行；已按两行读取</translation>
    </message>
    <message>
        <source>the command %1 was on the first line of its output; read the output alone</source>
        <translation>命令 %1 位于其输出的第一行；只读取了输出</translation>
    </message>
    <message>
        <source>left out the shell prompt after the output</source>
        <translation>已省略输出之后的 shell 提示符</translation>
    </message>
    <message>
        <source>left out the shell&apos;s job notice after the output</source>
        <translation>已省略输出之后 shell 的作业通知</translation>
    </message>
    <message>
        <source>left out the remark under the rule %1, %2</source>
        <translation>已省略分隔线 %1 下方的附言，%2</translation>
    </message>
    <message>
        <source>no XML found; expected hwloc&apos;s XML (lstopo --of xml)</source>
        <translation>未找到 XML；应为 hwloc 的 XML（lstopo --of xml）</translation>
    </message>
    <message>
        <source>GPU peer-to-peer is off in the VM: the guest kernel does not allow PCIe peer DMA there</source>
        <translation>虚拟机中的 GPU 点对点已关闭：客户机内核不允许在其中进行 PCIe 对等 DMA</translation>
    </message>
    <message numerus="yes">
        <source>amd-smi reports peer access as disabled for %n GPU pair(s). amdgpu enables PCIe peer access only where the kernel&apos;s P2PDMA check passes (drivers/pci/p2pdma.c): devices under one PCIe switch, an AMD Zen CPU, or a host bridge on the kernel&apos;s allow list. In the VM the GPUs sit behind separate root ports of QEMU&apos;s %1, which is on no list, so unless the guest sees an AMD Zen CPU, peer access is refused and RCCL stages copies through host memory.</source>
        <translation>
            <numerusform>amd-smi 报告 %n 对 GPU 的对等访问已禁用。只有在内核的 P2PDMA 检查通过时（drivers/pci/p2pdma.c），amdgpu 才会启用 PCIe 对等访问：设备位于同一个 PCIe 交换机下、CPU 为 AMD Zen，或主桥在内核的允许列表中。在虚拟机中，这些 GPU 位于 QEMU 的 %1 的不同根端口之后，而该主桥不在任何列表中，因此除非客户机看到的是 AMD Zen CPU，否则对等访问会被拒绝，RCCL 会经由主机内存中转复制。</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host, amd-smi reports peer access as enabled between the same GPUs.</source>
        <translation>在主机上，amd-smi 报告相同 GPU 之间的对等访问已启用。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) that cross root complexes (NODE) or sockets (SYS) on the host look like close neighbours inside the VM (for example, %1). QEMU hangs every passed-through GPU off root ports of its single emulated host bridge (pcie.0), so %2 and %3 in the guest cannot tell near pairs from far ones, and %3 may build rings that cross the socket link more often than needed.</source>
        <translation>
            <numerusform>在主机上跨根复合体（NODE）或跨插槽（SYS）的 %n 对 GPU，在虚拟机内看起来像是近邻（例如 %1）。QEMU 把每个直通的 GPU 都挂在其唯一模拟主桥（pcie.0）的根端口下，因此客户机中的 %2 和 %3 无法区分近的 GPU 对和远的 GPU 对，%3 构建的环可能会比必要时更频繁地跨越插槽间链路。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror the host in the guest: one pxb-pcie expander bus per host root complex (not per NUMA node), each bound to the guest NUMA node of its host socket (numa_node=N), with the GPUs&apos; root ports on it. Or give %1 the host&apos;s view with NCCL_TOPO_FILE: dump it on bare metal with NCCL_TOPO_DUMP_FILE, keep the &lt;cpu&gt; and &lt;pci&gt; elements and change the bus IDs to the guest&apos;s (topolens nccl-topo writes that file). Writing numa_node in the guest&apos;s sysfs does not change what %2 or %1 see.</source>
        <translation>在客户机中复现主机的布局：每个主机根复合体一条 pxb-pcie 扩展总线（而不是每个 NUMA 节点一条），每条都绑定到其主机插槽对应的客户机 NUMA 节点（numa_node=N），并把 GPU 的根端口放在其上。或者通过 NCCL_TOPO_FILE 让 %1 获得主机的视图：在裸机上用 NCCL_TOPO_DUMP_FILE 导出，保留 &lt;cpu&gt; 和 &lt;pci&gt; 元素，并把总线 ID 改为客户机的（topolens nccl-topo 会写出该文件）。在客户机的 sysfs 中写入 numa_node 不会改变 %2 或 %1 看到的内容。</translation>
    </message>
    <message>
        <source>XGMI is not visible in the VM: its GPUs talk over PCIe</source>
        <translation>虚拟机中看不到 XGMI：其 GPU 通过 PCIe 通信</translation>
    </message>
    <message numerus="yes">
        <source>In the guest, AMD&apos;s tools report PCIe instead of XGMI between %n GPU pair(s) (GPU%1–GPU%2: %3).</source>
        <translation>
            <numerusform>在客户机中，AMD 工具报告 %n 对 GPU 之间为 PCIe 而不是 XGMI（GPU%1–GPU%2：%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>On the host the same GPUs are connected by XGMI (host GPU%1–GPU%2).</source>
        <translation>在主机上，相同的 GPU 由 XGMI 连接（主机 GPU%1–GPU%2）。</translation>
    </message>
    <message>
        <source>On the host, GPUs of the same model are connected by XGMI (%1): the platform has XGMI, and the VM&apos;s GPUs do not get it.</source>
        <translation>在主机上，同型号的 GPU 由 XGMI 连接（%1）：平台具备 XGMI，而虚拟机的 GPU 没有获得它。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of that model stay on the host with its own driver, so a hive is split between the host and the VM.</source>
        <translation>
            <numerusform>该型号有 %n 个 GPU 留在主机上，由主机自己的驱动程序管理，因此一个 hive 被拆分到了主机和虚拟机之间。</numerusform>
        </translation>
    </message>
    <message>
        <source>Without XGMI, RCCL in the guest moves data between these GPUs over PCIe, through QEMU&apos;s emulated root complex, at a fraction of XGMI&apos;s bandwidth, and through host memory where peer access is off.</source>
        <translation>没有 XGMI 时，客户机中的 RCCL 通过 PCIe 在这些 GPU 之间传输数据，要经过 QEMU 模拟的根复合体，带宽只有 XGMI 的一小部分；在对等访问关闭时还要经由主机内存中转。</translation>
    </message>
    <message>
        <source>Give the VM the GPUs of one XGMI hive together (on an eight-GPU MI300X platform, all eight) instead of splitting a hive between VMs or between a VM and the host, then check that rocm-smi --showtopotype in the guest shows XGMI. Where the hive stays split, RCCL can only use PCIe between the VM&apos;s GPUs: measure it with rocm-bandwidth-test or rccl-tests.</source>
        <translation>请把同一个 XGMI hive 的 GPU 一起分配给虚拟机（在八 GPU 的 MI300X 平台上即全部八个），而不是把一个 hive 拆分到多台虚拟机之间或虚拟机与主机之间，然后检查客户机中的 rocm-smi --showtopotype 是否显示 XGMI。如果 hive 仍被拆分，RCCL 在虚拟机的 GPU 之间只能使用 PCIe：请用 rocm-bandwidth-test 或 rccl-tests 测量。</translation>
    </message>
    <message>
        <source>%1 will not use P2P between GPUs that are not behind a common switch</source>
        <translation>%1 不会在不位于同一交换机下的 GPU 之间使用 P2P</translation>
    </message>
    <message>
        <source>By default %2 uses direct GPU-to-GPU (P2P) transfers only up to PXB, that is between GPUs behind common PCIe switches. Here there are %1, so %2 stages those transfers through host memory</source>
        <translation>默认情况下，%2 只在 PXB 及以内使用 GPU 到 GPU 的直接（P2P）传输，即只在位于同一 PCIe 交换机下的 GPU 之间使用。此处有 %1，因此 %2 会经由主机内存中转这些传输</translation>
    </message>
    <message>
        <source> although amd-smi reports peer access as enabled.</source>
        <translation>，尽管 amd-smi 报告对等访问已启用。</translation>
    </message>
    <message>
        <source>(XGMI connects them)</source>
        <translation>（它们之间由 XGMI 连接）</translation>
    </message>
    <message>
        <source>That is PCIe only: AMD&apos;s tools report XGMI (Infinity Fabric) between %1, so their GPU-to-GPU traffic takes those links and never crosses the CPU.</source>
        <translation>这只是 PCIe 层面的情况：AMD 工具报告 %1 之间有 XGMI（Infinity Fabric），因此它们之间的 GPU 到 GPU 流量走这些链路，从不经过 CPU。</translation>
    </message>
    <message>
        <source>AMD&apos;s tools on this machine do not list %1 (bound to another driver, such as vfio-pci), so their XGMI links are not known here.</source>
        <translation>此机器上的 AMD 工具没有列出 %1（已绑定到其他驱动程序，如 vfio-pci），因此此处无法得知它们的 XGMI 链路。</translation>
    </message>
    <message>
        <source>amd-smi on this machine reports peer access as enabled between them.</source>
        <translation>此机器上的 amd-smi 报告它们之间的对等访问已启用。</translation>
    </message>
    <message>
        <source>A VM sees none of these root complexes: its GPUs hang off QEMU&apos;s one emulated root complex. Inside it, XGMI works only between GPUs of one hive given to the same VM, so pass the GPUs that must talk to each other from one hive, and check rocm-smi --showtopotype in the guest. Between GPUs without XGMI, the guest kernel allows PCIe peer DMA only when its CPU is an AMD Zen (a VM with the host CPU model, cpu: host) or its host bridge is on the kernel&apos;s allow list (drivers/pci/p2pdma.c).</source>
        <translation>虚拟机看不到这些根复合体：其 GPU 挂在 QEMU 唯一的模拟根复合体下。在虚拟机内，XGMI 只在分配给同一台虚拟机的同一 hive 的 GPU 之间有效，因此请从同一个 hive 中直通需要相互通信的 GPU，并在客户机中检查 rocm-smi --showtopotype。对于彼此之间没有 XGMI 的 GPU，只有当客户机的 CPU 是 AMD Zen（使用主机 CPU 型号的虚拟机，cpu: host）或其主桥在内核的允许列表中（drivers/pci/p2pdma.c）时，客户机内核才允许 PCIe 对等 DMA。</translation>
    </message>
    <message>
        <source>RCCL uses XGMI where AMD&apos;s tools report it (rocm-smi --showtopotype). GPUs without XGMI between them talk over PCIe through the CPU: keep those that exchange the most data on one socket.</source>
        <translation>凡是 AMD 工具报告有 XGMI 的地方（rocm-smi --showtopotype），RCCL 都会使用它。彼此之间没有 XGMI 的 GPU 经由 CPU 通过 PCIe 通信：请把交换数据最多的 GPU 放在同一个插槽上。</translation>
    </message>
    <message>
        <source>AMD unique id</source>
        <translation>AMD 唯一 ID</translation>
    </message>
    <message>
        <source>guest GPU%1 is taken for host GPU%2 by order only; nothing identifies it (collect nvidia-smi -q -x or rocm-smi --showuniqueid on both, or qm config on the host)</source>
        <translation>客户机 GPU%1 仅按顺序被视为主机 GPU%2；没有任何信息能识别它（请在两侧都采集 nvidia-smi -q -x 或 rocm-smi --showuniqueid，或在主机上采集 qm config）</translation>
    </message>
    <message>
        <source>the GPUs are AMD&apos;s: RCCL reads this file too (NCCL_TOPO_FILE) and adds each &lt;gpu&gt; and its &lt;xgmi&gt; links from HIP; the file cannot give the guest XGMI links its driver does not report</source>
        <translation>这些 GPU 是 AMD 的：RCCL 也会读取此文件（NCCL_TOPO_FILE），并从 HIP 中补充每个 &lt;gpu&gt; 及其 &lt;xgmi&gt; 链路；该文件无法为客户机提供其驱动程序未报告的 XGMI 链路</translation>
    </message>
    <message>
        <source>For RCCL, which reads NCCL_TOPO_FILE too: &lt;gpu&gt; (with its &lt;xgmi&gt; links) and &lt;nic&gt; are left out, RCCL adds them from HIP when it loads the file.</source>
        <translation>对于同样读取 NCCL_TOPO_FILE 的 RCCL：省略了 &lt;gpu&gt;（及其 &lt;xgmi&gt; 链路）和 &lt;nic&gt;，RCCL 加载该文件时会从 HIP 中补充它们。</translation>
    </message>
    <message>
        <source>no clique: x-nv-gpudirect-clique is for NVIDIA&apos;s driver; AMD GPUs in the guest get PCIe peer access from the guest kernel&apos;s P2PDMA check (an AMD Zen vCPU, cpu: host) and XGMI from the GPUs of a hive passed together</source>
        <translation>没有 clique：x-nv-gpudirect-clique 仅适用于 NVIDIA 驱动程序；客户机中的 AMD GPU 通过客户机内核的 P2PDMA 检查（AMD Zen vCPU，cpu: host）获得 PCIe 对等访问，通过一起直通同一 hive 的 GPU 获得 XGMI</translation>
    </message>
    <message>
        <source>AMD GPU links (XGMI/PCIE), hops, weights and NUMA nodes</source>
        <translation>AMD GPU 链路（XGMI/PCIE）、跳数、权重和 NUMA 节点</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, unique id, product</source>
        <translation>AMD GPU：PCI 地址、唯一 ID、产品</translation>
    </message>
    <message>
        <source>AMD GPU links, P2P access, hops and weights (amd-smi)</source>
        <translation>AMD GPU 链路、P2P 访问、跳数和权重（amd-smi）</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address and UUID (amd-smi)</source>
        <translation>AMD GPU：PCI 地址和 UUID（amd-smi）</translation>
    </message>
    <message>
        <source>Connection traversing AMD Infinity Fabric (XGMI) links between GPUs</source>
        <translation>经过 GPU 之间 AMD Infinity Fabric（XGMI）链路的连接</translation>
    </message>
    <message>
        <source>The JSON is nested %1 levels deep, far deeper than amd-smi writes it; not read.</source>
        <translation>该 JSON 嵌套了 %1 层，远深于 amd-smi 的写法；未读取。</translation>
    </message>
    <message>
        <source>The JSON cannot be read: %1</source>
        <translation>无法读取该 JSON：%1</translation>
    </message>
    <message>
        <source>No GPU found (expected &quot;GPU: 0&quot; records with BDF and UUID, as amd-smi list prints).</source>
        <translation>未找到 GPU（应为 amd-smi list 输出的那种带 BDF 和 UUID 的“GPU: 0”记录）。</translation>
    </message>
    <message>
        <source>GPU %1 is listed a second time.</source>
        <translation>GPU %1 被再次列出。</translation>
    </message>
    <message>
        <source>Not part of a GPU record of amd-smi list: %1</source>
        <translation>不属于 amd-smi list 的 GPU 记录：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address.</source>
        <translation>“%1”不是 PCI 地址。</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 不是数字：%2</translation>
    </message>
    <message>
        <source>GPU %1 has no BDF.</source>
        <translation>GPU %1 没有 BDF。</translation>
    </message>
    <message>
        <source>expected the output of amd-smi list</source>
        <translation>应为 amd-smi list 的输出</translation>
    </message>
    <message>
        <source>No GPU found (expected &quot;GPU: 0&quot; records with ASIC, BUS and BOARD sections, as amd-smi static prints).</source>
        <translation>未找到 GPU（应为 amd-smi static 输出的那种带 ASIC、BUS 和 BOARD 部分的“GPU: 0”记录）。</translation>
    </message>
    <message>
        <source>Not part of a GPU record of amd-smi static: %1</source>
        <translation>不属于 amd-smi static 的 GPU 记录：%1</translation>
    </message>
    <message>
        <source>%1 %2 is not of its kind: %3</source>
        <translation>%1 %2 的值不符合该字段的类型：%3</translation>
    </message>
    <message>
        <source>GPU %1 has no BDF (amd-smi static --bus prints it).</source>
        <translation>GPU %1 没有 BDF（amd-smi static --bus 会输出它）。</translation>
    </message>
    <message>
        <source>expected the output of amd-smi static</source>
        <translation>应为 amd-smi static 的输出</translation>
    </message>
    <message>
        <source>No amd-smi topology table found (expected &quot;ACCESS TABLE:&quot;, &quot;LINK TYPE TABLE:&quot; … with rows and columns named by PCI address).</source>
        <translation>未找到 amd-smi topology 表格（应为“ACCESS TABLE:”“LINK TYPE TABLE:”…，其行和列以 PCI 地址命名）。</translation>
    </message>
    <message>
        <source>Not part of an amd-smi topology table: %1</source>
        <translation>不属于 amd-smi topology 表格：%1</translation>
    </message>
    <message>
        <source>The %1 TABLE is not one TopoLens reads; its rows are skipped.</source>
        <translation>%1 TABLE 不是 TopoLens 读取的表格；已跳过其各行。</translation>
    </message>
    <message>
        <source>A second %1 TABLE; the first one is kept.</source>
        <translation>出现了第二个 %1 TABLE；保留第一个。</translation>
    </message>
    <message>
        <source>The %1 TABLE has no rows.</source>
        <translation>%1 TABLE 没有任何行。</translation>
    </message>
    <message>
        <source>Expected the PCI addresses heading the columns of the %1 TABLE (line %2): %3</source>
        <translation>应为 %1 TABLE 各列表头中的 PCI 地址（第 %2 行）：%3</translation>
    </message>
    <message>
        <source>Expected a row of the %1 TABLE, starting with a PCI address: %2</source>
        <translation>应为以 PCI 地址开头的 %1 TABLE 行：%2</translation>
    </message>
    <message numerus="yes">
        <source>The %1 TABLE has %2 columns, but this row has %n cell(s); skipped</source>
        <translation>
            <numerusform>%1 TABLE 有 %2 列，但此行有 %n 个单元格；已跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>More than %1 GPUs; the rest of the input is not read.</source>
        <translation>超过 %1 个 GPU；未读取其余输入。</translation>
    </message>
    <message>
        <source>expected the output of amd-smi topology</source>
        <translation>应为 amd-smi topology 的输出</translation>
    </message>
    <message>
        <source>Expected a list of GPUs (amd-smi topology --json).</source>
        <translation>应为 GPU 列表（amd-smi topology --json）。</translation>
    </message>
    <message>
        <source>The GPUs are read from &quot;%1&quot;.</source>
        <translation>从“%1”读取 GPU。</translation>
    </message>
    <message>
        <source>The list names no GPU (amd-smi topology --json).</source>
        <translation>该列表中没有任何 GPU（amd-smi topology --json）。</translation>
    </message>
    <message>
        <source>GPU %1: &quot;%2&quot; is not a PCI address.</source>
        <translation>GPU %1：“%2”不是 PCI 地址。</translation>
    </message>
    <message>
        <source>Expected one object per GPU; skipped.</source>
        <translation>应为每个 GPU 一个对象；已跳过。</translation>
    </message>
    <message>
        <source>&quot;links&quot; is not a list; skipped.</source>
        <translation>“links”不是列表；已跳过。</translation>
    </message>
    <message>
        <source>A link that is not an object; skipped.</source>
        <translation>某个链路不是对象；已跳过。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in &quot;%2&quot; names no GPU; skipped.</source>
        <translation>“%2”中的“%1”不对应任何 GPU；已跳过。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not read by TopoLens.</source>
        <translation>TopoLens 不读取“%1”。</translation>
    </message>
    <message>
        <source>expected the output of amd-smi topology --json</source>
        <translation>应为 amd-smi topology --json 的输出</translation>
    </message>
    <message>
        <source>No JSON document found: %1.</source>
        <translation>未找到 JSON 文档：%1。</translation>
    </message>
    <message>
        <source>this is binary data, not the text output of rocm-bandwidth-test</source>
        <translation>这是二进制数据，而不是 rocm-bandwidth-test 的文本输出</translation>
    </message>
    <message>
        <source>not part of rocm-bandwidth-test output; ignored: %1</source>
        <translation>不属于 rocm-bandwidth-test 输出；已忽略：%1</translation>
    </message>
    <message>
        <source>a matrix header with %1 where a device number belongs</source>
        <translation>矩阵表头中应为设备编号的位置是 %1</translation>
    </message>
    <message>
        <source>a matrix header without device numbers</source>
        <translation>没有设备编号的矩阵表头</translation>
    </message>
    <message>
        <source>a matrix names device %1, which the device list does not</source>
        <translation>矩阵提到了设备 %1，但设备列表中没有它</translation>
    </message>
    <message>
        <source>a matrix row without a &quot;D/D&quot; header before it; ignored: %1</source>
        <translation>之前没有“D/D”表头的矩阵行；已忽略：%1</translation>
    </message>
    <message>
        <source>the row label %1 is not a device number</source>
        <translation>行标签 %1 不是设备编号</translation>
    </message>
    <message>
        <source>a matrix header with %1 where &quot;CPU NN&quot; or &quot;GPU NN&quot; belongs</source>
        <translation>矩阵表头中应为“CPU NN”或“GPU NN”的位置是 %1</translation>
    </message>
    <message>
        <source>a matrix row that cannot be read: %1</source>
        <translation>无法读取的矩阵行：%1</translation>
    </message>
    <message>
        <source>a row with %1 where the matrix has no such direction; ignored</source>
        <translation>某行带有 %1，而矩阵没有这个方向；已忽略</translation>
    </message>
    <message>
        <source>expected the output of rocm-bandwidth-test: &quot;RocmBandwidthTest Version&quot;, &quot;Device: N,  NAME&quot; lines or matrices titled like &quot;Unidirectional copy peak bandwidth GB/s&quot;</source>
        <translation>应为 rocm-bandwidth-test 的输出：“RocmBandwidthTest Version”行、“Device: N,  NAME”行，或标题类似“Unidirectional copy peak bandwidth GB/s”的矩阵</translation>
    </message>
    <message>
        <source>no device list: which device number is a CPU and which a GPU is unknown</source>
        <translation>没有设备列表：无法得知哪个设备编号是 CPU、哪个是 GPU</translation>
    </message>
    <message>
        <source>CPU and GPU copy bandwidth matrices (AMD ROCm)</source>
        <translation>CPU 与 GPU 复制带宽矩阵（AMD ROCm）</translation>
    </message>
    <message>
        <source>AMD GPU pairs: XGMI/PCIE link type, hops, weight, bandwidth; NUMA node per GPU</source>
        <translation>AMD GPU 对：XGMI/PCIE 链路类型、跳数、权重、带宽；每个 GPU 的 NUMA 节点</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, unique id, product name</source>
        <translation>AMD GPU：PCI 地址、唯一 ID、产品名称</translation>
    </message>
    <message>
        <source>AMD GPU pairs: access, weight, hops, link type (XGMI or PCIE), bandwidth and P2P capabilities</source>
        <translation>AMD GPU 对：访问、权重、跳数、链路类型（XGMI 或 PCIE）、带宽和 P2P 能力</translation>
    </message>
    <message>
        <source>AMD GPU pairs (JSON): access, weight, hops, link type, bandwidth</source>
        <translation>AMD GPU 对（JSON）：访问、权重、跳数、链路类型、带宽</translation>
    </message>
    <message>
        <source>AMD GPUs: index, PCI address, UUID</source>
        <translation>AMD GPU：索引、PCI 地址、UUID</translation>
    </message>
    <message>
        <source>AMD GPUs: PCI address, name, ASIC serial, maximum PCIe link, NUMA node</source>
        <translation>AMD GPU：PCI 地址、名称、ASIC 序列号、最大 PCIe 链路、NUMA 节点</translation>
    </message>
    <message>
        <source>No GPU found: expected rocm-smi --showbus, --showuniqueid or --showproductname (&quot;GPU[0] : PCI Bus: 0000:0c:00.0&quot; …).</source>
        <translation>未找到 GPU：应为 rocm-smi --showbus、--showuniqueid 或 --showproductname 的输出（“GPU[0] : PCI Bus: 0000:0c:00.0” …）。</translation>
    </message>
    <message>
        <source>GPU%1: not a PCI address: %2</source>
        <translation>GPU%1：不是 PCI 地址：%2</translation>
    </message>
    <message>
        <source>expected rocm-smi --showbus --showuniqueid --showproductname</source>
        <translation>应为 rocm-smi --showbus --showuniqueid --showproductname 的输出</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>hops</source>
        <translation>跳数</translation>
    </message>
    <message>
        <source>link type</source>
        <translation>链路类型</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of other rocm-smi sections were not read</source>
        <translation>
            <numerusform>未读取 rocm-smi 其他部分的 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU found: expected rocm-smi --showtopo (&quot;Weight between two GPUs&quot;, &quot;Link Type between two GPUs&quot;, &quot;Numa Nodes&quot; …) or --shownodesbw.</source>
        <translation>未找到 GPU：应为 rocm-smi --showtopo（“Weight between two GPUs”“Link Type between two GPUs”“Numa Nodes”…）或 --shownodesbw 的输出。</translation>
    </message>
    <message>
        <source>rocm-smi said: %1</source>
        <translation>rocm-smi 报告：%1</translation>
    </message>
    <message>
        <source>More than %1 GPUs; GPU%2 skipped</source>
        <translation>超过 %1 个 GPU；已跳过 GPU%2</translation>
    </message>
    <message>
        <source>rocm-smi said in the %1 table: %2</source>
        <translation>rocm-smi 在%1表中报告：%2</translation>
    </message>
    <message>
        <source>GPU%1 is named twice in the column header</source>
        <translation>GPU%1 在列表头中出现了两次</translation>
    </message>
    <message>
        <source>A %1 row before its column header; skipped</source>
        <translation>%1表的行出现在其列表头之前；已跳过</translation>
    </message>
    <message>
        <source>GPU%1 has %2 cells for %3 columns; the cells there are read</source>
        <translation>GPU%1 有 %2 个单元格，而列数为 %3；已读取现有的单元格</translation>
    </message>
    <message numerus="yes">
        <source>GPU%1: rocm-smi could not read the %2 of %n pair(s) (XXXX or N/A)</source>
        <translation>
            <numerusform>GPU%1：rocm-smi 无法读取 %n 对 GPU 的%2（XXXX 或 N/A）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU%1: unexpected %2 value(s) %3, kept as printed</source>
        <translation>GPU%1：意外的%2值 %3，按原样保留</translation>
    </message>
    <message>
        <source>rocm-smi said in the NUMA section: %1</source>
        <translation>rocm-smi 在 NUMA 部分报告：%1</translation>
    </message>
    <message>
        <source>GPU%1: unreadable NUMA line: %2</source>
        <translation>GPU%1：无法读取的 NUMA 行：%2</translation>
    </message>
    <message>
        <source>expected rocm-smi --showtopo</source>
        <translation>应为 rocm-smi --showtopo 的输出</translation>
    </message>
    <message>
        <source>A GPU entry without a GPU number (&quot;gpu&quot;); skipped.</source>
        <translation>GPU 条目没有 GPU 编号（“gpu”）；已跳过。</translation>
    </message>
    <message>
        <source>A link without a GPU number (&quot;gpu&quot;); skipped.</source>
        <translation>链路没有 GPU 编号（“gpu”）；已跳过。</translation>
    </message>
    <message>
        <source>On an AMD EPYC host, give the VM the host&apos;s CPU model (Proxmox cpu: host, QEMU -cpu host), so the guest kernel sees a Zen CPU and its P2PDMA check passes. amdgpu also needs all of each GPU&apos;s memory visible through its BAR (large BAR): Resizable BAR on the host, and a 64-bit MMIO window in the VM large enough for it (OVMF: -fw_cfg opt/ovmf/X-PciMmio64Mb=…). Keep amdgpu.pcie_p2p at its default (1), and run RCCL with HSA_FORCE_FINE_GRAIN_PCIE=1, as RCCL setups on PCIe-connected GPUs do. Then check amd-smi topology&apos;s ACCESS table in the guest and measure with rocm-bandwidth-test or rccl-tests. Where XGMI connects the GPUs on the host, giving the VM GPUs of one hive avoids PCIe peer traffic altogether.</source>
        <translation>在 AMD EPYC 主机上，请为虚拟机提供主机的 CPU 型号（Proxmox 的 cpu: host，QEMU 的 -cpu host），使客户机内核看到 Zen CPU，从而通过其 P2PDMA 检查。amdgpu 还要求每个 GPU 的全部显存都能通过其 BAR 访问（large BAR）：主机上需启用 Resizable BAR，虚拟机中的 64 位 MMIO 窗口也必须足够容纳它（OVMF：-fw_cfg opt/ovmf/X-PciMmio64Mb=…）。将 amdgpu.pcie_p2p 保持为默认值（1），并像通过 PCIe 连接 GPU 的 RCCL 环境那样，以 HSA_FORCE_FINE_GRAIN_PCIE=1 运行 RCCL。然后在客户机中检查 amd-smi topology 的 ACCESS 表，并用 rocm-bandwidth-test 或 rccl-tests 测量。如果主机上的 GPU 由 XGMI 连接，把同一个 hive 的 GPU 分配给虚拟机即可完全避免 PCIe 对等流量。</translation>
    </message>
    <message>
        <source>Try NCCL_P2P_LEVEL=SYS (RCCL reads NCCL&apos;s variables; PHB or NODE allow only the nearer pairs), with HSA_FORCE_FINE_GRAIN_PCIE=1 for peer transfers over PCIe, and compare with rccl-tests (all_reduce_perf). P2P across sockets can be slower than staging: keep the setting only if it measures faster and runs stably.</source>
        <translation>尝试 NCCL_P2P_LEVEL=SYS（RCCL 会读取 NCCL 的变量；PHB 或 NODE 只允许较近的 GPU 对），并为 PCIe 上的对等传输设置 HSA_FORCE_FINE_GRAIN_PCIE=1，然后用 rccl-tests（all_reduce_perf）进行比较。跨插槽的 P2P 可能比内存中转更慢：只有在测得更快且运行稳定时才保留此设置。</translation>
    </message>
    <message>
        <source>%1 is a directory with neither run.json nor a file to import</source>
        <translation>%1 是一个目录，既没有 run.json，也没有可导入的文件</translation>
    </message>
    <message numerus="yes">
        <source>%n armoured bundle(s) in one file: topolens fleet import reads several</source>
        <translation>
            <numerusform>一个文件中有 %n 个封装的数据包：topolens fleet import 可读取多个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more error(s))</source>
        <translation>
            <numerusform>（另有 %n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>what could be read is in %1</source>
        <translation>已读取的内容保存在 %1</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 是一个目录，不是文件</translation>
    </message>
    <message>
        <source>cannot write %1: there is no folder %2</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, 200 to 16384 each, not &quot;%1&quot;</source>
        <translation>--size 的格式为 宽x高（像素），各为 200 到 16384，而不是“%1”</translation>
    </message>
    <message>
        <source>--select is host:N or guest:N, not &quot;%1&quot;</source>
        <translation>--select 的格式为 host:N 或 guest:N，而不是“%1”</translation>
    </message>
    <message>
        <source>--view: no view &quot;%1&quot; (topology, compare, machines, raw, benchmarks[:heatmap|compare|sweeps])</source>
        <translation>--view：没有视图“%1”（topology、compare、machines、raw、benchmarks[:heatmap|compare|sweeps]）</translation>
    </message>
    <message>
        <source>--capture: the snapshot has no capture &quot;%1&quot;</source>
        <translation>--capture：快照中没有采集项“%1”</translation>
    </message>
    <message>
        <source>--select: the snapshot has no %1</source>
        <translation>--select：快照中没有 %1</translation>
    </message>
    <message>
        <source># TopoLens %1: PCIe layout for VM %2 on host %3</source>
        <translation># TopoLens %1：主机 %3 上虚拟机 %2 的 PCIe 布局</translation>
    </message>
    <message>
        <source># VMID: the VM&apos;s number (qm list); this snapshot does not name it.</source>
        <translation># VMID：虚拟机的编号（qm list）；此快照中没有给出。</translation>
    </message>
    <message>
        <source>not a format TopoLens recognises</source>
        <translation>不是 TopoLens 能识别的格式</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>no benchmark matrix in %1; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>%1 中没有基准测试矩阵；请导入 p2pBandwidthLatencyTest、nvbandwidth 或 copybench 的输出</translation>
    </message>
    <message>
        <source>no benchmark matrix &quot;%1&quot; in %2; import p2pBandwidthLatencyTest, nvbandwidth or copybench output</source>
        <translation>%2 中没有基准测试矩阵“%1”；请导入 p2pBandwidthLatencyTest、nvbandwidth 或 copybench 的输出</translation>
    </message>
    <message>
        <source>no benchmark bandwidth or latency matrix in %1; there: %2 (heatmap:METRIC)</source>
        <translation>%1 中没有带宽或延迟矩阵；现有：%2（heatmap:指标）</translation>
    </message>
    <message>
        <source>no benchmark matrix &quot;%1&quot; in %2; there: %3 (heatmap:METRIC)</source>
        <translation>%2 中没有基准测试矩阵“%1”；现有：%3（heatmap:指标）</translation>
    </message>
    <message>
        <source># %1 stands for the collector script that command prints (%2 bytes of read-only POSIX sh),
# which goes inline; --print-command=full writes it out in the line.
</source>
        <translation># %1 代表该命令打印的采集脚本（%2 字节的只读 POSIX sh），
# 它以内嵌方式传递；--print-command=full 会把它完整写进命令行。
</translation>
    </message>
    <message>
        <source>unknown subcommand &quot;%1&quot; (%2)</source>
        <translation>未知子命令“%1”（%2）</translation>
    </message>
    <message>
        <source>unknown option %1 for %2</source>
        <translation>%2 的未知选项 %1</translation>
    </message>
    <message>
        <source>unexpected argument %1 for %2</source>
        <translation>%2 的意外参数 %1</translation>
    </message>
    <message>
        <source>%1 takes one %2, not also &quot;%3&quot;</source>
        <translation>%1 只接受一个 %2，不能再加“%3”</translation>
    </message>
    <message>
        <source>network and RDMA devices and the PCI functions they are</source>
        <translation>网络与 RDMA 设备及其所对应的 PCI 功能</translation>
    </message>
    <message>
        <source>No network devices listed: expected `ls -l /sys/class/net/` lines such as &quot;eth0 -&gt; ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0&quot;.</source>
        <translation>未列出网络设备：应为 `ls -l /sys/class/net/` 的行，例如“eth0 -&gt; ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0”。</translation>
    </message>
    <message>
        <source>ls could not list a class (no such devices here): %1</source>
        <translation>ls 无法列出某个类（此处没有此类设备）：%1</translation>
    </message>
    <message>
        <source>Not a link of /sys/class/net or /sys/class/infiniband: %1</source>
        <translation>不是 /sys/class/net 或 /sys/class/infiniband 的链接：%1</translation>
    </message>
    <message>
        <source>%1 points to %2, not to a network or RDMA device; left out</source>
        <translation>%1 指向 %2，而不是网络或 RDMA 设备；已略过</translation>
    </message>
    <message>
        <source>%1 is listed twice; keeping the first</source>
        <translation>%1 被列出两次；保留第一个</translation>
    </message>
    <message>
        <source>expected `ls -l /sys/class/net/ /sys/class/infiniband/` output</source>
        <translation>应为 `ls -l /sys/class/net/ /sys/class/infiniband/` 的输出</translation>
    </message>
    <message>
        <source>%1 runs in topolens-gui, which has what it needs; start it as `topolens %1`</source>
        <translation>%1 在 topolens-gui 中运行，它具备所需的一切；请以 `topolens %1` 启动</translation>
    </message>
    <message>
        <source>correctable</source>
        <translation>可纠正</translation>
    </message>
    <message>
        <source>uncorrectable, non-fatal</source>
        <translation>不可纠正，非致命</translation>
    </message>
    <message>
        <source>uncorrectable, fatal</source>
        <translation>不可纠正，致命</translation>
    </message>
    <message>
        <source>%1 counted uncorrectable PCIe errors since boot</source>
        <translation>%1 自启动以来记录了不可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>%1 counted correctable PCIe errors since boot</source>
        <translation>%1 自启动以来记录了可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>Errors this function detected: %1.</source>
        <translation>此功能检测到的错误：%1。</translation>
    </message>
    <message>
        <source>Error messages this root port received from the devices below it: %1.</source>
        <translation>此根端口从其下设备收到的错误消息：%1。</translation>
    </message>
    <message>
        <source>A link&apos;s errors count at the end that detected them, so errors at a port may come from the device below it, and a device with none may still sit on a bad link.</source>
        <translation>链路的错误计在检测到它们的一端：端口上的错误可能来自其下的设备，而没有错误的设备也可能位于有问题的链路上。</translation>
    </message>
    <message>
        <source>Uncorrectable errors lose transactions and can reset the link or drop the device off the bus. Read the kernel log&apos;s AER lines of that time (dmesg), check the slot, risers, cables and retimers, and update the firmware.</source>
        <translation>不可纠正的错误会丢失事务，并可能重置链路或使设备从总线上掉线。请查看该时段内核日志中的 AER 行（dmesg），检查插槽、转接卡、线缆和重定时器，并更新固件。</translation>
    </message>
    <message>
        <source>A few corrected errors cost little, but a count that grows under load means replays and lost bandwidth: collect again after a run and compare (topolens diff), and check the slot, risers, cables and retimers of a link whose count grows.</source>
        <translation>少量已纠正的错误代价不大，但在负载下持续增长的计数意味着重传和带宽损失：运行后再次采集并比较（topolens diff），并检查计数增长的链路的插槽、转接卡、线缆和重定时器。</translation>
    </message>
    <message>
        <source>per-device NUMA node, link speed and width, AER error counters, driver, IOMMU group, place in the tree</source>
        <translation>每个设备的 NUMA 节点、链路速度与宽度、AER 错误计数、驱动、IOMMU 组及其在树中的位置</translation>
    </message>
    <message>
        <source>Unreadable AER counter of %1, expected &quot;&lt;name&gt; &lt;count&gt;&quot;: %2</source>
        <translation>%1 的 AER 计数器无法读取，应为“&lt;名称&gt; &lt;计数&gt;”：%2</translation>
    </message>
    <message>
        <source>%1 has a second %2, the first is kept: %3</source>
        <translation>%1 有第二个 %2，保留第一个：%3</translation>
    </message>
    <message>
        <source>%1 has counted %3 correctable PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 自启动以来已记录 %3 个可纠正的 PCIe 错误；此前为 %2（AER）。</translation>
    </message>
    <message>
        <source>%1 has counted %3 non-fatal uncorrectable PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 自启动以来已记录 %3 个非致命的不可纠正 PCIe 错误；此前为 %2（AER）。</translation>
    </message>
    <message>
        <source>%1 has counted %3 fatal PCIe errors since boot; it had counted %2 (AER).</source>
        <translation>%1 自启动以来已记录 %3 个致命 PCIe 错误；此前为 %2（AER）。</translation>
    </message>
    <message>
        <source>%1 s after boot</source>
        <translation>启动后 %1 秒</translation>
    </message>
    <message>
        <source>between %1 and %2 s after boot</source>
        <translation>启动后 %1 至 %2 秒之间</translation>
    </message>
    <message>
        <source>%1: the kernel could not recover it from a PCIe error</source>
        <translation>%1：内核未能从 PCIe 错误中恢复该功能</translation>
    </message>
    <message>
        <source>%1: the kernel logged an uncorrectable PCIe error</source>
        <translation>%1：内核记录了一个不可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>%1: the kernel logged %2 uncorrectable PCIe errors</source>
        <translation>%1：内核记录了 %2 个不可纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>%1: the kernel logged a corrected PCIe error</source>
        <translation>%1：内核记录了一个已纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>%1: the kernel logged %2 corrected PCIe errors</source>
        <translation>%1：内核记录了 %2 个已纠正的 PCIe 错误</translation>
    </message>
    <message>
        <source>The kernel log has one error report from this function (%1)</source>
        <translation>内核日志中有该功能的一条错误报告（%1）</translation>
    </message>
    <message>
        <source>The kernel log has %1 error reports from this function (%2)</source>
        <translation>内核日志中有该功能的 %1 条错误报告（%2）</translation>
    </message>
    <message>
        <source>, naming %1</source>
        <translation>，指出 %1</translation>
    </message>
    <message>
        <source>, in the %1</source>
        <translation>，位于 %1</translation>
    </message>
    <message>
        <source>They reached the kernel through %1.</source>
        <translation>这些错误经由 %1 报告给内核。</translation>
    </message>
    <message>
        <source>Physical Layer errors (RxErr) are bit errors on the wire; Data Link Layer ones (Bad TLP, Bad DLLP, replay timeouts) are packets sent again; Transaction Layer ones (completion timeouts) are requests lost. The kernel limits how many it prints, so there may have been more: the sysfs counters (pcie-errors-counted) hold the full count.</source>
        <translation>物理层错误（RxErr）是线路上的比特错误；数据链路层错误（Bad TLP、Bad DLLP、重放超时）意味着数据包被重发；事务层错误（完成超时）意味着请求丢失。内核会限制打印数量，实际可能更多：sysfs 计数器（pcie-errors-counted）保存了完整数量。</translation>
    </message>
    <message>
        <source>Check the slot, risers, cables and retimers of this link and update the firmware; if a GPU is below it, watch for Xid 79 (fallen off the bus). Collect again after a run and compare (topolens diff) to see whether the errors come back under load.</source>
        <translation>检查该链路的插槽、转接卡、线缆和重定时器并更新固件；如果其下有 GPU，请留意 Xid 79（从总线上掉线）。运行负载后再次采集并比较（topolens diff），看错误是否在负载下再次出现。</translation>
    </message>
    <message>
        <source>A few corrected errors cost little; many in a short time mean replays and lost bandwidth. Collect again after a run under load and compare (topolens diff).</source>
        <translation>少量已纠正错误代价很小；短时间内大量出现意味着重放和带宽损失。在负载运行后再次采集并比较（topolens diff）。</translation>
    </message>
    <message>
        <source>The link below %1 went down</source>
        <translation>%1 下方的链路断开了</translation>
    </message>
    <message>
        <source>The link below %1 went down %2 times</source>
        <translation>%1 下方的链路断开了 %2 次</translation>
    </message>
    <message>
        <source>The kernel logged the link of this port going down%1: whatever is below it, a GPU, a switch or a NIC, was cut off the bus until the link came back, and a driver using it may have lost it. A link that goes down under load is a signal problem (a riser, a retimer, a cable) or a device that reset itself.</source>
        <translation>内核记录到该端口的链路断开%1：其下的一切（GPU、交换芯片或网卡）在链路恢复前都与总线断开，使用它的驱动可能已失去该设备。负载下断开的链路通常是信号问题（转接卡、重定时器、线缆）或设备自行复位。</translation>
    </message>
    <message>
        <source>Look at the kernel log around these lines for the device&apos;s own errors, reseat the device and its riser or cable, and check its power; on a host that passes the device to a VM, a VM&apos;s reset of the device can take the link down too.</source>
        <translation>在内核日志中这些行附近查找设备自身的错误，重新插拔设备及其转接卡或线缆，并检查供电；在将设备直通给虚拟机的主机上，虚拟机对设备的复位也会使链路断开。</translation>
    </message>
    <message>
        <source>%1 fell off the bus</source>
        <translation>%1 从总线上掉线了</translation>
    </message>
    <message>
        <source>The GPU at %1</source>
        <translation>位于 %1 的 GPU</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver lost the GPU: it no longer answers on the PCIe bus (Xid 79). Every process using it failed, and it stays lost until a reset or a reboot.</source>
        <translation>NVIDIA 驱动失去了该 GPU：它不再在 PCIe 总线上响应（Xid 79）。所有使用它的进程都已失败，在复位或重启前它将一直不可用。</translation>
    </message>
    <message>
        <source>The kernel log also has PCIe errors or link downs on its way to the CPU, at %1: the link is the first suspect.</source>
        <translation>内核日志中在其通往 CPU 的路径上（%1）也有 PCIe 错误或链路断开：链路是首要怀疑对象。</translation>
    </message>
    <message>
        <source>The kernel log has no PCIe error on its way to the CPU, which points at the GPU&apos;s power or temperature rather than the link (or at AER being off: check the port&apos;s AER counters).</source>
        <translation>内核日志中其通往 CPU 的路径上没有 PCIe 错误，这更可能指向 GPU 的供电或温度而非链路（或 AER 被关闭：请检查端口的 AER 计数器）。</translation>
    </message>
    <message>
        <source>Check the GPU&apos;s power cables and supply, its temperature history and its seating (and the riser or cable), update the system firmware and the driver, and collect again after the next run to see whether it recurs on the same slot.</source>
        <translation>检查 GPU 的电源线和电源、温度历史及安装情况（以及转接卡或线缆），更新系统固件和驱动，并在下次运行后再次采集，看是否在同一插槽再次发生。</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 Gb/s: the %4 link at %5 limits it</source>
        <translation>%1 只有 %3 Gb/s 中的 %2：位于 %5 的 %4 链路限制了它</translation>
    </message>
    <message>
        <source>When the kernel set this device up, the slowest link between it and the CPU was the one at %1, trained at %2; the device and its links could do %3. The limiting link need not be the device&apos;s own: a switch&apos;s uplink, a riser or a bifurcated slot above it limits everything below.</source>
        <translation>内核初始化该设备时，它与 CPU 之间最慢的链路是位于 %1 的链路，协商为 %2；设备及其链路本可达到 %3。限制它的链路不一定是设备自己的：其上方交换芯片的上行链路、转接卡或拆分的插槽都会限制其下的一切。</translation>
    </message>
    <message>
        <source>Check that slot&apos;s width and generation in the firmware (bifurcation, PCIe speed), the riser or cable at that link, and whether it trains higher after a reseat; a link that trains low only at boot and recovers under load is not limited (compare lspci&apos;s LnkSta under load).</source>
        <translation>在固件中检查该插槽的宽度和代数（拆分、PCIe 速率）、该链路上的转接卡或线缆，以及重新插拔后能否协商到更高；仅在启动时协商较低、负载下恢复的链路并不受限（对比负载下 lspci 的 LnkSta）。</translation>
    </message>
    <message>
        <source>PCIe errors and link events in the kernel log, when it is readable</source>
        <translation>内核日志中的 PCIe 错误和链路事件（在可读时）</translation>
    </message>
    <message>
        <source>This does not look like the kernel log: expected dmesg or journalctl -k lines (&quot;[  12.345678] pcieport 0000:00:01.0: AER: …&quot;).</source>
        <translation>这看起来不是内核日志：应为 dmesg 或 journalctl -k 的行（“[  12.345678] pcieport 0000:00:01.0: AER: …”）。</translation>
    </message>
    <message>
        <source>No PCIe error, link or bandwidth line in this log.</source>
        <translation>此日志中没有 PCIe 错误、链路或带宽相关的行。</translation>
    </message>
    <message>
        <source>A PCIe Bus Error line without the address of its device: %1</source>
        <translation>一行 PCIe Bus Error 没有其设备地址：%1</translation>
    </message>
    <message>
        <source>A PCIe bandwidth line that could not be read: %1</source>
        <translation>无法读取的 PCIe 带宽行：%1</translation>
    </message>
    <message>
        <source>A PCIe Bus Error of unknown severity &quot;%1&quot;; skipped</source>
        <translation>严重性未知（“%1”）的 PCIe Bus Error；已跳过</translation>
    </message>
    <message>
        <source>An error bit (%1) without the PCIe Bus Error line it belongs to</source>
        <translation>错误位（%1）缺少其所属的 PCIe Bus Error 行</translation>
    </message>
    <message>
        <source>A GPU fell off the bus, but the line does not say which: %1</source>
        <translation>有 GPU 从总线上掉线，但该行未说明是哪一个：%1</translation>
    </message>
    <message>
        <source>expected the kernel log&apos;s PCIe lines (dmesg: AER errors, Link Down, bandwidth)</source>
        <translation>应为内核日志中的 PCIe 行（dmesg：AER 错误、Link Down、带宽）</translation>
    </message>
    <message>
        <source>the kernel log&apos;s PCIe lines: AER errors, links going down, links slower than they could be</source>
        <translation>内核日志中的 PCIe 行：AER 错误、链路断开、低于应有速度的链路</translation>
    </message>
    <message>
        <source>The kernel could not recover from it: the driver of this function, or of a device below it, had no way back (&quot;can&apos;t recover&quot;), and the device stays lost until a reset.</source>
        <translation>内核未能从中恢复：该功能或其下某设备的驱动无法恢复（“can&apos;t recover”），设备在复位前一直不可用。</translation>
    </message>
    <message>
        <source>--prometheus writes metrics; --format %1 is a drawing (leave one out)</source>
        <translation>--prometheus 输出指标；--format %1 是绘图（请去掉其一）</translation>
    </message>
    <message>
        <source>--view, --dpi, --theme and --transparent are for drawings, not for Prometheus metrics</source>
        <translation>--view、--dpi、--theme 和 --transparent 用于绘图，不适用于 Prometheus 指标</translation>
    </message>
    <message>
        <source>export needs a SNAPSHOT (a file, or demo) and -o OUT (FILE.prom, or - for standard output)</source>
        <translation>export 需要一个 SNAPSHOT（文件或 demo）和 -o OUT（FILE.prom，或 - 表示标准输出）</translation>
    </message>
    <message>
        <source>%1 UTC (under load)</source>
        <translation>%1 UTC（负载下）</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 → %2 at %3</source>
        <translation>%3 时 %1 → %2</translation>
    </message>
    <message>
        <source>The link of %1 changed during the watch: %2</source>
        <translation>%1 的链路在监视期间发生变化：%2</translation>
    </message>
    <message>
        <source>The link of %1 changed %2 times during the watch</source>
        <translation>%1 的链路在监视期间变化了 %2 次</translation>
    </message>
    <message>
        <source>Sample by sample, the link trained as follows: %1.</source>
        <translation>逐次采样，链路的协商情况如下：%1。</translation>
    </message>
    <message>
        <source>A link&apos;s width does not follow the load: lanes that come and go are a link that retrains, a signal problem (a riser, a retimer, a cable) or a slot&apos;s bifurcation.</source>
        <translation>链路宽度不随负载变化：通道时有时无意味着链路在重新协商、存在信号问题（转接卡、重定时器、线缆）或插槽拆分。</translation>
    </message>
    <message>
        <source>A link&apos;s speed drops when its device idles and comes back under load; a link that is slower under load than idle has downtrained.</source>
        <translation>设备空闲时链路速率会下降、负载下恢复；负载下比空闲时更慢的链路发生了降级。</translation>
    </message>
    <message>
        <source>Watch it again under a load that uses the link (nvbandwidth, a training step) and compare with the kernel log of that time; a link that keeps retraining needs its slot, riser or cable checked.</source>
        <translation>在会使用该链路的负载下（nvbandwidth、一次训练步骤）再次监视，并与当时的内核日志对比；反复重新协商的链路需要检查插槽、转接卡或线缆。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 received from below %2 → %3</source>
        <translation>%1（从下游接收）%2 → %3</translation>
    </message>
    <message>
        <source>%1 counted more PCIe errors during the watch</source>
        <translation>%1 在监视期间记录到更多 PCIe 错误</translation>
    </message>
    <message>
        <source>Between %1 and %2 its AER counters grew: %3. The errors count at the end of the link that detected them, so a port&apos;s counter names the link below it.</source>
        <translation>在 %1 到 %2 之间其 AER 计数器增长：%3。错误计在检测到它的链路一端，因此端口的计数器指向其下方的链路。</translation>
    </message>
    <message>
        <source>Uncorrectable errors during the watch lost transactions: read the kernel log of that time and check the slot, riser, cable and retimer of this link.</source>
        <translation>监视期间的不可纠正错误导致事务丢失：请查看当时的内核日志，并检查该链路的插槽、转接卡、线缆和重定时器。</translation>
    </message>
    <message>
        <source>Corrected errors that grow while the link works mean replays and lost bandwidth: check the slot, riser, cable and retimer of this link, and watch again after a reseat.</source>
        <translation>链路工作时不断增长的已纠正错误意味着重放和带宽损失：请检查该链路的插槽、转接卡、线缆和重定时器，重新插拔后再次监视。</translation>
    </message>
    <message>
        <source>%1 ran its link at %2 of %3 under load</source>
        <translation>%1 在负载下链路仅以 %3 中的 %2 运行</translation>
    </message>
    <message>
        <source>At %1, while the watch&apos;s load ran, the link trained below what both ends can do. Idle links slow down to save power; under load they should not: this one downtrained.</source>
        <translation>在 %1，监视的负载运行期间，链路协商低于两端的能力。空闲链路会为节能降速；负载下不应如此：该链路发生了降级。</translation>
    </message>
    <message>
        <source>Check the slot&apos;s generation and width in the firmware, the riser or cable, and the kernel log of that time for errors on this link.</source>
        <translation>在固件中检查插槽的代数和宽度、转接卡或线缆，并查看当时内核日志中该链路的错误。</translation>
    </message>
    <message>
        <source>PCIe link speed and width, and AER counters, of every device</source>
        <translation>每个设备的 PCIe 链路速率与宽度以及 AER 计数器</translation>
    </message>
    <message>
        <source>%1 needs a number of seconds above 0, not &quot;%2&quot;</source>
        <translation>%1 需要大于 0 的秒数，而不是“%2”</translation>
    </message>
    <message>
        <source>--samples needs a count of 1 or more, not &quot;%1&quot;</source>
        <translation>--samples 需要 1 或更大的数量，而不是“%1”</translation>
    </message>
    <message>
        <source>--load needs a command to run while the samples are taken</source>
        <translation>--load 需要一个在采样期间运行的命令</translation>
    </message>
    <message>
        <source>--load runs a command on this machine, so it goes with --local only; start the load on %1 yourself while the watch runs</source>
        <translation>--load 在本机运行命令，因此只能与 --local 一起使用；请在监视运行期间自行在 %1 上启动负载</translation>
    </message>
    <message>
        <source>Watch of %1</source>
        <translation>%1 的监视</translation>
    </message>
    <message>
        <source>the load command did not start: %1</source>
        <translation>负载命令未能启动：%1</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC%3: %4</source>
        <translation>采样 %1，%2 UTC%3：%4</translation>
    </message>
    <message>
        <source> (under load)</source>
        <translation>（负载下）</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>could not connect</source>
        <translation>无法连接</translation>
    </message>
    <message numerus="yes">
        <source>saved %1: the collection and %n sample(s)</source>
        <translation>
            <numerusform>已保存 %1：采集结果和 %n 次采样</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.captures[%2].sameAs: no earlier sample %3 with a capture %4</source>
        <translation>%1.captures[%2].sameAs：没有包含采集 %4 的更早采样 %3</translation>
    </message>
    <message>
        <source>The kernel log now has %2 for %1; it had %3.</source>
        <translation>内核日志中 %1 现在有 %2；之前为 %3。</translation>
    </message>
    <message>
        <source>new in this run</source>
        <translation>本次运行中新增</translation>
    </message>
    <message>
        <source>not in this run</source>
        <translation>本次运行中没有</translation>
    </message>
    <message>
        <source>status %1 → %2</source>
        <translation>状态 %1 → %2</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation>%1 %2：%3 → %4</translation>
    </message>
    <message>
        <source>fingerprint %1 → %2</source>
        <translation>指纹 %1 → %2</translation>
    </message>
    <message>
        <source>%1 drift item(s) → %2</source>
        <translation>%1 项偏差 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a fleet host and what changed on it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1: not a readable sample; left out</source>
        <translation>%1：不是可读的采样；已略过</translation>
    </message>
    <message>
        <source>fleet needs a subcommand: collect, watch, import, report, check, baseline or gres</source>
        <translation>fleet 需要一个子命令：collect、watch、import、report、check、baseline 或 gres</translation>
    </message>
    <message>
        <source>fleet: unknown subcommand %1 (collect, watch, import, report, check, baseline, gres)</source>
        <translation>fleet：未知子命令 %1（collect、watch、import、report、check、baseline、gres）</translation>
    </message>
    <message>
        <source>%1 takes one node set (in the engine&apos;s syntax: gpu[001-512], @group, an Ansible pattern)</source>
        <translation>%1 需要一个节点集（使用引擎自己的语法：gpu[001-512]、@group、Ansible 模式）</translation>
    </message>
    <message>
        <source>%1: %2 of %3 node(s) done</source>
        <translation>%1：已完成 %2 / %3 个节点</translation>
    </message>
    <message>
        <source>%1: %2 node(s) done</source>
        <translation>%1：已完成 %2 个节点</translation>
    </message>
    <message>
        <source>%1: cancelling; what arrived is kept</source>
        <translation>%1：正在取消；已收到的数据会保留</translation>
    </message>
    <message>
        <source>%1: %2 over %3, into %4</source>
        <translation>%1：通过 %2 处理 %3，写入 %4</translation>
    </message>
    <message>
        <source>fleet watch takes no --load: TopoLens sends no text of yours to the nodes&apos; shells; start the load on them yourself while the watch runs</source>
        <translation>fleet watch 不接受 --load：TopoLens 不会把您的任何文本发送到节点的 shell；请在监视运行期间自行在节点上启动负载</translation>
    </message>
    <message>
        <source>--print-command goes with fleet collect (a watch runs the same command, then the collector&apos;s --watch-sample)</source>
        <translation>--print-command 用于 fleet collect（监视运行相同的命令，然后运行采集器的 --watch-sample）</translation>
    </message>
    <message>
        <source>fleet watch: sample %1</source>
        <translation>fleet watch：采样 %1</translation>
    </message>
    <message numerus="yes">
        <source>fleet watch: sample %1 at %2 UTC: %3 of %n node(s) answered</source>
        <translation>
            <numerusform>fleet watch：采样 %1，%2 UTC：%n 个节点中 %3 个已应答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the collection and %n sample(s)</source>
        <translation>
            <numerusform>%1：一次采集和 %n 次采样</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs --samples N or --duration SECONDS (or both: whichever ends first)</source>
        <translation>%1 需要 --samples N 或 --duration 秒数（或两者都给：以先结束者为准）</translation>
    </message>
    <message>
        <source>%1 replayed PCIe packets during the watch</source>
        <translation>%1 在监视期间重放了 PCIe 数据包</translation>
    </message>
    <message>
        <source>Between %1 and %2 UTC its replay counter went from %3 to %4%5. A replay is a packet the link sent again because the other end did not acknowledge it: the link works, but slower, and a count that keeps growing is a signal problem on this GPU&apos;s own link.</source>
        <translation>在 %1 到 %2 UTC 之间，其重放计数器从 %3 增长到 %4%5。重放是指链路因对端未确认而重新发送的数据包：链路仍能工作但更慢，计数持续增长说明该 GPU 自身链路存在信号问题。</translation>
    </message>
    <message>
        <source>, and it wrapped %1 more time(s)</source>
        <translation>，并且又回绕了 %1 次</translation>
    </message>
    <message>
        <source>Reseat the GPU and check its slot, riser, cable or retimer; compare with the AER counters of the port above it (pcie-errors-grew-during-watch) and watch again under load.</source>
        <translation>重新插拔 GPU，并检查其插槽、转接卡、线缆或重定时器；与其上方端口的 AER 计数器（pcie-errors-grew-during-watch）比较，并在负载下再次监视。</translation>
    </message>
    <message>
        <source>NVIDIA GPUs&apos; PCIe replay counters and link generation and width</source>
        <translation>NVIDIA GPU 的 PCIe 重放计数器以及链路代数和宽度</translation>
    </message>
    <message>
        <source>PCIe link speed and width from node_exporter&apos;s pcidevice collector, as Prometheus serves them</source>
        <translation>来自 node_exporter 的 pcidevice 采集器、由 Prometheus 提供的 PCIe 链路速率和宽度</translation>
    </message>
    <message>
        <source>expected node_exporter&apos;s node_pcidevice_* series in Prometheus&apos;s text format</source>
        <translation>应为 Prometheus 文本格式的 node_exporter node_pcidevice_* 序列</translation>
    </message>
    <message>
        <source>Not a sample line of Prometheus&apos;s text format; skipped</source>
        <translation>不是 Prometheus 文本格式的样本行；已跳过</translation>
    </message>
    <message>
        <source>%1 without a usable segment, bus, device and function; skipped</source>
        <translation>%1 缺少可用的 segment、bus、device 和 function；已跳过</translation>
    </message>
    <message>
        <source>No node_pcidevice link series here: %1 (node_exporter 1.9 or later, with --collector.pcidevice).</source>
        <translation>这里没有 node_pcidevice 链路序列：%1（需要 node_exporter 1.9 或更高版本，并启用 --collector.pcidevice）。</translation>
    </message>
    <message>
        <source>curl did not start: %1</source>
        <translation>curl 未能启动：%1</translation>
    </message>
    <message>
        <source>--from-prometheus needs the server&apos;s URL, http://HOST:PORT, not &quot;%1&quot;</source>
        <translation>--from-prometheus 需要服务器的 URL（http://HOST:PORT），而不是“%1”</translation>
    </message>
    <message>
        <source>--from-prometheus needs --instance: the instance label of the watched machine&apos;s node_exporter (HOST:9100)</source>
        <translation>--from-prometheus 需要 --instance：被监视机器上 node_exporter 的 instance 标签（HOST:9100）</translation>
    </message>
    <message>
        <source>--from-prometheus needs --snapshot FILE: a collection of the machine whose links Prometheus has (topolens collect)</source>
        <translation>--from-prometheus 需要 --snapshot 文件：Prometheus 中有其链路数据的那台机器的一次采集（topolens collect）</translation>
    </message>
    <message>
        <source>--load goes with --local; start the load on the watched machine yourself</source>
        <translation>--load 只能与 --local 一起使用；请自行在被监视的机器上启动负载</translation>
    </message>
    <message>
        <source>watch needs -o WATCH.json</source>
        <translation>watch 需要 -o WATCH.json</translation>
    </message>
    <message>
        <source>%1 has no machine %2</source>
        <translation>%1 中没有机器 %2</translation>
    </message>
    <message>
        <source>Watch of %1 from Prometheus</source>
        <translation>来自 Prometheus 的 %1 监视</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with link series</source>
        <translation>
            <numerusform>%n 个有链路序列的功能</numerusform>
        </translation>
    </message>
    <message>
        <source>Prometheus has no node_pcidevice series of %1 (node_exporter 1.9 or later, with --collector.pcidevice)</source>
        <translation>Prometheus 中没有 %1 的 node_pcidevice 序列（需要 node_exporter 1.9 或更高版本，并启用 --collector.pcidevice）</translation>
    </message>
    <message>
        <source>sample %1 at %2 UTC: %3</source>
        <translation>采样 %1，%2 UTC：%3</translation>
    </message>
    <message>
        <source>GPU%1 → %2 (%3)</source>
        <translation>GPU%1 → %2（%3）</translation>
    </message>
    <message>
        <source>No GPUDirect RDMA for %1: the closest RDMA NIC is beyond the PCIe switches</source>
        <translation>%1 无法使用 GPUDirect RDMA：最近的 RDMA 网卡位于 PCIe 交换机之外</translation>
    </message>
    <message>
        <source>Closest RDMA NIC of each: %1. NCCL uses GPUDirect RDMA only where a GPU and its NIC meet below the CPU, at PIX or PXB (NCCL_NET_GDR_LEVEL defaults to PXB); beyond, every message to another node is copied through host memory, which costs latency and the CPU&apos;s memory bandwidth on each step.</source>
        <translation>各自最近的 RDMA 网卡：%1。只有当 GPU 与其网卡在 CPU 之下（PIX 或 PXB）相遇时，NCCL 才会使用 GPUDirect RDMA（NCCL_NET_GDR_LEVEL 默认为 PXB）；超出此范围，发往其他节点的每条消息都会经主机内存复制，每一步都会增加延迟并占用 CPU 的内存带宽。</translation>
    </message>
    <message>
        <source>A VM&apos;s guest sees a flat tree (PHB) whatever the host has. Where the host puts each GPU and its NIC under one switch, give NCCL that hierarchy (an NCCL topology file with the NICs, NCCL_TOPO_FILE) or set NCCL_NET_GDR_LEVEL=PHB; then check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>无论主机是什么结构，虚拟机的客户机看到的都是扁平的树（PHB）。如果主机把每个 GPU 与其网卡放在同一交换机下，请把该层级告诉 NCCL（包含网卡的 NCCL 拓扑文件，NCCL_TOPO_FILE），或设置 NCCL_NET_GDR_LEVEL=PHB；然后在 NCCL_DEBUG=INFO 中查找“GPU Direct RDMA Enabled for GPU”。</translation>
    </message>
    <message>
        <source>Give each GPU a NIC under its own switch (a slot below the same switch, or NCCL_IB_HCA limited to the NICs that are); NCCL_NET_GDR_LEVEL=SYS forces GPUDirect RDMA, which across the CPU is often slower than staging. Check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>为每个 GPU 配一块位于其自身交换机下的网卡（同一交换机下的插槽，或把 NCCL_IB_HCA 限定为满足条件的网卡）；NCCL_NET_GDR_LEVEL=SYS 会强制使用 GPUDirect RDMA，但跨 CPU 时往往比经主机中转更慢。请在 NCCL_DEBUG=INFO 中查找“GPU Direct RDMA Enabled for GPU”。</translation>
    </message>
    <message>
        <source>the host&apos;s RDMA NICs are not passed through to this guest&apos;s VM; the file has no NIC for NCCL to place</source>
        <translation>主机的 RDMA 网卡没有直通给该客户机的虚拟机；文件中没有可供 NCCL 放置的网卡</translation>
    </message>
    <message>
        <source>The RDMA NICs (%1) stand at their bus ids beside the GPUs of their switch:</source>
        <translation>RDMA 网卡（%1）以其总线 ID 与同一交换机下的 GPU 并列：</translation>
    </message>
    <message>
        <source>NCCL places each NIC its network plugin finds by that id, and uses GPUDirect RDMA where a GPU and a NIC share a switch.</source>
        <translation>NCCL 会按该 ID 放置其网络插件找到的每块网卡，并在 GPU 与网卡共用交换机时使用 GPUDirect RDMA。</translation>
    </message>
    <message>
        <source>%1 of %2 is not a link&apos;s value; skipped</source>
        <translation>%2 的 %1 不是链路的取值；已跳过</translation>
    </message>
    <message>
        <source>%1 has no RDMA NIC that TopoLens can see (nvidia-smi topo -m&apos;s NIC columns, /sys/class/infiniband, or a ConnectX, BlueField, EFA or E810 in the tree): there is nothing to point NCCL at</source>
        <translation>TopoLens 在 %1 上看不到 RDMA 网卡（nvidia-smi topo -m 的 NIC 列、/sys/class/infiniband，或树中的 ConnectX、BlueField、EFA、E810）：没有可让 NCCL 使用的网卡</translation>
    </message>
    <message>
        <source>no RDMA device name is known for %1 (collect /sys/class, the plan&apos;s sysfs-net, or nvidia-smi topo -m with its NIC legend): left out of NCCL_IB_HCA</source>
        <translation>%1 没有已知的 RDMA 设备名（请采集 /sys/class、计划中的 sysfs-net，或带 NIC 图例的 nvidia-smi topo -m）：未写入 NCCL_IB_HCA</translation>
    </message>
    <message>
        <source>the snapshot has no guest</source>
        <translation>快照中没有客户机</translation>
    </message>
    <message>
        <source>the snapshot has no host or bare-metal machine</source>
        <translation>快照中没有主机或裸机</translation>
    </message>
    <message>
        <source>%1 needs a SNAPSHOT (a file, or &quot;demo&quot;)</source>
        <translation>%1 需要一个 SNAPSHOT（文件或“demo”）</translation>
    </message>
    <message>
        <source>GPUDirect RDMA between a GPU and an RDMA NIC (%1) is such traffic: NCCL has been seen to slow down or hang with it (NVIDIA/nccl #606, #2079).</source>
        <translation>GPU 与 RDMA 网卡（%1）之间的 GPUDirect RDMA 正是这类流量：已有 NCCL 因此变慢或挂起的报告（NVIDIA/nccl #606、#2079）。</translation>
    </message>
    <message>
        <source>ATS is off on RDMA NIC %1, passed through to a VM</source>
        <translation>直通给虚拟机的 RDMA 网卡 %1 关闭了 ATS</translation>
    </message>
    <message>
        <source>Address Translation Services let a passed-through NIC keep the IOMMU&apos;s translations, and with direct translated peer-to-peer allowed at the switch ports its GPUDirect RDMA traffic goes straight across the switch. With ATS off, every peer transaction goes up to the root complex to be translated, which costs GPUDirect RDMA much of its bandwidth in a VM (NVIDIA/nccl #2171).</source>
        <translation>地址转换服务（ATS）让直通的网卡缓存 IOMMU 的地址转换；若交换机端口允许直接的已转换点对点传输，其 GPUDirect RDMA 流量可直接穿过交换机。ATS 关闭时，每个点对点事务都要上行到根复合体进行转换，这会让虚拟机中的 GPUDirect RDMA 损失大量带宽（NVIDIA/nccl #2171）。</translation>
    </message>
    <message>
        <source>Enable it in the NIC&apos;s firmware (mlxconfig -d DEVICE set ATS_ENABLED=true, then a power cycle) and allow direct translated P2P at the switch ports above it (ACSCtl DirectTrans+); then measure GPUDirect RDMA in the VM (ib_write_bw --use_cuda) before and after.</source>
        <translation>在网卡固件中启用它（mlxconfig -d 设备 set ATS_ENABLED=true，然后断电重启），并在其上方的交换机端口允许直接的已转换 P2P（ACSCtl DirectTrans+）；然后在虚拟机中测量启用前后的 GPUDirect RDMA（ib_write_bw --use_cuda）。</translation>
    </message>
    <message>
        <source>GPU%1 and the NIC at %2: %3 on the host, %4 here</source>
        <translation>GPU%1 与 %2 处的网卡：主机上为 %3，此处为 %4</translation>
    </message>
    <message>
        <source>%1. NCCL in the guest reads the guest&apos;s tree, finds each GPU and its NIC beyond PXB and leaves GPUDirect RDMA off, though the host routes their traffic across one switch.</source>
        <translation>%1。客户机中的 NCCL 读取客户机的树，发现每个 GPU 与其网卡的距离超过 PXB，于是不启用 GPUDirect RDMA，尽管主机上它们的流量只经过一个交换机。</translation>
    </message>
    <message>
        <source>Give NCCL the host&apos;s hierarchy: topolens nccl-topo writes an NCCL_TOPO_FILE for the guest with each NIC beside its GPUs. Check NCCL_DEBUG=INFO for &quot;GPU Direct RDMA Enabled for GPU&quot;.</source>
        <translation>把主机的层级告诉 NCCL：topolens nccl-topo 会为客户机写出 NCCL_TOPO_FILE，把每块网卡放在其 GPU 旁边。请在 NCCL_DEBUG=INFO 中查找“GPU Direct RDMA Enabled for GPU”。</translation>
    </message>
    <message>
        <source>RDMA devices and their ports: state, rate, link layer</source>
        <translation>RDMA 设备及其端口：状态、速率、链路层</translation>
    </message>
    <message>
        <source>expected ibstat&apos;s blocks (CA &apos;mlx5_0&apos; and its ports)</source>
        <translation>应为 ibstat 的块（CA &apos;mlx5_0&apos; 及其端口）</translation>
    </message>
    <message>
        <source>A CA line without its quoted name; skipped</source>
        <translation>CA 行缺少带引号的名称；已跳过</translation>
    </message>
    <message>
        <source>A port line without its number; skipped</source>
        <translation>端口行缺少编号；已跳过</translation>
    </message>
    <message>
        <source>Rate is not a whole number of Gb/s; skipped</source>
        <translation>Rate 不是整数 Gb/s；已跳过</translation>
    </message>
    <message>
        <source>No RDMA device here: %1.</source>
        <translation>这里没有 RDMA 设备：%1。</translation>
    </message>
    <message>
        <source>the layout passes RDMA NIC %1, which shares a PCIe switch with GPUs on the host: without its lines (or generated with the option no-nics) the VM does not get it</source>
        <translation>该布局会直通 RDMA 网卡 %1，它在主机上与 GPU 共用一个 PCIe 交换机：去掉它的行（或用 no-nics 选项生成），虚拟机就不会获得它</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>passed by the VM&apos;s configuration</source>
        <translation>由虚拟机配置直通</translation>
    </message>
    <message>
        <source>%1 to host GPU%2</source>
        <translation>与主机 GPU%2 之间为 %1</translation>
    </message>
    <message>
        <source>NIC %1 at host %2</source>
        <translation>网卡 %1（主机地址 %2）</translation>
    </message>
    <message>
        <source>#   %1 (%2) → %3 behind %4 on %5</source>
        <translation>#   %1（%2）→ %3，位于 %5 上的 %4 之后</translation>
    </message>
    <message>
        <source>#   Switch %1 behind %2: %3 share a switch on the host, so the guest sees them as close as the host does</source>
        <translation>#   交换机 %1 位于 %2 之后：%3 在主机上共用一个交换机，因此客户机看到的距离与主机相同</translation>
    </message>
    <message>
        <source>#   - A GPU and its NIC behind one switch: NCCL in the guest then uses GPUDirect RDMA between them, as on</source>
        <translation>#   - GPU 与其网卡位于同一交换机之后：客户机中的 NCCL 会像在主机上一样在两者之间使用</translation>
    </message>
    <message>
        <source>#     the host (it needs nvidia-peermem in the guest). Check with NCCL_DEBUG=INFO: &quot;GPU Direct RDMA</source>
        <translation>#     GPUDirect RDMA（客户机中需要 nvidia-peermem）。用 NCCL_DEBUG=INFO 检查：“GPU Direct RDMA</translation>
    </message>
    <message>
        <source>#     Enabled for GPU …&quot; and each GPU&apos;s NET/IB device; then import an nccl-tests run from before and</source>
        <translation>#     Enabled for GPU …”以及每个 GPU 的 NET/IB 设备；然后导入之前和之后的 nccl-tests 运行</translation>
    </message>
    <message>
        <source>#     after (topolens diff) to see the bandwidth. The data still takes the host&apos;s path: ACS P2P Request</source>
        <translation>#     （topolens diff）查看带宽。数据仍走主机的路径：主机交换机上的 ACS P2P Request</translation>
    </message>
    <message>
        <source>#     Redirect on the host switch sends it up to the root complex (topolens diagnose names it), and the</source>
        <translation>#     Redirect 会把它送到根复合体（topolens diagnose 会指出），而且</translation>
    </message>
    <message>
        <source>#     NIC needs ATS on to go around the IOMMU there.</source>
        <translation>#     网卡需要开启 ATS 才能在那里绕过 IOMMU。</translation>
    </message>
    <message>
        <source># each GPU behind its own root port, or with the RDMA NICs of its host switch behind one switch.</source>
        <translation># 每个 GPU 位于自己的根端口之后，或与其主机交换机上的 RDMA 网卡一起位于一个交换机之后。</translation>
    </message>
    <message>
        <source># Lines starting with # explain; do not paste them into the</source>
        <translation># 以 # 开头的行是说明；不要把它们粘贴到</translation>
    </message>
    <message>
        <source>TopoLens %1: PCIe layout for %2 on host %3. Merge the children of this &lt;domain&gt; into the domain XML (virsh edit). Controller indexes start at %4: renumber them to follow the domain&apos;s own controllers (libvirt fills unused lower indexes with empty root ports).</source>
        <translation>TopoLens %1：主机 %3 上 %2 的 PCIe 布局。把此 &lt;domain&gt; 的子元素合并到域 XML 中（virsh edit）。控制器索引从 %4 开始：请将它们重新编号，接在域自身的控制器之后（libvirt 会用空的根端口填充未使用的较低索引）。</translation>
    </message>
    <message>
        <source>RDMA ports: state, rate and link layer (ibstat)</source>
        <translation>RDMA 端口：状态、速率与链路层（ibstat）</translation>
    </message>
    <message>
        <source>RDMA devices and their ports: state, link layer</source>
        <translation>RDMA 设备及其端口：状态、链路层</translation>
    </message>
    <message>
        <source>expected ibv_devinfo&apos;s blocks (hca_id: mlx5_0 and its ports)</source>
        <translation>应为 ibv_devinfo 的块（hca_id: mlx5_0 及其端口）</translation>
    </message>
    <message>
        <source>An hca_id line without its name; skipped</source>
        <translation>hca_id 行缺少名称；已跳过</translation>
    </message>
    <message>
        <source>GPU (the file names it by class only)</source>
        <translation>GPU（文件仅按类别列出）</translation>
    </message>
    <message>
        <source>%1 measured %2, %3× the %4 of the first collection.</source>
        <translation>%1 测得 %2，是第一次采集的 %4 的 %3 倍。</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 (mean of %n GPU pairs)</source>
        <translation>
            <numerusform>%1，%2（%n 个 GPU 对的平均值）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average bus bandwidth</source>
        <translation>%1，平均总线带宽</translation>
    </message>
    <message>
        <source>GPUDirect RDMA</source>
        <translation>GPUDirect RDMA</translation>
    </message>
    <message>
        <source>staged through host memory</source>
        <translation>经主机内存中转</translation>
    </message>
    <message>
        <source>%1 now reaches its closest RDMA NIC as %2 (%3); it was %4 (%5).</source>
        <translation>%1 现在以 %2 连接其最近的 RDMA 网卡（%3）；之前为 %4（%5）。</translation>
    </message>
    <message>
        <source>GPU%1 → %2 (%3, %4)</source>
        <translation>GPU%1 → %2（%3，%4）</translation>
    </message>
    <message>
        <source>Closest RDMA NIC of each GPU: GPUDirect RDMA for %1 of %2</source>
        <translation>每个 GPU 最近的 RDMA 网卡：%2 个中 %1 个可用 GPUDirect RDMA</translation>
    </message>
    <message>
        <source>%1. The class is nvidia-smi&apos;s where it printed one, else the PCI tree&apos;s; NCCL uses GPUDirect RDMA up to PXB by default (NCCL_NET_GDR_LEVEL), and equally close NICs are shared out over the GPUs as NCCL does.</source>
        <translation>%1。类别取自 nvidia-smi 的输出（若有），否则取自 PCI 树；NCCL 默认仅在 PXB 及以内使用 GPUDirect RDMA（NCCL_NET_GDR_LEVEL），同样近的网卡像 NCCL 那样分配给各 GPU。</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA and UCX_NET_DEVICES per GPU from these: topolens nccl-env.</source>
        <translation>据此生成每个 GPU 的 NCCL_IB_HCA 和 UCX_NET_DEVICES：topolens nccl-env。</translation>
    </message>
    <message>
        <source>RDMA devices and their ports (ibv_devinfo, where ibstat is missing)</source>
        <translation>RDMA 设备及其端口（ibv_devinfo，在缺少 ibstat 时）</translation>
    </message>
    <message>
        <source>x-nv-gpudirect-clique=%1 for %2</source>
        <translation>%2 使用 x-nv-gpudirect-clique=%1</translation>
    </message>
    <message>
        <source>The cliques the host&apos;s P2P status allows, in the guest&apos;s numbering: %1 (topolens qemu-layout writes them into the VM&apos;s configuration).</source>
        <translation>主机 P2P 状态所允许的 clique（按客户机编号）：%1（topolens qemu-layout 会将其写入虚拟机配置）。</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1：%2，%3 时</translation>
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
        <translation>TopoLens %1：主机及其所承载虚拟机的 GPU 与 PCIe 拓扑。

用法：
  topolens [SNAPSHOT]                 用图形界面打开快照文件；未指定时打开内置演示
                                      （在任何位置都可用 &quot;demo&quot; 指代它）
  topolens open SNAPSHOT              同上
  topolens parse FILE... [--format auto|NAME] [--json]
                                      解析保存或粘贴的命令输出（FILE 可以是 - 表示标准输入，
                                      也可以是快照）并打印结果
  topolens parse --list-formats       列出 parse 能识别的格式
  topolens collect --host USER@HOST [--port N] [--identity FILE] [-J JUMP]
                   [--guest USER@VM [--guest-port N] [--guest-identity FILE] [--guest-jump JUMP]]
                   [--vmid N] [--known-hosts FILE] [--accept-new-host-key] [--sudo]
                   [--timeout SECONDS] -o SNAPSHOT.json
                                      通过 SSH 在主机（及其客户机虚拟机）上运行固定的只读命令
                                      计划，并将原始输出保存为快照。~/.ssh/config、ssh-agent
                                      和 ~/.ssh/id_* 的用法与 ssh 相同。主机密钥按
                                      ~/.ssh/known_hosts（或 FILE）检查：未知密钥会被拒绝，
                                      除非指定 --accept-new-host-key（会保存该密钥）；已变更的
                                      密钥总是被拒绝。密码或密码短语只从终端读取。-J 以批处理
                                      模式使用 OpenSSH 的 ssh 连接跳板机。--vmid 在 Proxmox
                                      主机上增加 `qm config N`；--sudo 增加
                                      `sudo -n lspci -nnvvv`；--timeout 限制连接和每条命令的
                                      时间（默认：连接 20 秒，每条命令 60 秒）
  topolens collect --local [--sudo] [--timeout SECONDS] -o SNAPSHOT.json
                                      在本机上执行同样的操作
  topolens watch (--local [--load COMMAND] | --host USER@HOST [collect&apos;s SSH options])
                 [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      先采集一次，然后每 SECONDS 秒（默认 5）对 PCIe 链路采样：
                                      链路速率与宽度、AER 计数器和内核日志中的 PCIe 行；--load 在第一次
                                      采样后于本机运行 COMMAND，其运行期间的采样标记为负载下。每次采样后
                                      都会写入文件；Ctrl-C 停止并保留文件（退出码 130）。diagnose 会指出
                                      发生变化、错误增多或在负载下低于能力运行的链路
  topolens watch --from-prometheus URL --instance HOST:PORT --snapshot COLLECTED.json
                 [--machine LABEL] [--interval SECONDS] (--samples N | --duration SECONDS) -o WATCH.json
                                      同上，但采样来自 Prometheus：node_exporter 的 pcidevice
                                      采集器（1.9 或更高版本）为该实例提供的每条链路速率和宽度，
                                      用 curl 从 /federate 读取，放到 COLLECTED.json 的机器上
  topolens import BUNDLE... -o SNAPSHOT.json
                                      将 scripts/topolens-collect.sh 在 TopoLens 无法访问的
                                      机器上生成的数据包合并为一个快照
  topolens collector-script           打印上述独立的 POSIX shell 采集脚本，由同一命令计划
                                      生成
  topolens diagnose SNAPSHOT [--json] 说明快照（或 &quot;demo&quot;）中限制 GPU 的因素：诊断结果按
                                      严重程度排序，附带建议及其依据的原始行；无论发现什么都
                                      以 0 退出
  topolens export SNAPSHOT [--view host|guest|side-by-side|matrix|heatmap[:METRIC]
                  |sweeps[:bandwidth|algbw|latency]] [--format svg|png|pdf|dot]
                  [--dpi N] [--transparent] [--theme light|dark] -o OUT
                                      按窗口中的样子绘制视图，带标题和图例；格式默认取 OUT 的
                                      后缀，视图默认为 side-by-side，PNG 默认为 192 dpi；dot
                                      写出拓扑图；OUT 可以是 -。heatmap 绘制导入的基准测试矩阵
                                      （METRIC，例如 d2d-bandwidth；默认：第一个带宽矩阵），
                                      sweeps 绘制随消息大小变化的尺寸扫描；二者都没有 dot 形式
  topolens export SNAPSHOT --prometheus -o FILE.prom|-
                                      将快照导出为 node_exporter 文本文件收集器可读的 Prometheus 指标：
                                      GPU（虚拟机中的 GPU 附带其主机地址）、GPU 对的类别与 P2P、
                                      链路速率与宽度及其能力、AER 计数器、内核的 PCIe 事件、
                                      诊断结果（docs/prometheus.md）
  topolens report SNAPSHOT [--theme light|dark] [--format pdf|html] -o REVIEW.pdf|REVIEW.html
                                      设计评审报告：拓扑图、主机 -&gt; 客户机矩阵、诊断结果、
                                      基准测试热图和扫描，以及每个采集项的命令和原始输出
                                      （HTML：一个独立页面）
  topolens nccl-topo SNAPSHOT [--for guest|host] [-o topo.xml]
                                      写出 NCCL 拓扑文件：对于客户机（NCCL_TOPO_FILE），
                                      包含主机的 NUMA 节点和 PCIe 交换机，配以客户机的总线 ID
                                      和主机的链路速率；并通过读回检查是否符合 NCCL 解析器的
                                      限制
  topolens nccl-env SNAPSHOT [--for guest|host] [-o env.sh]
                                      让每个 GPU 的流量走其最近 RDMA 网卡的 NCCL 与 UCX 设置：
                                      NCCL_IB_HCA、NCCL_SOCKET_IFNAME、每个 GPU 的
                                      UCX_NET_DEVICES 及原因，以 shell 行输出
  topolens resource-slice SNAPSHOT [--for guest|host] [--node NAME] [--labels] [-o FILE]
                                      以 Kubernetes ResourceSlice 输出 GPU 与 RDMA 网卡，带标准
                                      属性 pcieRoot 和 pciBusID（以及 NUMA 节点、最近的网卡）；
                                      --labels：改为输出节点标签
  topolens qemu-layout SNAPSHOT [--format proxmox|libvirt|qemu] [--group root-complex|numa]
                       [--no-clique] [--no-nics] [--qemu VERSION] [-o FILE]
                                      生成镜像主机的客户机 PCIe 布局：每个主机根复合体（或
                                      NUMA 节点）一个 pxb-pcie 扩展器，位于对应的客户机 NUMA
                                      节点上，输出为 Proxmox args: 行、libvirt 片段或
                                      qemu-system-x86_64 参数（每行一个，便于写入脚本），附带
                                      x-nv-gpudirect-clique 及 TP/PP 建议；根端口最多报告
                                      16 GT/s，除非 --qemu 9.0 或更高版本表明 QEMU 接受 32 和 64
                                      每个 GPU 与同一主机交换机上的 RDMA 网卡一起位于一个
                                      模拟交换机之后（--no-nics：仅 GPU）。
  topolens diff A B [--json] [--machine LABEL]
                                      比较同一批机器的两次采集（快照文件、数据包或 &quot;demo&quot;；
                                      机器按角色和标签配对；或两个集群运行文件夹，逐节点比较）有何变化：
                                      设备的增加、移除或重新
                                      编号，链路，GPU 对的连接类型，P2P，GPU 与网卡的连接类型，NUMA，
                                      内核参数，BAR，IOMMU 组，驱动，基准测试带宽；没有变化时以 0 退出，有变化时以 3 退出
  topolens fleet collect NODESET [--via clush|pdsh|ansible|srun] [--role host|guest]
                 [--guests NODESET] [-i INVENTORY] [--fanout N] [--connect-timeout S] [--command-timeout S]
                 [--ssh-option OPTS]... [--remote-collector PATH] [--max-node-output MIB]
                 [-o RUNS_DIR] [--print-command[=full]]
                                      通过引擎在每个节点上运行只读采集器（默认 ClusterShell；
                                      节点集使用引擎自身的语法），写入一个运行文件夹：每个节点
                                      的封装数据包、原始输出和结果（ok、partial、unreachable、
                                      timed-out、failed）；--guests 在同一次运行中将这些节点作为客户机采集
                                      （此时节点集为主机）；--print-command 打印引擎命令行
                                      （每个角色一行），内嵌的采集脚本以占位符表示
                                      （=full：完整写出）
  topolens fleet watch NODESET [fleet collect&apos;s options] [--interval S] (--samples N | --duration S)
                                      先执行 fleet collect，然后每个间隔（5 秒）在每个节点上运行
                                      采集器的 --watch-sample：链路状态和宽度、AER 计数器、内核
                                      日志中的 PCIe 行，写入 RUN/samples/；fleet report 和
                                      diagnose 会指出变化；Ctrl-C 保留已收到的数据（130）
  topolens fleet import PATH... -o RUN_DIR
                                      由运行文件夹、数据包（普通或封装）和快照文件生成一个
                                      集群运行文件夹
  topolens fleet report RUN [--json] [-o FILE.json|FILE.html|FILE.pdf] [--since OLDRUN]
                                      在各硬件类别内按拓扑指纹对运行中的机器分组，并指出每台
                                      机器相对其类别基线（最大的组）的漂移；默认输出文本，
                                      JSON 格式见 docs/fleet.md
  topolens fleet check RUN --baseline FILE [--json]
                                      同上，但对照已保存的基线：有漂移时以 3 退出
  topolens fleet baseline RUN -o BASELINE.json [--gres-conf FILE]
                                      保存每个类别的基线（以及每个组的 Slurm gres.conf 行，
                                      含 Cores= 和 Links=）
  topolens fleet gres RUN [-o FILE]   只写出 gres.conf 行
  topolens --help | --version

退出状态：0 成功，1 失败（标准错误上的消息会指明文件和行），2 用法错误。当每条命令都运行
结束时，collect 以 0 退出（工具未安装属于正常情况）；当某台机器无法访问、连接中断，或某条
命令超时或超过 64 MiB 输出上限时，它会保存已获得的内容并以 1 退出。
diff 在输入有差异时以 3 退出（diff(1) 的 1 在这里表示失败），fleet check 在某台机器
偏离基线时以 3 退出，fleet collect 在有节点未以 ok 结束时以 3 退出（运行文件夹照样写入；
取消时为 130）。
</translation>
    </message>
    <message>
        <source>The VM hides that %1 shares a PCIe switch with its RDMA NIC</source>
        <translation>虚拟机隐藏了 %1 与其 RDMA 网卡共用 PCIe 交换机这一事实</translation>
    </message>
    <message>
        <source>The VM hides that %1 share PCIe switches with their RDMA NICs</source>
        <translation>虚拟机隐藏了 %1 与其 RDMA 网卡共用 PCIe 交换机这一事实</translation>
    </message>
    <message>
        <source>P2P OK</source>
        <translation>P2P 正常</translation>
    </message>
    <message>
        <source>P2P not supported</source>
        <translation>不支持 P2P</translation>
    </message>
    <message>
        <source>P2P not reported</source>
        <translation>未报告 P2P</translation>
    </message>
    <message>
        <source>link trained below its capability</source>
        <translation>链路协商低于其能力</translation>
    </message>
    <message>
        <source>PCIe errors (AER counters, kernel log)</source>
        <translation>PCIe 错误（AER 计数器、内核日志）</translation>
    </message>
    <message>
        <source>IOMMU group</source>
        <translation>IOMMU 组</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>G%1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs: pair arcs are drawn for the selected GPU only; click a GPU to see its pairs.</source>
        <translation>
            <numerusform>%n 个 GPU：仅为所选 GPU 绘制配对弧线；单击某个 GPU 可查看其配对。</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run %1</source>
        <translation>无法运行 %1</translation>
    </message>
    <message>
        <source>Graphviz&apos;s %1 has no %2</source>
        <translation>Graphviz 的 %1 中没有 %2</translation>
    </message>
    <message>
        <source>cannot load Graphviz (%1): %2</source>
        <translation>无法加载 Graphviz（%1）：%2</translation>
    </message>
</context>
</TS>
