<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ExecPolicyTables</name>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>请求值</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>生效值</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>document: %1</source>
        <translation>文档：%1</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>security</source>
        <translation>security</translation>
    </message>
    <message>
        <source>ask</source>
        <translation>ask</translation>
    </message>
    <message>
        <source>askFallback</source>
        <translation>askFallback</translation>
    </message>
    <message>
        <source>never looser than effective security</source>
        <translation>不会比生效的 security 更宽松</translation>
    </message>
    <message>
        <source>Automation</source>
        <translation>自动化任务</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>使用次数</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>过期时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>已吊销</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>active</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>derived from %1 and %2</source>
        <translation>派生自 %1 和 %2</translation>
    </message>
    <message>
        <source>derived from %1</source>
        <translation>派生自 %1</translation>
    </message>
    <message>
        <source>OpenClaw default (%1)</source>
        <translation>OpenClaw 默认值（%1）</translation>
    </message>
    <message>
        <source>inherits requested tool policy</source>
        <translation>沿用请求的工具策略</translation>
    </message>
    <message>
        <source>requested security applies</source>
        <translation>采用请求的 security</translation>
    </message>
    <message>
        <source>stricter host security wins</source>
        <translation>主机更严格的 security 生效</translation>
    </message>
    <message>
        <source>requested ask applies</source>
        <translation>采用请求的 ask</translation>
    </message>
    <message>
        <source>more aggressive ask wins</source>
        <translation>询问更频繁的 ask 生效</translation>
    </message>
    <message>
        <source>requested mode applies</source>
        <translation>采用请求的 mode</translation>
    </message>
    <message>
        <source>host policy changes effective mode</source>
        <translation>主机策略改变了生效的 mode</translation>
    </message>
</context>
<context>
    <name>LoopReadings</name>
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
        <source>Loop detection is on for this gateway: the messages below are what the agent received.</source>
        <translation>此网关已开启循环检测：下面的消息就是智能体实际收到的内容。</translation>
    </message>
    <message>
        <source>Loop detection is off for this gateway (OpenClaw&apos;s default): nothing reached the agent. The messages below are what it would have received.</source>
        <translation>此网关未开启循环检测（OpenClaw 的默认设置）：智能体没有收到任何提示。下面的消息是开启后智能体将会收到的内容。</translation>
    </message>
    <message>
        <source>Whether this gateway has loop detection on is not known: the messages below are what the agent receives when it is on.</source>
        <translation>不确定此网关是否开启了循环检测：下面的消息是开启时智能体会收到的内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n unusable trace line(s) were skipped.</source>
        <translation>
            <numerusform>已跳过 %n 行无法使用的跟踪记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · session %2 · run %3</source>
        <translation>%1 · 会话 %2 · 运行 %3</translation>
    </message>
    <message>
        <source>(no run id)</source>
        <translation>（无运行 ID）</translation>
    </message>
    <message>
        <source>Showing the gateway&apos;s own thresholds.</source>
        <translation>当前显示网关自身的阈值。</translation>
    </message>
    <message>
        <source>With these thresholds no verdict moves; the meters show them.</source>
        <translation>使用这些阈值时没有判定发生变化；仪表显示的是这些阈值。</translation>
    </message>
    <message numerus="yes">
        <source>With these thresholds %n verdict(s) move (▲ stricter, ▼ looser, in the What-if column); the meters show them.</source>
        <translation>
            <numerusform>使用这些阈值时有 %n 条判定发生变化（▲ 更严格，▼ 更宽松，见“假设阈值”列）；仪表显示的是这些阈值。</numerusform>
        </translation>
    </message>
</context>
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
    <message>
        <source>blocked by the gateway</source>
        <translation>被网关拦截</translation>
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
    <name>toolgate::core::ApprovalListModel</name>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection lost, waiting to re-list</source>
        <translation>连接已断开，正在等待重新获取列表</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Resolving…</source>
        <translation>正在处理…</translation>
    </message>
    <message>
        <source>Resolved here: %1</source>
        <translation>已在此处处理：%1</translation>
    </message>
    <message>
        <source>Resolved elsewhere by %1: %2</source>
        <translation>已由 %1 在别处处理：%2</translation>
    </message>
    <message>
        <source>Resolved elsewhere by %1</source>
        <translation>已由 %1 在别处处理</translation>
    </message>
    <message>
        <source>Resolved elsewhere</source>
        <translation>已在别处处理</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>网关</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>过期时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Gone: the gateway restarted</source>
        <translation>已消失：网关已重启</translation>
    </message>
    <message>
        <source>Gone: expired while offline</source>
        <translation>已消失：离线期间已过期</translation>
    </message>
    <message>
        <source>Gone: the gateway no longer knows it</source>
        <translation>已消失：网关已不再知道该请求</translation>
    </message>
    <message>
        <source>Gone: the demo scenario was switched</source>
        <translation>已消失：演示场景已切换</translation>
    </message>
    <message>
        <source>Gone: the gateway ended it before its deadline, nobody decided</source>
        <translation>已消失：网关在截止时间前结束了它，无人作出决定</translation>
    </message>
    <message>
        <source>Gone: no longer listed by the gateway</source>
        <translation>已消失：网关已不再列出该请求</translation>
    </message>
</context>
<context>
    <name>toolgate::core::ApprovalWords</name>
    <message>
        <source>allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>allow always</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>resolving</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>decided here</source>
        <translation>在此决定</translation>
    </message>
    <message>
        <source>decided elsewhere</source>
        <translation>在别处决定</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>exec</source>
        <translation>exec</translation>
    </message>
    <message>
        <source>plugin</source>
        <translation>插件</translation>
    </message>
    <message>
        <source>system agent</source>
        <translation>系统智能体</translation>
    </message>
</context>
<context>
    <name>toolgate::core::ConnectionListModel</name>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1（内置）</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>网关</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>toolgate::core::ConnectionRegistry</name>
    <message>
        <source>Demo gateway</source>
        <translation>演示网关</translation>
    </message>
</context>
<context>
    <name>toolgate::core::HistoryTableModel</name>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>请求时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>决定者</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>toolgate::core::LoopRunModel</name>
    <message>
        <source>(no run id)</source>
        <translation>（无运行 ID）</translation>
    </message>
    <message>
        <source>%1 — 1 call</source>
        <translation>%1 — 1 次调用</translation>
    </message>
    <message>
        <source>%1 — %2 calls</source>
        <translation>%1 — %2 次调用</translation>
    </message>
    <message>
        <source>Run %1: %2 warnings, %3 critical</source>
        <translation>运行 %1：%2 个警告，%3 个严重</translation>
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
        <translation>· 未显示给智能体</translation>
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
        <translation>发给智能体的消息</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>假设推演</translation>
    </message>
    <message>
        <source>Moved: stricter with the what-if thresholds.</source>
        <translation>已变化：使用假设阈值时更严格。</translation>
    </message>
    <message>
        <source>Moved: looser with the what-if thresholds.</source>
        <translation>已变化：使用假设阈值时更宽松。</translation>
    </message>
    <message>
        <source>Moved: another detector or count with the what-if thresholds.</source>
        <translation>已变化：使用假设阈值时由另一个检测器或计数触发。</translation>
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
    <message>
        <source>The gateway blocked this call as a loop: it runs other thresholds than the ones this replay uses.</source>
        <translation>网关已将此调用作为循环拦截：它使用的阈值与本次重放所用的不同。</translation>
    </message>
</context>
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
        <translation>智能体</translation>
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
        <translation>子智能体</translation>
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
    <message numerus="yes">
        <source>%n list entries in this scope</source>
        <translation>
            <numerusform>此作用域中有 %n 个列表条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n list entries in these scopes</source>
        <translation>
            <numerusform>这些作用域中共有 %n 个列表条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lint finding(s); select the scope to read them</source>
        <translation>
            <numerusform>%n 条检查结果；选中此作用域即可查看</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::gateway::ConnectionManager</name>
    <message>
        <source>No such connection.</source>
        <translation>没有这个连接。</translation>
    </message>
    <message>
        <source>%1 of %2 gateways connected, %3 waiting, %4 failed</source>
        <translation>已连接 %2 个网关中的 %1 个，%3 个等待重试，%4 个失败</translation>
    </message>
    <message>
        <source>%1 of %2 gateways connected, %3 waiting</source>
        <translation>已连接 %2 个网关中的 %1 个，%3 个等待重试</translation>
    </message>
    <message>
        <source>%1 of %2 gateways connected, %3 failed</source>
        <translation>已连接 %2 个网关中的 %1 个，%3 个失败</translation>
    </message>
    <message>
        <source>%1 of %2 gateways connected</source>
        <translation>已连接 %2 个网关中的 %1 个</translation>
    </message>
</context>
<context>
    <name>toolgate::gateway::ExecApprovalsService</name>
    <message>
        <source>The connection to the gateway is gone; nothing was sent.</source>
        <translation>与网关的连接已断开；未发送任何内容。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::AllowAlwaysDialog</name>
    <message>
        <source>Allow always?</source>
        <translation>始终允许？</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>The plugin %1 will not ask again for %2 in this session.</source>
        <translation>插件 %1 在本会话中将不再就 %2 询问。</translation>
    </message>
    <message>
        <source>Never (until revoked)</source>
        <translation>永不（直至撤销）</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 天</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 天</translation>
    </message>
    <message>
        <source>90 days</source>
        <translation>90 天</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>Grant expires after</source>
        <translation>授权有效期</translation>
    </message>
    <message>
        <source>Allow always</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>The gateway adds an entry to agent %1&apos;s exec allowlist bound to exactly this command line, %2, run in %3. The same program with other arguments, or in another directory, will ask again. The entry does not expire; remove it from the allowlist to take it back.</source>
        <translation>网关会在智能体 %1 的 exec 允许列表中加入一个条目，仅绑定这条命令行 %2，运行于 %3。同一程序带其他参数或在其他目录中运行时仍会询问。该条目不会过期；从允许列表中移除即可收回。</translation>
    </message>
    <message>
        <source>the same working directory</source>
        <translation>相同的工作目录</translation>
    </message>
    <message>
        <source>This command cannot be stored as a reusable allowlist entry (%1), so the gateway treats &quot;allow always&quot; as &quot;allow once&quot;: it runs this time and asks again next time.</source>
        <translation>这条命令无法存为可复用的允许列表条目（%1），因此网关把“始终允许”当作“允许一次”：本次运行，下次仍会询问。</translation>
    </message>
    <message>
        <source>it runs code given on the command line</source>
        <translation>它会运行命令行中给出的代码</translation>
    </message>
    <message>
        <source>it builds part of itself at run time</source>
        <translation>它会在运行时构建自身的一部分</translation>
    </message>
    <message>
        <source>The gateway mints a standing grant for cron job %1: its future runs by agent %2 may run this without asking, until the grant expires or is revoked.</source>
        <translation>网关会为定时任务 %1 创建一项长期授权：在授权过期或被吊销之前，智能体 %2 以后运行该任务时可不经询问执行此操作。</translation>
    </message>
    <message>
        <source>The gateway does not offer &quot;allow always&quot; for this request.</source>
        <translation>网关不为此请求提供“始终允许”。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::AllowlistModel</name>
    <message>
        <source>Matches any program</source>
        <translation>匹配任意程序</translation>
    </message>
    <message>
        <source>Applies to every agent</source>
        <translation>适用于所有智能体</translation>
    </message>
    <message>
        <source>%1 with any arguments runs any code</source>
        <translation>%1 带任意参数可运行任意代码</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>allow always</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>added by hand</source>
        <translation>手动添加</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Last command</source>
        <translation>上次命令</translation>
    </message>
    <message>
        <source>Resolved path</source>
        <translation>解析路径</translation>
    </message>
    <message>
        <source>Breadth</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Last command: %1</source>
        <translation>上次命令：%1</translation>
    </message>
    <message>
        <source>Resolved path: %1</source>
        <translation>解析路径：%1</translation>
    </message>
    <message>
        <source>one command line, in one folder</source>
        <translation>一条命令行，限一个文件夹</translation>
    </message>
    <message>
        <source>only &quot;%1&quot;, in one folder</source>
        <translation>仅“%1”，限一个文件夹</translation>
    </message>
    <message>
        <source>one exact command text</source>
        <translation>一条确切的命令文本</translation>
    </message>
    <message>
        <source>inactive: an older allow-always form OpenClaw 2026.9.6 ignores</source>
        <translation>已失效：OpenClaw 2026.9.6 忽略的旧式“始终允许”条目</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ApprovalDetailCard</name>
    <message>
        <source>Select a request to see everything needed to decide it.
j / k move, a allows once, Shift+A allows always, d denies.</source>
        <translation>选择一个请求，查看做出决定所需的全部信息。
j / k 移动，a 允许一次，Shift+A 始终允许，d 拒绝。</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Allow always…</source>
        <translation>始终允许…</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Closes the card without deciding; the request stays pending (Esc).</source>
        <translation>关闭卡片但不做决定；请求保持待处理（Esc）。</translation>
    </message>
    <message>
        <source>Allows this one call (A).</source>
        <translation>允许本次调用（A）。</translation>
    </message>
    <message>
        <source>Allows this command from now on, after a confirmation (Shift+A).</source>
        <translation>确认后今后始终允许此命令（Shift+A）。</translation>
    </message>
    <message>
        <source>Denies the call; the agent is told it was denied (D).</source>
        <translation>拒绝该调用，并告知智能体已被拒绝（D）。</translation>
    </message>
    <message>
        <source>Allow always is not offered: this exec policy asks every time (ask: always), so a standing grant would never be used.</source>
        <translation>不提供“始终允许”：此 exec 策略每次都会询问（ask: always），长期授权永远不会生效。</translation>
    </message>
    <message>
        <source>Allow always is not offered: the plugin %1 only accepts a decision for this one call.</source>
        <translation>不提供“始终允许”：插件 %1 只接受针对本次调用的决定。</translation>
    </message>
    <message>
        <source>Allow always is not offered by the gateway for this request.</source>
        <translation>网关未对此请求提供“始终允许”。</translation>
    </message>
    <message>
        <source>Exec command</source>
        <translation>Exec 命令</translation>
    </message>
    <message>
        <source>Plugin request</source>
        <translation>插件请求</translation>
    </message>
    <message>
        <source>argv</source>
        <translation>argv</translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <source>Resolved path</source>
        <translation>解析路径</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message>
        <source>Security / ask</source>
        <translation>安全 / 询问</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>%1 command(s), %2 nested</source>
        <translation>%1 条命令，%2 条嵌套</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>插件</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>account %1</source>
        <translation>账户 %1</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>Turn source</source>
        <translation>轮次来源</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>网关</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>请求时间</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Last attempt</source>
        <translation>上次尝试</translation>
    </message>
    <message>
        <source>The plugin marks this request as critical.</source>
        <translation>插件将此请求标记为严重。</translation>
    </message>
    <message>
        <source>Risk hints</source>
        <translation>风险提示</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>%1 后过期</translation>
    </message>
    <message>
        <source>A change to OpenClaw itself is allowed once or denied; it is never a standing grant.</source>
        <translation>对 OpenClaw 自身的更改只能允许一次或拒绝，绝不会成为长期授权。</translation>
    </message>
    <message>
        <source>Sends a message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>Makes a payment</source>
        <translation>进行付款</translation>
    </message>
    <message>
        <source>Posts to an external service</source>
        <translation>向外部服务发布内容</translation>
    </message>
    <message>
        <source>Creates a standing grant</source>
        <translation>创建长期授权</translation>
    </message>
    <message>
        <source>OpenClaw change (system agent)</source>
        <translation>OpenClaw 更改（系统智能体）</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Cron job</source>
        <translation>定时任务</translation>
    </message>
    <message>
        <source>%1 (operation %2)</source>
        <translation>%1（操作 %2）</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP 工具</translation>
    </message>
    <message>
        <source>Proposal hash</source>
        <translation>提案哈希</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>%1 command(s), %2 nested; risk: %3</source>
        <translation>%1 条命令，%2 条嵌套；风险：%3</translation>
    </message>
    <message>
        <source>Allow always is not offered: the plugin that asked only accepts a decision for this one call.</source>
        <translation>不提供“始终允许”：发起请求的插件只接受针对本次调用的决定。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ApprovalTray</name>
    <message>
        <source>Do not disturb</source>
        <translation>勿扰模式</translation>
    </message>
    <message>
        <source>Sound for new requests</source>
        <translation>新请求提示音</translation>
    </message>
    <message>
        <source>Show Toolgate</source>
        <translation>显示 Toolgate</translation>
    </message>
    <message>
        <source>Quit Toolgate</source>
        <translation>退出 Toolgate</translation>
    </message>
    <message>
        <source>Toolgate: no pending approvals</source>
        <translation>Toolgate：没有待审批项</translation>
    </message>
    <message numerus="yes">
        <source>%n new approval request(s)</source>
        <translation>
            <numerusform>%n 个新的审批请求</numerusform>
        </translation>
    </message>
    <message>
        <source>The oldest: %1</source>
        <translation>最早的：%1</translation>
    </message>
    <message>
        <source>Toolgate: 1 pending approval</source>
        <translation>Toolgate：1 个待审批项</translation>
    </message>
    <message>
        <source>Toolgate: %1 pending approvals</source>
        <translation>Toolgate：%1 个待审批项</translation>
    </message>
    <message>
        <source>%1 wants to run a command</source>
        <translation>%1 想要运行一条命令</translation>
    </message>
    <message>
        <source>OpenClaw wants to change itself: %1</source>
        <translation>OpenClaw 想要更改自身：%1</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 请求：%2</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ApprovalsScreen</name>
    <message>
        <source>No pending approvals</source>
        <translation>没有待处理的审批</translation>
    </message>
    <message>
        <source>Exec commands and plugin requests that wait for an owner&apos;s decision appear here, oldest first and grouped by gateway, each with a countdown to its expiry and the full request to decide from.</source>
        <translation>等待所有者决定的 exec 命令和插件请求会显示在这里，按网关分组、最早的在前，每条都带有到期倒计时和可供决策的完整请求内容。</translation>
    </message>
    <message>
        <source>Connect a gateway with approval scopes on the Connections screen.</source>
        <translation>在“连接”界面连接一个具有审批权限范围的网关。</translation>
    </message>
    <message>
        <source>Or watch scripted agents ask: View &gt; Demo Scenario starts the built-in demo.</source>
        <translation>或者观看脚本化智能体发出请求：“视图 &gt; 演示场景”会启动内置演示。</translation>
    </message>
    <message numerus="yes">
        <source>%n gateway(s) connected: a request appears here as soon as an agent asks.</source>
        <translation>
            <numerusform>已连接 %n 个网关：智能体一发出请求，就会显示在这里。</numerusform>
        </translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>Decide pending exec and plugin approvals from every connected gateway.</source>
        <translation>处理所有已连接网关中待决的 exec 和插件审批。</translation>
    </message>
    <message>
        <source>Select similar  (S)</source>
        <translation>选择相似项  (S)</translation>
    </message>
    <message>
        <source>Decide selected…  (B)</source>
        <translation>批量决定所选…  (B)</translation>
    </message>
    <message>
        <source>Do not disturb</source>
        <translation>勿扰模式</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Clear finished</source>
        <translation>清除已完成</translation>
    </message>
    <message>
        <source>Removes decided, expired and cancelled requests from the list; the history keeps them.</source>
        <translation>从列表中移除已决定、已过期和已取消的请求；历史记录中仍会保留。</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>收件箱</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Allow the selected request once</source>
        <translation>允许所选请求一次</translation>
    </message>
    <message>
        <source>Allow the selected request always…</source>
        <translation>始终允许所选请求…</translation>
    </message>
    <message>
        <source>Deny the selected request</source>
        <translation>拒绝所选请求</translation>
    </message>
    <message>
        <source>Select similar requests</source>
        <translation>选择相似的请求</translation>
    </message>
    <message>
        <source>Decide the selected requests together…</source>
        <translation>批量决定所选请求…</translation>
    </message>
    <message>
        <source>Show the approval history</source>
        <translation>显示审批历史</translation>
    </message>
    <message>
        <source>the gateway is not connected</source>
        <translation>网关未连接</translation>
    </message>
    <message numerus="yes">
        <source>%n pending</source>
        <translation>
            <numerusform>%n 个待处理</numerusform>
        </translation>
    </message>
    <message>
        <source>Inbox (%1)</source>
        <translation>收件箱（%1）</translation>
    </message>
    <message>
        <source>Next request</source>
        <translation>下一个请求</translation>
    </message>
    <message>
        <source>Previous request</source>
        <translation>上一个请求</translation>
    </message>
    <message>
        <source>Close the request card</source>
        <translation>关闭请求卡片</translation>
    </message>
    <message>
        <source>The approval history file was damaged: it was moved to %1 and a new history started.</source>
        <translation>审批历史文件已损坏：已将其移至 %1，并开始新的历史记录。</translation>
    </message>
    <message numerus="yes">
        <source>The approval history cannot be written (%1). Decisions still reach the gateway; %n record(s) wait to be written when space returns.</source>
        <translation>
            <numerusform>无法写入审批历史（%1）。决定仍会送达网关；有 %n 条记录等待空间恢复后写入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n history record(s) could not be kept.</source>
        <translation>
            <numerusform>有 %n 条历史记录未能保留。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::ui::BatchDialog</name>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Allow always</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Apply to all</source>
        <translation>全部应用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Decide %n similar request(s)</source>
        <translation>
            <numerusform>决定 %n 个相似请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from agent %1, all of the shape &quot;%2&quot;, on %3. The decision you pick is sent once for each of them; each request&apos;s own result is listed below.</source>
        <translation>
            <numerusform>来自智能体 %1 的 %n 个请求，形式均为“%2”，位于 %3。所选决定将分别发送给每个请求；各请求的结果列于下方。</numerusform>
        </translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>not sent yet</source>
        <translation>尚未发送</translation>
    </message>
    <message>
        <source>Decision for all:</source>
        <translation>统一决定：</translation>
    </message>
    <message>
        <source>These requests have no decision in common.</source>
        <translation>这些请求没有共同可用的决定。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1：完成</translation>
    </message>
    <message>
        <source>not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>Finished: every request has its result below.</source>
        <translation>已完成：每个请求的结果见下方。</translation>
    </message>
    <message>
        <source>High: %1</source>
        <translation>高风险：%1</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>请检查：%1</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未发现</translation>
    </message>
    <message numerus="yes">
        <source>Decide %n request(s) of different shapes</source>
        <translation>
            <numerusform>决定 %n 个不同形态的请求</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Command shape</source>
        <translation>命令形态</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>deletes or overwrites data</source>
        <translation>删除或覆盖数据</translation>
    </message>
    <message>
        <source>runs with elevated privileges</source>
        <translation>以提升的权限运行</translation>
    </message>
    <message>
        <source>runs a downloaded script</source>
        <translation>运行下载的脚本</translation>
    </message>
    <message>
        <source>runs code given inline</source>
        <translation>运行内联给出的代码</translation>
    </message>
    <message>
        <source>sends data over the network</source>
        <translation>通过网络发送数据</translation>
    </message>
    <message>
        <source>runs commands on another machine</source>
        <translation>在另一台机器上运行命令</translation>
    </message>
    <message>
        <source>makes a payment</source>
        <translation>进行支付</translation>
    </message>
    <message>
        <source>posts to an external service</source>
        <translation>向外部服务发布内容</translation>
    </message>
    <message>
        <source>sends a message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>the plugin marks it critical</source>
        <translation>插件将其标记为严重</translation>
    </message>
    <message>
        <source>uses the network</source>
        <translation>使用网络</translation>
    </message>
    <message>
        <source>writes outside the working directory</source>
        <translation>在工作目录之外写入</translation>
    </message>
    <message>
        <source>several commands, redirects or substitutions</source>
        <translation>多条命令、重定向或命令替换</translation>
    </message>
    <message>
        <source>mints a standing grant</source>
        <translation>创建长期授权</translation>
    </message>
    <message>
        <source>the plugin marks it a warning</source>
        <translation>插件将其标记为警告</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from agent %1 on %2, in %3 different command shapes: every shape is listed below with its count, the risky ones first. The decision you pick is sent once for each request; each request&apos;s own result is listed at the bottom.</source>
        <translation>
            <numerusform>来自 %2 上智能体 %1 的 %n 个请求，共 %3 种不同的命令形态：下方列出每种形态及其数量，风险高的排在前面。你选择的决定会对每个请求各发送一次；每个请求的结果列在底部。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some of these requests are high risk: read each one before deciding.</source>
        <translation>其中一些请求风险较高：请在决定前逐一阅读。</translation>
    </message>
    <message>
        <source>Decision for all</source>
        <translation>全部的决定</translation>
    </message>
    <message>
        <source>Choose a decision…</source>
        <translation>请选择决定…</translation>
    </message>
    <message>
        <source>Allow always for all</source>
        <translation>全部始终允许</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>The same holds for each of the other %n request(s) of this shape, each with its own command line.</source>
        <translation>
            <numerusform>此形态的其余 %n 个请求同样如此，各自绑定自己的命令行。</numerusform>
        </translation>
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
    <message>
        <source>No command matches “%1”.</source>
        <translation>没有匹配“%1”的命令。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ConnectionEditDialog</name>
    <message>
        <source>Add gateway</source>
        <translation>添加网关</translation>
    </message>
    <message>
        <source>Edit gateway</source>
        <translation>编辑网关</translation>
    </message>
    <message>
        <source>e.g. Home server</source>
        <translation>例如：家庭服务器</translation>
    </message>
    <message>
        <source>gateway.auth.token</source>
        <translation>gateway.auth.token</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>The token is stored in a separate file readable only by you, never in the connections list or an OpenClaw config.</source>
        <translation>令牌保存在仅你可读的单独文件中，绝不会写入连接列表或 OpenClaw 配置。</translation>
    </message>
    <message>
        <source>Enter a gateway address starting with ws:// or wss://, such as ws://127.0.0.1:18789/.</source>
        <translation>请输入以 ws:// 或 wss:// 开头的网关地址，例如 ws://127.0.0.1:18789/。</translation>
    </message>
    <message>
        <source>Allow unencrypted ws:// to this host</source>
        <translation>允许以未加密的 ws:// 连接此主机</translation>
    </message>
    <message>
        <source>wss:// only; empty: asked on first contact</source>
        <translation>仅限 wss://；留空则在首次连接时询问</translation>
    </message>
    <message>
        <source>SHA-256 of the gateway&apos;s TLS certificate (sha256:HEX or AB:CD:…), as OpenClaw&apos;s --tls-fingerprint takes it.</source>
        <translation>网关 TLS 证书的 SHA-256（sha256:HEX 或 AB:CD:…），格式与 OpenClaw 的 --tls-fingerprint 相同。</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>证书</translation>
    </message>
    <message>
        <source>Without TLS the gateway token travels in clear. Only for a network you trust.</source>
        <translation>不使用 TLS 时，网关令牌以明文传输。仅用于你信任的网络。</translation>
    </message>
    <message>
        <source>No authentication (the gateway needs no token)</source>
        <translation>无需认证（网关不需要令牌）</translation>
    </message>
    <message>
        <source>Enter the gateway&apos;s token (gateway.auth.token in its config), or choose &quot;No authentication&quot; if the gateway has none.</source>
        <translation>请输入网关的令牌（其配置中的 gateway.auth.token）；如果网关没有令牌，请选择“无需认证”。</translation>
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
        <source>A connection to an OpenClaw gateway lets Toolgate read and apply its live config, receive approval requests and follow tool calls. Each entry shows its health, this device&apos;s identity, the granted scopes and what is missing for approvals.</source>
        <translation>连接到 OpenClaw 网关后，Toolgate 可以读取并应用其实时配置、接收审批请求并跟踪工具调用。每个条目都会显示其健康状况、本设备的身份、已授予的权限范围，以及审批还缺少哪些权限。</translation>
    </message>
    <message>
        <source>Add a gateway with its URL and token; the token is stored outside the config file, readable only by you.</source>
        <translation>通过 URL 和令牌添加网关；令牌保存在配置文件之外，仅你本人可读。</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Gateways, device identity and granted scopes.</source>
        <translation>网关、设备身份和已授予的权限范围。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>断开连接</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add gateway…</source>
        <translation>添加网关…</translation>
    </message>
    <message>
        <source>Add a gateway connection…</source>
        <translation>添加网关连接…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connected, approvals unavailable</source>
        <translation>已连接，但审批不可用</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message numerus="yes">
        <source>Retrying in %n s</source>
        <translation>
            <numerusform>%n 秒后重试</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>No gateway selected</source>
        <translation>未选择网关</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1（内置）</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>stored (hidden)</source>
        <translation>已保存（隐藏）</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状况</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>%1, protocol %2</source>
        <translation>%1，协议 %2</translation>
    </message>
    <message>
        <source>Signed in as</source>
        <translation>登录身份</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1，通过 %2</translation>
    </message>
    <message>
        <source>Granted scopes</source>
        <translation>已授予的权限范围</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>Everything approvals need is granted.</source>
        <translation>审批所需的权限均已授予。</translation>
    </message>
    <message>
        <source>Missing %1: approvals cannot be seen or answered.</source>
        <translation>缺少 %1：无法查看或答复审批。</translation>
    </message>
    <message>
        <source>This device</source>
        <translation>本设备</translation>
    </message>
    <message>
        <source>no identity</source>
        <translation>无身份</translation>
    </message>
    <message>
        <source>Gateway not saved</source>
        <translation>网关未保存</translation>
    </message>
    <message>
        <source>Remove gateway</source>
        <translation>移除网关</translation>
    </message>
    <message>
        <source>Remove %1? Its token is deleted too; the approval history is kept.</source>
        <translation>移除 %1？其令牌也将被删除；审批历史会保留。</translation>
    </message>
    <message>
        <source>Devices…</source>
        <translation>设备…</translation>
    </message>
    <message>
        <source>Request missing scopes</source>
        <translation>申请缺少的权限范围</translation>
    </message>
    <message>
        <source>Pairing requests and paired devices of this gateway (needs operator.pairing).</source>
        <translation>此网关的配对请求和已配对设备（需要 operator.pairing）。</translation>
    </message>
    <message>
        <source>Ask the gateway&apos;s owner to approve the scopes approvals need for this device.</source>
        <translation>请网关的所有者为此设备批准审批所需的权限范围。</translation>
    </message>
    <message>
        <source>Waiting for approval</source>
        <translation>等待批准</translation>
    </message>
    <message>
        <source>Certificate not trusted</source>
        <translation>证书不受信任</translation>
    </message>
    <message>
        <source>Certificate changed</source>
        <translation>证书已更改</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>证书</translation>
    </message>
    <message>
        <source>pinned %1</source>
        <translation>已固定 %1</translation>
    </message>
    <message>
        <source>system trust; an unknown certificate is asked about</source>
        <translation>系统信任；遇到未知证书时会询问</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>unencrypted ws:// allowed for this host</source>
        <translation>此主机允许未加密的 ws://</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定的指纹</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>出示的指纹</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>%1, request %2</source>
        <translation>%1，请求 %2</translation>
    </message>
    <message>
        <source>(id not given)</source>
        <translation>（未提供 ID）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>接下来</translation>
    </message>
    <message numerus="yes">
        <source>asking again in %n s; connects by itself once approved</source>
        <translation>
            <numerusform>%n 秒后再次询问；批准后会自动连接</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificate not pinned</source>
        <translation>证书未固定</translation>
    </message>
    <message>
        <source>The built-in demo gateway needs nothing installed: Start Demo (or toolgate --demo) plays scripted agents against it.</source>
        <translation>内置演示网关无需安装任何东西：点“启动演示”（或 toolgate --demo），脚本化的智能体便会对它发起调用。</translation>
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
        <translation>智能体(&amp;A)</translation>
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
        <translation>子智能体深度(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Runtime allow</source>
        <translation>运行时 allow(&amp;R)</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::DevicesDialog</name>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>权限范围</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>批准…</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>拒绝…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Rotate token…</source>
        <translation>轮换令牌…</translation>
    </message>
    <message>
        <source>Revoke token…</source>
        <translation>吊销令牌…</translation>
    </message>
    <message>
        <source>Devices of %1</source>
        <translation>%1 的设备</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for approval&lt;/b&gt;</source>
        <translation>&lt;b&gt;等待批准&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paired devices&lt;/b&gt;</source>
        <translation>&lt;b&gt;已配对设备&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Token role</source>
        <translation>令牌角色</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Approve %1 with the role and scopes it asks for (%2)?</source>
        <translation>按 %1 申请的角色和权限范围（%2）批准它吗？</translation>
    </message>
    <message>
        <source>Reject the pairing request of %1?</source>
        <translation>拒绝 %1 的配对请求吗？</translation>
    </message>
    <message>
        <source>Remove %1? It must be paired again before it can connect.</source>
        <translation>移除 %1 吗？它必须重新配对才能连接。</translation>
    </message>
    <message>
        <source>Rotate the %1 token of %2? Its current token stops working.</source>
        <translation>轮换 %2 的 %1 令牌吗？其当前令牌将失效。</translation>
    </message>
    <message>
        <source>Revoke the %1 token of %2? It can no longer connect in that role.</source>
        <translation>吊销 %2 的 %1 令牌吗？它将无法再以该角色连接。</translation>
    </message>
    <message>
        <source>Waiting for the gateway…</source>
        <translation>正在等待网关…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Not connected to the gateway: the lists come back when it reconnects.</source>
        <translation>未连接到网关：重新连接后列表会恢复。</translation>
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
        <translation>在当前上下文中，没有智能体获得或失去工具。</translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) change what they can call in the current context.</source>
        <translation>
            <numerusform>在当前上下文中，有 %n 个智能体的可调用工具发生变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
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
        <translation>智能体可以调用的工具</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more (Policy screen)</source>
        <translation>
            <numerusform>……另有 %n 条（见策略界面）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This config still has %n lint error(s). OpenClaw may refuse it or read it differently from what you see here. %1 anyway?</source>
        <translation>
            <numerusform>此配置仍有 %n 个检查错误。OpenClaw 可能拒绝它，或与你在此看到的理解不同。仍要%1吗？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::ui::DiskChangeWatcher</name>
    <message>
        <source>Re-apply my edits on the file&apos;s new content</source>
        <translation>在文件的新内容上重新应用我的编辑</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::DocumentCommands</name>
    <message>
        <source>OpenClaw config (*.json *.json5);;All files (*)</source>
        <translation>OpenClaw 配置 (*.json *.json5);;所有文件 (*)</translation>
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
        <source>Comments will be lost</source>
        <translation>注释将会丢失</translation>
    </message>
    <message>
        <source>This file has JSON5 comments. Saving writes plain JSON, so the comments will not survive. Save anyway?</source>
        <translation>此文件包含 JSON5 注释。保存时会写成普通 JSON，注释不会保留。仍要保存吗？</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Config As</source>
        <translation>配置另存为</translation>
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
            <numerusform>MCP 服务器 %1 的全部 %n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP 工具</translation>
    </message>
    <message>
        <source>plugin %1</source>
        <translation>插件 %1</translation>
    </message>
    <message>
        <source>%1, … (%2 tools)</source>
        <translation>%1，…（共 %2 个工具）</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ErrorText</name>
    <message>
        <source>The file could not be read (%1).</source>
        <translation>无法读取该文件（%1）。</translation>
    </message>
    <message>
        <source>The file could not be written (%1). Nothing was changed.</source>
        <translation>无法写入该文件（%1），没有做任何更改。</translation>
    </message>
    <message>
        <source>The configuration has no file yet.</source>
        <translation>该配置尚未保存为文件。</translation>
    </message>
    <message>
        <source>This is not valid JSON or JSON5 (%1).</source>
        <translation>这不是有效的 JSON 或 JSON5（%1）。</translation>
    </message>
    <message>
        <source>The configuration must be a JSON object.</source>
        <translation>配置必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <source>That setting is not in the configuration.</source>
        <translation>配置中没有这个设置。</translation>
    </message>
    <message>
        <source>The configuration changed in a way that conflicts with this edit.</source>
        <translation>配置已发生变化，与这次编辑冲突。</translation>
    </message>
    <message>
        <source>This is not a tool-call trace Toolgate can replay (%1).</source>
        <translation>这不是 Toolgate 能回放的工具调用跟踪记录（%1）。</translation>
    </message>
    <message>
        <source>No such connection.</source>
        <translation>没有这个连接。</translation>
    </message>
    <message>
        <source>The address is not a ws:// or wss:// address.</source>
        <translation>该地址不是 ws:// 或 wss:// 地址。</translation>
    </message>
    <message>
        <source>Plain ws:// to another host would send the gateway token unencrypted: use wss://, or allow unencrypted ws:// for this connection explicitly.</source>
        <translation>通过明文 ws:// 连接其他主机会以未加密方式发送网关令牌：请使用 wss://，或为此连接明确允许未加密的 ws://。</translation>
    </message>
    <message>
        <source>That is not a SHA-256 certificate fingerprint.</source>
        <translation>这不是 SHA-256 证书指纹。</translation>
    </message>
    <message>
        <source>The gateway no longer knows this approval request.</source>
        <translation>网关已不再知道这个审批请求。</translation>
    </message>
    <message>
        <source>This approval request was already resolved.</source>
        <translation>这个审批请求已经处理过了。</translation>
    </message>
    <message>
        <source>This approval request has expired.</source>
        <translation>这个审批请求已过期。</translation>
    </message>
    <message>
        <source>The approval history could not be read or written (%1).</source>
        <translation>无法读取或写入审批历史（%1）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>“%1” is not in the run&apos;s tool list, so no policy can make it available.</source>
        <translation>“%1”不在本次运行的工具列表中，因此任何策略都无法让它可用。</translation>
    </message>
    <message>
        <source>The message-provider filter removes %1 for this channel before any policy step; no config entry can bring it back.</source>
        <translation>消息提供方过滤器会在任何策略步骤之前为此渠道移除 %1；没有任何配置条目能把它加回来。</translation>
    </message>
    <message>
        <source>The model&apos;s native web search replaces web_search for this provider; it is removed before the policy pipeline.</source>
        <translation>对此提供方，模型自带的网页搜索会取代 web_search；它在策略流水线之前就被移除。</translation>
    </message>
    <message>
        <source>%1 is on OpenClaw&apos;s built-in subagent deny list; no allow entry can lift it.</source>
        <translation>%1 在 OpenClaw 内置的子智能体 deny 列表中；任何 allow 条目都无法解除。</translation>
    </message>
    <message>
        <source>%1 is an owner-only tool and the sender is not the owner.</source>
        <translation>%1 是仅限所有者的工具，而发送者不是所有者。</translation>
    </message>
    <message>
        <source>The run&apos;s own toolsAllow cap does not include %1; it is set by the caller.</source>
        <translation>本次运行自身的 toolsAllow 上限不包含 %1；它由调用方设置。</translation>
    </message>
    <message>
        <source>OpenClaw refuses this run until an agent is selected.</source>
        <translation>在选定智能体之前，OpenClaw 会拒绝这次运行。</translation>
    </message>
    <message>
        <source>No config change found that lets it through.</source>
        <translation>没有找到能让它通过的配置更改。</translation>
    </message>
    <message>
        <source>%1 is available in this run.</source>
        <translation>%1 在本次运行中可用。</translation>
    </message>
    <message>
        <source>%1 is removed by %2. %3</source>
        <translation>%1 被 %2 移除。%3</translation>
    </message>
    <message>
        <source>%1 is removed by %2: denied by “%3”.</source>
        <translation>%1 被 %2 移除：被“%3”拒绝。</translation>
    </message>
    <message>
        <source>%1 is removed by %2: not in the allow list.</source>
        <translation>%1 被 %2 移除：不在 allow 列表中。</translation>
    </message>
    <message>
        <source>Note: OpenClaw would reject the edited config (%1).</source>
        <translation>注意：OpenClaw 会拒绝修改后的配置（%1）。</translation>
    </message>
    <message>
        <source>Remove “%1” from %2.</source>
        <translation>从 %2 中移除“%1”。</translation>
    </message>
    <message>
        <source>Add “%1” to %2 (lifts the sandbox default deny).</source>
        <translation>把“%1”添加到 %2（解除沙箱的默认 deny）。</translation>
    </message>
    <message>
        <source>Add “%1” to %2 (exempts it from local-model lean).</source>
        <translation>把“%1”添加到 %2（使其免于本地模型精简）。</translation>
    </message>
    <message>
        <source>Add “%1” to %2.</source>
        <translation>把“%1”添加到 %2。</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>handshaking</source>
        <translation>正在握手</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>waiting to retry</source>
        <translation>等待重试</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Connected to OpenClaw %1.</source>
        <translation>已连接到 OpenClaw %1。</translation>
    </message>
    <message>
        <source>Connected to OpenClaw %1, but the gateway did not grant %2: agents&apos; approvals will not reach this console. Connect with a device identity and the gateway token, or approve the device&apos;s scopes on the gateway.</source>
        <translation>已连接到 OpenClaw %1，但网关没有授予 %2：智能体的审批请求不会到达此控制台。请使用设备身份和网关令牌连接，或在网关上批准该设备的权限范围。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Connected; waiting for the gateway&apos;s challenge.</source>
        <translation>已连接；正在等待网关的质询。</translation>
    </message>
    <message>
        <source>This device waits to be paired: approve it on the gateway host with `openclaw devices approve`; it connects by itself once approved.</source>
        <translation>此设备正在等待配对：请在网关主机上用 `openclaw devices approve` 批准它；批准后会自动连接。</translation>
    </message>
    <message>
        <source>This device waits to be paired: on the gateway host run `openclaw devices approve %1`; it connects by itself once approved.</source>
        <translation>此设备正在等待配对：请在网关主机上运行 `openclaw devices approve %1`；批准后会自动连接。</translation>
    </message>
    <message numerus="yes">
        <source>Not connected (%1); trying again in %n s.</source>
        <translation>
            <numerusform>未连接（%1）；%n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation>已断开连接。</translation>
    </message>
    <message>
        <source>Disconnected (%1).</source>
        <translation>已断开连接（%1）。</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 does not match the pin: expected %2, the gateway presented %3. Nothing was sent. If the gateway&apos;s certificate was replaced on purpose, update the pin.</source>
        <translation>%1 的 TLS 证书与固定的证书不符：应为 %2，网关出示的是 %3。没有发送任何内容。如果网关的证书是有意更换的，请更新固定的证书。</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 is not trusted; its SHA-256 fingerprint is %2. Trust it only if it matches the gateway&apos;s own certificate.</source>
        <translation>%1 的 TLS 证书不受信任；其 SHA-256 指纹为 %2。只有与网关自己的证书一致时才信任它。</translation>
    </message>
    <message>
        <source>The gateway does not speak protocol 4; Toolgate needs an OpenClaw gateway 2026.9 or newer.</source>
        <translation>该网关不支持协议 4；Toolgate 需要 OpenClaw 网关 2026.9 或更新版本。</translation>
    </message>
    <message>
        <source>The saved device token was refused: connect once with the gateway token to get a new one.</source>
        <translation>保存的设备令牌被拒绝：请用网关令牌连接一次以获取新令牌。</translation>
    </message>
    <message>
        <source>The gateway knows this device, but its approved scopes do not cover what Toolgate asks for: approve the device&apos;s scope upgrade on the gateway host, or connect once with the gateway token to request it.</source>
        <translation>网关认识此设备，但其已批准的权限范围不包含 Toolgate 请求的内容：请在网关主机上批准该设备的权限范围升级，或用网关令牌连接一次来申请。</translation>
    </message>
    <message>
        <source>The gateway refused the token (%1): check the gateway auth token and reconnect.</source>
        <translation>网关拒绝了令牌（%1）：请检查网关认证令牌后重新连接。</translation>
    </message>
    <message>
        <source>This device was not paired: connect again to ask the gateway&apos;s owner anew.</source>
        <translation>此设备未完成配对：请重新连接，再次向网关所有者申请。</translation>
    </message>
    <message>
        <source>The gateway refused this device identity (%1): remove the identity file to create a new one, then reconnect.</source>
        <translation>网关拒绝了此设备身份（%1）：请删除身份文件以创建新身份，然后重新连接。</translation>
    </message>
    <message>
        <source>The gateway closed the connection during the handshake. Check the client settings and the gateway version.</source>
        <translation>网关在握手期间关闭了连接。请检查客户端设置和网关版本。</translation>
    </message>
    <message>
        <source>That is not a valid place in the configuration (%1).</source>
        <translation>这不是配置中的有效位置（%1）。</translation>
    </message>
    <message>
        <source>The change could not be applied to the configuration (%1).</source>
        <translation>无法把这项更改应用到配置（%1）。</translation>
    </message>
    <message>
        <source>Infinity or NaN cannot be saved as JSON: change the value first.</source>
        <translation>Infinity 或 NaN 无法保存为 JSON：请先修改该值。</translation>
    </message>
    <message>
        <source>Saving would drop comments from the file (%1).</source>
        <translation>保存会丢失文件中的注释（%1）。</translation>
    </message>
    <message>
        <source>exec.mode cannot be combined with exec.security or exec.ask in the same object (%1).</source>
        <translation>exec.mode 不能与 exec.security 或 exec.ask 出现在同一对象中（%1）。</translation>
    </message>
    <message>
        <source>That value is not allowed here (%1).</source>
        <translation>此处不允许该值（%1）。</translation>
    </message>
    <message>
        <source>That exec setting does not exist (%1).</source>
        <translation>不存在这个 exec 设置（%1）。</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>请输入名称。</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>That name is not valid here (%1).</source>
        <translation>该名称在此处无效（%1）。</translation>
    </message>
    <message>
        <source>That scope already exists.</source>
        <translation>该作用域已存在。</translation>
    </message>
    <message>
        <source>Start with channel:, id:, e164:, username: or name: — or use * for every sender.</source>
        <translation>以 channel:、id:、e164:、username: 或 name: 开头；或用 * 表示所有发送者。</translation>
    </message>
    <message>
        <source>This scope cannot be added here.</source>
        <translation>此处不能添加该作用域。</translation>
    </message>
    <message>
        <source>This scope cannot be removed: %1</source>
        <translation>此作用域不能移除：%1</translation>
    </message>
    <message>
        <source>This test case file is not valid (%1).</source>
        <translation>该测试用例文件无效（%1）。</translation>
    </message>
    <message>
        <source>The tool catalog is not valid (%1).</source>
        <translation>工具目录无效（%1）。</translation>
    </message>
    <message>
        <source>There is no demo scenario with that name (%1).</source>
        <translation>没有这个名称的演示场景（%1）。</translation>
    </message>
    <message>
        <source>The demo scenario is not valid (%1).</source>
        <translation>演示场景无效（%1）。</translation>
    </message>
    <message>
        <source>The demo gateway could not listen (%1).</source>
        <translation>演示网关无法监听（%1）。</translation>
    </message>
    <message>
        <source>The benchmark failed (%1).</source>
        <translation>基准测试失败（%1）。</translation>
    </message>
    <message>
        <source>The saved connections file is not valid (%1).</source>
        <translation>已保存的连接文件无效（%1）。</translation>
    </message>
    <message>
        <source>The saved connections could not be written (%1). Nothing was changed.</source>
        <translation>无法写入已保存的连接（%1），没有做任何更改。</translation>
    </message>
    <message>
        <source>The built-in demo connection cannot be changed or removed.</source>
        <translation>内置的演示连接不能修改或移除。</translation>
    </message>
    <message>
        <source>The device identity could not be used (%1).</source>
        <translation>无法使用该设备身份（%1）。</translation>
    </message>
    <message>
        <source>The decision could not be sent to the gateway (%1).</source>
        <translation>无法把决定发送给网关（%1）。</translation>
    </message>
    <message>
        <source>The gateway sent an approval request Toolgate cannot read (%1).</source>
        <translation>网关发来了 Toolgate 无法读取的审批请求（%1）。</translation>
    </message>
    <message>
        <source>That decision is not offered for this approval request.</source>
        <translation>这个审批请求不提供该决定。</translation>
    </message>
    <message>
        <source>The exec approvals file is not valid (%1).</source>
        <translation>exec 审批文件无效（%1）。</translation>
    </message>
    <message>
        <source>Someone else changed it on the gateway meanwhile: reload and apply again.</source>
        <translation>在此期间有人在网关上修改了它：请重新加载后再应用。</translation>
    </message>
    <message>
        <source>The gateway sent a tool event Toolgate cannot read (%1).</source>
        <translation>网关发来了 Toolgate 无法读取的工具事件（%1）。</translation>
    </message>
    <message>
        <source>The gateway refused the request (%1).</source>
        <translation>网关拒绝了该请求（%1）。</translation>
    </message>
    <message>
        <source>The gateway is busy or starting; Toolgate tries again.</source>
        <translation>网关繁忙或正在启动；Toolgate 会再次尝试。</translation>
    </message>
    <message>
        <source>The gateway reported an error without a code (%1).</source>
        <translation>网关报告了一个没有代码的错误（%1）。</translation>
    </message>
    <message>
        <source>The gateway did not grant the scopes an approval console needs.</source>
        <translation>网关没有授予审批控制台所需的权限范围。</translation>
    </message>
    <message>
        <source>The connection to the gateway was lost (%1).</source>
        <translation>与网关的连接已断开（%1）。</translation>
    </message>
    <message>
        <source>The gateway did not answer in time.</source>
        <translation>网关未能及时应答。</translation>
    </message>
    <message>
        <source>Not connected to a gateway.</source>
        <translation>未连接到网关。</translation>
    </message>
    <message>
        <source>The message is larger than the gateway accepts.</source>
        <translation>该消息超出了网关可接受的大小。</translation>
    </message>
    <message>
        <source>Too much is waiting to be sent to the gateway; try again shortly.</source>
        <translation>等待发送给网关的内容过多；请稍后再试。</translation>
    </message>
    <message>
        <source>The gateway&apos;s TLS certificate is not trusted.</source>
        <translation>网关的 TLS 证书不受信任。</translation>
    </message>
    <message>
        <source>The gateway&apos;s TLS certificate does not match the pinned fingerprint.</source>
        <translation>网关的 TLS 证书与固定的指纹不符。</translation>
    </message>
    <message>
        <source>This value has a type OpenClaw does not accept here.</source>
        <translation>此处的值类型不被 OpenClaw 接受。</translation>
    </message>
    <message>
        <source>A byProvider entry must be an object holding tool lists.</source>
        <translation>byProvider 的条目必须是包含工具列表的对象。</translation>
    </message>
    <message>
        <source>A toolsBySender entry must be an object holding tool lists.</source>
        <translation>toolsBySender 的条目必须是包含工具列表的对象。</translation>
    </message>
    <message>
        <source>This is not a tool profile OpenClaw knows.</source>
        <translation>这不是 OpenClaw 认识的工具 profile。</translation>
    </message>
    <message>
        <source>allow and alsoAllow are both set in one list: keep one of them.</source>
        <translation>同一列表中同时设置了 allow 和 alsoAllow：只保留其中一个。</translation>
    </message>
    <message>
        <source>OpenClaw does not know this key; the gateway refuses the config until it goes.</source>
        <translation>OpenClaw 不认识这个键；删除之前网关会拒绝该配置。</translation>
    </message>
    <message>
        <source>Several agents need agents.ownership set to &quot;explicit&quot; (or one default agent).</source>
        <translation>多个智能体需要将 agents.ownership 设为 &quot;explicit&quot;（或只有一个默认智能体）。</translation>
    </message>
    <message>
        <source>The agent roster is not in a shape OpenClaw accepts.</source>
        <translation>智能体名册的结构不被 OpenClaw 接受。</translation>
    </message>
    <message>
        <source>This is not a valid agent id: letters, digits, _ and -, up to 64 characters.</source>
        <translation>这不是有效的智能体 id：只能包含字母、数字、_ 和 -，最多 64 个字符。</translation>
    </message>
    <message>
        <source>This agent id is defined more than once.</source>
        <translation>这个智能体 id 被定义了不止一次。</translation>
    </message>
    <message>
        <source>Too many agents are marked as the default.</source>
        <translation>被标记为默认的智能体太多。</translation>
    </message>
    <message>
        <source>This loop-detection setting is retired and has no effect; the migration removes it.</source>
        <translation>这项循环检测设置已停用，不再起作用；迁移会将其删除。</translation>
    </message>
    <message>
        <source>agents.list is the old agent roster; the migration moves it to agents.entries.</source>
        <translation>agents.list 是旧的智能体名册；迁移会把它移到 agents.entries。</translation>
    </message>
    <message>
        <source>This agent has no id.</source>
        <translation>这个智能体没有 id。</translation>
    </message>
    <message>
        <source>A profile has no effect in this place.</source>
        <translation>profile 在这个位置不起作用。</translation>
    </message>
    <message>
        <source>apply_patch may change files outside the workspace.</source>
        <translation>apply_patch 可能修改工作区以外的文件。</translation>
    </message>
    <message>
        <source>A safe bin runs arbitrary code without an approval.</source>
        <translation>某个安全程序（safe bin）无需审批即可运行任意代码。</translation>
    </message>
    <message>
        <source>web_fetch may reach private-network addresses.</source>
        <translation>web_fetch 可能访问私有网络地址。</translation>
    </message>
    <message>
        <source>A host is both allowed and blocked; blocked wins.</source>
        <translation>某个主机同时被允许和屏蔽；以屏蔽为准。</translation>
    </message>
    <message>
        <source>maxChars is above its cap, so the cap applies.</source>
        <translation>maxChars 高于其上限，因此以上限为准。</translation>
    </message>
    <message>
        <source>An agent cannot widen elevated access beyond the global setting.</source>
        <translation>智能体不能把提升权限放宽到超出全局设置的范围。</translation>
    </message>
    <message>
        <source>Connection refused: nothing is listening at that address. Is the gateway running, and is the port right?</source>
        <translation>连接被拒绝：该地址上没有服务在监听。网关是否在运行，端口是否正确？</translation>
    </message>
    <message>
        <source>Not a gateway: the server at that address answered HTTP but is not an OpenClaw gateway (no WebSocket upgrade). Check the port.</source>
        <translation>不是网关：该地址上的服务器以 HTTP 应答，但不是 OpenClaw 网关（没有升级到 WebSocket）。请检查端口。</translation>
    </message>
    <message>
        <source>The gateway at that address speaks TLS: use wss:// instead of ws://.</source>
        <translation>该地址上的网关使用 TLS：请用 wss:// 代替 ws://。</translation>
    </message>
    <message>
        <source>The gateway requires a token and this connection has none: add the gateway token (Connections &gt; Edit…, or --token-file).</source>
        <translation>网关需要令牌，而此连接没有设置：请添加网关令牌（连接 &gt; 编辑…，或 --token-file）。</translation>
    </message>
    <message>
        <source>This is the global scope: it also applies to agent(s) %1.</source>
        <translation>这是全局范围：它同样作用于智能体 %1。</translation>
    </message>
    <message>
        <source>Add “%1” to %2 (kept from tools.alsoAllow, which the agent&apos;s own list replaces).</source>
        <translation>将“%1”添加到 %2（沿用 tools.alsoAllow 中的条目，智能体自己的列表会取代它）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 Trying again in %n s.</source>
        <translation>
            <numerusform>%1 %n 秒后重试。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ExecApprovalsScreen</name>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Save to gateway</source>
        <translation>保存到网关</translation>
    </message>
    <message>
        <source>Gateway:</source>
        <translation>网关：</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>安全级别</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>询问</translation>
    </message>
    <message>
        <source>When nobody answers</source>
        <translation>无人应答时</translation>
    </message>
    <message>
        <source>Skills allowed</source>
        <translation>允许技能</translation>
    </message>
    <message>
        <source>Search patterns, commands, paths…</source>
        <translation>搜索模式、命令、路径…</translation>
    </message>
    <message>
        <source>Program pattern, e.g. /usr/bin/git</source>
        <translation>程序模式，例如 /usr/bin/git</translation>
    </message>
    <message>
        <source>Arguments (regex, empty = any)</source>
        <translation>参数（正则，留空 = 任意）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Allowlist and settings</source>
        <translation>允许列表与设置</translation>
    </message>
    <message>
        <source>Requested vs host vs effective</source>
        <translation>请求值、主机值与生效值</translation>
    </message>
    <message>
        <source>Standing grants</source>
        <translation>长期授权</translation>
    </message>
    <message>
        <source>No gateway connected.</source>
        <translation>未连接网关。</translation>
    </message>
    <message>
        <source>Exec approvals</source>
        <translation>执行审批</translation>
    </message>
    <message>
        <source>What makes agents ask: the gateway&apos;s allowlists and ask settings, the effective policy, and standing grants</source>
        <translation>智能体为何询问：网关的允许列表与询问设置、生效策略以及长期授权</translation>
    </message>
    <message>
        <source>Saved. The gateway now has this document.</source>
        <translation>已保存。网关现在使用此文档。</translation>
    </message>
    <message>
        <source>Conflict: the document changed on the gateway since it was loaded. Nothing was written and your edits are still here; Reload shows the current document (and drops your edits).</source>
        <translation>冲突：自加载以来网关上的文档已被更改。未写入任何内容，你的修改仍保留在这里；“重新加载”会显示当前文档（并丢弃你的修改）。</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>* (every agent)</source>
        <translation>*（所有智能体）</translation>
    </message>
    <message>
        <source>use default (%1)</source>
        <translation>使用默认值（%1）</translation>
    </message>
    <message>
        <source>Entries that allow more than they seem: %1 (see Breadth).</source>
        <translation>允许范围超出表面的条目：%1（见“范围”列）。</translation>
    </message>
    <message>
        <source>MCP tools allowed always: %1</source>
        <translation>始终允许的 MCP 工具：%1</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Loaded the gateway&apos;s document.</source>
        <translation>已载入网关的文档。</translation>
    </message>
    <message>
        <source>Loaded node %1&apos;s document.</source>
        <translation>已载入节点 %1 的文档。</translation>
    </message>
    <message>
        <source>Defaults hold only settings: allowlists belong to an agent. Pick “* (every agent)” or an agent on the left to see its entries.</source>
        <translation>默认项只包含设置：允许列表属于某个智能体。请在左侧选择“*（所有智能体）”或某个智能体来查看其条目。</translation>
    </message>
    <message>
        <source>No allowlist entries for %1 yet: add a program pattern below.</source>
        <translation>%1 还没有允许列表条目：请在下方添加程序模式。</translation>
    </message>
    <message>
        <source>Right-click to show or hide columns</source>
        <translation>右键单击可显示或隐藏列</translation>
    </message>
    <message>
        <source>Not connected to %1. Unsaved edits are kept; connect it on the Connections screen to save them.</source>
        <translation>未连接到 %1。未保存的编辑已保留；请在“连接”界面连接后再保存。</translation>
    </message>
    <message>
        <source>Connection to %1 lost; reconnecting. Unsaved edits are kept.</source>
        <translation>与 %1 的连接已断开，正在重新连接。未保存的编辑已保留。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Reconnected to %1. Your unsaved edits are kept; Save checks them against the gateway&apos;s current document.</source>
        <translation>已重新连接到 %1。未保存的编辑已保留；保存时会与网关当前的文档进行核对。</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1（未连接）</translation>
    </message>
    <message>
        <source>Not connected to %1: nothing was saved and your edits are kept. Save again once it is connected.</source>
        <translation>未连接到 %1：未保存任何内容，你的编辑已保留。连接后请再次保存。</translation>
    </message>
    <message>
        <source>The gateway&apos;s document or config changed since you loaded it (an approval allowed always, or a config change). Your edits are kept; Save will report a conflict, and Reload shows the gateway&apos;s document (dropping your edits).</source>
        <translation>自你加载以来，网关的文档或配置已更改（有审批被“始终允许”，或配置有变）。你的编辑已保留；保存将报告冲突，“重新加载”会显示网关的文档（并丢弃你的编辑）。</translation>
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
    <message>
        <source>No single config change lets it through.</source>
        <translation>没有任何单项配置更改能让它通过。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::GatewayConfigLink</name>
    <message>
        <source>This configuration did not come from a gateway. Open a gateway&apos;s config first (File &gt; Open from Gateway).</source>
        <translation>此配置并非来自网关。请先打开网关的配置（文件 &gt; 从网关打开）。</translation>
    </message>
    <message>
        <source>There are no changes to apply.</source>
        <translation>没有需要应用的更改。</translation>
    </message>
    <message>
        <source>This configuration did not come from a gateway.</source>
        <translation>此配置并非来自网关。</translation>
    </message>
    <message>
        <source>The gateway is still answering the previous request.</source>
        <translation>网关仍在处理上一个请求。</translation>
    </message>
    <message>
        <source>Not connected to %1. Your edits are kept; connect and try again.</source>
        <translation>未连接到 %1。你的编辑已保留；请连接后重试。</translation>
    </message>
    <message>
        <source>Re-apply my edits on the gateway&apos;s config</source>
        <translation>在网关配置上重新应用我的编辑</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::GatewayToolCatalog</name>
    <message>
        <source>%1 did not give its tool catalog: %2. The policy is still evaluated against the tools it had.</source>
        <translation>%1 未提供其工具目录：%2。策略仍按原有的工具求值。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::GrantsPanel</name>
    <message>
        <source>Revoke…</source>
        <translation>吊销…</translation>
    </message>
    <message>
        <source>Cron runs approved with &quot;allow always&quot; keep a standing grant; revoking it makes the next run ask.</source>
        <translation>以“始终允许”批准的定时任务会保留长期授权；吊销后下一次运行会重新询问。</translation>
    </message>
    <message>
        <source>That grant no longer exists.</source>
        <translation>该授权已不存在。</translation>
    </message>
    <message>
        <source>Grant revoked.</source>
        <translation>授权已吊销。</translation>
    </message>
    <message>
        <source>Revoke standing grant</source>
        <translation>吊销长期授权</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>吊销</translation>
    </message>
    <message>
        <source>Revoke the standing grant for &quot;%1&quot;?
Its next run will ask again.</source>
        <translation>吊销“%1”的长期授权？
它的下一次运行将重新询问。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::HistoryView</name>
    <message>
        <source>Search command, title, agent, session or id</source>
        <translation>搜索命令、标题、智能体、会话或 ID</translation>
    </message>
    <message>
        <source>Any decision</source>
        <translation>任意决定</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Allow always</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Exec and plugin</source>
        <translation>Exec 和插件</translation>
    </message>
    <message>
        <source>Exec</source>
        <translation>Exec</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>插件</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>决定者</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>任意时间</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>过去 1 小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>过去 24 小时</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>本会话不保存历史记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n approval(s) shown</source>
        <translation>
            <numerusform>显示 %n 条审批</numerusform>
        </translation>
    </message>
    <message>
        <source>Export approval history</source>
        <translation>导出审批历史</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The history could not be written: %1</source>
        <translation>无法写入历史记录：%1</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>无法读取历史记录：%1</translation>
    </message>
    <message>
        <source>Counting approvals…</source>
        <translation>正在统计审批…</translation>
    </message>
    <message numerus="yes">
        <source>indexing %n older approval(s) for search</source>
        <translation>
            <numerusform>正在为搜索索引 %n 条较早的审批</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n approval(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 条审批导出到 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
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
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::LoopMeterPanel</name>
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
        <source>For each session and run, this screen shows the last 30 tool calls, each loop detector&apos;s count against its warning, critical and circuit-breaker thresholds, and the exact message the agent received — or would have received when loop detection is off on that gateway.</source>
        <translation>对每个会话和运行，此界面显示最近 30 次工具调用、每个循环检测器的计数与其警告、严重和熔断阈值的对比，以及智能体收到的原始消息——若该网关关闭了循环检测，则显示智能体本应收到的消息。</translation>
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
        <source>Or watch a scripted runaway agent: View &gt; Demo Scenario starts the built-in demo.</source>
        <translation>或者观看一个脚本化的失控智能体：“视图 &gt; 演示场景”会启动内置演示。</translation>
    </message>
    <message numerus="yes">
        <source>%n gateway(s) connected: runs appear here as soon as an agent calls a tool.</source>
        <translation>
            <numerusform>已连接 %n 个网关：智能体一调用工具，运行就会显示在这里。</numerusform>
        </translation>
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
        <source>Recent calls (the detector&apos;s window)</source>
        <translation>最近的调用（检测器窗口）</translation>
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
        <source>No run selected</source>
        <translation>未选择运行</translation>
    </message>
    <message>
        <source>With the what-if thresholds: %1</source>
        <translation>使用假设阈值时：%1</translation>
    </message>
    <message>
        <source>Export Session Trace…</source>
        <translation>导出会话跟踪…</translation>
    </message>
    <message>
        <source>No session is selected.</source>
        <translation>未选择会话。</translation>
    </message>
    <message>
        <source>The session %1 has no finished calls to export.</source>
        <translation>会话 %1 没有可导出的已完成调用。</translation>
    </message>
    <message>
        <source>Export Session Trace</source>
        <translation>导出会话跟踪</translation>
    </message>
    <message>
        <source>Select a run first: its session&apos;s calls are exported.</source>
        <translation>请先选择一个运行：将导出其会话的调用。</translation>
    </message>
    <message>
        <source>Loop traces (*.trace.jsonl *.jsonl);;All files (*)</source>
        <translation>循环跟踪 (*.trace.jsonl *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The trace could not be written: %1</source>
        <translation>无法写入跟踪：%1</translation>
    </message>
    <message>
        <source>%1 (ended: scenario switched)</source>
        <translation>%1（已结束：场景已切换）</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::MainWindow</name>
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
        <source>&amp;%1  %2</source>
        <translation>&amp;%1  %2</translation>
    </message>
    <message>
        <source>Open a gateway&apos;s config to apply edits to it</source>
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
        <source>&lt;h3&gt;Toolgate %1&lt;/h3&gt;&lt;p&gt;A console for OpenClaw&apos;s tool system: tool policy, the policy pipeline, loop detection, approvals and provider schemas.&lt;/p&gt;&lt;p&gt;Policy semantics of OpenClaw 2026.9.6, gateway protocol v4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Toolgate %1&lt;/h3&gt;&lt;p&gt;OpenClaw 工具系统的控制台：工具策略、策略流水线、循环检测、审批和提供方 Schema。&lt;/p&gt;&lt;p&gt;策略语义对应 OpenClaw 2026.9.6，网关协议 v4。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Apply to Gateway</source>
        <translation>应用到网关</translation>
    </message>
    <message>
        <source>Open from &amp;Gateway…</source>
        <translation>从网关打开(&amp;G)…</translation>
    </message>
    <message>
        <source>Edit the live config of a connected gateway</source>
        <translation>编辑已连接网关的实时配置</translation>
    </message>
    <message>
        <source>Send the edited config to the gateway it came from</source>
        <translation>将编辑后的配置发送回其来源网关</translation>
    </message>
    <message>
        <source>No gateway connected</source>
        <translation>未连接网关</translation>
    </message>
    <message>
        <source>Connect to a gateway on the Connections screen first.</source>
        <translation>请先在“连接”界面连接一个网关。</translation>
    </message>
    <message>
        <source>Open from Gateway</source>
        <translation>从网关打开</translation>
    </message>
    <message>
        <source>Gateway:</source>
        <translation>网关：</translation>
    </message>
    <message>
        <source>Loading the config of %1…</source>
        <translation>正在加载 %1 的配置…</translation>
    </message>
    <message>
        <source>Applying to %1…</source>
        <translation>正在应用到 %1…</translation>
    </message>
    <message>
        <source>Opened the live config of %1</source>
        <translation>已打开 %1 的实时配置</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %1: %n setting(s) changed</source>
        <translation>
            <numerusform>已应用到 %1：更改了 %n 项设置</numerusform>
        </translation>
    </message>
    <message>
        <source>Your edits now sit on the gateway&apos;s latest config. Review them and apply again.</source>
        <translation>你的编辑已叠加到网关的最新配置上。请检查后再次应用。</translation>
    </message>
    <message>
        <source>%1

The gateway&apos;s config was not changed.</source>
        <translation>%1

网关的配置未被更改。</translation>
    </message>
    <message>
        <source>The gateway&apos;s config was changed elsewhere since you opened it; applying will offer to re-apply your edits on top.</source>
        <translation>自你打开后，网关的配置已在别处被更改；应用时将提供在其上重新应用你的编辑的选项。</translation>
    </message>
    <message>
        <source>The gateway&apos;s config changed</source>
        <translation>网关的配置已更改</translation>
    </message>
    <message>
        <source>Someone else changed the gateway&apos;s config since you opened it, so nothing was written.</source>
        <translation>自你打开后，其他人更改了网关的配置，因此未写入任何内容。</translation>
    </message>
    <message>
        <source>Your edits are still here. Re-apply them on top of the latest config to review the combined result, or keep editing.</source>
        <translation>你的编辑仍然保留。可将其重新应用到最新配置上以查看合并结果，或继续编辑。</translation>
    </message>
    <message>
        <source>Re-apply My Edits on the Latest Config</source>
        <translation>在最新配置上重新应用我的编辑</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation>（%1）%2</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  （%2）</translation>
    </message>
    <message>
        <source>%1, %2 pending</source>
        <translation>%1，%2 个待处理</translation>
    </message>
    <message>
        <source>1 pending approval</source>
        <translation>1 个待审批项</translation>
    </message>
    <message>
        <source>%1 pending approvals</source>
        <translation>%1 个待审批项</translation>
    </message>
    <message>
        <source>Open the Approvals inbox</source>
        <translation>打开审批收件箱</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %1: %n setting(s) changed; the gateway restarts to use them</source>
        <translation>
            <numerusform>已应用到 %1：更改了 %n 项设置；网关将重启以使其生效</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 changed on disk and cannot be read: %2</source>
        <translation>%1 在磁盘上已更改且无法读取：%2</translation>
    </message>
    <message>
        <source>%1 changed on disk; reloaded (you had no unsaved edits).</source>
        <translation>%1 在磁盘上已更改；已重新加载（你没有未保存的编辑）。</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>文件在磁盘上已更改</translation>
    </message>
    <message>
        <source>Someone else changed %1 while you were editing it.</source>
        <translation>你在编辑 %1 时，其他人修改了它。</translation>
    </message>
    <message>
        <source>Re-apply your unsaved edits on top of its new content to review the combined result, or keep your version (saving then replaces theirs).</source>
        <translation>可以在其新内容之上重新应用你未保存的编辑并检查合并结果，或保留你的版本（之后保存会覆盖对方的修改）。</translation>
    </message>
    <message>
        <source>Re-apply My Edits on the New Content</source>
        <translation>在新内容上重新应用我的编辑</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>%1 cannot be read now: %2

Your edits are unchanged.</source>
        <translation>现在无法读取 %1：%2

你的编辑保持不变。</translation>
    </message>
    <message>
        <source>Your edits now sit on the file&apos;s new content. Review them and save again.</source>
        <translation>你的编辑现已位于文件的新内容之上。请检查后再次保存。</translation>
    </message>
    <message>
        <source>Start &amp;Demo</source>
        <translation>启动演示(&amp;D)</translation>
    </message>
    <message>
        <source>Start the built-in demo gateway: scripted agents whose tool calls go through the real policy, loop detection and approvals; nothing to install</source>
        <translation>启动内置演示网关：脚本化智能体的工具调用经过真实的策略、循环检测和审批；无需安装</translation>
    </message>
    <message>
        <source>%1 — changed on the gateway since opened</source>
        <translation>%1 — 打开后网关上的配置已被修改</translation>
    </message>
    <message>
        <source>Someone else changed the gateway&apos;s config since you opened it; applying will offer to re-apply your edits on top of the latest config.</source>
        <translation>你打开后，有人修改了网关的配置；应用时会提示将你的编辑重新应用到最新配置之上。</translation>
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
        <translation>哪些智能体可以调用</translation>
    </message>
    <message>
        <source>%1 is not in the tool list.</source>
        <translation>%1 不在工具列表中。</translation>
    </message>
    <message>
        <source>No agent can call %1.</source>
        <translation>没有智能体可以调用 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n agent(s)</source>
        <translation>
            <numerusform>%1——共 %n 个智能体</numerusform>
        </translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::MergeConflictDialog</name>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Both sides changed the same settings</source>
        <translation>双方更改了相同的设置</translation>
    </message>
    <message numerus="yes">
        <source>Your other edits were combined with the gateway&apos;s newer config. These %n setting(s) were changed both by you and by someone else; choose which value to keep. Nothing is sent to the gateway until you apply.</source>
        <translation>
            <numerusform>你的其他编辑已与网关上较新的配置合并。这 %n 项设置既被你更改，也被其他人更改；请选择要保留的值。在你应用之前，不会向网关发送任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Was</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>Theirs (on the gateway)</source>
        <translation>他人的（网关上）</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>他人的</translation>
    </message>
    <message>
        <source>Re-apply with These Choices</source>
        <translation>按这些选择重新应用</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::NodePicker</name>
    <message>
        <source>Gateway host</source>
        <translation>网关主机</translation>
    </message>
    <message>
        <source>does not offer exec approvals</source>
        <translation>不提供执行审批</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Edit the gateway&apos;s own exec approvals or a node&apos;s</source>
        <translation>编辑网关自身或某个节点的执行审批</translation>
    </message>
    <message>
        <source>No nodes to choose: the gateway did not list any (%1).</source>
        <translation>没有可选的节点：网关未列出任何节点（%1）。</translation>
    </message>
    <message>
        <source>No nodes to choose: no node is paired with this gateway.</source>
        <translation>没有可选的节点：没有节点与此网关配对。</translation>
    </message>
    <message>
        <source>No nodes to choose: no connected node offers exec approvals (system.execApprovals.get/set).</source>
        <translation>没有可选的节点：没有已连接的节点提供执行审批（system.execApprovals.get/set）。</translation>
    </message>
    <message>
        <source>(no nodes)</source>
        <translation>（无节点）</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PipelineScreen</name>
    <message>
        <source>See which tools an agent ends up with, and why</source>
        <translation>查看智能体最终拥有哪些工具，以及原因</translation>
    </message>
    <message>
        <source>Pick a context — agent, provider and model, channel, sender, owner or not, sandboxed or not — and every pipeline step appears as a column of the tools it kept and the tools it removed, with the entry that removed each. Click a tool for its path through the steps and the smallest change that lets it through.</source>
        <translation>选择一个上下文——智能体、提供方和模型、渠道、发送者、是否所有者、是否沙箱——每个流水线步骤都会显示为一列，列出它保留的工具和移除的工具，以及移除每个工具的条目。点击某个工具，可查看它经过各步骤的路径，以及让它通过的最小改动。</translation>
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
        <source>Every policy step for one context, left to right in OpenClaw&apos;s order.</source>
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
        <translation>智能体 × 工具矩阵</translation>
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
        <translation>显示智能体 × 工具矩阵</translation>
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
            <numerusform>%n 个工具可调用</numerusform>
        </translation>
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
    <message>
        <source>Kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>No policy step applies in this context, so every tool reaches the result. Set a profile, or an allow or deny list, on the Policy screen to see the steps here.</source>
        <translation>此上下文中没有适用的策略步骤，因此所有工具都进入结果。在“策略”屏幕上设置 profile，或 allow、deny 列表，即可在此看到各步骤。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::PolicyScopeActions</name>
    <message>
        <source>Remove scope</source>
        <translation>移除作用域</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it (Delete; Ctrl+Z brings it back)</source>
        <translation>移除 %1 及其全部内容（Delete 键；Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>The global scope cannot be removed</source>
        <translation>全局作用域不能移除</translation>
    </message>
    <message>
        <source>Select a scope to remove it</source>
        <translation>选择一个作用域以移除它</translation>
    </message>
    <message>
        <source>Agent…</source>
        <translation>智能体…</translation>
    </message>
    <message>
        <source>byProvider entry in %1…</source>
        <translation>%1 中的 byProvider 条目…</translation>
    </message>
    <message>
        <source>toolsBySender key in %1…</source>
        <translation>%1 中的 toolsBySender 键…</translation>
    </message>
    <message>
        <source>Sandbox tools in %1</source>
        <translation>%1 中的沙箱工具</translation>
    </message>
    <message>
        <source>Subagent tools in %1</source>
        <translation>%1 中的子智能体工具</translation>
    </message>
    <message>
        <source>Add scope</source>
        <translation>添加作用域</translation>
    </message>
    <message>
        <source>An agent id has 1 to 64 letters, digits, _ or -, and does not start with -.</source>
        <translation>智能体 ID 由 1 到 64 个字母、数字、_ 或 - 组成，且不能以 - 开头。</translation>
    </message>
    <message>
        <source>A byProvider key is a provider id (openai) or provider/model (openai/gpt-5.4), without spaces.</source>
        <translation>byProvider 键是提供方 ID（openai）或 提供方/模型（openai/gpt-5.4），不含空格。</translation>
    </message>
    <message>
        <source>A channel: key names the channel and the sender: channel:discord:12345.</source>
        <translation>channel: 键需写明渠道和发送者：channel:discord:12345。</translation>
    </message>
    <message>
        <source>Put the sender after the prefix, e.g. id:12345.</source>
        <translation>请在前缀后写明发送者，例如 id:12345。</translation>
    </message>
    <message>
        <source>The new agent&apos;s id (agents.entries.&lt;id&gt;):</source>
        <translation>新智能体的 ID（agents.entries.&lt;id&gt;）：</translation>
    </message>
    <message>
        <source>The provider, or provider/model, this entry applies to:</source>
        <translation>此条目适用的提供方，或 提供方/模型：</translation>
    </message>
    <message>
        <source>The sender this policy applies to (channel:, id:, e164:, username:, name: or *):</source>
        <translation>此策略适用的发送者（channel:、id:、e164:、username:、name: 或 *）：</translation>
    </message>
    <message>
        <source>Scope not added</source>
        <translation>未添加作用域</translation>
    </message>
    <message>
        <source>%1 could not be created: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>Add scope %1</source>
        <translation>添加作用域 %1</translation>
    </message>
    <message>
        <source>Scope not removed</source>
        <translation>未移除作用域</translation>
    </message>
    <message>
        <source>Remove scope %1</source>
        <translation>移除作用域 %1</translation>
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
        <translation>配置以作用域树的形式显示——全局工具、提供方、智能体、发送者、渠道群组、沙箱和子智能体。你可以为每个作用域编辑 profile 以及 allow、alsoAllow 和 deny 列表，并在相关条目旁看到检查结果。</translation>
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
        <source>Added to the profile&apos;s list (or to “everything” when there is no allow).</source>
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
        <source>None of this group&apos;s tools is in the current tool list.</source>
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
    <message>
        <source>No profile: this layer lets every tool through, and the lists below decide.</source>
        <translation>未设 Profile：此层放行所有工具，由下方的列表决定。</translation>
    </message>
    <message>
        <source>OpenClaw does not know this profile and rejects the config.</source>
        <translation>OpenClaw 不认识此 Profile，会拒绝该配置。</translation>
    </message>
    <message>
        <source>Grants every tool, plugin and MCP tools included.</source>
        <translation>放行所有工具，包括插件和 MCP 工具。</translation>
    </message>
    <message numerus="yes">
        <source>Grants %n core tools, among them %1, and every MCP tool.</source>
        <translation>
            <numerusform>放行 %n 个核心工具（其中包括 %1）以及所有 MCP 工具。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grants %n core tools, among them %1.</source>
        <translation>
            <numerusform>放行 %n 个核心工具，其中包括 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grants %n core tool(s): %1, and every MCP tool.</source>
        <translation>
            <numerusform>放行 %n 个核心工具：%1，以及所有 MCP 工具。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grants %n core tool(s): %1.</source>
        <translation>
            <numerusform>放行 %n 个核心工具：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add scope</source>
        <translation>添加作用域</translation>
    </message>
    <message>
        <source>Add an agent, a byProvider entry, a toolsBySender key, sandbox or subagent tools</source>
        <translation>添加智能体、byProvider 条目、toolsBySender 键、沙箱工具或子智能体工具</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other finding(s)</source>
        <translation>
            <numerusform>%n 条其他检查结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 条检查结果</numerusform>
        </translation>
    </message>
    <message>
        <source>Show this scope&apos;s findings, below its settings</source>
        <translation>显示此作用域的检查结果（在其设置下方）</translation>
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
        <translation>更大的字体，流水线与循环并排显示，可选演示场景。</translation>
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
        <source>Switch the demo scenario</source>
        <translation>切换演示场景</translation>
    </message>
    <message numerus="yes">
        <source>%n approval request(s) are waiting. Switching the scenario ends the demo&apos;s pending requests: they are recorded as gone (scenario switched), decided by nobody.</source>
        <translation>
            <numerusform>有 %n 个审批请求正在等待。切换场景会结束演示网关中待处理的请求：它们将被记录为已消失（场景已切换），无人作出决定。</numerusform>
        </translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::RequestedPolicyEditor</name>
    <message>
        <source>Requested policy of</source>
        <translation>请求的策略：</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>or legacy:</source>
        <translation>或旧式：</translation>
    </message>
    <message>
        <source>security</source>
        <translation>security</translation>
    </message>
    <message>
        <source>ask</source>
        <translation>ask</translation>
    </message>
    <message>
        <source>The config object this edits: tools.exec or an agent&apos;s tools.exec</source>
        <translation>所编辑的配置对象：tools.exec 或某个智能体的 tools.exec</translation>
    </message>
    <message>
        <source>tools.exec.mode: deny, allowlist, ask (asks on a miss), auto (a reviewer model first) or full</source>
        <translation>tools.exec.mode：deny、allowlist、ask（未命中时询问）、auto（先由审核模型判断）或 full</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Open the gateway&apos;s config (File &gt; Open from Gateway) to edit what is requested; edits are reviewed and applied like any other config change.</source>
        <translation>打开网关的配置（文件 &gt; 从网关打开）以编辑请求的策略；编辑会像其他配置更改一样经过审阅并应用。</translation>
    </message>
    <message>
        <source>Edits go into the open config: review them in the diff and apply them to the gateway (config.patch).</source>
        <translation>编辑会写入已打开的配置：在差异中审阅后应用到网关（config.patch）。</translation>
    </message>
    <message>
        <source>Remove %1.mode</source>
        <translation>移除 %1.mode</translation>
    </message>
    <message>
        <source>Set %1.mode to %2</source>
        <translation>将 %1.mode 设为 %2</translation>
    </message>
    <message>
        <source>%1.mode is now %2. Not on the gateway until applied.</source>
        <translation>%1.mode 现为 %2。应用之前不会写入网关。</translation>
    </message>
    <message>
        <source>%1.mode is now %2; removed %3 from the same object, because OpenClaw does not accept mode together with security or ask.</source>
        <translation>%1.mode 现为 %2；已从同一对象中移除 %3，因为 OpenClaw 不接受 mode 与 security 或 ask 同时出现。</translation>
    </message>
    <message>
        <source>Remove %1.%2</source>
        <translation>移除 %1.%2</translation>
    </message>
    <message>
        <source>Set %1.%2 to %3</source>
        <translation>将 %1.%2 设为 %3</translation>
    </message>
    <message>
        <source>%1.%2 is now %3. Not on the gateway until applied.</source>
        <translation>%1.%2 现为 %3。应用之前不会写入网关。</translation>
    </message>
    <message>
        <source>%1.%2 is now %3; removed mode from the same object, because OpenClaw does not accept mode together with security or ask. Written out to keep the rest of the policy: %4.</source>
        <translation>%1.%2 现为 %3；已从同一对象中移除 mode，因为 OpenClaw 不接受 mode 与 security 或 ask 同时出现。为保持其余策略不变而显式写出：%4。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::RiskHintPresenter</name>
    <message>
        <source>Runs code given inline on the command line (%1).</source>
        <translation>在命令行中直接运行内联代码（%1）。</translation>
    </message>
    <message>
        <source>Uses shell syntax (%1): more than one command may run.</source>
        <translation>使用了 shell 语法（%1）：可能会运行多条命令。</translation>
    </message>
    <message>
        <source>Asks for elevated privileges (%1).</source>
        <translation>请求提升权限（%1）。</translation>
    </message>
    <message>
        <source>Deletes recursively without asking (%1).</source>
        <translation>不经询问递归删除（%1）。</translation>
    </message>
    <message>
        <source>Talks to the network (%1).</source>
        <translation>访问网络（%1）。</translation>
    </message>
    <message>
        <source>Writes outside the working directory (%1).</source>
        <translation>在工作目录之外写入（%1）。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::SafetySettingsPanel</name>
    <message>
        <source>Write it as provider: id, id; provider: id</source>
        <translation>请写成 provider: id, id; provider: id</translation>
    </message>
    <message>
        <source>Safety settings</source>
        <translation>安全设置</translation>
    </message>
    <message>
        <source>Keep read, write, edit and apply_patch inside the agent&apos;s workspace.</source>
        <translation>将 read、write、edit 和 apply_patch 限制在智能体的工作区内。</translation>
    </message>
    <message>
        <source>apply_patch may only create or change files inside the workspace.</source>
        <translation>apply_patch 只能在工作区内创建或修改文件。</translation>
    </message>
    <message>
        <source>Always ask for interpreter one-liners (python -c, node -e), even when the interpreter is allowlisted.</source>
        <translation>解释器单行代码（python -c、node -e）始终需要询问，即使该解释器在允许列表中。</translation>
    </message>
    <message>
        <source>Stdin-only filters (jq, wc, …) that run without an allowlist entry or approval.</source>
        <translation>仅读取标准输入的过滤程序（jq、wc 等），无需允许列表条目或审批即可运行。</translation>
    </message>
    <message>
        <source>Whether /elevated may run commands on the host, outside the sandbox.</source>
        <translation>/elevated 是否可以在沙箱之外的主机上运行命令。</translation>
    </message>
    <message>
        <source>An agent can only turn elevated mode off, never on against the global setting.</source>
        <translation>智能体只能关闭提权模式，不能违背全局设置将其打开。</translation>
    </message>
    <message>
        <source>Who may use /elevated, per channel: provider: id, id; provider: id.</source>
        <translation>按渠道列出可使用 /elevated 的人：provider: id, id; provider: id。</translation>
    </message>
    <message>
        <source>Narrows the global list (provider: id, id); senders it does not allow have no effect.</source>
        <translation>收窄全局列表（provider: id, id）；全局列表不允许的发送者写在这里无效。</translation>
    </message>
    <message>
        <source>Characters web_fetch returns (never more than maxCharsCap).</source>
        <translation>web_fetch 返回的字符数（不超过 maxCharsCap）。</translation>
    </message>
    <message>
        <source>Hard cap on returned characters, whatever the call asks (default 20000).</source>
        <translation>返回字符数的硬上限，无论调用请求多少（默认 20000）。</translation>
    </message>
    <message>
        <source>Download size before truncation (default 750000 bytes).</source>
        <translation>截断前的下载大小（默认 750000 字节）。</translation>
    </message>
    <message>
        <source>Seconds before a fetch gives up.</source>
        <translation>获取放弃前等待的秒数。</translation>
    </message>
    <message>
        <source>Redirects followed (default 3).</source>
        <translation>跟随的重定向次数（默认 3）。</translation>
    </message>
    <message>
        <source>Exceptions to the private-network block, exact or *.example.com.</source>
        <translation>私有网络拦截的例外，精确主机名或 *.example.com。</translation>
    </message>
    <message>
        <source>Never fetched, checked before DNS and before any allow rule.</source>
        <translation>永不获取；在 DNS 解析和任何允许规则之前检查。</translation>
    </message>
    <message>
        <source>Lets web_fetch reach loopback and private addresses: the gateway&apos;s own services too.</source>
        <translation>允许 web_fetch 访问回环和私有地址：包括网关自身的服务。</translation>
    </message>
    <message>
        <source>Allows 198.18.0.0/15, used by fake-IP proxies.</source>
        <translation>允许 198.18.0.0/15（fake-IP 转发服务使用的地址段）。</translation>
    </message>
    <message>
        <source>Allows IPv6 unique local addresses (fc00::/7).</source>
        <translation>允许 IPv6 唯一本地地址（fc00::/7）。</translation>
    </message>
    <message>
        <source>Program name, then Enter</source>
        <translation>输入程序名后按 Enter</translation>
    </message>
    <message>
        <source>Host or *.example.com, then Enter</source>
        <translation>输入主机名或 *.example.com 后按 Enter</translation>
    </message>
    <message>
        <source>telegram: 123, 456; whatsapp: +15550001</source>
        <translation>telegram: 123, 456; whatsapp: +15550001</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>use default (%1)</source>
        <translation>使用默认值（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
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
    <message>
        <source>− %1: %2 (OpenAI / Anthropic keep it)</source>
        <translation>− %1：%2（OpenAI / Anthropic 保留）</translation>
    </message>
    <message>
        <source>~ %1: differs from OpenAI / Anthropic</source>
        <translation>~ %1：与 OpenAI / Anthropic 不同</translation>
    </message>
    <message>
        <source>%1 removed · %2 changed · %3 added · %4 fewer than OpenAI</source>
        <translation>移除 %1 · 更改 %2 · 新增 %3 · 比 OpenAI 少 %4</translation>
    </message>
    <message>
        <source>The schema this provider receives appears here.</source>
        <translation>此提供方收到的 Schema 显示在这里。</translation>
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
        <translation>各模型提供方实际收到的工具参数 Schema。</translation>
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
        <translation>声明的 Schema（可编辑或粘贴）</translation>
    </message>
    <message>
        <source>Paste a tool&apos;s JSON parameter schema here.</source>
        <translation>在此粘贴工具的 JSON 参数 Schema。</translation>
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
        <source>Neither the catalog nor tools.catalog carries parameter schemas: paste this tool&apos;s schema into the editor to compare it.</source>
        <translation>工具目录和 tools.catalog 都不包含参数 Schema：请将此工具的 Schema粘贴到编辑器中进行比较。</translation>
    </message>
    <message>
        <source>No schema yet.</source>
        <translation>尚无 Schema。</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>Compared. Amber: changed for that provider; blue: added; the list under each copy names what it lost.</source>
        <translation>已比较。琥珀色：该提供方收到的已更改；蓝色：新增；每份副本下方的列表列出了丢失的内容。</translation>
    </message>
    <message>
        <source>No parameter schema is known for %1. Paste its JSON schema here.</source>
        <translation>%1 没有已知的参数 Schema。请在此粘贴它的 JSON Schema。</translation>
    </message>
    <message>
        <source>No schema for %1: nothing to compare until you paste one.</source>
        <translation>%1 没有 Schema：粘贴一个之后才能比较。</translation>
    </message>
    <message>
        <source>Paste a tool&apos;s JSON schema or pick an example to see what this provider receives.</source>
        <translation>粘贴工具的 JSON Schema 或选择一个示例，查看此提供方收到的内容。</translation>
    </message>
    <message>
        <source>Toolgate has no schema for %1: OpenClaw builds a core tool&apos;s parameters when it runs. Paste the schema (from a gateway log or the tool&apos;s source) to compare it.</source>
        <translation>Toolgate 没有 %1 的 Schema：OpenClaw 在运行时才构建核心工具的参数。粘贴该 Schema（来自网关日志或工具源码）即可比较。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ScreenNavigator</name>
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
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::StartupOptions</name>
    <message>
        <source>Toolgate — a console for OpenClaw&apos;s tool system.</source>
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
        <translation>显示此智能体的流水线。</translation>
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
    <message>
        <source>Open the console on this gateway (ws:// or wss://), adding it to the connections if it is new.</source>
        <translation>在此网关（ws:// 或 wss://）上打开控制台；如果是新网关，则将其加入连接列表。</translation>
    </message>
    <message>
        <source>With --connect: the file holding the gateway token (stored as the Connections screen stores it).</source>
        <translation>与 --connect 一起使用：存放网关令牌的文件（按“连接”界面的方式保存）。</translation>
    </message>
    <message>
        <source>With --connect: trust this wss:// certificate.</source>
        <translation>与 --connect 一起使用：信任此 wss:// 证书。</translation>
    </message>
    <message>
        <source>--token-file and --tls-fingerprint go with --connect URL.</source>
        <translation>--token-file 和 --tls-fingerprint 需与 --connect URL 一起使用。</translation>
    </message>
    <message>
        <source>Colour theme for this run: system (follow the desktop), light, dark or high-contrast.</source>
        <translation>本次运行的配色主题：system（跟随桌面）、light、dark 或 high-contrast。</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use system, light, dark or high-contrast.</source>
        <translation>未知主题“%1”：请使用 system、light、dark 或 high-contrast。</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>跟随桌面</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::TrustDialog</name>
    <message>
        <source>Trust this gateway?</source>
        <translation>信任此网关吗？</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) presented a TLS certificate that no certificate authority vouches for — usually the gateway&apos;s own self-signed certificate. Trust it only if this fingerprint matches the gateway&apos;s:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）出示了一个没有任何证书颁发机构担保的 TLS 证书——通常是网关自己的自签名证书。只有当此指纹与网关的指纹一致时才信任它：</translation>
    </message>
    <message>
        <source>On the gateway host: &lt;code&gt;openssl x509 -noout -fingerprint -sha256 -in ~/.openclaw/gateway/tls/gateway-cert.pem&lt;/code&gt;. Once trusted, the fingerprint is pinned with this connection and a different certificate is refused.</source>
        <translation>在网关主机上运行：&lt;code&gt;openssl x509 -noout -fingerprint -sha256 -in ~/.openclaw/gateway/tls/gateway-cert.pem&lt;/code&gt;。信任后，该指纹会与此连接一起固定，不同的证书将被拒绝。</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
</context>
<context>
    <name>toolgate::ui::WhatIfBar</name>
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
        <source>Back to OpenClaw&apos;s constants: warning 10, critical 20, breaker 30, window 30.</source>
        <translation>恢复 OpenClaw 的常量：警告 10、严重 20、熔断 30、窗口 30。</translation>
    </message>
</context>
</TS>
