# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = 电脑停止工作了（{ $error }）。你的对局已保留。
play-computer-retry = 重试
play-computer-two-players = 改为双人对局继续

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒 / { $limit } 秒
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒
play-thinking-depth = 深度 { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒 / { $limit } 秒
play-thinking-depth-open = 深度 { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒

play-hint-thinking = 提示（{ $level } 级）：思考中…
play-hint = 提示（{ $level } 级）：{ $move }
play-hint-arrow = 提示（{ $level } 级）：{ $move }，橙色箭头
play-hint-mirror = 提示（{ $level } 级）：{ $move }：与上一步关于棋盘中心对称的着法，可以取胜
play-hint-mirror-arrow = 提示（{ $level } 级）：{ $move }，橙色箭头：与上一步关于棋盘中心对称的着法，可以取胜
play-hint-failed = 没有提示：{ $error }

play-solver-over = 求解器：对局已经结束。
play-solver-working = 求解器：正在计算…
play-solver-failed = 求解器：{ $error }
play-solver-too-big = 求解器：局面太大，暂时无法求解（{ $singles } 个单环）。继续下吧：单环减到 35 个左右时，通常一秒内就能给出答案。
play-solver-mirror-loses = <strong class="loses">{ $player } 必败</strong>：在这里走棋的一方必败，因为对方可以对每一步都走出关于棋盘中心的对称着法。
play-solver-mirror-wins = <strong class="wins">{ $player } 必胜</strong>，靠对称着法：{ $move }（绿色）与上一步关于棋盘中心对称，此后每一步都有对称的应着。
play-solver-other-winning = 其他必胜着法：{ $moves }。
play-solver-unsettled = 其他着法也可能取胜：求解器没有算出结论。
play-solver-loses = <strong class="loses">{ $player } 必败</strong>（双方都走最佳着法时）：每一步都会输。
play-solver-wins = <strong class="wins">{ $player } 必胜</strong>（双方都走最佳着法时）：{ $count } 个必胜着法以绿色标出（{ $moves }）。

## The engine.

play-engine-crashed = 游戏引擎崩溃了。对局已恢复到最后一个正常的局面。
play-engine-not-loaded = 无法加载引擎（{ $error }）
play-engine-worker-stopped = 后台线程已停止

## The board.

play-promote-to = 升变为
play-promote-cancel = 取消
play-promote =
    .title = 升变为{ $piece ->
        [queen] 后
        [rook] 车
        [bishop] 象
       *[knight] 马
    }（{ $move }）
    .aria-label = 升变为{ $piece ->
        [queen] 后
        [rook] 车
        [bishop] 象
       *[knight] 马
    }
play-board-role = 游戏棋盘
play-cursor = { $square }：{ $what }{ $selected ->
        [yes] ，已选中
       *[no] {""}
    }{ $action ->
        [plays] ，按 Enter 走 { $move }
        [selects] ，可以走动：按 Enter 选中
       *[none] {""}
    }
play-cursor-square = 格子
play-board-cursor =
    .aria-label = { $game }棋盘。{ play-cursor }

## The game record.

play-record-hint = 以文本形式记录整盘对局，格式同 PGN（国际象棋为标准 PGN），可以保存，也可以发给别人。
play-record-download = 下载棋谱
play-record-copy = 复制棋谱
play-record-paste = 打开棋谱：粘贴到这里
play-record-box =
    .aria-label = 要打开的棋谱
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = 打开粘贴的棋谱
play-record-choose = 或选择文件
play-record-file =
    .aria-label = 选择棋谱文件
play-record-opened = 棋谱已打开。
play-record-unreadable = 无法打开这份棋谱：{ $error }。你的对局没有改变。
play-record-too-large = { $file } 太大，不可能是棋谱。你的对局没有改变。
play-record-downloaded = 棋谱已下载。
play-record-copied = 棋谱已复制。
play-record-copy-by-hand = 这里不允许复制：棋谱已放在框中并选中，请手动复制。

## The sound switch.

play-sound = 声音
play-sound-switch =
    .title = 走子、吃子、将军和终局的声音

## "My games" on the home page.

play-my-games = 我的对局
play-my-games-unreadable = 无法读取你的对局列表。它已另存在本浏览器的存储中，名为 { $key }。
play-my-games-show-all = 显示全部 { $count } 局
play-my-game-in-progress = 进行中
play-my-game-draw = 和棋
play-my-game-computer-won = 电脑获胜
play-my-game-you-won = 你赢了
play-my-game-won = { $player } 获胜
play-my-game-finished = 已结束
play-my-game-your-move = 轮到你走
play-my-game-waiting = 等待 { $player } 走棋
play-my-game-vs-friend-here = 在本屏幕上与朋友对弈
play-my-game-vs-computer = 电脑（{ $level } 级），你执{ $side }
play-my-game-vs-friend-link = 通过链接与朋友对弈，你执{ $side }
play-moves = { $count } 步
play-my-game-open = 打开
    .aria-label = 打开 { $date } 的{ $game }对局
play-my-game-continue = 继续
    .aria-label = 继续 { $date } 的{ $game }对局
play-my-game-delete = 删除
    .aria-label = 删除 { $date } 的{ $game }对局
