# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# 设计师实验室（pages/lab-page.js、pages/lab/）：电脑按规则 A（和 B）
# 自己和自己对弈，再汇总这些对局。
# $game 是页面语言中的游戏名称。

lab-title = { $game }：设计师实验室
lab-page-title = { $game }：实验室 · ringboard
lab-lede = 电脑按你选择的规则，用这台设备的所有核心自己和自己下{ $game }，再像设计师衡量一款游戏那样汇总这些对局。可以把两套规则并排比较，并发送本页的链接：链接里包含全部设置。
lab-unknown-game = 实验室没有“{ $game }”这个游戏。
# $why 是引擎给出的原因。
lab-link-failed = 无法打开此实验室链接（{ $why }）；实验室将从游戏本身的规则开始。
lab-setup-failed = 无法运行此设置（{ $why }）。

## 设置

lab-rules-a = 规则 A
lab-rules-b = 规则 B
lab-compare = 与规则 B 比较
lab-players = 玩家
lab-first-player = 先手
lab-second-player = 后手
lab-agent-level = { $level } 级
# $rating 是 Elo 分，按原样写出。
lab-agent-level-rated = { $level } 级（Elo { $rating }）
lab-agent-greedy = 贪心（只看一步）
lab-agent-random = 随机走棋
lab-games = 对局数
lab-random-plies = 随机开局步数
lab-swap = 每局交换先后手

## 运行

lab-start = 开始
lab-stop = 停止
lab-resume = 继续
lab-start-again = 重新开始
# $done 和 $total 是对局数；$rate 是每秒对局数；$workers 是 Web Worker 的数量。
lab-status-setup = 共 { $total } 局待下，使用 { $workers } 个核心。
lab-status-running = { $done }/{ $total } 局 · 每秒 { $rate } 局 · { $workers } 个后台线程
lab-status-stopped = 已停止：完成 { $done }/{ $total } 局。
lab-status-finished = { $seconds } 秒下完 { $total } 局：{ $workers } 个后台线程，每秒 { $rate } 局。
lab-status-failed = 运行在完成 { $done }/{ $total } 局后停止：{ $why }

## 结果

lab-results = 结果
lab-measure = 指标
# $rules 是用文字表示的规则（“跳奇数 · 7 x 7”）。
lab-column-a = A：{ $rules }
lab-column-b = B：{ $rules }
lab-rules-own = 游戏本身的规则
lab-row-games = 已下对局
lab-row-results = 先手胜 · 后手胜 · 和棋
lab-row-first-score = 先手得分率
# $player 和 $other 是两位玩家（“4 级”、“3 级”）。
lab-row-player-score = { $player } 对 { $other } 的得分率
lab-row-length = 长度（步数）
lab-row-spread = 长度的离散度
lab-row-branching = 可选着法数
lab-row-decided = 胜负已定的步数
lab-row-lead-changes = 领先易手次数
lab-row-repetitions = 因重复局面结束
lab-row-passes = 着法中停一手的比例
lab-row-cut-off = 因过长截断并判和
lab-row-exact = 双方都走最佳着法时
# $value、$low 和 $high 是已格式化的数字。
lab-value-interval = { $value }（{ $low } 至 { $high }）
lab-value-results = { $first } · { $second } · { $draws }
# $ply 是一个数（带区间）；$share 是占整局的比例。
lab-value-decided = { $ply }；占整局的 { $share }
lab-exact-first = 先手必胜（已解出）
lab-exact-first-mirror = 先手必胜（镜像定理）
lab-exact-second = 后手必胜（已解出）
lab-exact-second-mirror = 后手必胜（镜像定理）
lab-exact-none = 未定：求解器的计算预算不够
lab-plot-score = 先手得分率及其 95% 区间
lab-plot-lengths = 对局长度：各步数的对局占比
lab-plot-branching = 可选着法数，按步
lab-axis-plies = 每局步数
lab-axis-ply = 步
lab-download-records-a = 规则 A 的棋谱
lab-download-records-b = 规则 B 的棋谱
lab-download-csv = 表格（CSV）
lab-download-json = 结果（JSON）
lab-print = 打印
lab-play-rules-a = 按规则 A 下棋
lab-play-rules-b = 按规则 B 下棋

## 这些数字的含义

lab-explained = 这些数字的含义
lab-term-player-score = 较强一方的得分率
lab-explain-first-score = 赢一局记 1 分，和棋记 ½ 分。实力相当的玩家之间得 50% 说明游戏公平；区间为 Wilson 区间，置信度 95%：真实值 20 次中有 19 次落在其中。
lab-explain-player-score = 两位玩家不同时：较强一方能得多少分。远高于 50% 时，说明这款游戏奖励更深的思考（即它的“技巧轨迹”，skill trace）。
lab-explain-mover-score = 派规则下：走第一步的一方的得分率，无论交换后执哪一方。在派规则下这就是先手优势；接近 50% 说明规则使游戏趋于平衡。
lab-explain-swaps = 派规则下：后手根据自己的评估以交换回应第一步的比例。
lab-explain-length = 每局的步数（一方走一次算一步），以及平均值的 95% 区间。
lab-explain-branching = 在所有对局的每个局面中，轮到走棋一方的合法着法数：反映游戏有多宽。
lab-explain-decided = 在电脑的评估中，最终获胜方从此一直领先的那一步。越接近终局，说明对局悬念保持得越久。
lab-explain-lead-changes = 评估中领先一方易手的频率：跌宕起伏，或局势来回摇摆。
lab-explain-repetitions = 因局面重复出现而结束的对局所占比例。
lab-explain-passes = 着法中停一手所占的比例。
lab-explain-exact = 仅限双环棋：精确求解器或镜像定理对初始局面所证明的结论。

## 级别

lab-ladder = 各级别在{ $game }中的 Elo
lab-ladder-how = 每个级别都与其他级别以及随机走棋（定为 0）对局，评分根据这些对局拟合得出（docs/strength.md），上面的玩家就是这些级别。

## The skill trace.

lab-trace-games = 技巧轨迹：每组对局数（0：不进行）
lab-row-trace = { $player } 对 { $other }
lab-value-trace = { $games } 局中 { $score }
lab-term-trace = 技巧轨迹（skill trace）
lab-explain-trace = 每一级与低一级对弈（2 对 1、3 对 2、4 对 3），轮换先后手：若看得更深的一方在每个深度都继续获胜，这个游戏就奖励更深的思考；若得分率回落到 50% 附近，它较浅，或接近和棋。
lab-row-mover-score = 先走者得分率（交换之后）
lab-row-swaps = 交换比例
lab-exact-pie-first = 后手获胜：初始局面先手一方必胜，交换即可取得该方
lab-exact-pie-second = 后手获胜：初始局面后手一方必胜，保持不换即可
