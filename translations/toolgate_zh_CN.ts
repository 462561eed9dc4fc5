<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>toolgate::core::MatrixModel</name>
    <message>
        <source>%1 can call %2</source>
        <translation>%1 可以调用 %2</translation>
    </message>
    <message>
        <source>%1 cannot call %2: removed at %3</source>
        <translation>%1 不能调用 %2：在 %3 被移除</translation>
    </message>
</context>
<context>
    <name>toolgate::core::PipelineModel</name>
    <message>
        <source>%1 pre-filter</source>
        <translation>%1 预过滤</translation>
    </message>
    <message>
        <source>deny: %1</source>
        <translation>deny：%1</translation>
    </message>
    <message>
        <source>not in allow list</source>
        <translation>不在 allow 列表中</translation>
    </message>
</context>
<context>
    <name>toolgate::core::ScopeTreeModel</name>
    <message>
        <source>Agents</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Channel groups</source>
        <translation>渠道群组</translation>
    </message>
    <message>
        <source>Global (tools)</source>
        <translation>全局（tools）</translation>
    </message>
    <message>
        <source>byProvider: %1</source>
        <translation>byProvider：%1</translation>
    </message>
    <message>
        <source>toolsBySender: %1</source>
        <translation>toolsBySender：%1</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>沙箱</translation>
    </message>
    <message>
        <source>Subagents</source>
        <translation>子代理</translation>
    </message>
    <message>
        <source>%1 (agents.list)</source>
        <translation>%1（agents.list）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <translation>%1/%2：%3</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目</translation>
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
    <name>toolgate::ui::ChipListEditor</name>
    <message>
        <source>Add a tool, group:*, plugin id or glob, then Enter</source>
        <translation>输入工具、group:*、插件 ID 或通配符，然后按 Enter</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
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
    <name>toolgate::ui::ContextBar</name>
    <message>
        <source>Sandboxed</source>
        <translation>沙箱中</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>sender id</source>
        <translation>发送者 ID</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>not owner</source>
        <translation>非所有者</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>no cap (comma-separated)</source>
        <translation>无上限（逗号分隔）</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>代理(&amp;A)</translation>
    </message>
    <message>
        <source>Pro&amp;vider</source>
        <translation>提供方(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Channel</source>
        <translation>渠道(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;ender</source>
        <translation>发送者(&amp;E)</translation>
    </message>
    <message>
        <source>O&amp;wner</source>
        <translation>所有者(&amp;W)</translation>
    </message>
    <message>
        <source>Su&amp;bagent depth</source>
        <translation>子代理深度(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Runtime allow</source>
        <translation>运行时 allow(&amp;R)</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::DiffDialog</name>
    <message>
        <source>Review changes</source>
        <translation>检查更改</translation>
    </message>
    <message>
        <source>No agent gains or loses a tool in the current context.</source>
        <translation>在当前上下文中，没有代理获得或失去工具。</translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) change what they can call in the current context.</source>
        <translation>
            <numerusform>在当前上下文中，有 %n 个代理的可调用工具发生变化。</numerusform></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Gains</source>
        <translation>获得</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>失去</translation>
    </message>
    <message>
        <source>run refused: %1</source>
        <translation>运行被拒绝：%1</translation>
    </message>
    <message>
        <source>Changed keys</source>
        <translation>已更改的键</translation>
    </message>
    <message>
        <source>Key paths</source>
        <translation>键路径</translation>
    </message>
    <message>
        <source>What agents can call</source>
        <translation>代理可以调用的工具</translation>
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
    <name>toolgate::ui::EntryCompletion</name>
    <message>
        <source>, … (%1 tools)</source>
        <translation>，…（共 %1 个工具）</translation>
    </message>
    <message>
        <source>every tool</source>
        <translation>所有工具</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>every MCP server tool</source>
        <translation>所有 MCP 服务器工具</translation>
    </message>
    <message>
        <source>every MCP server tool: %1</source>
        <translation>所有 MCP 服务器工具：%1</translation>
    </message>
    <message>
        <source>plugin: %1</source>
        <translation>插件：%1</translation>
    </message>
    <message numerus="yes">
        <source>all %n tool(s) of MCP server %1</source>
        <translation>
            <numerusform>MCP 服务器 %1 的全部 %n 个工具</numerusform></translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP 工具</translation>
    </message>
    <message>
        <source>plugin %1</source>
        <translation>插件 %1</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ExplainPanel</name>
    <message>
        <source>Apply fix</source>
        <translation>应用修复</translation>
    </message>
    <message>
        <source>Apply the smallest change as one undoable edit</source>
        <translation>以一次可撤销的编辑应用最小改动</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Path through the pipeline</source>
        <translation>在流水线中的路径</translation>
    </message>
    <message>
        <source>Smallest fix</source>
        <translation>最小修复</translation>
    </message>
    <message>
        <source>Callable in this context.</source>
        <translation>在此上下文中可调用。</translation>
    </message>
    <message>
        <source>Not callable.</source>
        <translation>不可调用。</translation>
    </message>
    <message>
        <source>No step has a policy: every tool passes.</source>
        <translation>没有任何步骤设置了策略：所有工具都会通过。</translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation>无需修复。</translation>
    </message>
    <message>
        <source>No config change lets it through: %1</source>
        <translation>任何配置改动都无法让它通过：%1</translation>
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
    <message>
        <source>Apply to Gateway</source>
        <translation>应用到网关</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Comments will be lost</source>
        <translation>注释将会丢失</translation>
    </message>
    <message>
        <source>This file has JSON5 comments. Saving writes plain JSON, so the comments will not survive. Save anyway?</source>
        <translation>此文件包含 JSON5 注释。保存时会写成普通 JSON，注释不会保留。仍要保存吗？</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::MatrixView</name>
    <message>
        <source>tool, e.g. exec</source>
        <translation>工具，例如 exec</translation>
    </message>
    <message>
        <source>Which agents can call</source>
        <translation>哪些代理可以调用</translation>
    </message>
    <message>
        <source>%1 is not in the tool list.</source>
        <translation>%1 不在工具列表中。</translation>
    </message>
    <message>
        <source>No agent can call %1.</source>
        <translation>没有代理可以调用 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n agent(s)</source>
        <translation>
            <numerusform>%1——共 %n 个代理</numerusform></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
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
    <message>
        <source>Highlight a tool…</source>
        <translation>高亮一个工具…</translation>
    </message>
    <message>
        <source>Pipeline columns</source>
        <translation>流水线各列</translation>
    </message>
    <message>
        <source>Agent × tool matrix</source>
        <translation>代理 × 工具矩阵</translation>
    </message>
    <message>
        <source>Highlight a Tool in the Pipeline</source>
        <translation>在流水线中高亮工具</translation>
    </message>
    <message>
        <source>Show Pipeline Columns</source>
        <translation>显示流水线各列</translation>
    </message>
    <message>
        <source>Show Agent × Tool Matrix</source>
        <translation>显示代理 × 工具矩阵</translation>
    </message>
    <message>
        <source>Let %1 through</source>
        <translation>放行 %1</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PipelineView</name>
    <message>
        <source>pre-filter · kept %1 · removed %2</source>
        <translation>预过滤 · 保留 %1 · 移除 %2</translation>
    </message>
    <message>
        <source>kept %1 · removed %2</source>
        <translation>保留 %1 · 移除 %2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) callable</source>
        <translation>
            <numerusform>%n 个工具可调用</numerusform></translation>
    </message>
    <message>
        <source>Removed here</source>
        <translation>在此移除</translation>
    </message>
    <message>
        <source>%1 — removed: %2</source>
        <translation>%1——已移除：%2</translation>
    </message>
    <message>
        <source>%1 — click to explain</source>
        <translation>%1——点击查看原因</translation>
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
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation>（无 profile）</translation>
    </message>
    <message>
        <source>allow</source>
        <translation>allow</translation>
    </message>
    <message>
        <source>Only these pass this layer. Empty or absent: everything passes.</source>
        <translation>只有这些能通过此层。为空或未设置时：全部通过。</translation>
    </message>
    <message>
        <source>alsoAllow</source>
        <translation>alsoAllow</translation>
    </message>
    <message>
        <source>Added to the profile's list (or to “everything” when there is no allow).</source>
        <translation>追加到 profile 的列表中（没有 allow 时追加到“全部”）。</translation>
    </message>
    <message>
        <source>deny</source>
        <translation>deny</translation>
    </message>
    <message>
        <source>Removed here, whatever the allow lists say.</source>
        <translation>在此移除，无论 allow 列表如何设置。</translation>
    </message>
    <message>
        <source>Select a scope to edit its lists.</source>
        <translation>选择一个作用域以编辑其列表。</translation>
    </message>
    <message>
        <source>Not in the file yet: the first edit creates it.</source>
        <translation>文件中尚无此项：第一次编辑时会创建。</translation>
    </message>
    <message>
        <source>Migrate</source>
        <translation>迁移</translation>
    </message>
    <message>
        <source>Apply this migration as one undoable edit</source>
        <translation>以一次可撤销的编辑应用此迁移</translation>
    </message>
    <message>
        <source>pipeline context</source>
        <translation>流水线上下文</translation>
    </message>
    <message>
        <source>Blank entries are ignored.</source>
        <translation>空白条目会被忽略。</translation>
    </message>
    <message>
        <source>None of this group's tools is in the current tool list.</source>
        <translation>此组中没有任何工具在当前工具列表中。</translation>
    </message>
    <message>
        <source>A core tool, but not in the current tool list.</source>
        <translation>这是核心工具，但不在当前工具列表中。</translation>
    </message>
    <message>
        <source>Matches no tool in the current tool list.</source>
        <translation>不匹配当前工具列表中的任何工具。</translation>
    </message>
    <message>
        <source>Remove profile from %1</source>
        <translation>从 %1 移除 profile</translation>
    </message>
    <message>
        <source>Set profile %1 on %2</source>
        <translation>将 %2 的 profile 设为 %1</translation>
    </message>
    <message>
        <source>Add %1 to %2.%3</source>
        <translation>将 %1 添加到 %2.%3</translation>
    </message>
    <message>
        <source>Remove %1 from %2.%3</source>
        <translation>从 %2.%3 移除 %1</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::SchemasScreen</name>
    <message>
        <source>Pick a tool to compare its schema</source>
        <translation>选择一个工具以比较其 schema</translation>
    </message>
    <message>
        <source>A tool's parameter schema is rewritten before each model provider sees it. This screen shows the OpenAI/Anthropic, Gemini and xAI versions side by side and highlights what each one lost.</source>
        <translation>工具的参数 schema 在交给各模型提供方之前会被改写。此界面并排显示 OpenAI/Anthropic、Gemini 和 xAI 的版本，并突出显示各自丢失的内容。</translation>
    </message>
    <message>
        <source>Choose a tool from the catalog or from a connected gateway.</source>
        <translation>从工具目录或已连接的网关中选择一个工具。</translation>
    </message>
    <message>
        <source>Or paste a JSON schema of your own.</source>
        <translation>或者粘贴你自己的 JSON schema。</translation>
    </message>
    <message>
        <source>Schemas</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Tool parameter schemas as each model provider receives them.</source>
        <translation>各模型提供方实际收到的工具参数 schema。</translation>
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
    <message>
        <source>Evaluate against this tool list (JSON array of {name, pluginId}) instead of the core catalog.</source>
        <translation>使用此工具列表（{name, pluginId} 组成的 JSON 数组）代替核心目录进行评估。</translation>
    </message>
    <message>
        <source>Start on this screen: policy, pipeline, matrix, loops, approvals, schemas or connections.</source>
        <translation>启动时显示此界面：policy、pipeline、matrix、loops、approvals、schemas 或 connections。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Show the pipeline for this agent.</source>
        <translation>显示此代理的流水线。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Open the explain panel for this tool.</source>
        <translation>打开此工具的原因说明面板。</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>工具</translation>
    </message>
</context>
</TS>