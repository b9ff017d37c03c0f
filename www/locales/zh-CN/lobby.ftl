# 在线与他人对弈：“在线对弈”面板（play-online-panel.js）、大厅（#lobby，lobby-page.js），
# 以及“我的对局”中的在线对局（my-games-list.js）。

## “在线对弈”面板。
lobby-panel-title = 在线与人对弈
lobby-checking = 正在寻找游戏服务器…
lobby-unreachable = 无法连接游戏服务器，所以现在无法在这里创建在线对局。其他一切照常：与电脑对弈、与朋友在本屏幕对弈，或通过链接与朋友对弈。
lobby-server-trouble = 游戏服务器没有正常应答（{ $message }）。请稍后再试。
lobby-try-again = 重试
lobby-game = 游戏
lobby-options-loading = 正在载入游戏选项…
lobby-options-failed = 无法载入游戏选项：对局将使用通常的棋盘和规则创建。
lobby-options-above = 对局将使用上面选定的棋盘和规则创建。
lobby-side = 你执
lobby-side-random = 随机抽签
lobby-clock = 用时
lobby-clock-live-group = 实时
lobby-clock-correspondence-group = 通信对局
# 实时用时：整局的分钟数，加上每步增加的秒数（10+5）。
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = 每步{ $days }天
lobby-clock-none = 不计时
lobby-visibility = 谁可以加入
lobby-public = 任何人：列在大厅中
lobby-link-only = 仅限持有链接的人
lobby-name = 你的名字
lobby-name-input =
    .placeholder = 匿名
lobby-create = 创建对局
lobby-creating = 正在创建…
lobby-created = 你的对局已准备好。
lobby-created-public = 它已列在大厅中，任何人都可以接受；你也可以把这个链接发给想对弈的人。
lobby-created-link = 把这个链接发给想对弈的人：最先打开的人坐上另一个座位。
lobby-link-label =
    .aria-label = 要发送的链接
lobby-copy = 复制
lobby-copied = 已复制。链接里没有任何秘密：你的座位保存在这个浏览器中。
lobby-copy-refused = 这个浏览器不允许复制。链接已选中：请用键盘或菜单复制。
lobby-open-game = 前往对局
lobby-see-lobby = 查看大厅
lobby-another = 再创建一局

## 服务器拒绝的原因。
lobby-error-unreachable = 无法连接游戏服务器。请稍后再试。
lobby-error-bad-name = 这个名字不能用：名字最多 30 个字符，且不能含控制字符或不可见字符。
lobby-error-seats-taken = 已有其他人先接受了这个挑战。
lobby-error-rate-limited = 从这里同时创建的对局太多。请等一分钟再试。
lobby-error-storage = 这个浏览器不允许本站保存你的座位，所以无法在这里下这盘棋，对局已取消。请允许本站存储数据，然后再试。
lobby-error-other = 游戏服务器拒绝了：{ $message }

## 服务器上的对局（无论列在哪里）。
# 挑战已等待的时间。
lobby-waited = 已等待{ $unit ->
        [seconds] { $count } 秒
        [minutes] { $count } 分钟
        [hours] { $count } 小时
       *[days] { $count } 天
    }
# 变体的选项及其值：“规则：跳奇数”“棋盘大小：7”。
lobby-option-value = { $option }：{ $value }
lobby-waiting-opponent = 等待对手
lobby-your-move = 轮到你
lobby-their-move = 轮到对方
lobby-aborted = 已中止
lobby-drawn = 和棋
lobby-you-won = 你赢了
lobby-you-lost = 你输了

## 大厅（#lobby）。
lobby-title = 大厅
lobby-lede = 挑战在这里等待对手：接受一个，对局就开始。也可以创建自己的挑战，它会在这里等人。
lobby-new-game = 创建对局
lobby-live = 实时
lobby-reconnecting = 正在重新连接…
lobby-challenges = 等待中的挑战
lobby-no-challenges =
    .data-empty = 现在没有等待中的挑战。创建一个，它就会在这里向所有人显示。
lobby-your-games = 你的对局
lobby-no-games =
    .data-empty = 现在服务器上没有你的对局。
lobby-watch-title = 可观看的对局
lobby-no-watch =
    .data-empty = 现在没有进行中的公开对局。
lobby-challenge-by = 来自 { $name }
lobby-yours = 你的挑战
lobby-you-would-play = 你将执{ $side }
lobby-you-play = 你执{ $side }
lobby-accept = 接受
    .aria-label = 接受 { $name } 的{ $game }对局
lobby-cancel = 撤回
    .aria-label = 撤回你的{ $game }挑战
lobby-against = 对手：{ $name }
lobby-no-opponent-yet = 尚无对手
lobby-play = 下棋
lobby-open = 打开
lobby-players = { $first } 对 { $second }
lobby-moves = { $count } 步
lobby-watch = 观看

## 首页“我的对局”中的在线对局。
lobby-online-game = 在线
lobby-turn-unknown = 无法连接服务器
lobby-gone = 服务器上已没有
lobby-my-game-online-side = 在线，你执{ $side }
lobby-my-game-online = 在线对 { $name }，你执{ $side }
