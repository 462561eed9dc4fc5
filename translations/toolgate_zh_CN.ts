<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LoopWindowModel</name>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>已拦截</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>SchemaExamples</name>
    <message>
        <source>Action union (anyOf with const)</source>
        <translation>操作联合（anyOf 与 const）</translation>
    </message>
    <message>
        <source>Formats, patterns and limits</source>
        <translation>格式、模式与限制</translation>
    </message>
    <message>
        <source>Arrays with contains and references</source>
        <translation>含 contains 与引用的数组</translation>
    </message>
</context>
<context>
    <name>toolgate::core::LoopVerdictModel</name>
    <message>
        <source>· blocked</source>
        <translation>· 已拦截</translation>
    </message>
    <message>
        <source>· not surfaced</source>
        <translation>· 未显示给代理</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Message to the agent</source>
        <translation>发给代理的消息</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>假设推演</translation>
    </message>
</context>
<context>
    <name>toolgate::core::LoopWindowModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ApprovalsScreen</name>
    <message>
        <source>No pending approvals</source>
        <translation>没有待处理的审批</translation>
    </message>
    <message>
        <source>Exec commands and plugin requests that wait for an owner's decision appear here, oldest first and grouped by gateway, each with a countdown to its expiry and the full request to decide from.</source>
        <translation>等待所有者决定的 exec 命令和插件请求会显示在这里，按网关分组、最早的在前，每条都带有到期倒计时和可供决策的完整请求内容。</translation>
    </message>
    <message>
        <source>Connect a gateway with approval scopes on the Connections screen.</source>
        <translation>在“连接”界面连接一个具有审批权限范围的网关。</translation>
    </message>
    <message>
        <source>Start Toolgate with --demo to receive requests from scripted agents.</source>
        <translation>使用 --demo 启动 Toolgate，即可接收脚本化代理发出的请求。</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>Decide pending exec and plugin approvals from every connected gateway.</source>
        <translation>处理所有已连接网关中待决的 exec 和插件审批。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::CommandPalette</name>
    <message>
        <source>Type a command…</source>
        <translation>输入命令…</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ConnectionIndicator</name>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>Demo gateway (%1)</source>
        <translation>演示网关（%1）</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ConnectionsScreen</name>
    <message>
        <source>No gateways configured</source>
        <translation>尚未配置网关</translation>
    </message>
    <message>
        <source>A connection to an OpenClaw gateway lets Toolgate read and apply its live config, receive approval requests and follow tool calls. Each entry shows its health, this device's identity, the granted scopes and what is missing for approvals.</source>
        <translation>连接到 OpenClaw 网关后，Toolgate 可以读取并应用其实时配置、接收审批请求并跟踪工具调用。每个条目都会显示其健康状况、本设备的身份、已授予的权限范围，以及审批还缺少哪些权限。</translation>
    </message>
    <message>
        <source>Add a gateway with its URL and token; the token is stored outside the config file, readable only by you.</source>
        <translation>通过 URL 和令牌添加网关；令牌保存在配置文件之外，仅你本人可读。</translation>
    </message>
    <message>
        <source>The built-in demo gateway needs nothing installed: start Toolgate with --demo.</source>
        <translation>内置演示网关无需安装任何东西：使用 --demo 启动 Toolgate 即可。</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Gateways, device identity and granted scopes.</source>
        <translation>网关、设备身份和已授予的权限范围。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::DocumentController</name>
    <message>
        <source>No configuration open</source>
        <translation>未打开配置</translation>
    </message>
    <message>
        <source>Gateway config: %1</source>
        <translation>网关配置：%1</translation>
    </message>
    <message>
        <source>Demo config: %1</source>
        <translation>演示配置：%1</translation>
    </message>
    <message>
        <source>The configuration has no file yet.</source>
        <translation>该配置尚未保存为文件。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language changes the next time Toolgate starts.</source>
        <translation>语言将在下次启动 Toolgate 时生效。</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LoopMeter</name>
    <message>
        <source>warning %1</source>
        <translation>警告 %1</translation>
    </message>
    <message>
        <source>critical %1</source>
        <translation>严重 %1</translation>
    </message>
    <message>
        <source>breaker %1</source>
        <translation>熔断 %1</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LoopSource</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LoopsScreen</name>
    <message>
        <source>No runs to watch yet</source>
        <translation>暂无可观察的运行</translation>
    </message>
    <message>
        <source>For each session and run, this screen shows the last 30 tool calls, each loop detector's count against its warning, critical and circuit-breaker thresholds, and the exact message the agent received — or would have received when loop detection is off on that gateway.</source>
        <translation>对每个会话和运行，此界面显示最近 30 次工具调用、每个循环检测器的计数与其警告、严重和熔断阈值的对比，以及代理收到的原始消息——若该网关关闭了循环检测，则显示代理本应收到的消息。</translation>
    </message>
    <message>
        <source>Replay a recorded run with File &gt; Open Trace.</source>
        <translation>通过“文件 &gt; 打开跟踪”回放已记录的运行。</translation>
    </message>
    <message>
        <source>Connect to a gateway to follow its tool calls live.</source>
        <translation>连接网关以实时跟踪其工具调用。</translation>
    </message>
    <message>
        <source>Start Toolgate with --demo to watch a scripted runaway agent.</source>
        <translation>使用 --demo 启动 Toolgate，观察一个脚本化的失控代理。</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Loop detection per session and run, with what-if thresholds.</source>
        <translation>按会话和运行进行循环检测，并可假设不同阈值。</translation>
    </message>
    <message>
        <source>What-if thresholds</source>
        <translation>假设阈值</translation>
    </message>
    <message>
        <source>&amp;Warning</source>
        <translation>警告(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Critical</source>
        <translation>严重(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Breaker</source>
        <translation>熔断(&amp;B)</translation>
    </message>
    <message>
        <source>Wi&amp;ndow</source>
        <translation>窗口(&amp;N)</translation>
    </message>
    <message>
        <source>Gateway defaults</source>
        <translation>网关默认值</translation>
    </message>
    <message>
        <source>Back to OpenClaw's constants: warning 10, critical 20, breaker 30, window 30.</source>
        <translation>恢复 OpenClaw 的常量：警告 10、严重 20、熔断 30、窗口 30。</translation>
    </message>
    <message>
        <source>Recent calls (the detector's window)</source>
        <translation>最近的调用（检测器窗口）</translation>
    </message>
    <message>
        <source>Detectors for the next identical call</source>
        <translation>下一次相同调用的各检测器计数</translation>
    </message>
    <message>
        <source>Generic repeat</source>
        <translation>通用重复</translation>
    </message>
    <message>
        <source>Known poll, no progress</source>
        <translation>已知轮询，无进展</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>乒乓往复</translation>
    </message>
    <message>
        <source>Unknown tool repeat</source>
        <translation>未知工具重复</translation>
    </message>
    <message>
        <source>Argument churn</source>
        <translation>参数反复变换</translation>
    </message>
    <message>
        <source>Global circuit breaker</source>
        <translation>全局熔断器</translation>
    </message>
    <message>
        <source>Select a verdict to read the full message.</source>
        <translation>选择一条判定以查看完整消息。</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>判定记录</translation>
    </message>
    <message>
        <source>Reset What-if Thresholds</source>
        <translation>重置假设阈值</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>打开跟踪</translation>
    </message>
    <message>
        <source>Could not replay %1:
%2</source>
        <translation>无法重放 %1：
%2</translation>
    </message>
    <message>
        <source>Live gateway</source>
        <translation>实时网关</translation>
    </message>
    <message>
        <source>(no run id)</source>
        <translation>（无运行 ID）</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n call(s)</source>
        <translation>
            <numerusform>%1 — %n 次调用</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 warnings, %2 critical</source>
        <translation>%1 个警告，%2 个严重</translation>
    </message>
    <message>
        <source>No run selected</source>
        <translation>未选择运行</translation>
    </message>
    <message>
        <source>%1 · session %2 · run %3</source>
        <translation>%1 · 会话 %2 · 运行 %3</translation>
    </message>
    <message>
        <source>Loop detection is on for this gateway: the messages below are what the agent received.</source>
        <translation>此网关已开启循环检测：下面的消息就是代理实际收到的内容。</translation>
    </message>
    <message>
        <source>Loop detection is off for this gateway (OpenClaw's default): nothing reached the agent. The messages below are what it would have received.</source>
        <translation>此网关未开启循环检测（OpenClaw 的默认设置）：代理没有收到任何提示。下面的消息是开启后代理将会收到的内容。</translation>
    </message>
    <message>
        <source>Whether this gateway has loop detection on is not known: the messages below are what the agent receives when it is on.</source>
        <translation>不确定此网关是否开启了循环检测：下面的消息是开启时代理会收到的内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n unusable trace line(s) were skipped.</source>
        <translation>
            <numerusform>已跳过 %n 行无法使用的跟踪记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>identical calls in the window; %1 in a row without progress</source>
        <translation>窗口内的相同调用；连续 %1 次无进展</translation>
    </message>
    <message>
        <source>polls without progress</source>
        <translation>无进展的轮询</translation>
    </message>
    <message>
        <source>the latest call is not a known poll</source>
        <translation>最近一次调用不是已知的轮询</translation>
    </message>
    <message>
        <source>alternating with no progress</source>
        <translation>交替调用且无进展</translation>
    </message>
    <message>
        <source>alternating calls (critical needs no progress)</source>
        <translation>交替调用（严重级别要求无进展）</translation>
    </message>
    <message>
        <source>calls of a tool that does not exist</source>
        <translation>调用了不存在的工具</translation>
    </message>
    <message numerus="yes">
        <source>%n argument variant(s) with the same outcome</source>
        <translation>
            <numerusform>%n 种参数变体得到相同结果</numerusform>
        </translation>
    </message>
    <message>
        <source>calls in a row without progress</source>
        <translation>连续无进展的调用</translation>
    </message>
    <message>
        <source>Showing the gateway's own thresholds.</source>
        <translation>当前显示网关自身的阈值。</translation>
    </message>
    <message>
        <source>No verdict moves with these thresholds.</source>
        <translation>使用这些阈值时没有判定发生变化。</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) move with these thresholds (highlighted).</source>
        <translation>
            <numerusform>使用这些阈值时有 %n 条判定发生变化（已高亮）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::ui::MainWindow</name>
    <message>
        <source>OpenClaw config (*.json *.json5);;All files (*)</source>
        <translation>OpenClaw 配置 (*.json *.json5);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Toolgate</source>
        <translation>Toolgate</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>&amp;Open Config…</source>
        <translation>打开配置(&amp;O)…</translation>
    </message>
    <message>
        <source>Open an openclaw.json (JSON or JSON5) to edit its tool policy</source>
        <translation>打开 openclaw.json（JSON 或 JSON5）以编辑其工具策略</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>清除最近文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Apply to &amp;Gateway…</source>
        <translation>应用到网关(&amp;G)…</translation>
    </message>
    <message>
        <source>Send the edited config to the connected gateway</source>
        <translation>将编辑后的配置发送到已连接的网关</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation>打开跟踪(&amp;T)…</translation>
    </message>
    <message>
        <source>Replay a recorded tool-call trace (JSONL) on the Loops screen</source>
        <translation>在“循环”界面回放已记录的工具调用跟踪（JSONL）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Command &amp;Palette…</source>
        <translation>命令面板(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Toolgate</source>
        <translation>关于 Toolgate(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>OpenClaw tool console</source>
        <translation>OpenClaw 工具控制台</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>界面</translation>
    </message>
    <message>
        <source>Go to screen</source>
        <translation>转到界面</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cannot open configuration</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <source>%1 could not be opened:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>&amp;%1  %2</source>
        <translation>&amp;%1  %2</translation>
    </message>
    <message>
        <source>Open a gateway's config to apply edits to it</source>
        <translation>打开网关的配置后才能将编辑应用到网关</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>%1[*] — Toolgate</source>
        <translation>%1[*] — Toolgate</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The configuration has unsaved changes. Save them first?</source>
        <translation>配置有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Open Config</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Config As</source>
        <translation>配置另存为</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>打开跟踪</translation>
    </message>
    <message>
        <source>Tool-call traces (*.jsonl *.trace.jsonl);;All files (*)</source>
        <translation>工具调用跟踪 (*.jsonl *.trace.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>About Toolgate</source>
        <translation>关于 Toolgate</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Toolgate %1&lt;/h3&gt;&lt;p&gt;A console for OpenClaw's tool system: tool policy, the policy pipeline, loop detection, approvals and provider schemas.&lt;/p&gt;&lt;p&gt;Policy semantics of OpenClaw 2026.9.6, gateway protocol v4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Toolgate %1&lt;/h3&gt;&lt;p&gt;OpenClaw 工具系统的控制台：工具策略、策略流水线、循环检测、审批和提供方 schema。&lt;/p&gt;&lt;p&gt;策略语义对应 OpenClaw 2026.9.6，网关协议 v4。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PipelineScreen</name>
    <message>
        <source>See which tools an agent ends up with, and why</source>
        <translation>查看代理最终拥有哪些工具，以及原因</translation>
    </message>
    <message>
        <source>Pick a context — agent, provider and model, channel, sender, owner or not, sandboxed or not — and every pipeline step appears as a column of the tools it kept and the tools it removed, with the entry that removed each. Click a tool for its path through the steps and the smallest change that lets it through.</source>
        <translation>选择一个上下文——代理、提供方和模型、渠道、发送者、是否所有者、是否沙箱——每个流水线步骤都会显示为一列，列出它保留的工具和移除的工具，以及移除每个工具的条目。点击某个工具，可查看它经过各步骤的路径，以及让它通过的最小改动。</translation>
    </message>
    <message>
        <source>Open a configuration with File &gt; Open.</source>
        <translation>通过“文件 &gt; 打开”打开一个配置。</translation>
    </message>
    <message>
        <source>Edits on the Policy screen re-evaluate the pipeline immediately.</source>
        <translation>在“策略”界面上的编辑会立即重新评估流水线。</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>Every policy step for one context, left to right in OpenClaw's order.</source>
        <translation>某一上下文的所有策略步骤，按 OpenClaw 的顺序从左到右排列。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PolicyScreen</name>
    <message>
        <source>Open a configuration to edit its tool policy</source>
        <translation>打开一个配置以编辑其工具策略</translation>
    </message>
    <message>
        <source>The config appears as a tree of scopes — global tools, providers, agents, senders, channel groups, sandbox and subagents. For each scope you edit the profile and the allow, alsoAllow and deny lists, and see lint findings beside the entries they concern.</source>
        <translation>配置以作用域树的形式显示——全局工具、提供方、代理、发送者、渠道群组、沙箱和子代理。你可以为每个作用域编辑 profile 以及 allow、alsoAllow 和 deny 列表，并在相关条目旁看到检查结果。</translation>
    </message>
    <message>
        <source>Open an openclaw.json (JSON or JSON5) with File &gt; Open.</source>
        <translation>通过“文件 &gt; 打开”打开 openclaw.json（JSON 或 JSON5）。</translation>
    </message>
    <message>
        <source>Or connect to a gateway to edit its live config.</source>
        <translation>或者连接网关以编辑其实时配置。</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Profiles and allow/deny lists, scope by scope.</source>
        <translation>逐个作用域编辑 profile 和 allow/deny 列表。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Larger text, Pipeline and Loops side by side, demo scenarios.</source>
        <translation>更大的字体，管道与循环并排显示，可选演示场景。</translation>
    </message>
    <message>
        <source>Demo &amp;Scenario</source>
        <translation>演示场景(&amp;S)</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>演示场景</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::SchemaPane</name>
    <message>
        <source>Lost on the way</source>
        <translation>传递中丢失的内容</translation>
    </message>
    <message>
        <source>This provider would not receive the tool: %1</source>
        <translation>此提供方不会收到该工具：%1</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message>
        <source>− %1: %2</source>
        <translation>− %1：%2</translation>
    </message>
    <message>
        <source>~ %1: changed</source>
        <translation>~ %1：已更改</translation>
    </message>
    <message>
        <source>Received exactly as declared.</source>
        <translation>与声明完全一致。</translation>
    </message>
    <message>
        <source>%1 removed · %2 changed · %3 added</source>
        <translation>删除 %1 · 更改 %2 · 新增 %3</translation>
    </message>
    <message>
        <source>Calls without arguments are sent as {}.</source>
        <translation>不带参数的调用会以 {} 发送。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::SchemasScreen</name>
    <message>
        <source>Schemas</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Tool parameter schemas as each model provider receives them.</source>
        <translation>各模型提供方实际收到的工具参数 schema。</translation>
    </message>
    <message>
        <source>&amp;Tool:</source>
        <translation>工具(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>示例(&amp;E)：</translation>
    </message>
    <message>
        <source>Choose an example…</source>
        <translation>选择一个示例…</translation>
    </message>
    <message>
        <source>Declared schema (edit or paste)</source>
        <translation>声明的模式（可编辑或粘贴）</translation>
    </message>
    <message>
        <source>Paste a tool's JSON parameter schema here.</source>
        <translation>在此粘贴工具的 JSON 参数模式。</translation>
    </message>
    <message>
        <source>Choose a tool…</source>
        <translation>选择一个工具…</translation>
    </message>
    <message>
        <source>%1 (core)</source>
        <translation>%1（核心）</translation>
    </message>
    <message>
        <source>%1 (gateway)</source>
        <translation>%1（网关）</translation>
    </message>
    <message>
        <source>Neither the catalog nor tools.catalog carries parameter schemas: paste this tool's schema into the editor to compare it.</source>
        <translation>工具目录和 tools.catalog 都不包含参数模式：请将此工具的模式粘贴到编辑器中进行比较。</translation>
    </message>
    <message>
        <source>No schema yet.</source>
        <translation>尚无模式。</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>Compared. Amber: changed for that provider; blue: added; the list under each copy names what it lost.</source>
        <translation>已比较。琥珀色：该提供方收到的已更改；蓝色：新增；每份副本下方的列表列出了丢失的内容。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::StartupOptions</name>
    <message>
        <source>Toolgate — a console for OpenClaw's tool system.</source>
        <translation>Toolgate——OpenClaw 工具系统的控制台。</translation>
    </message>
    <message>
        <source>Start the built-in demo gateway, optionally with the named scenario.</source>
        <translation>启动内置演示网关，可指定场景名称。</translation>
    </message>
    <message>
        <source>User interface language, e.g. en or zh_CN.</source>
        <translation>界面语言，例如 en 或 zh_CN。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Open this openclaw.json at start-up.</source>
        <translation>启动时打开此 openclaw.json。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Demo scenario (with --demo).</source>
        <translation>演示场景（与 --demo 一起使用）。</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
</context>
</TS>