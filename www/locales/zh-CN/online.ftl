# 在服务器上进行的对局 (#online/<id>)。

online-page-title = 在线对局 · ringboard
online-title-your-move = （轮到你）{ $title }
online-heading = 在线对局

## 无法显示对局时。

online-not-found = 服务器上没有这局对局。
online-unreachable = 无法连接游戏服务器：在线对局需要它；其他一切照常可用。
online-failed = 无法打开对局：{ $reason }
online-unknown-game = 本站没有游戏“{ $game }”。
online-unreadable = 这局对局无法在此显示：{ $error }
online-home-link = 在本设备上玩
online-lobby-link = 在线找对局

## 坐上空位。

online-join-heading = 加入这局{ $game }
online-join-waiting = { $name }在等待对手。用时：{ $control }。
online-name-label = 你的名字（其他玩家可见）
online-guest-name = 游客{ $number }
online-join = 加入并开始
online-join-failed = 无法加入：{ $reason }

## 游戏名下方的一行。

online-badge-playing = 在线
online-watching = 观战中
online-players = { $first }（{ $firstSide }）对 { $second }（{ $secondSide }）
online-seat-empty = 尚未加入
online-clock-none = 不计时
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds }秒+{ $increment }
online-clock-correspondence = 每步{ $days }天
online-notify-ask = 轮到我时通知我

## 通讯对局的时钟（实时时钟显示分和秒）。

online-clock-days = { $days }天{ $hours }小时
online-clock-hours = { $hours }小时{ $minutes }分

## 状态行。

online-status-waiting = 正在等待对手：把这局的链接发给对方
online-status-waiting-watch = 正在等待第二位玩家
online-status-your-move = 轮到你（{ $player }）
online-status-their-move = 等待{ $name }（{ $player }）走棋
online-status-to-move = 轮到{ $name }（{ $player }）
online-reconnecting = 正在重新连接…
online-move-unsent = 服务器恢复后会发送你的着法
online-copy-invitation = 复制要发送的链接
online-link-copied = 链接已复制
online-copy-prompt = 发给对手的对局链接：

## 提议及其答复。

online-offer-takeback = 请求悔棋
online-offer-draw = 提议和棋
online-abort = 取消对局
online-offered-draw = 你已提议和棋
online-offered-takeback = 你已请求悔棋
online-offered-rematch = 你已提议再战
online-withdraw = 撤回
online-incoming-draw = { $name }（{ $player }）提议和棋
online-incoming-takeback = { $name }（{ $player }）请求悔棋
online-incoming-rematch = { $name }（{ $player }）想要再战
online-accept = 接受
online-decline = 拒绝
online-rematch = 再战
online-rematch-go = 前往再战
online-rematch-watch = 观看再战
online-find-game = 找另一局

## 终局。

online-reason-time = { $player }超时
online-reason-agreed = 双方同意
online-result-aborted = 对局已取消
online-headline-won = 你赢了
online-headline-lost = 你输了
online-headline-draw = 和棋
online-headline-aborted = 未成局
online-headline-winner = { $name }（{ $player }）获胜

## 拒绝：服务器为何没有照办。

online-refused = 你的着法 { $move } 未被走出：{ $reason }
online-action-failed = 未能完成：{ $reason }
online-watchers-watch = 你正在观看这局对局：由对局双方走棋。
online-error-not-your-turn = 还没轮到你
online-error-stale-move = 对局已经往前走了
online-error-game-over = 对局已经结束
online-error-not-started = 对局在等待第二位玩家
online-error-too-late-to-abort = 双方都已走棋：请改为认输
online-error-seats-taken = 两个座位都已有人
online-error-no-offer = 该提议已不再有效
online-error-own-offer = 你不能接受自己的提议
online-error-nothing-to-take-back = 你没有可以悔的棋
online-error-no-draws = 这个游戏没有和棋
online-error-rematch-made = 再战已经创建
online-error-not-over = 对局尚未结束
online-error-unknown-token = 服务器不认识这个浏览器的座位
online-error-no-token = 这个浏览器在这局中没有座位
online-error-too-many-requests = 请求过多：请稍等
online-error-storage-unavailable = 服务器现在无法保存对局
online-error-unreachable = 无法连接游戏服务器
online-error-no-such-game = 服务器上没有这局对局
online-error-bad-name = 名字不能包含控制字符或不可见字符，最多 30 个字符
online-error-illegal-move = 这步棋在此不合法

## 标签页隐藏时的通知（通讯对局）。

online-notify-title = { $game }轮到你了
online-notify-body = { $name }已走棋。
