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
play-hint-failed = 没有提示：{ $error }


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

play-hint-swap = 提示（{ $level } 级）：交换双方，刚走的一方形势更好
